import { afterEach, describe, expect, it, vi } from 'vitest';

async function moneyIn(lang: string, currency: { symbol: string; decimals: number }) {
  vi.resetModules();
  vi.stubGlobal('document', {
    documentElement: { lang },
    getElementById: (id: string) => (id === 'sf-config' ? { textContent: JSON.stringify({ currency }) } : null),
  });
  return (await import('./money.ts')).money;
}

afterEach(() => vi.unstubAllGlobals());

describe('money', () => {
  it("writes an amount in the page's language with the merchant's symbol and decimals", async () => {
    const money = await moneyIn('de', { symbol: '₫', decimals: 0 });
    expect(money(1234567)).toBe('₫\u00a01.234.567');
  });

  it('shows every minor-unit decimal of the currency, none for one that has none', async () => {
    const peso = await moneyIn('fil', { symbol: '₱', decimals: 2 });
    expect(peso(883)).toBe('₱\u00a0883.00');
    expect(peso(20.5)).toBe('₱\u00a020.50');
    const dong = await moneyIn('vi', { symbol: '₫', decimals: 0 });
    expect(dong(50000.4)).toBe('₫\u00a050.000');
  });

  it('binds the symbol to the amount so a line never breaks between them', async () => {
    const money = await moneyIn('en', { symbol: 'د.إ', decimals: 2 });
    const text = money(10);
    expect(text).toBe('د.إ\u00a010.00');
    expect(text).not.toContain(' ');
  });
});
