// The demo merchants look like themselves: luzon, saigon and emerald (the three of the
// README's `MERCHANT=… npm start` tour) each take a different preset, so no two of their lobbies
// have the same sections in the same order, nor the same game card shape. (Visayas shares luzon's
// family and so its casino preset, leading with slots: three card shapes go round four brands.)
// tests/e2e/lobby-layout.spec.ts checks that the built lobbies draw what these configs say.
import { expect, it } from 'vitest';
import type { ResolvedTenantConfig } from '../../core/config/generated/resolved-tenant-config.ts';
import { listTenantFiles, loadTenants } from '../../core/config/load.ts';
import { navigationOf } from '../../core/config/navigation.ts';

const SHOWN = ['luzon', 'saigon', 'emerald'];

const { tenants, problems } = await loadTenants(await listTenantFiles());
const config = (code: string) => tenants.find((t) => t.config.merchantCode === code)!.config;
const order = (c: ResolvedTenantConfig) => c.layout.lobby.sections.map((s) => s.kind).join(' ');

it('the demo merchants load', () => expect(problems).toEqual([]));

for (const [i, a] of SHOWN.entries())
  for (const b of SHOWN.slice(i + 1)) {
    it(`${a} and ${b} differ in preset, lobby section order, card shape and navigation`, () => {
      expect(config(a).layout.preset).not.toBe(config(b).layout.preset);
      expect(navigationOf(config(a))).not.toEqual(navigationOf(config(b)));
      expect(order(config(a))).not.toBe(order(config(b)));
      expect(config(a).layout.cards.shape).not.toBe(config(b).layout.cards.shape);
    });
  }

it('visayas, of luzon’s family, takes the family’s casino preset and leads with its slots', () => {
  expect(config('visayas').layout.preset).toBe('casino');
  expect(config('visayas').layout.lobby.leadGameType).toBe('RNG');
});
