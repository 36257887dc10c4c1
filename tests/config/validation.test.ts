import { describe, expect, it } from 'vitest';
import { loadTenantFile, loadTenants, listTenantFiles } from '../../core/config/load.ts';
import { formatProblems, type Problem } from '../../core/config/problems.ts';
import { demoConfig, writeTenants } from './fixtures.ts';

/** Validates luzon.json changed by `mutate` and returns what was reported. */
async function problemsOf(mutate: (config: Record<string, any>) => void): Promise<Problem[]> {
  const config = await demoConfig('luzon');
  mutate(config);
  const { paths } = await writeTenants({ 'luzon.json': config });
  return (await loadTenantFile(paths['luzon.json']!)).problems;
}

/** A reported problem with this pointer and message (other fields unchecked). */
const problem = (pointer: string, message: unknown) => expect.objectContaining({ pointer, message });

describe('demo tenants', () => {
  it('are all valid', async () => {
    const { tenants, problems } = await loadTenants(await listTenantFiles());
    expect(formatProblems(problems)).toBe('');
    expect(tenants.map((t) => t.config.merchantCode)).toEqual(['emerald', 'luzon', 'saigon', 'visayas']);
  });

  it('get every schema default filled in', async () => {
    const { tenants } = await loadTenants(await listTenantFiles());
    const emerald = tenants.find((t) => t.config.merchantCode === 'emerald')!.config;
    expect(emerald.whitelabel.MOBILENUMREG3).toBe(false);
    expect(emerald.legal.minimumAge).toBe(18);
    expect(emerald.registration.fields.confirmPassword?.patternId).toBe('ANY');
    expect(emerald.brand.font).toMatch(/system-ui/);
  });
});

