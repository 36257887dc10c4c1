import { describe, expect, it } from 'vitest';
import type { LobbySection } from '../../core/config/generated/resolved-tenant-config.ts';
import { leadFirst, leadTypeOf, lobbyRuns, startsInFirstScreen, styleOf } from './lobby-sections.ts';

const kinds = (runs: ReturnType<typeof lobbyRuns>) => runs.map((r) => (r.top ? r.sections.map((s) => s.kind) : r.section.kind));

describe('lobby sections', () => {
  it('group the classic first screen as it was: the strip, the notices and the jackpot share a row', () => {
    const classic: LobbySection[] = [
      { kind: 'banner', style: 'strip' },
      { kind: 'notices' },
      { kind: 'jackpot' },
      { kind: 'gameMenu' },
      { kind: 'winners' },
    ];
    expect(kinds(lobbyRuns(classic))).toEqual([['banner', 'notices', 'jackpot'], 'gameMenu', 'winners']);
  });

  it('leave a hero banner and list sections alone, grouping only neighbours', () => {
    const sections: LobbySection[] = [{ kind: 'banner', style: 'hero' }, { kind: 'jackpot' }, { kind: 'hotGames' }, { kind: 'notices' }];
    expect(kinds(lobbyRuns(sections))).toEqual(['banner', ['jackpot'], 'hotGames', ['notices']]);
  });

  it('count a section as in the first screen only after banners, notices and the jackpot', () => {
    const casino: LobbySection[] = [{ kind: 'banner', style: 'hero' }, { kind: 'gameMenu' }, { kind: 'newGames' }];
    const classic: LobbySection[] = [{ kind: 'banner', style: 'strip' }, { kind: 'notices' }, { kind: 'jackpot' }, { kind: 'gameMenu' }];
    const sportsbook: LobbySection[] = [{ kind: 'notices' }, { kind: 'sportsHighlights' }, { kind: 'banner' }, { kind: 'gameMenu' }];
    expect(startsInFirstScreen(casino, casino[1]!)).toBe(true);
    expect(startsInFirstScreen(casino, casino[2]!)).toBe(false);
    expect(startsInFirstScreen(classic, classic[3]!)).toBe(true);
    expect(startsInFirstScreen(sportsbook, sportsbook[2]!)).toBe(false);
    expect(startsInFirstScreen(sportsbook, sportsbook[3]!)).toBe(false);
    expect(startsInFirstScreen(casino, { kind: 'gameMenu' })).toBe(false);
  });

  it('take a kind’s first style when none is set', () => {
    expect(styleOf({ kind: 'banner' })).toBe('strip');
    expect(styleOf({ kind: 'gameMenu' })).toBe('tabs');
    expect(styleOf({ kind: 'hotGames' })).toBe('grid');
    expect(styleOf({ kind: 'winners' })).toBeUndefined();
  });

  it('put the leading game type first, the others in their order', () => {
    expect(leadFirst(['LIVE', 'RNG', 'SPORTS'], 'SPORTS')).toEqual(['SPORTS', 'LIVE', 'RNG']);
    expect(leadFirst(['LIVE', 'RNG'], undefined)).toEqual(['LIVE', 'RNG']);
    expect(leadTypeOf(undefined, [{ gameType: 'LIVE' }, { gameType: 'RNG' }])).toBe('LIVE');
  });
});
