import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const OPTIONS = { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] };

// One start tag with its attributes (quoted values may hold `>`), and one event-handler attribute.
const START_TAG = /(<[a-z][^\s/>]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)(\s*\/?>)/gi;
const ATTRIBUTE = /\s+([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?/g;

/**
 * Drops on* attributes from start tags before any parsing. Not the defence (DOMPurify is): Chromium
 * reports a CSP violation for every handler attribute it merely parses, even in an inert document,
 * and those reports would look like attacks in the console.
 */
export function dropHandlerAttributes(html: string): string {
  // Attributes are matched one after another from the tag name, so quoted values are never searched.
  return html.replace(START_TAG, (_, name: string, attributes: string, end: string) => name + attributes.replace(ATTRIBUTE, (attribute, key: string) => (/^on/i.test(key) ? '' : attribute)) + end);
}

/** DOMPurify's output, then tidied: links open away from the site, images need a real address. */
export function sanitize(html: string): string {
  // Tidied in an inert document: nothing in it loads or runs, even before the tidying.
  const fragment = new DOMParser().parseFromString(DOMPurify.sanitize(dropHandlerAttributes(html), OPTIONS), 'text/html').body;
  for (const link of fragment.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  for (const img of fragment.querySelectorAll('img')) {
    // A bare `src=x` would only fetch a page-relative 404; keep https and root-relative images.
    if (!/^(https:\/\/|\/[^/])/i.test(img.getAttribute('src') ?? '')) img.remove();
    else if (!img.hasAttribute('alt')) img.setAttribute('alt', '');
  }
  return fragment.innerHTML;
}

/**
 * Server-provided HTML (announcements, help centre), sanitised by DOMPurify: scripts, event
 * handlers and javascript: URLs are removed. The only place in src/ that renders raw HTML.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitize(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
