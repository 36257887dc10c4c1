// layout.navigation: classic without it, and a `validate` problem (pointer and hint) for a bottom
// bar the phone cannot show as configured.
import { describe, expect, it } from 'vitest';
import { listTenantFiles, loadTenantFile, loadTenants } from '../../core/config/load.ts';
import { bottomBarItems, navigationOf } from '../../core/config/navigation.ts';
import { formatProblems, type Problem } from '../../core/config/problems.ts';
import { demoConfig, writeTenants } from './fixtures.ts';

/** luzon.json (LIVE, RNG, FISH, SPORTS, COCKFIGHT, PVP, ESPORTS) changed by `mutate`, validated. */
async function validate(mutate: (config: Record<string, any>) => void) {
  const config = await demoConfig('luzon');
  config.layout = { navigation: {} };
  mutate(config);
  const { paths } = await writeTenants({ 'luzon.json': config });
  return loadTenantFile(paths['luzon.json']!);
}
const navProblems = async (mutate: (config: Record<string, any>) => void): Promise<Problem[]> =>
  (await validate(mutate)).problems.filter((p) => p.pointer.startsWith('/layout'));

describe('layout.navigation', () => {
  it('is classic where the brand sets nothing, as the schema fills it in when it sets an empty object', async () => {
    const { tenants } = await validate(() => {});
    const classic = navigationOf({ layout: {} });
    expect(tenants[0]!.config.layout.navigation).toEqual(classic);
    expect(classic).toEqual({ logo: 'start', gameMenu: 'tabs', bottomBar: ['home', 'promotions', 'deposit', 'service', 'account'] });
  });

  it('accepts a bar of game types, the drawer and the account', async () => {
    expect(
      await navProblems((c) => {
        c.layout.navigation = { logo: 'centre', gameMenu: 'rail', bottomBar: ['SPORTS', 'LIVE', 'deposit', 'menu', 'account'] };
      }),
    ).toEqual([]);
  });

  it.each([
    {
      what: 'a game type the brand does not offer',
      bar: ['home', 'LOTT', 'account'],
      pointer: '/layout/navigation/bottomBar/1',
      message: 'bottom bar item LOTT is a game type the brand does not offer',
      hint: 'list game types it offers (LIVE, RNG, FISH, SPORTS, COCKFIGHT, PVP, ESPORTS); a brand or a layer overrides its preset’s layout.navigation.bottomBar',
    },
    {
      what: 'an item twice',
      bar: ['home', 'deposit', 'home', 'account'],
      pointer: '/layout/navigation/bottomBar/2',
      message: 'bottom bar item home is listed twice',
      hint: 'list each item once',
    },
  ])('$what', async ({ bar, pointer, message, hint }) => {
    const problems = await navProblems((c) => {
      c.layout.navigation.bottomBar = bar;
    });
    expect(problems).toEqual([expect.objectContaining({ pointer, message, hint })]);
  });

  it('too few and too many items', async () => {
    expect(
      await navProblems((c) => {
        c.layout.navigation.bottomBar = ['home', 'account'];
      }),
    ).toEqual([
      expect.objectContaining({
        pointer: '/layout/navigation/bottomBar',
        message: 'the bottom bar shows 2 items; it takes 3 to 5',
        hint: expect.stringContaining('add items'),
      }),
    ]);
    expect(
      await navProblems((c) => {
        c.layout.navigation.bottomBar = ['home', 'promotions', 'deposit', 'service', 'account', 'menu'];
      }),
    ).toEqual([
      expect.objectContaining({
        message: 'the bottom bar shows 6 items; it takes 3 to 5',
        hint: expect.stringContaining('leave some out'),
      }),
    ]);
  });

  it('counts the items shown: service is left out where the brand has no service channel', async () => {
    const problems = await navProblems((c) => {
      c.support.customerService = [];
      c.support.resources = {};
      c.layout.navigation.bottomBar = ['home', 'service', 'account'];
    });
    expect(problems).toEqual([
      expect.objectContaining({
        message: 'the bottom bar shows 2 items (service is left out: the brand has no service channel); it takes 3 to 5',
      }),
    ]);
  });

  it('an item that is no kind of item is the schema’s problem, naming its words and the game types', async () => {
    const problems = await navProblems((c) => {
      c.layout.navigation.bottomBar = ['home', 'wallet', 'account'];
    });
    expect(problems).toEqual([
      expect.objectContaining({
        pointer: '/layout/navigation/bottomBar/1',
        message: '"wallet" is not one of the allowed values',
        hint: 'allowed: home, promotions, deposit, account, service, menu, RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, COCKFIGHT, ELOTT, LOTT',
      }),
    ]);
  });

  it('comes from the preset, beneath the brand’s own', async () => {
    const { tenants, problems } = await loadTenants(await listTenantFiles());
    expect(formatProblems(problems)).toBe('');
    const nav = Object.fromEntries(tenants.map(({ config }) => [config.merchantCode, navigationOf(config)]));
    expect(nav['emerald']).toEqual(navigationOf({ layout: {} }));
    expect(nav['saigon']).toEqual({ logo: 'start', gameMenu: 'rail', bottomBar: ['home', 'SPORTS', 'deposit', 'service', 'account'] });
    expect(nav['luzon']).toMatchObject({ logo: 'centre', gameMenu: 'tabs' });
    const { tenants: own } = await validate((c) => {
      c.layout = { preset: 'lottery', navigation: { logo: 'start' } };
    });
    expect(navigationOf(own[0]!.config)).toEqual({
      logo: 'start',
      gameMenu: 'drawer',
      bottomBar: ['home', 'promotions', 'deposit', 'menu', 'account'],
    });
  });

  it('a preset’s game type the brand does not offer', async () => {
    const config = await demoConfig('emerald');
    config.layout = { preset: 'sportsbook' };
    const { paths } = await writeTenants({ 'emerald.json': config });
    const { problems } = await loadTenantFile(paths['emerald.json']!);
    expect(problems.filter((p) => p.pointer.startsWith('/layout/navigation'))).toEqual([
      expect.objectContaining({
        pointer: '/layout/navigation/bottomBar/1',
        message: 'bottom bar item SPORTS is a game type the brand does not offer',
      }),
    ]);
  });

  it('shows the classic bar without service where there is no channel', () => {
    const support = { customerService: [], resources: {} } as unknown as Parameters<typeof bottomBarItems>[0]['support'];
    expect(bottomBarItems({ layout: {}, support })).toEqual(['home', 'promotions', 'deposit', 'account']);
  });
});
