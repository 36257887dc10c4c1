// Just enough HTML reading for the bulk HTTP checks, which fetch hundreds of pages without a
// browser: the attributes of the start tags of one element name, as Astro writes them.
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

/** Undoes the entity escaping Astro applies to attribute values. */
function decodeHtml(value: string): string {
  return value.replace(/&(?:amp|quot|lt|gt|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** The attributes of every `<name ...>` start tag in a document, in document order. */
export function tags(html: string, name: string): Array<Record<string, string>> {
  const found: Array<Record<string, string>> = [];
  for (const [, body = ''] of html.matchAll(new RegExp(`<${name}\\b((?:[^>"']|"[^"]*"|'[^']*')*)>`, 'gi'))) {
    const attributes: Record<string, string> = {};
    for (const [, key = '', double, single, bare] of body.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attributes[key.toLowerCase()] = decodeHtml(double ?? single ?? bare ?? '');
    }
    found.push(attributes);
  }
  return found;
}

/** The attributes of the first `<name ...>` start tag; fails when there is none. */
export function tag(html: string, name: string): Record<string, string> {
  const first = tags(html, name)[0];
  if (!first) throw new Error(`no <${name}> element in the page`);
  return first;
}

/** A CSP policy as directive name → its source list. */
function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The policy of the page's `<meta http-equiv="content-security-policy">`, or undefined. */
export function metaCsp(html: string): Map<string, string[]> | undefined {
  const meta = tags(html, 'meta').find((m) => m['http-equiv']?.toLowerCase() === 'content-security-policy');
  return meta?.['content'] === undefined ? undefined : parseCsp(meta['content']);
}

/** Every `href` of the page's `<a>` elements. */
export function anchorHrefs(html: string): string[] {
  return tags(html, 'a').flatMap((a) => (a['href'] === undefined ? [] : [a['href']]));
}

/** Every element id in a document. */
export function elementIds(html: string): Set<string> {
  return new Set(
    Array.from(html.matchAll(/<[a-z][a-z0-9-]*\s(?:[^>"']|"[^"]*"|'[^']*')*?\bid="([^"]*)"/gi), (m) => decodeHtml(m[1] ?? '')),
  );
}
