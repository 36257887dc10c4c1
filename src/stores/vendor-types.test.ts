import { describe, expect, it } from 'vitest';
import { typesOfVendor } from './vendor-types.ts';

describe('typesOfVendor', () => {
  const content = { RNG: ['JL', 'PG'], FISH: ['JL'], LIVE: ['EVO', 'JL'], PVP: ['KM'], SPORTS: undefined };

  it("keeps the site's order and only the types whose list names the vendor", () => {
    expect(typesOfVendor(content, 'JL', ['LIVE', 'RNG', 'FISH', 'PVP'])).toEqual(['LIVE', 'RNG', 'FISH']);
    expect(typesOfVendor(content, 'PG', ['LIVE', 'RNG', 'FISH'])).toEqual(['RNG']);
  });

  it('leaves out types the site does not offer, and knows no types of an unknown vendor', () => {
    expect(typesOfVendor(content, 'JL', ['RNG', 'PVP'])).toEqual(['RNG']);
    expect(typesOfVendor(content, 'NOPE', ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS'])).toEqual([]);
  });
});
