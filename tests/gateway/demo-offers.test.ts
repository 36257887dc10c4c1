// The demo world says one thing of each offer: every text that states an offer —
// a promotion's title and rules, a popup, notice or promotion announcement, a banner's words and the
// words drawn in its art — names the figures of the offer it points at and no others, and every
// amount with the merchant's currency, in every language it is written in. What a text points at:
// the promotion an announcement advertises (promotion_id), the merchant's rebate rates (type
// REBATE), the referral share (REFERRAL), and for a banner that links to the promotions page, the
// welcome offer (the first demo promotion). A text that points at none states no share or amount.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { amountFormat, formatMinor } from '../../core/money.ts';
import type { Banner } from '../../core/config/generated/resolved-tenant-config.ts';
import type { Tenant } from '../../gateway/context.ts';
import { DEMO_LOCALES, type DemoLanguage } from '../../gateway/seed/offers.ts';
import { demoPromotionId } from '../../gateway/seed/promotions.ts';
import { readText } from '../../gateway/store/localized-text.ts';
import { REFERRAL_SHARE_PERCENT } from '../../gateway/store/referrals.ts';
import { type Client, DEMO, makeGateway } from './harness.ts';

let gw: Client;

beforeAll(async () => {
  gw = await makeGateway();
});

/** What an offer lets a text name: shares in percent and amounts in minor units. */
interface Offer {
  percents: number[];
  amounts: number[];
}

