import { describe, expect, it } from 'vitest';
import { returnPath } from './navigation.ts';

const origin = 'https://luzon.example';

/** The page's query as /login?redirect=… carries it, the target encoded once. */
function query(target: string): string {
  return `?redirect=${encodeURIComponent(target)}`;
}

describe('returnPath', () => {
  it("keeps a path on the page's own origin, with its query and fragment", () => {
    expect(returnPath(query('/member/securityCenter'), origin)).toBe('/member/securityCenter');
    expect(returnPath(query('/en/lottery?game=5#draw'), origin)).toBe('/en/lottery?game=5#draw');
    expect(returnPath(query('https://luzon.example/favorite?x=1'), origin)).toBe('/favorite?x=1');
    // An encoded backslash stays encoded: a path on this site, not another host.
    expect(returnPath(query('/%5Cevil.example'), origin)).toBe('/%5Cevil.example');
  });

  it('refuses every target a browser would read as another origin or a script', () => {
    for (const target of [
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '\\\\evil.example',
      '\\/evil.example',
      '//evil.example',
      'https://evil.example/',
      'http://luzon.example/',
      'https://luzon.example.evil.example/',
      'https://luzon.example@evil.example/',
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      expect(returnPath(query(target), origin), JSON.stringify(target)).toBeNull();
    }
  });

  it('is null without a redirect, or with an empty one', () => {
    expect(returnPath('', origin)).toBeNull();
    expect(returnPath('?redirect=', origin)).toBeNull();
    expect(returnPath('?other=%2Fx', origin)).toBeNull();
  });
});