describe('schema problems', () => {
  it('an unknown key, with a "did you mean"', async () => {
    const problems = await problemsOf((c) => {
      c.brand.theme.primry = '#000000';
    });
    expect(problems).toContainEqual(
      expect.objectContaining({ pointer: '/brand/theme/primry', message: 'unknown key "primry"', hint: 'did you mean "primary"?' }),
    );
  });

  it('an unknown banner group, with a "did you mean"', async () => {
    const problems = await problemsOf((c) => {
      c.banners.w_hom = c.banners.w_home;
    });
    expect(problems).toContainEqual(expect.objectContaining({ pointer: '/banners/w_hom', hint: 'did you mean "w_home"?' }));
  });

  it('a missing required key, with what it is for', async () => {
    const problems = await problemsOf((c) => {
      delete c.brand.logo;
    });
    expect(problems).toContainEqual(problem('/brand', 'missing required key "logo"'));
    expect(problems[0]!.hint).toMatch(/header logo/);
  });

  it('a wrong type', async () => {
    const problems = await problemsOf((c) => {
      c.currency.decimals = '2';
    });
    expect(problems).toContainEqual(problem('/currency/decimals', 'must be integer, not a string'));
  });

  it('a value outside an enum, with a "did you mean"', async () => {
    const problems = await problemsOf((c) => {
      c.products[0].gameType = 'LIVES';
    });
    expect(problems).toContainEqual(problem('/products/0/gameType', '"LIVES" is not one of the allowed values'));
    expect(problems.find((p) => p.pointer === '/products/0/gameType')!.hint).toMatch(/^did you mean "LIVE"\?/);
  });

  it('a colour in the wrong form, with an example', async () => {
    const problems = await problemsOf((c) => {
      c.brand.theme.text = 'white';
    });
    expect(problems).toContainEqual(problem('/brand/theme/text', '"white" does not have the expected form'));
    expect(problems[0]!.hint).toMatch(/#rrggbb|example/);
  });

  it('an app link that is not an absolute https URL (decision 0020: app links are never made from the site or its main domain)', async () => {
    const problems = await problemsOf((c) => {
      c.support.apps.ios = '/download/ios';
      c.support.apps.android = 'http://apps.luzonplay.example/android';
    });
    expect(problems).toContainEqual(problem('/support/apps/ios', '"/download/ios" does not have the expected form'));
    expect(problems).toContainEqual(
      problem('/support/apps/android', '"http://apps.luzonplay.example/android" does not have the expected form'),
    );
    expect(problems.find((p) => p.pointer === '/support/apps/ios')!.hint).toContain('https://');
  });

  it('an analytics tag id in the wrong form, with an example', async () => {
    const problems = await problemsOf((c) => {
      c.analytics = { googleTagId: 'UA-12345-1' };
    });
    expect(problems).toContainEqual(problem('/analytics/googleTagId', '"UA-12345-1" does not have the expected form'));
    expect(problems.find((p) => p.pointer === '/analytics/googleTagId')!.hint).toContain('G-ABC123XYZ9');
  });

  it('an unknown language code in a localized text', async () => {
    const problems = await problemsOf((c) => {
      c.legal.licence.text.XX = 'text';
    });
    expect(problems.some((p) => p.pointer.startsWith('/legal/licence/text'))).toBe(true);
  });

  it('every problem at once', async () => {
    const problems = await problemsOf((c) => {
      c.brand.theme.primry = '#000000';
      c.currency.decimals = 9;
      delete c.site;
    });
    expect(problems.map((p) => p.pointer).sort()).toEqual(['', '', '/brand/theme/primry', '/currency/decimals']);
    expect(problems.at(-1)!.message).toBe(
      'more checks (asset files, colour contrast, references between fields) run once the problems above are fixed',
    );
  });

  it('with the semantic checks of the sections the schema found sound', async () => {
    const problems = await problemsOf((c) => {
      c.currency.decimals = '2';
      c.languages.default = 'VI';
      c.content.seo.VI = { title: 't', description: 'd' };
      c.banners.w_home[1].image = 'assets/luzon/missing.svg';
      c.brand.theme.text = 'white';
      c.brand.theme.background = '#222222';
    });
    expect(problems.map((p) => p.pointer)).toEqual([
      '/brand/theme/text',
      '/currency/decimals',
      '/languages/default',
      '/banners/w_home/1/image',
      '',
    ]);
    // The contrast check of the refused brand section is left for later, not guessed.
    expect(problems.filter((p) => p.message.startsWith('text on background'))).toEqual([]);
    expect(problems.at(-1)!.message).toMatch(/^more checks .* run once the problems above are fixed$/);
  });
});

describe('semantic problems', () => {
  it('a default language that is not offered', async () => {
    const problems = await problemsOf((c) => {
      c.languages.default = 'VI';
      c.content.seo.VI = { title: 't', description: 'd' };
    });
    expect(problems).toEqual([problem('/languages/default', 'default language VI is not in languages.offered')]);
  });

  it('a missing asset file, naming where it looked', async () => {
    const problems = await problemsOf((c) => {
      c.banners.w_home[1].image = 'assets/luzon/missing.svg';
    });
    expect(problems).toEqual([problem('/banners/w_home/1/image', 'asset file "assets/luzon/missing.svg" does not exist')]);
  });

  it("a deposit channel's missing icon, with its pointer and where it looked", async () => {
    const problems = await problemsOf((c) => {
      c.wallet.deposit.channels[2].icon = 'assets/luzon/deposit-missing.svg';
    });
    expect(problems).toEqual([
      expect.objectContaining({
        file: expect.stringMatching(/luzon\.json$/),
        pointer: '/wallet/deposit/channels/2/icon',
        message: 'asset file "assets/luzon/deposit-missing.svg" does not exist',
        hint: expect.stringMatching(/^paths are relative to the config file's folder: looked for .*assets\/luzon\/deposit-missing\.svg$/),
      }),
    ]);
  });

  it("a deposit channel's icon that is not an image file", async () => {
    const problems = await problemsOf((c) => {
      c.wallet.deposit.channels[0].icon = 'assets/luzon/deposit-gcash.txt';
    });
    expect(problems.map((p) => p.pointer)).toContain('/wallet/deposit/channels/0/icon');
  });

  it('a missing banner image for a language, naming the language', async () => {
    const problems = await problemsOf((c) => {
      c.banners.w_home[0].images = { EN: 'assets/luzon/missing.en.svg' };
    });
    expect(problems).toEqual([problem('/banners/w_home/0/images/EN', 'asset file "assets/luzon/missing.en.svg" does not exist')]);
  });

  it('text on background below 4.5:1', async () => {
    const problems = await problemsOf((c) => {
      c.brand.theme.text = '#333333';
      c.brand.theme.background = '#222222';
    });
    const contrast = problems.find((p) => p.message.startsWith('text on background'))!;
    expect(contrast.pointer).toBe('/brand/theme/text');
    expect(contrast.message).toMatch(/contrast ratio of 1\.\d\d:1, below 4\.5:1/);
  });

  it('onPrimary on primary below 4.5:1', async () => {
    const problems = await problemsOf((c) => {
      c.brand.theme.onPrimary = '#fbbf24';
    });
    expect(problems).toContainEqual(expect.objectContaining({ pointer: '/brand/theme/onPrimary' }));
  });

  it('a merchant code that does not match the file name', async () => {
    const problems = await problemsOf((c) => {
      c.merchantCode = 'other';
    });
    expect(problems).toContainEqual(
      expect.objectContaining({ pointer: '/merchantCode', hint: 'rename the file to other.json or change merchantCode' }),
    );
  });

  it('two files with one merchant code', async () => {
    const config = await demoConfig('luzon');
    const { dir, paths } = await writeTenants({ 'luzon.json': config });
    const copy = await writeTenants({ 'luzon.json': config });
    const { problems } = await loadTenants([paths['luzon.json']!, copy.paths['luzon.json']!]);
    expect(dir).not.toBe(copy.dir);
    expect(problems).toEqual([problem('/merchantCode', expect.stringMatching(/merchant code "luzon" is already used by/))]);
  });

  it('a game type listed twice', async () => {
    const problems = await problemsOf((c) => {
      c.products.push({ gameType: 'LIVE', vendors: ['EVO'] });
    });
    expect(problems).toContainEqual(problem(`/products/7/gameType`, 'game type LIVE is listed twice'));
  });

  it('no way to register', async () => {
    const problems = await problemsOf((c) => {
      c.whitelabel.USERNAMEREG3 = false;
      c.whitelabel.MOBILENUMREG3 = false;
    });
    expect(problems).toContainEqual(problem('/whitelabel', expect.stringMatching(/no way to register/)));
  });

  it('mobile registration without a mobile field', async () => {
    const problems = await problemsOf((c) => {
      c.whitelabel.MOBILENUMREG3 = true;
      delete c.registration.fields.mobileNum;
    });
    expect(problems).toContainEqual(expect.objectContaining({ pointer: '/registration/fields/mobileNum' }));
  });

  it('a field whose minLength exceeds its maxLength', async () => {
    const problems = await problemsOf((c) => {
      c.registration.fields.username.minLength = 20;
    });
    expect(problems).toContainEqual(problem('/registration/fields/username/minLength', 'minLength 20 is more than maxLength 12'));
  });

  it('feedback whose minWords exceeds its maxWords', async () => {
    const problems = await problemsOf((c) => {
      c.support = { ...c.support, feedback: { minWords: 50, maxWords: 20 } };
    });
    expect(problems).toContainEqual(problem('/support/feedback/minWords', 'minWords 50 is more than maxWords 20'));
  });

  it('an unknown time zone', async () => {
    const problems = await problemsOf((c) => {
      c.timezone = 'Asia/Manilla';
    });
    expect(problems).toContainEqual(problem('/timezone', 'unknown time zone "Asia/Manilla"'));
  });

  it('copyright years the wrong way round', async () => {
    const problems = await problemsOf((c) => {
      c.footer.copyright = { from: 2025, to: 2019 };
    });
    expect(problems).toContainEqual(expect.objectContaining({ pointer: '/footer/copyright/to' }));
  });

  it('contract flags without the agent centre', async () => {
    const problems = await problemsOf((c) => {
      c.features.agentCentre = false;
    });
    expect(problems).toContainEqual(
      problem('/features/agentCentre', expect.stringMatching(/^enableCt, salary, hourSalary, agentRealtimeSalary need the agent centre/)),
    );
  });

  it('no SEO text for the default language', async () => {
    const problems = await problemsOf((c) => {
      delete c.content.seo.TY;
    });
    expect(problems).toContainEqual(problem('/content/seo', 'no SEO title and description for the default language TY'));
  });

  it('a footer link to a product that is not enabled', async () => {
    const problems = await problemsOf((c) => {
      c.footer.productLinks = ['LIVE', 'LOTT'];
    });
    expect(problems).toContainEqual(expect.objectContaining({ pointer: '/footer/productLinks/1' }));
  });
});

describe('malformed JSON', () => {
  it('reports the line and column', async () => {
    const { paths } = await writeTenants({ 'luzon.json': '{\n  "merchantCode": "luzon",\n  "brand": {\n    "name": "x",\n  }\n}\n' });
    const { problems } = await loadTenantFile(paths['luzon.json']!);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 5, message: expect.stringMatching(/^malformed JSON/) });
    expect(formatProblems(problems)).toMatch(/luzon\.json:5:\d+: malformed JSON/);
  });

  it('reports a file that cannot be read', async () => {
    const { problems } = await loadTenantFile('/nonexistent/luzon.json');
    expect(problems[0]!.message).toBe('cannot read the file: ENOENT');
  });
});

