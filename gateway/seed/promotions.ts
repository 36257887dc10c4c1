// The demo promotions of a merchant: a handful of each kind and audience, placed around the seed's
// time so a member sees every time-made state (join, coming soon, closed); their own actions
// (join, apply, the operator's decision, the claim) make the others. Amounts in whole units of
// the merchant's currency (thousands of dong), texts in the languages it offers, their figures
// filled from the promotion's own terms (seed/offers.ts).
import type { DatabaseSync } from 'node:sqlite';
import type { Tenant } from '../context.ts';
import { addPromotion, type PromotionDraft } from '../store/promotion-admin.ts';
import { setReferralEnabled } from '../store/referrals.ts';
import { type DemoTerms, withOffer } from './offers.ts';
import promotions from './promotions.json' with { type: 'json' };
import { seedUnit } from './unit.ts';

const DAY = 86_400_000;

type Texts = { EN: string; TY: string; VI: string };

/** The demo promotions' names in the seed: an announcement names the one it advertises (seed/merchant.ts). */
export type DemoPromotionKey = 'welcome' | 'bigWin' | 'reload' | 'newMember' | 'holiday' | 'tournament';

interface DemoPromotion {
  key: DemoPromotionKey;
  title: Texts;
  /** The promotion's own rule, before the lines every demo promotion adds. */
  rules: Texts;
  /** Days from the seed's time. */
  from: number;
  to: number;
  draft: Pick<PromotionDraft, 'audience' | 'kind' | 'turnoverMultiple'> & DemoTerms;
}

/** A demo promotion's rules: its own line and the lines every one of them has. */
const rules = (lines: Texts): Texts => ({
  EN: `<p>${lines.EN}</p><ul><li>One bonus per member.</li><li>The bonus must be bet through before a withdrawal.</li></ul>`,
  TY: `<p>${lines.TY}</p><ul><li>Isang bonus bawat miyembro.</li><li>Kailangang itaya ang bonus bago mag-withdraw.</li></ul>`,
  VI: `<p>${lines.VI}</p><ul><li>Mỗi thành viên một lần thưởng.</li><li>Tiền thưởng phải được cược đủ trước khi rút.</li></ul>`,
});

/** The demo promotions (promotions.json), in the order the seed adds them; their rules as the lines `rules` wraps. */
const DEMO = promotions as readonly DemoPromotion[];

/** A demo promotion's terms, for a text that advertises it (seed/merchant.ts). */
export function demoTerms(key: DemoPromotionKey): DemoTerms {
  return DEMO.find((d) => d.key === key)!.draft;
}

/** The texts in each language the merchant offers (English where the demo has none of its own). */
function inOffered(tenant: Tenant, texts: Texts): Record<string, string> {
  return Object.fromEntries(tenant.config.languages.offered.map((language) => [language, texts[language as keyof Texts] ?? texts.EN]));
}

/**
 * The id of one of the merchant's demo promotions: the seed adds them before anything else of the
 * merchant's promotions, in DEMO's order. Null when the merchant has none (never seeded so).
 */
export function demoPromotionId(db: DatabaseSync, merchant: string, key: DemoPromotionKey): number | null {
  const row = db.prepare('SELECT id FROM promotions WHERE merchant = ? ORDER BY id LIMIT 1 OFFSET ?').get(
    merchant,
    DEMO.findIndex((d) => d.key === key),
  ) as { id: number } | undefined;
  return row?.id ?? null;
}

/** The REFERRAL promotion runs from the start where the merchant has the referral feature; the operator switches it. */
export function seedReferralPromotion(db: DatabaseSync, tenant: Tenant): void {
  if (tenant.config.features.referral) setReferralEnabled(db, tenant.code, true);
}

/** Seeds a merchant's demo promotions around `now`. */
export function seedPromotions(db: DatabaseSync, tenant: Tenant, now: number): void {
  const unit = seedUnit(tenant);
  DEMO.forEach((demo, sort) => {
    const { minDeposit, bonus, cap, ...rest } = demo.draft;
    addPromotion(
      db,
      tenant,
      {
        ...rest,
        titles: inOffered(tenant, withOffer(tenant, demo.draft, demo.title)),
        rules: inOffered(tenant, rules(withOffer(tenant, demo.draft, demo.rules))),
        banner: null,
        startsAt: now + demo.from * DAY,
        endsAt: now + demo.to * DAY,
        minDeposit: minDeposit === undefined ? null : minDeposit * unit,
        bonusValue: demo.draft.bonusKind === 'PERCENT' ? bonus : bonus * unit,
        bonusCap: cap === undefined ? null : cap * unit,
        sort,
      },
      now,
    );
  });
}
