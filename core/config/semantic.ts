import { existsSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Banner, ResolvedTenantConfig } from './generated/resolved-tenant-config.ts';
import { lowContrastPairs } from './contrast.ts';
import { familiesCovering, covers } from './fonts.ts';
import { checkJurisdiction } from './jurisdiction-checks.ts';
import { checkNavigation } from './navigation.ts';
import { checkLayout } from './layout-checks.ts';
import { pointerOf, problem, type Problem } from './problems.ts';
import { feeOf, type FeeRule } from '../fees.ts';
import { exactMinor } from '../money.ts';

/**
 * Checks a schema-valid config for what JSON Schema cannot express: references between fields,
 * files on disk, colour contrast. `dir` is the folder asset paths are relative to.
 */
export function checkSemantics(config: ResolvedTenantConfig, file: string, dir: string): Problem[] {
  const problems: Problem[] = [];
  const add = (pointer: string, message: string, hint?: string) => problems.push(problem(file, pointer, message, hint));

  const expectedName = `${config.merchantCode}.json`;
  if (basename(file) !== expectedName) {
    add(
      '/merchantCode',
      `merchantCode "${config.merchantCode}" does not match the file name "${basename(file)}"`,
      `rename the file to ${expectedName} or change merchantCode`,
    );
  }

  const { languages } = config;
  if (!languages.offered.includes(languages.default)) {
    add(
      '/languages/default',
      `default language ${languages.default} is not in languages.offered`,
      `add "${languages.default}" to languages.offered (${languages.offered.join(', ')}) or pick one of them`,
    );
  }
  if (!config.content.seo?.[languages.default]) {
    add(
      '/content/seo',
      `no SEO title and description for the default language ${languages.default}`,
      `add "${languages.default}": { "title": …, "description": … }`,
    );
  }

  const { minWords, maxWords } = config.support.feedback;
  if (minWords > maxWords)
    add('/support/feedback/minWords', `minWords ${minWords} is more than maxWords ${maxWords}`, 'lower minWords or raise maxWords');

  checkAssets(config, dir, add);
  checkContrast(config, add);
  checkFont(config, add);

  const seen = new Set<string>();
  config.products.forEach((product, i) => {
    if (seen.has(product.gameType))
      add(
        pointerOf('products', i, 'gameType'),
        `game type ${product.gameType} is listed twice`,
        'list each game type once; put all its vendors in one entry',
      );
    seen.add(product.gameType);
    if (product.classes.length && product.gameType !== 'RNG')
      add(
        pointerOf('products', i, 'classes'),
        `game classes are only for RNG, not ${product.gameType}`,
        'remove classes from this product',
      );
  });
  config.footer.productLinks?.forEach((type, i) => {
    if (!seen.has(type))
      add(
        pointerOf('footer', 'productLinks', i),
        `footer links to ${type}, which is not an enabled product`,
        `enabled products: ${[...seen].join(', ')}`,
      );
  });

  const { whitelabel } = config;
  const fields = config.registration.fields;
  if (!whitelabel.USERNAMEREG3 && !whitelabel.MOBILENUMREG3) {
    add('/whitelabel', 'no way to register: USERNAMEREG3 and MOBILENUMREG3 are both off', 'turn on USERNAMEREG3, MOBILENUMREG3 or both');
  }
  if (whitelabel.USERNAMEREG3) {
    for (const name of ['username', 'password'] as const) {
      if (!fields[name]?.enabled)
        add(
          pointerOf('registration', 'fields', name),
          `username registration (USERNAMEREG3) needs the ${name} field enabled`,
          `set registration.fields.${name} to { "enabled": true, "required": true, … }`,
        );
    }
  }
  if ((whitelabel.MOBILENUMREG3 || whitelabel.REGMOBVERF3) && !fields.mobileNum?.enabled) {
    add(
      '/registration/fields/mobileNum',
      'mobile registration or SMS verification needs the mobileNum field enabled',
      'set registration.fields.mobileNum to { "enabled": true, "required": true, "patternId": "DIGITS", … }',
    );
  }
  for (const [name, rule] of Object.entries(fields)) {
    if (rule && rule.minLength > rule.maxLength)
      add(pointerOf('registration', 'fields', name, 'minLength'), `minLength ${rule.minLength} is more than maxLength ${rule.maxLength}`);
  }

  const { copyright } = config.footer;
  if (copyright.to !== undefined && copyright.from > copyright.to)
    add('/footer/copyright/to', `copyright ends (${copyright.to}) before it starts (${copyright.from})`);

  for (const [lang, articles] of Object.entries(config.content.helpCenter)) {
    const ids = new Set<string>();
    articles?.forEach((article, i) => {
      if (ids.has(article.id))
        add(
          pointerOf('content', 'helpCenter', lang, i, 'id'),
          `help article id "${article.id}" is used twice in ${lang}`,
          'ids are the /help#<id> anchors and must be unique per language',
        );
      ids.add(article.id);
    });
  }

  const agentOnly = (['enableCt', 'salary', 'hourSalary', 'agentRealtimeSalary'] as const).filter((flag) => config.features[flag]);
  if (agentOnly.length && !config.features.agentCentre) {
    add(
      '/features/agentCentre',
      `${agentOnly.join(', ')} need the agent centre, which is off`,
      'set features.agentCentre to true, or turn the contract flags off',
    );
  }

  checkMoney(config, add);
  checkJurisdiction(config, add);
  checkLayout(config, add);
  checkNavigation(config, add);

  if (!isTimeZone(config.timezone))
    add('/timezone', `unknown time zone "${config.timezone}"`, 'use an IANA name such as "Asia/Manila" or "Asia/Ho_Chi_Minh"');
  return problems;
}

