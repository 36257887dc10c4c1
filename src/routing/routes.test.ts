import { describe, expect, it } from 'vitest';
import { listTenantFiles, loadTenants } from '../../core/config/load.ts';
import { localizeHref, localizedPath, memberGroups, memberItems, routesFor } from './routes.ts';
import { sitePages } from './pages.ts';

const { tenants } = await loadTenants(await listTenantFiles());
const config = (code: string) => tenants.find((t) => t.config.merchantCode === code)!.config;

describe('routes', () => {
  it('cover the lobby, its aliases and modal addresses', () => {
    const paths = routesFor(config('luzon')).map((r) => r.path);
    for (const path of [
      '',
      'index',
      'home',
      'login',
      'register',
      'help',
      'favorite',
      'recent',
      'promotions',
      'seamless',
      'member',
      'agent',
      'agentHome',
      'maintenance',
      'restricted',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('build a page for each enabled product and no other', () => {
    const paths = routesFor(config('emerald')).map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['rng', 'live', 'fish', 'pvp']));
    expect(paths).not.toContain('sports');
    expect(paths).not.toContain('lottery');
    expect(routesFor(config('saigon')).map((r) => r.path)).toEqual(
      expect.arrayContaining(['sports', 'elott', 'lott', 'lottery', 'seaLottery', 'vnLottery', 'zyLottery']),
    );
  });

  it('follow the feature flags', () => {
    const emerald = routesFor(config('emerald')).map((r) => r.path);
    expect(emerald).not.toContain('agent');
    expect(emerald).not.toContain('member/referral');
    expect(emerald).toContain('pointMall');
    expect(routesFor(config('saigon')).map((r) => r.path)).not.toContain('pointMall');
    expect(routesFor(config('luzon')).map((r) => r.path)).toContain('member/referral');
  });

  it('group every member-centre item on the overview exactly once', () => {
    const grouped = memberGroups(config('emerald')).flatMap((g) => g.items);
    expect([...grouped].sort()).toEqual([...memberItems(config('emerald'))].sort());
    expect(memberGroups(config('emerald')).find((g) => g.group === 'rewards')!.items).not.toContain('referral');
  });

  it('leave "Transfer funds" out of the menu of a single-wallet merchant: nothing to transfer', () => {
    expect(config('luzon').wallet.single).toBe(true);
    const grouped = memberGroups(config('luzon')).flatMap((g) => g.items);
    expect([...grouped].sort()).toEqual(
      memberItems(config('luzon'))
        .filter((item) => item !== 'transferFund')
        .sort(),
    );
    // Its page stays, for an old link.
    expect(routesFor(config('luzon')).map((r) => r.path)).toContain('member/transferFund');
    expect(memberGroups(config('emerald')).flatMap((g) => g.items)).toContain('transferFund');
  });

  it('hide the side menu on game and member pages and all chrome on the agent pages', () => {
    const byPath = new Map(routesFor(config('saigon')).map((r) => [r.path, r]));
    expect(byPath.get('seamless')!.chrome).toBe('noSide');
    expect(byPath.get('vnLottery')!.chrome).toBe('noSide');
    expect(byPath.get('zyLottery')!.chrome).toBe('noSide');
    // The member centre's own menu is its one navigation on a desk.
    expect(byPath.get('member')!.chrome).toBe('noSide');
    expect(byPath.get('member/withdraw')!.chrome).toBe('noSide');
    expect(byPath.get('agent')!.chrome).toBe('none');
    expect(byPath.get('agentHome')!.chrome).toBe('none');
    expect(byPath.get('help')!.chrome).toBe('full');
  });

  it("make the agent's landing the team overview itself, not a second page of it", () => {
    const home = routesFor(config('saigon')).find((r) => r.path === 'agentHome')!;
    expect(home.item).toBe('agentTeamOverview');
    expect(home.canonical).toBe('agentHome/agentTeamOverview');
  });

  it('put the default language at the root and the others under /{code}/', () => {
    expect(localizedPath('', 'TY', 'TY')).toBe('/');
    expect(localizedPath('', 'EN', 'TY')).toBe('/en/');
    expect(localizedPath('member/referral', 'EN', 'TY')).toBe('/en/member/referral');
    expect(localizeHref('/help#term', 'EN', 'TY')).toBe('/en/help#term');
    expect(localizeHref('https://example.com/x', 'EN', 'TY')).toBe('https://example.com/x');
  });

  it('give every page of every language one unique address, plus a 404', () => {
    const pages = sitePages([config('luzon')]);
    const addresses = pages.map((p) => p.params.path ?? '');
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(pages.length).toBe(routesFor(config('luzon')).length * 2 + 1);
    expect(addresses).toContain('en/member/referral');
    expect(addresses).toContain('404');
  });
});
