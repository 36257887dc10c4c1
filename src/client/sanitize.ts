// Server-provided HTML (announcements, help centre) made safe to render: by the browser's own
// sanitiser (Element.setHTML, in Chromium since 2025), else by DOMPurify, which only those browsers
// download. Plain TypeScript, so a visitor's popups (src/client/visitor-popups.ts) use it without
// React; src/islands/ui/SafeHtml.tsx is the islands' component over it.

// Removed beyond what the browser's safe sanitiser always removes (scripts, frames, embeds, event
// handlers, javascript: URLs): forms, styles, and the raw-text and foreign-content elements that
// re-parsing can turn into markup (mutation XSS). Foreign content is named with its namespace: a
// bare name means an HTML element, and 'svg' alone kept every <svg> (promotions.spec.ts).
const REMOVE_ELEMENTS: SanitizerElement[] = [
  'style',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'link',
  'meta',
  'base',
  'noscript',
  'template',
  { name: 'svg', namespace: 'http://www.w3.org/2000/svg' },
  { name: 'math', namespace: 'http://www.w3.org/1998/Math/MathML' },
];
const PURIFY_OPTIONS = { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] };

// One start tag with its attributes (quoted values may hold `>`), and one event-handler attribute.
const START_TAG = /(<[a-z][^\s/>]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)(\s*\/?>)/gi;
const ATTRIBUTE = /\s+([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?/g;

/**
 * Drops on* attributes from start tags before any parsing. Not the defence (the sanitiser is):
 * Chromium reports a CSP violation for every handler attribute it merely parses, even in an inert
 * document, and those reports would look like attacks in the console.
 */
export function dropHandlerAttributes(html: string): string {
  // Attributes are matched one after another from the tag name, so quoted values are never searched.
  return html.replace(
    START_TAG,
    (_, name: string, attributes: string, end: string) =>
      name + attributes.replace(ATTRIBUTE, (attribute, key: string) => (/^on/i.test(key) ? '' : attribute)) + end,
  );
}

/** The browser's own sanitiser (Element.setHTML), where it has one. */
type NativeSanitizing = Element & { setHTML(html: string, options: { sanitizer: SanitizerConfig }): void };

/** Elements of an inert document: nothing in them loads or runs, even before the tidying. */
const inertBody = () => document.implementation.createHTMLDocument('').body;

/** Links open away from the site and only to web, mail or phone addresses; images need a real address. */
function tidy(body: HTMLElement): string {
  for (const link of body.querySelectorAll('a[href]')) {
    if (!/^(https?:|mailto:|tel:|\/|#)/i.test(link.getAttribute('href') ?? '')) link.removeAttribute('href');
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  for (const img of body.querySelectorAll('img')) {
    // A bare `src=x` would only fetch a page-relative 404; keep https and root-relative images.
    if (!/^(https:\/\/|\/[^/])/i.test(img.getAttribute('src') ?? '')) img.remove();
    else if (!img.hasAttribute('alt')) img.setAttribute('alt', '');
  }
  return body.innerHTML;
}

/** Sanitised by the browser (setHTML), or null where the browser has no sanitiser. */
export function sanitizeNatively(html: string): string | null {
  const body = inertBody();
  if (!('setHTML' in body)) return null;
  (body as NativeSanitizing).setHTML(dropHandlerAttributes(html), {
    sanitizer: { removeElements: REMOVE_ELEMENTS, removeAttributes: ['style'] },
  });
  return tidy(body);
}

/** Sanitised by DOMPurify, loaded only by browsers without a sanitiser of their own. */
export async function sanitizeWithPurify(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  const body = new DOMParser().parseFromString(DOMPurify.sanitize(dropHandlerAttributes(html), PURIFY_OPTIONS), 'text/html').body;
  return tidy(body);
}
