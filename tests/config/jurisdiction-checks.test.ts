import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTenantFile } from '../../core/config/load.ts';
import { demoConfig, writeTenants } from './fixtures.ts';

const fixtures = join(import.meta.dirname, '../fixtures/jurisdictions');

describe('jurisdiction presets in validate', () => {
  it.each([
    [
      'pagcor-underage',
      '/legal/minimumAge',
      "minimumAge 18 is below the jurisdiction's: PAGCOR requires players aged 21 and over",
      'set legal.minimumAge to 21',
    ],
    [
      'mga-no-licence-url',
      '/legal/licence',
      "no licence url: MGA requires a link to the licence's public record in the footer and licence dialog",
      /^add "url": the page of Malta Gaming Authority \(https:\/\/www\.mga\.org\.mt\)/,
    ],
    [
      'ukgc-no-rg-page',
      '/legal/responsibleGambling',
      "no responsible-gambling page in the footer: UKGC requires the site's own responsible-gambling page linked from every page",
      /"href": "\/help#responsible"/,
    ],
    [
      'ukgc-one-click',
      '/signIn/oneClick',
      'one-click registration is offered: UKGC requires every new account to be checked against GAMSTOP first, and a one-click account carries no email or number to check',
      /^set signIn\.oneClick to false/,
    ],
    [
      'curacao-no-ar-licence',
      '/legal/licence/text/AR',
      'no licence text in AR: Curacao requires the licence statement in every language the site offers',
      /^add "AR": /,
    ],
  ])('refuses %s with one problem naming the element, rule and fix', async (name, pointer, message, hint) => {
    const { problems } = await loadTenantFile(join(fixtures, `${name}.json`));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ pointer, message });
    expect(problems[0]!.hint).toMatch(hint);
  });

  it('lets a PAGCOR merchant offer one-click registration (decision 0019 says why)', async () => {
    const config = await demoConfig('luzon');
    expect(config['signIn']).toMatchObject({ oneClick: true });
    expect(config['legal']).toMatchObject({ jurisdiction: 'PAGCOR' });
    const { paths } = await writeTenants({ 'luzon.json': config });
    expect((await loadTenantFile(paths['luzon.json']!)).problems).toEqual([]);
  });

  it('requires nothing of a jurisdiction of none', async () => {
    const config = await demoConfig('luzon');
    config['legal'] = { jurisdiction: 'none', licence: { text: { EN: 'Licensed.' } }, minimumAge: 18 };
    const { paths } = await writeTenants({ 'luzon.json': config });
    expect((await loadTenantFile(paths['luzon.json']!)).problems).toEqual([]);
  });

  it('reports every missing element at once', async () => {
    const config = await demoConfig('luzon');
    config['legal'] = { jurisdiction: 'PAGCOR', licence: { text: { EN: 'Licensed.' } }, minimumAge: 18 };
    const { paths } = await writeTenants({ 'luzon.json': config });
    const { problems } = await loadTenantFile(paths['luzon.json']!);
    expect(problems.map((p) => p.pointer)).toEqual([
      '/legal/minimumAge',
      '/legal/licence',
      '/legal/responsibleGambling',
      '/legal/licence/text/TY',
    ]);
  });
});
