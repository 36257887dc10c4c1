import { Marked } from 'marked';

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Whether a link target is a web, mail or phone address or has no scheme (a site path, an anchor).
 * Read as the browser will: character references decoded and control characters and spaces
 * dropped, so `java&#9;script:` or `javascript&colon;` is seen for what it is.
 */
function safeHref(href: string): boolean {
  const decoded = href
    .replace(/&#x([\da-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it drops
    .replace(/[\u0000-\u0020\u007f]|&(tab|newline);/gi, '');
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(decoded)?.[1]?.toLowerCase();
  return scheme === undefined || ['http', 'https', 'mailto', 'tel'].includes(scheme);
}

// Help articles are Markdown: raw HTML in them is shown as text, never run, and a link to
// anything but a web, mail or phone address (javascript:, data:) keeps only its text, so a
// config cannot put a script or an event handler on the merchant's pages.
const markdown = new Marked({
  renderer: {
    html: ({ text }) => escapeHtml(text),
    // false: marked's own rendering of a safe link.
    link(token) {
      return safeHref(token.href) ? false : this.parser.parseInline(token.tokens);
    },
  },
});

/** Renders a help article's Markdown to HTML at build time, with any raw HTML escaped. */
export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}
