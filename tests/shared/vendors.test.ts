import { describe, expect, it } from 'vitest';
import { VENDORS } from '../../gateway/seed/vendors.ts';
import { VENDOR_NAMES, vendorName } from '../../src/shared/vendors.ts';

describe('vendor names', () => {
  it("match the reference gateway's game menu for every code the site names, so an island taking over a static page shows the same names", () => {
    const gateway = new Map(VENDORS.map((v) => [v.code, v.name]));
    const differing = Object.entries(VENDOR_NAMES)
      .filter(([code, name]) => gateway.get(code) !== name)
      .map(([code, name]) => `${code}: site "${name}", gateway "${gateway.get(code)}"`);
    expect(differing).toEqual([]);
  });

  it('shows an unknown code as it is', () => {
    expect(vendorName('NEWVENDOR')).toBe('NEWVENDOR');
  });
});
