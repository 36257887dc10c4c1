import { describe, expect, it } from 'vitest';
import { covers, familiesCovering, subsetsFor } from '../../core/config/fonts.ts';
import { loadTenantFile } from '../../core/config/load.ts';
import { demoConfig, writeTenants } from './fixtures.ts';

describe('font subsets', () => {
  it('takes only the subsets the languages need', () => {
    expect(subsetsFor('inter', ['EN'])).toEqual(['latin']);
    expect(subsetsFor('inter', ['TY', 'EN'])).toEqual(['latin']);
    expect(subsetsFor('montserrat', ['EN', 'VI'])).toEqual(['latin', 'vietnamese']);
    expect(subsetsFor('cairo', ['AR', 'EN'])).toEqual(['latin', 'arabic']);
    expect(subsetsFor('nunito', ['TR'])).toEqual(['latin', 'latin-ext']);
  });

  it('knows which families cover a language', () => {
    expect(covers('inter', 'VI')).toBe(true);
    expect(covers('cairo', 'VI')).toBe(false);
    expect(covers('inter', 'AR')).toBe(false);
    expect(covers('inter', 'CN')).toBe(false);
    expect(familiesCovering(['AR', 'EN'])).toEqual(['cairo']);
    expect(familiesCovering(['VI', 'EN', 'TY'])).toEqual(['inter', 'montserrat', 'nunito']);
    expect(familiesCovering(['CN'])).toEqual([]);
  });
});

describe('brand.type.family problems', () => {
  async function problemsOf(type: unknown, offered?: string[], merchant = 'luzon') {
    const config = await demoConfig(merchant);
    config.brand.type = type;
    if (offered) config.languages = { ...config.languages, offered };
    const { paths } = await writeTenants({ [`${merchant}.json`]: config });
    return (await loadTenantFile(paths[`${merchant}.json`]!)).problems;
  }

  it('a family that does not cover a language names it and the families that would', async () => {
    const problems = await problemsOf({ family: 'inter' }, ['EN', 'AR']);
    expect(problems).toContainEqual(
      expect.objectContaining({
        pointer: '/brand/type/family',
        message: 'font family inter does not cover AR (languages.offered)',
        hint: 'pick a family that covers EN, AR: cairo',
      }),
    );
  });

  it('a language no family covers says to keep the system fonts', async () => {
    const problems = await problemsOf({ family: 'nunito' }, ['EN', 'CN']);
    expect(problems).toContainEqual(
      expect.objectContaining({ pointer: '/brand/type/family', hint: expect.stringMatching(/remove brand.type.family/) }),
    );
  });

  it('an unknown family gets the allowed list', async () => {
    const problems = await problemsOf({ family: 'roboto' });
    expect(problems).toContainEqual(
      expect.objectContaining({ pointer: '/brand/type/family', hint: 'allowed: inter, montserrat, nunito, cairo' }),
    );
  });

  it('a covering family and a system stack without a family are both fine', async () => {
    expect(await problemsOf({ family: 'montserrat', ratio: 1.2 }, undefined, 'saigon')).toEqual([]);
    expect(await problemsOf({ base: 17 })).toEqual([]);
  });
});
