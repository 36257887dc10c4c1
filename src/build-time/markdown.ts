import { Marked } from 'marked';

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

// Help articles are Markdown: raw HTML in them is shown as text, never run, so a config
// cannot put a script or an event handler on the merchant's pages.
const markdown = new Marked({ renderer: { html: ({ text }) => escape(text) } });

/** Renders a help article's Markdown to HTML at build time, with any raw HTML escaped. */
export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}
