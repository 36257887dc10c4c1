import type { Context } from 'hono';
import { html } from 'hono/html';

/** Markup from hono's html`` template: every value put into it is escaped unless it is markup itself. */
export type Markup = ReturnType<typeof html>;

/** Markup as text, for an image file (no value put into these templates is ever a promise). */
export const markupText = (markup: Markup): string => String(markup);

/**
 * A small self-contained HTML page (no scripts: the pages work with forms and links only). Its
 * empty icon keeps browsers from asking the site it is proxied under for a /favicon.ico it lacks.
 * No page may be framed, except by the origins `frameAncestors` names (the demo game page).
 */
export function page(
  c: Context,
  title: string,
  body: Markup,
  status: 200 | 400 | 404 = 200,
  frameAncestors: readonly string[] = [],
): Response | Promise<Response> {
  const ancestors = frameAncestors.length ? frameAncestors.join(' ') : "'none'";
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self' http: https:; frame-ancestors ${ancestors}; base-uri 'none'`,
  );
  c.header('X-Content-Type-Options', 'nosniff');
  return c.html(
    html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${title}</title>
<style>body{font:16px system-ui,sans-serif;background:#0b1220;color:#f1f5f9;display:grid;place-items:center;min-height:100vh;margin:0}main{background:#131d33;padding:2rem;border-radius:12px;max-width:26rem;width:90%}
label{display:block;margin:.8rem 0 .3rem}input{width:100%;padding:.5rem;box-sizing:border-box;border-radius:6px;border:1px solid #27365a}button,a.button{margin:1rem .5rem 0 0;padding:.6rem 1.2rem;border-radius:6px;border:0;background:#fbbf24;color:#111827;font-weight:600;text-decoration:none;display:inline-block}
button.secondary{background:#334155;color:#f1f5f9}small{color:#a7b3c6}</style></head><body><main>${body}</main></body></html>`,
    status,
  );
}

/** Whether a redirect target is allowed for a merchant: its own domains, or loopback for local tests. */
export function allowedRedirect(uri: string, domains: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost')) return true;
  return url.protocol === 'https:' && domains.includes(url.hostname);
}