function checkAssets(config: ResolvedTenantConfig, dir: string, add: (pointer: string, message: string, hint?: string) => void): void {
  const assets: Array<[string, string]> = [
    ['/brand/logo', config.brand.logo],
    ['/brand/favicon', config.brand.favicon],
  ];
  for (const [group, banners] of Object.entries(config.banners) as Array<[string, Banner[] | undefined]>) {
    banners?.forEach((banner, i) => {
      assets.push([pointerOf('banners', group, i, 'image'), banner.image]);
      for (const [language, path] of Object.entries(banner.images ?? {}))
        if (path) assets.push([pointerOf('banners', group, i, 'images', language), path]);
    });
  }
  config.wallet.deposit.channels.forEach((channel, i) => {
    if (channel.icon) assets.push([pointerOf('wallet', 'deposit', 'channels', i, 'icon'), channel.icon]);
  });
  for (const [pointer, path] of assets) {
    const full = join(dir, path);
    if (!existsSync(full) || !statSync(full).isFile())
      add(pointer, `asset file "${path}" does not exist`, `paths are relative to the config file's folder: looked for ${full}`);
  }
}

/** The theme's colour pairs validate refuses (core/config/contrast.ts); muted text only when the theme sets it. */
function checkContrast(config: ResolvedTenantConfig, add: (pointer: string, message: string, hint?: string) => void): void {
  const { theme } = config.brand;
  for (const { fg, refused, fgColour, bgColour, ratio, least } of lowContrastPairs(theme)) {
    if (refused === undefined || theme[fg] === undefined) continue;
    add(
      `/brand/theme/${fg}`,
      `${refused} has a contrast ratio of ${ratio.toFixed(2)}:1, below ${least}:1`,
      `make ${fgColour} lighter or ${bgColour} darker (or the other way round) until the ratio reaches ${least}:1`,
    );
  }
}

/** A self-hosted family must cover every offered language: else its pages would mix the family with a system font. */
function checkFont(config: ResolvedTenantConfig, add: (pointer: string, message: string, hint?: string) => void): void {
  const family = config.brand.type?.family;
  if (!family) return;
  const { offered } = config.languages;
  const missing = offered.filter((lang) => !covers(family, lang));
  if (missing.length === 0) return;
  const others = familiesCovering(offered);
  add(
    '/brand/type/family',
    `font family ${family} does not cover ${missing.join(', ')} (languages.offered)`,
    others.length > 0
      ? `pick a family that covers ${offered.join(', ')}: ${others.join(', ')}`
      : `no family of the set covers ${offered.join(', ')}: remove brand.type.family to keep the system fonts of brand.font`,
  );
}

/** Deposit channels and withdrawals: unique ids, amounts the currency can hold, min ≤ max, a fee below the minimum. */
function checkMoney(config: ResolvedTenantConfig, add: (pointer: string, message: string, hint?: string) => void): void {
  const { decimals, code } = config.currency;
  const limits = (at: (...path: Array<string | number>) => string, rule: { min: number; max: number; fee: FeeRule }) => {
    const amounts: Array<[string[], number]> = [
      [['min'], rule.min],
      [['max'], rule.max],
      [['fee', 'fixed'], rule.fee.fixed],
    ];
    for (const [path, amount] of amounts) {
      if (exactMinor(amount, decimals) === undefined)
        add(
          at(...path),
          `${amount} has more decimal places than ${code} (${decimals})`,
          `write it with at most ${decimals} decimal places`,
        );
    }
    if (rule.min > rule.max) add(at('max'), `max ${rule.max} is below min ${rule.min}`, 'raise max or lower min');
    const min = exactMinor(rule.min, decimals);
    if (min !== undefined && feeOf(min, rule.fee, decimals) >= min) {
      add(
        at('fee'),
        `the fee at the minimum amount (${rule.min}) takes all of it`,
        'raise min or lower the fee, so that every amount leaves something',
      );
    }
  };
  const unique = (ids: string[], at: (i: number) => string, what: string) => {
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i) add(at(i), `${what} id "${id}" is used twice`, 'give each its own id: orders and accounts name it');
    });
  };
  const { deposit, withdrawal } = config.wallet;
  unique(
    deposit.channels.map((c) => c.id),
    (i) => pointerOf('wallet', 'deposit', 'channels', i, 'id'),
    'deposit channel',
  );
  deposit.channels.forEach((channel, i) => limits((...path) => pointerOf('wallet', 'deposit', 'channels', i, ...path), channel));
  unique(
    withdrawal.payoutProviders.map((p) => p.id),
    (i) => pointerOf('wallet', 'withdrawal', 'payoutProviders', i, 'id'),
    'payout provider',
  );
  limits((...path) => pointerOf('wallet', 'withdrawal', ...path), withdrawal);
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
