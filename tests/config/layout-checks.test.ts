// Bad layouts (layout.lobby) as validate reports them: each a problem at its JSON pointer with a hint.
import { describe, expect, it } from 'vitest';
import { loadTenantFile } from '../../core/config/load.ts';
import { formatProblems } from '../../core/config/problems.ts';
import { demoConfig, writeTenants } from './fixtures.ts';

/** emerald's config (RNG, LIVE, FISH, PVP; no sports) with a layout of the test's. */
async function problemsWith(layout: unknown, name = 'emerald'): Promise<string[]> {
  const { paths } = await writeTenants({ [`${name}.json`]: { ...(await demoConfig(name)), layout } });
  const { problems } = await loadTenantFile(paths[`${name}.json`]!);
  return formatProblems(problems)
    .split('\n')
    .map((line) => line.replace(/^.*?#/, '#'));
}

describe('layout checks', () => {
  it('name the allowed sections for an unknown one, and the allowed presets for an unknown preset', async () => {
    const lines = await problemsWith({ preset: 'casin', lobby: { sections: [{ kind: 'jackpots' }] } });
    expect(lines).toContain('#/layout/preset: "casin" is not one of the allowed values');
    expect(lines).toContain('    hint: did you mean "casino"? allowed: classic, casino, sportsbook, lottery');
    expect(lines).toContain('#/layout/lobby/sections/0/kind: "jackpots" is not one of the allowed values');
    expect(lines).toContain(
      '    hint: did you mean "jackpot"? allowed: banner, notices, jackpot, gameMenu, hotGames, newGames, leadGames, sportsHighlights, promotions, winners',
    );
  });

  it('refuse sports highlights for a brand without a SPORTS product', async () => {
    expect(await problemsWith({ lobby: { sections: [{ kind: 'gameMenu' }, { kind: 'sportsHighlights' }] } })).toEqual([
      '#/layout/lobby/sections/1/kind: sports highlights need a SPORTS product, and the brand has none',
      '    hint: add a SPORTS product to products, or list the sections without it (the brand offers RNG, LIVE, FISH, PVP)',
    ]);
    // saigon has sports.
    expect(await problemsWith({ lobby: { sections: [{ kind: 'sportsHighlights' }] } }, 'saigon')).toEqual(['']);
  });

  it('refuse leading with a game type the brand does not offer', async () => {
    expect(await problemsWith({ lobby: { leadGameType: 'SPORTS' } })).toEqual([
      '#/layout/lobby/leadGameType: the lobby leads with SPORTS, which the brand does not offer',
      '    hint: lead with one of its products: RNG, LIVE, FISH, PVP (a brand or a layer overrides its preset’s layout.lobby.leadGameType)',
    ]);
  });

  it('refuse a preset that does not fit the brand, naming the preset’s file and the brand it was merged into', async () => {
    const { paths } = await writeTenants({ 'emerald.json': { ...(await demoConfig('emerald')), layout: { preset: 'sportsbook' } } });
    const { problems } = await loadTenantFile(paths['emerald.json']!);
    expect(problems.map((p) => [p.file, p.pointer, p.via])).toEqual([
      ['core/config/presets/sportsbook.json', '/layout/lobby/sections/1/kind', paths['emerald.json']],
      ['core/config/presets/sportsbook.json', '/layout/lobby/leadGameType', paths['emerald.json']],
      ['core/config/presets/sportsbook.json', '/layout/navigation/bottomBar/1', paths['emerald.json']],
    ]);
    expect(problems[1]!.hint).toBe(
      'lead with one of its products: RNG, LIVE, FISH, PVP (a brand or a layer overrides its preset’s layout.lobby.leadGameType)',
    );
  });

  it('refuse a section listed twice, a style its kind does not take, a count on a section without a list', async () => {
    expect(
      await problemsWith({
        lobby: { sections: [{ kind: 'winners' }, { kind: 'banner', style: 'rail' }, { kind: 'jackpot', count: 3 }, { kind: 'winners' }] },
      }),
    ).toEqual([
      '#/layout/lobby/sections/1/style: a banner section has no style "rail"',
      '    hint: banner takes: strip, hero',
      '#/layout/lobby/sections/2/count: a jackpot section has no count',
      '    hint: only hotGames, newGames, leadGames, sportsHighlights, promotions take a count: remove it',
      '#/layout/lobby/sections/3/kind: the lobby lists the section "winners" twice (also at /layout/lobby/sections/0)',
      '    hint: each kind of section shows once: remove one, or move the first where you want it',
    ]);
  });
});
