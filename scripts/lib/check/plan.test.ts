import { describe, expect, it } from 'vitest';
import { loadTenants, resolveTargets } from '../../../core/config/load.ts';
import { checkPlan, contrastOnce, pagesNamed, shotName, WIDTHS } from './plan.ts';
import { themeContrastFindings } from './findings.ts';

const [luzon, emerald] = (await loadTenants(await resolveTargets(['luzon', 'emerald'], false))).tenants.map((t) => t.config);

describe('the pages the release gate opens', () => {
  it('opens each page kind once per language, the member pages signed in, the agent centre as an agent', () => {
    const plan = checkPlan(luzon!);
    const languages = luzon!.languages.offered;
    expect(new Set(plan.map((p) => p.lang))).toEqual(new Set(languages));
    const first = plan.filter((p) => p.lang === luzon!.languages.default).map((p) => `${p.viewer} ${p.name} ${p.url}`);
    expect(first).toEqual(
      expect.arrayContaining([
        'visitor lobby /',
        'visitor sports /sports',
        'visitor help /help',
        'visitor login /login',
        'visitor register /register',
        'member lobby /',
        'member member/depositv2 /member/depositv2',
        'member member/transactionHistory /member/transactionHistory',
        'agent agentHome /agentHome',
      ]),
    );
    // Another language is prefixed, and each page is named by the file --changed compares.
    const other = plan.find((p) => p.lang !== luzon!.languages.default && p.name === 'promotions')!;
    expect(other.url).toMatch(/^\/[a-z-]+\/promotions$/);
    expect(other.file).toBe(`${other.url.slice(1)}/index.html`);
    expect(plan.find((p) => p.name === 'lobby' && p.lang === luzon!.languages.default)!.file).toBe('index.html');
    expect(shotName(other, WIDTHS[0]!)).toBe(`phone-visitor-${other.lang}-promotions.png`);
  });

  it('checks colour contrast once per page kind and viewer: in the first language it opens', () => {
    const plan = contrastOnce(checkPlan(luzon!));
    const contrasted = plan.filter((p) => p.contrast);
    expect(contrasted.length).toBe(plan.length / luzon!.languages.offered.length);
    expect(new Set(contrasted.map((p) => p.lang))).toEqual(new Set([luzon!.languages.default]));
    // --changed kept only another language's promotions page: its contrast is checked there.
    const [kept] = contrastOnce(plan.filter((p) => p.name === 'promotions' && p.lang !== luzon!.languages.default));
    expect(kept!.contrast).toBe(true);
  });

  it('keeps with --page the named pages as every viewer and in every language, and names the unknown ones', () => {
    const plan = checkPlan(luzon!);
    const named = pagesNamed(plan, ['lobby', 'member/depositv2', 'lobbby']);
    expect(new Set(named.plan.map((p) => `${p.viewer} ${p.name}`))).toEqual(
      new Set(['visitor lobby', 'member lobby', 'member member/depositv2']),
    );
    expect(named.plan).toHaveLength(3 * luzon!.languages.offered.length);
    expect(named.unknown).toEqual(['lobbby']);
  });

  it('has no agent centre page for a brand without one', () => {
    expect(emerald!.features.agentCentre).toBeFalsy();
    expect(checkPlan(emerald!).filter((p) => p.viewer === 'agent')).toEqual([]);
  });

  it('names every theme colour pair below its contrast by its fields and colours', () => {
    expect(themeContrastFindings(emerald!)).toEqual([]);
    const dull = structuredClone(emerald!);
    Object.assign(dull.brand.theme, { mutedText: '#2e4a40', accent: '#123b2c' });
    expect(themeContrastFindings(dull).map((f) => f.message)).toEqual([
      expect.stringMatching(/^brand\.theme\.accent \(#123b2c\) on background .* below 3:1 \(borders and the focus ring\)$/),
      expect.stringMatching(/^brand\.theme\.accent \(#123b2c\) on surface .* below 3:1/),
      expect.stringMatching(/^brand\.theme\.mutedText \(#2e4a40\) on surface \(#0a2a20\) .* below 4\.5:1/),
      expect.stringMatching(
        /^brand\.theme\.mutedText \(#2e4a40\) on background \(#03140f\) has a contrast ratio of [\d.]+:1, below 4\.5:1 \(text\)$/,
      ),
    ]);
  });
});

describe('the tour of every signed-in page', () => {
  it('opens every member-centre and agent-centre page in every language, as the member or the agent', () => {
    const tour = checkPlan(luzon!, { everySignedInPage: true });
    const first = tour.filter((p) => p.lang === luzon!.languages.default);
    expect(first.every((p) => p.viewer !== 'visitor')).toBe(true);
    expect(first.map((p) => p.name)).toEqual(
      expect.arrayContaining(['member', 'member/securityCenter', 'member/feedback', 'agentHome', 'agentHome/registerCenter']),
    );
    expect(first.filter((p) => p.name.startsWith('agentHome')).every((p) => p.viewer === 'agent')).toBe(true);
    expect(tour.length).toBe(first.length * luzon!.languages.offered.length);
  });
});
