// The text of operator HTML for a static page (a promotion's rules before the island takes
// over): tags dropped, block ends as line breaks, list items marked, the common entities read.
// The page prints it as text (Astro escapes it): no operator markup reaches the static HTML, which
// keeps SafeHtml the only place that renders any.
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The lines of an HTML fragment's text, empty ones dropped. */
export function htmlLines(html: string): string[] {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6]|\/tr)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?[a-z0-9]+);/gi, (entity, name: string) => ENTITIES[name.toLowerCase()] ?? entity)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Text made safe as markup: an element's content or a quoted attribute (HTML or XML). */
export function escapeMarkup(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}
