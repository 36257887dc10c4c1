import { describe, expect, it } from 'vitest';
import { htmlLines } from './html-text.ts';

describe('htmlLines', () => {
  it('keeps the text of paragraphs and list items, one line each, and no markup', () => {
    expect(htmlLines('<p>Deposit &amp; win</p><ul><li>One</li><li>Two <b>bold</b></li></ul><script>alert(1)</script>')).toEqual([
      'Deposit & win',
      '• One',
      '• Two bold',
    ]);
  });

  it('leaves a tag spelled as entities as text, never markup', () => {
    expect(htmlLines('<p>&lt;img src=x onerror=alert(1)&gt;</p>')).toEqual(['<img src=x onerror=alert(1)>']);
  });

  it('keeps only the text of rules that carry script, handlers, frames or javascript: links', () => {
    const rules =
      '<p>Deposit &amp; win</p><script>alert("script")</script><img src="x" onerror="alert(1)"><svg onload="alert(2)"></svg>' +
      '<iframe srcdoc="<script>alert(3)</script>"></iframe><p><a href="javascript:alert(4)">Read more</a></p>';
    expect(htmlLines(rules)).toEqual(['Deposit & win', 'Read more']);
  });
});
