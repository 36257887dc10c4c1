// The demo promotions of a merchant: a handful of each kind and audience, placed around the seed's
// time so a member sees every time-made state (join, coming soon, closed); their own actions
// (join, apply, the operator's decision, the claim) make the others. Amounts in whole units of
// the merchant's currency (thousands of dong), texts in the languages it offers.
import type { DatabaseSync } from 'node:sqlite';
import type { Tenant } from '../context.ts';
import { addPromotion, type PromotionDraft } from '../store/promotion-admin.ts';
import { setReferralEnabled } from '../store/referrals.ts';

const DAY = 86_400_000;

type Texts = { EN: string; TY: string; VI: string };

/** The demo promotions' names in the seed: an announcement names the one it advertises (seed/merchant.ts). */
export type DemoPromotionKey = 'welcome' | 'bigWin' | 'reload' | 'newMember' | 'holiday' | 'tournament';

interface DemoPromotion {
  key: DemoPromotionKey;
  title: Texts;
  rules: Texts;
  /** Days from the seed's time. */
  from: number;
  to: number;
  draft: Pick<PromotionDraft, 'audience' | 'kind' | 'bonusKind' | 'turnoverMultiple'> & {
    minDeposit?: number;
    bonus: number;
    cap?: number;
  };
}

const rules = (lines: Texts): Texts => ({
  EN: `<p>${lines.EN}</p><ul><li>One bonus per member.</li><li>The bonus must be bet through before a withdrawal.</li></ul>`,
  TY: `<p>${lines.TY}</p><ul><li>Isang bonus bawat miyembro.</li><li>Kailangang itaya ang bonus bago mag-withdraw.</li></ul>`,
  VI: `<p>${lines.VI}</p><ul><li>Mỗi thành viên một lần thưởng.</li><li>Tiền thưởng phải được cược đủ trước khi rút.</li></ul>`,
});

const DEMO: readonly DemoPromotion[] = [
  {
    key: 'welcome',
    title: { EN: 'Welcome deposit bonus 50%', TY: 'Welcome bonus sa deposito 50%', VI: 'Thưởng nạp chào mừng 50%' },
    rules: rules({
      EN: 'Join, then deposit at least 100: we add 50% of the deposit, up to 500.',
      TY: 'Sumali, pagkatapos ay magdeposito ng hindi bababa sa 100: dadagdagan namin ng 50%, hanggang 500.',
      VI: 'Tham gia rồi nạp ít nhất 100: chúng tôi tặng thêm 50% số tiền nạp, tối đa 500.',
    }),
    from: -7,
    to: 30,
    draft: { audience: 'ALL', kind: 'AUTO', minDeposit: 100, bonusKind: 'PERCENT', bonus: 50, cap: 500, turnoverMultiple: 10 },
  },
  {
    key: 'bigWin',
    title: { EN: 'Share your big win', TY: 'Ibahagi ang malaking panalo mo', VI: 'Chia sẻ chiến thắng lớn' },
    rules: rules({
      EN: 'Apply with a screenshot of a win of 50 times your stake or more: we add 50.',
      TY: 'Mag-apply na may screenshot ng panalo na 50 beses ng taya o higit pa: dadagdagan namin ng 50.',
      VI: 'Gửi đơn kèm ảnh chụp ván thắng từ 50 lần tiền cược trở lên: tặng thêm 50.',
    }),
    from: -3,
    to: 14,
    draft: { audience: 'ALL', kind: 'APPLY', bonusKind: 'FIXED', bonus: 50, turnoverMultiple: 3 },
  },
  {
    key: 'reload',
    title: {
      EN: 'Weekly reload: 20 on a 200 deposit',
      TY: 'Lingguhang reload: 20 sa depositong 200',
      VI: 'Nạp lại hằng tuần: tặng 20 khi nạp 200',
    },
    rules: rules({
      EN: 'For members: join, then deposit at least 200 this week for a bonus of 20.',
      TY: 'Para sa mga miyembro: sumali, pagkatapos ay magdeposito ng hindi bababa sa 200 ngayong linggo para sa bonus na 20.',
      VI: 'Dành cho thành viên: tham gia rồi nạp ít nhất 200 trong tuần để nhận thưởng 20.',
    }),
    from: -1,
    to: 7,
    draft: { audience: 'MEMBERS', kind: 'AUTO', minDeposit: 200, bonusKind: 'FIXED', bonus: 20, turnoverMultiple: 5 },
  },
  {
    key: 'newMember',
    title: { EN: 'New member first deposit gift', TY: 'Regalo sa unang deposito ng bagong miyembro', VI: 'Quà nạp đầu cho thành viên mới' },
    rules: rules({
      EN: 'For members who registered since it started: join, then deposit at least 100 for a bonus of 30.',
      TY: 'Para sa mga nagparehistro mula nang magsimula ito: sumali at magdeposito ng hindi bababa sa 100 para sa bonus na 30.',
      VI: 'Dành cho thành viên đăng ký từ khi chương trình bắt đầu: tham gia rồi nạp ít nhất 100 để nhận thưởng 30.',
    }),
    from: -30,
    to: 60,
    draft: { audience: 'NEW_MEMBERS', kind: 'AUTO', minDeposit: 100, bonusKind: 'FIXED', bonus: 30, turnoverMultiple: 8 },
  },
  {
    key: 'holiday',
    title: { EN: 'Holiday festival', TY: 'Pista ng kapaskuhan', VI: 'Lễ hội cuối năm' },
    rules: rules({
      EN: 'Coming soon: apply with your festive table photo for a bonus of 80.',
      TY: 'Malapit na: mag-apply na may larawan ng inyong handaan para sa bonus na 80.',
      VI: 'Sắp diễn ra: gửi ảnh mâm cỗ ngày lễ để nhận thưởng 80.',
    }),
    from: 10,
    to: 40,
    draft: { audience: 'ALL', kind: 'APPLY', bonusKind: 'FIXED', bonus: 80, turnoverMultiple: 3 },
  },
  {
    key: 'tournament',
    title: { EN: "Last month's slots tournament", TY: 'Slots tournament noong nakaraang buwan', VI: 'Giải đấu slot tháng trước' },
    rules: rules({
      EN: 'This tournament has ended: thank you for playing.',
      TY: 'Natapos na ang tournament na ito: salamat sa paglalaro.',
      VI: 'Giải đấu đã kết thúc: cảm ơn bạn đã tham gia.',
    }),
    from: -40,
    to: -2,
    draft: { audience: 'ALL', kind: 'AUTO', minDeposit: 100, bonusKind: 'FIXED', bonus: 25, turnoverMultiple: 5 },
  },
];

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
  const unit = tenant.config.currency.decimals > 0 ? 10 ** tenant.config.currency.decimals : 1_000;
  DEMO.forEach((demo, sort) => {
    const { minDeposit, bonus, cap, ...rest } = demo.draft;
    addPromotion(
      db,
      tenant,
      {
        ...rest,
        titles: inOffered(tenant, demo.title),
        rules: inOffered(tenant, demo.rules),
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
