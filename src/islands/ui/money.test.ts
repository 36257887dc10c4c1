import { describe, expect, it, vi } from 'vitest';

describe('money', () => {
  it("writes an amount in the page's language with the merchant's symbol and decimals", async () => {
    const config = { currency: { symbol: '₫', decimals: 0 } };
    vi.stubGlobal('document', {
      documentElement: { lang: 'de' },
      getElementById: (id: string) => (id === 'sf-config' ? { textContent: JSON.stringify(config) } : null),
    });
    const { money } = await import('./money.ts');
    expect(money(1234567)).toBe('₫ 1.234.567');
    vi.unstubAllGlobals();
  });
});