describe('focus ring contrast', () => {
  it('needs the accent at 3:1 on the background', async () => {
    const problems = await problemsOf((c) => {
      c.brand.theme.accent = '#1e293b';
    });
    expect(problems).toContainEqual(
      problem(
        '/brand/theme/accent',
        expect.stringMatching(/^accent \(the focus ring\) on background has a contrast ratio of 1\.\d\d:1, below 3:1$/),
      ),
    );
  });
});

describe('deposit channels', () => {
  it('a channel id used twice', async () => {
    const problems = await problemsOf((c) => {
      c.wallet.deposit.channels[1].id = 'gcash';
    });
    expect(problems).toEqual([problem('/wallet/deposit/channels/1/id', 'deposit channel id "gcash" is used twice')]);
  });

  it('an amount with more decimals than the currency, and a max below the min', async () => {
    const problems = await problemsOf((c) => {
      c.wallet.deposit.channels[0].min = 100.005;
      c.wallet.deposit.channels[0].max = 50;
    });
    expect(problems).toEqual([
      problem('/wallet/deposit/channels/0/min', '100.005 has more decimal places than PHP (2)'),
      problem('/wallet/deposit/channels/0/max', 'max 50 is below min 100.005'),
    ]);
  });

  it('a fee that takes the whole minimum deposit', async () => {
    const problems = await problemsOf((c) => {
      c.wallet.deposit.channels[0].fee = { percent: 10, fixed: 90 };
    });
    expect(problems).toEqual([problem('/wallet/deposit/channels/0/fee', 'the fee at the minimum amount (100) takes all of it')]);
  });

  it('a payout provider id used twice, and withdrawal limits the wrong way round', async () => {
    const problems = await problemsOf((c) => {
      c.wallet.withdrawal.payoutProviders[1].id = 'gcash';
      c.wallet.withdrawal.max = 150;
    });
    expect(problems).toEqual([
      problem('/wallet/withdrawal/payoutProviders/1/id', 'payout provider id "gcash" is used twice'),
      problem('/wallet/withdrawal/max', 'max 150 is below min 200'),
    ]);
  });

  it('an unknown channel kind, from the schema', async () => {
    const problems = await problemsOf((c) => {
      c.wallet.deposit.channels[0].kind = 'CHEQUE';
    });
    expect(problems[0]).toMatchObject({ pointer: '/wallet/deposit/channels/0/kind' });
  });
});
