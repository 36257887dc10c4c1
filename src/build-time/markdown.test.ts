import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

describe('help article Markdown', () => {
  it('renders Markdown', () => {
    expect(renderMarkdown('You must be **21** or older.\n\n- One account per person.')).toBe('<p>You must be <strong>21</strong> or older.</p>\n<ul>\n<li>One account per person.</li>\n</ul>\n');
  });

  it('shows raw HTML as text instead of running it', () => {
    const html = renderMarkdown('Hello <img src=x onerror=alert(1)>\n\n<script>alert(2)</script>');
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
  });
});
