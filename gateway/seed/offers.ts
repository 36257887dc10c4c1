// What the demo world offers, in words: the one source every text of the demo that states an offer
// draws its figures from. A demo promotion's title and rules, a popup or notice
// that advertises it, the rebate popup and the referral notice write {{percent}}, {{cap}},
// {{minDeposit}}, {{bonus}}, {{rebate}} and {{referral}}; the seed fills them from the promotion's
// own terms (promotions.json), the merchant's rebate rates (seed/rebates.ts) and the referral share
// (store/referrals.ts), each amount in the merchant's currency as the site writes it. Banners
// (tenants/*.json) are the config's: tests/gateway/demo-offers.test.ts holds them to the same terms.
import { formatMinor } from '../../core/money.ts';
import type { Tenant } from '../context.ts';
import { REFERRAL_SHARE_PERCENT } from '../store/referrals.ts';
import { seededRates } from './rebates.ts';
import { seedUnit } from './unit.ts';

/** The languages the demo texts are written in, with the locale each writes its numbers in (src/i18n/languages.ts). */
export const DEMO_LOCALES = { EN: 'en', TY: 'fil', VI: 'vi' } as const;
export type DemoLanguage = keyof typeof DEMO_LOCALES;

/** A demo promotion's terms as promotions.json gives them: amounts in whole units of the currency (seed/unit.ts). */
export interface DemoTerms {
  bonusKind: 'FIXED' | 'PERCENT';
  bonus: number;
  cap?: number;
  minDeposit?: number;
}

/** A share in percent as the locale writes it ("0.8%", "0,8%"), as the rebate page does. */
function percentText(percent: number, language: DemoLanguage): string {
  return new Intl.NumberFormat(DEMO_LOCALES[language], { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

/** The highest rebate rate of the merchant's seeded ones, in percent: what "up to" promises. */
function topRebatePercent(tenant: Tenant): number {
  return Math.max(0, ...Object.values(seededRates(tenant))) / 100;
}

/** The figures a demo text may name, in a language: the promotion's terms (when it has one), the rebate and referral shares. */
function offerParams(tenant: Tenant, terms: DemoTerms | undefined, language: DemoLanguage): Record<string, string> {
  const money = (whole: number) => formatMinor(whole * seedUnit(tenant), DEMO_LOCALES[language], tenant.config.currency);
  return {
    rebate: percentText(topRebatePercent(tenant), language),
    referral: percentText(REFERRAL_SHARE_PERCENT, language),
    ...(terms?.bonusKind === 'PERCENT' ? { percent: percentText(terms.bonus, language) } : {}),
    ...(terms?.bonusKind === 'FIXED' ? { bonus: money(terms.bonus) } : {}),
    ...(terms?.cap !== undefined ? { cap: money(terms.cap) } : {}),
    ...(terms?.minDeposit !== undefined ? { minDeposit: money(terms.minDeposit) } : {}),
  };
}

/** A demo text in each language with its figures filled in; a placeholder the terms do not give throws (a typo in the seed). */
export function withOffer<T extends Readonly<Record<string, string>>>(tenant: Tenant, terms: DemoTerms | undefined, texts: T): T {
  return Object.fromEntries(
    Object.entries(texts).map(([language, text]) => {
      const params = offerParams(tenant, terms, language as DemoLanguage);
      return [
        language,
        text.replaceAll(/\{\{(\w+)\}\}/g, (_, name: string) => {
          if (params[name] === undefined) throw new Error(`seed: no ${name} for the text "${text}"`);
          return params[name];
        }),
      ];
    }),
  ) as T;
}