/** The ways a language writes a share: as the site's percent format does, or plainly. */
function percentForms(percent: number, language: DemoLanguage): string[] {
  const intl = new Intl.NumberFormat(DEMO_LOCALES[language], { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
  return [intl, intl.replace(/\s/g, ''), `${percent}%`];
}

/** The ways a language writes an amount with its currency: as the site does, or whole ("₱500", "₱ 500"). */
function amountForms(minor: number, language: DemoLanguage, tenant: Tenant): string[] {
  const { currency } = tenant.config;
  const site = formatMinor(minor, DEMO_LOCALES[language], currency);
  const major = minor / 10 ** currency.decimals;
  const whole = Number.isInteger(major) ? amountFormat(DEMO_LOCALES[language], 0).format(major) : null;
  return [
    site,
    site.replace(' ', '\u00a0'),
    ...(whole ? [`${currency.symbol}${whole}`, `${currency.symbol} ${whole}`, `${whole} ${currency.symbol}`] : []),
  ];
}

/**
 * What is wrong with a text for the offer it points at: a figure left once the offer's own are
 * taken out (a share or amount of another offer, or an amount without its currency), or, for a
 * text that points at no offer, any share or amount at all.
 */
function misstatements(text: string, language: DemoLanguage, offer: Offer | null, tenant: Tenant): string[] {
  let rest = text.replace(/<[^>]+>/g, ' ');
  if (!offer) return /%|\d\s*₱|₱|₫|\$/.test(rest) ? [`states an offer it does not point at: "${text}"`] : [];
  const forms = [
    ...offer.amounts.flatMap((a) => amountForms(a, language, tenant)),
    ...offer.percents.flatMap((p) => percentForms(p, language)),
  ].sort((a, b) => b.length - a.length);
  // Whole figures only: "50%" is not taken out of "150%".
  for (const form of forms)
    rest = rest.replace(new RegExp(`(?<![\\d.,])${form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\d])`, 'g'), ' ');
  // A multiple ("50× your stake") is no amount.
  rest = rest.replace(/\d+×/g, ' ');
  return /\d|%/.test(rest)
    ? [`names a figure of no offer it points at, or an amount without its currency: "${text}" (left: "${rest.trim()}")`]
    : [];
}

/** A promotion's offer, from the world as seeded. */
function promotionOffer(id: number): Offer & { titles: string; rules: string } {
  const p = gw.gw.db
    .prepare('SELECT titles, rules, bonus_kind, bonus_value, bonus_cap, min_deposit FROM promotions WHERE id = ?')
    .get(id) as {
    titles: string;
    rules: string;
    bonus_kind: 'FIXED' | 'PERCENT';
    bonus_value: number;
    bonus_cap: number | null;
    min_deposit: number | null;
  };
  return {
    titles: p.titles,
    rules: p.rules,
    percents: p.bonus_kind === 'PERCENT' ? [p.bonus_value] : [],
    amounts: [...(p.bonus_kind === 'FIXED' ? [p.bonus_value] : []), p.bonus_cap, p.min_deposit].filter((a): a is number => a !== null),
  };
}

/** The words drawn in an SVG's text elements, each run of them as one line. */
function svgWords(path: string): string[] {
  if (!path.endsWith('.svg')) return [];
  const svg = readFileSync(join('tenants', path), 'utf8');
  return [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').trim()).filter(Boolean);
}

describe.each(Object.keys(DEMO))('the demo offers of %s', (merchant) => {
  const tenant = () => gw.gw.tenants.get(merchant)!;
  const languages = () => (Object.keys(DEMO_LOCALES) as DemoLanguage[]).filter((l) => tenant().config.languages.offered.includes(l));

  it('are stated by each promotion with its own terms', () => {
    const ids = gw.gw.db.prepare('SELECT id FROM promotions WHERE merchant = ?').all(merchant) as Array<{ id: number }>;
    expect(ids.length).toBeGreaterThan(0);
    const problems = ids.flatMap(({ id }) => {
      const offer = promotionOffer(id);
      return languages().flatMap((l) =>
        [readText(offer.titles, l, l), readText(offer.rules, l, l)].flatMap((text) => misstatements(text, l, offer, tenant())),
      );
    });
    expect(problems).toEqual([]);
  });

  it('are stated by each popup, notice and promotion announcement as the offer it points at has them', () => {
    const { top } = gw.gw.db.prepare('SELECT MAX(rate_bp) AS top FROM rebate_rates WHERE merchant = ?').get(merchant) as { top: number };
    const rows = gw.gw.db
      .prepare(
        "SELECT title, content, language, promotion_type AS type, promotion_id AS promotion FROM announcements WHERE merchant = ? AND type IN ('PL', 'PU', 'PR')",
      )
      .all(merchant) as Array<{ title: string; content: string; language: DemoLanguage; type: string | null; promotion: number | null }>;
    expect(rows.length).toBeGreaterThan(0);
    const problems = rows.flatMap((a) => {
      const offer: Offer | null =
        a.promotion !== null
          ? promotionOffer(a.promotion)
          : a.type === 'REBATE'
            ? { percents: [top / 100], amounts: [] }
            : a.type === 'REFERRAL'
              ? { percents: [REFERRAL_SHARE_PERCENT], amounts: [] }
              : null;
      return [a.title, a.content].flatMap((text) => misstatements(text, a.language, offer, tenant()));
    });
    expect(problems).toEqual([]);
  });

  it('are stated by each banner, in its words and its art, as the welcome offer has them when it links to the promotions', () => {
    const welcome = promotionOffer(demoPromotionId(gw.gw.db, merchant, 'welcome')!);
    const { banners, languages: offered } = tenant().config;
    const problems = (Object.entries(banners) as Array<[string, Banner[] | undefined]>).flatMap(([group, list]) =>
      (list ?? []).flatMap((banner, n) => {
        const offer = banner.href?.startsWith('/promotions') ? welcome : null;
        const words = Object.entries(banner).flatMap(([field, value]) =>
          field !== 'images' && value && typeof value === 'object'
            ? Object.entries(value as Record<string, string>).map(([l, text]) => [l, text] as const)
            : [],
        );
        // The art's own figures (the 7s of a slot machine, lottery balls) are drawings; a share or an amount in it is an offer.
        const art = [
          ...svgWords(banner.image).map((text) => [offered.default, text] as const),
          ...Object.entries(banner.images ?? {}).flatMap(([l, path]) => svgWords(String(path)).map((text) => [l, text] as const)),
        ].filter(([, text]) => /%|₱|₫|\$/.test(text));
        return [...words, ...art].flatMap(([l, text]) =>
          misstatements(text, (l in DEMO_LOCALES ? l : 'EN') as DemoLanguage, offer, tenant()).map(
            (p) => `${group} #${n + 1} (${l}): ${p}`,
          ),
        );
      }),
    );
    expect(problems).toEqual([]);
  });
});
