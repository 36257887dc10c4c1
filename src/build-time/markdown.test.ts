import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

describe('help article Markdown', () => {
  it('renders Markdown', () => {
    expect(renderMarkdown('You must be **21** or older.\n\n- One account per person.')).toBe(
      '<p>You must be <strong>21</strong> or older.</p>\n<ul>\n<li>One account per person.</li>\n</ul>\n',
    );
  });

  it('shows raw HTML as text instead of running it', () => {
    const html = renderMarkdown('Hello <img src=x onerror=alert(1)>\n\n<script>alert(2)</script>');
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
  });

  it('keeps only the text of a link that is not a web, mail or phone address', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'javascript&colon;alert(1)',
      'javascript&#58;alert(1)',
      'jav&#x61;script:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
    ]) {
      const html = renderMarkdown(`[claim](${href})`);
      expect(html, href).not.toContain('<a');
      expect(html, href).toContain('claim');
    }
    expect(renderMarkdown('[terms](/help#terms) [mail](mailto:help@luzonplay.example) [site](https://luzonplay.example)')).toBe(
      '<p><a href="/help#terms">terms</a> <a href="mailto:help@luzonplay.example">mail</a> <a href="https://luzonplay.example">site</a></p>\n',
    );
  });
});
