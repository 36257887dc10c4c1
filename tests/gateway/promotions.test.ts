import { beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../gateway/images/png.ts';
import { createDeposit, settleDeposit } from '../../gateway/store/deposits.ts';
import { balanceOf, ledgerProblems } from '../../gateway/store/ledger.ts';
import { addPromotion, decideApplication, draftProblems, type PromotionDraft } from '../../gateway/store/promotion-admin.ts';
import { applicationOf, claimablePromotions } from '../../gateway/store/promotions.ts';
import { type Client, expectContract, makeGateway } from './harness.ts';

// Promotions at luzon (₱, 2 decimals): each test adds its own around the test clock, so the
// seeded ones and other tests never change what it sees.
let gw: Client;
const DAY = 86_400_000;

const AUTO: PromotionDraft = {
  titles: { EN: 'Half again', TY: 'Kalahati pa' },
  rules: { EN: '<p>Deposit ₱200, get 50% up to ₱300.</p>' },
  banner: null,
  startsAt: 0,
  endsAt: 0,
  audience: 'ALL',
  kind: 'AUTO',
  minDeposit: 200_00,
  bonusKind: 'PERCENT',
  bonusValue: 50,
  bonusCap: 300_00,
  turnoverMultiple: 5,
  sort: 0,
};
const APPLY: PromotionDraft = {
  ...AUTO,
  titles: { EN: 'Show your win' },
  kind: 'APPLY',
  minDeposit: null,
  bonusKind: 'FIXED',
  bonusValue: 50_00,
  bonusCap: null,
};

/** Adds a promotion open from a day ago for `days` days (or shifted by `from` days); its id. */
function promotion(draft: PromotionDraft, from = -1, days = 10): number {
  const now = gw.gw.clock();
  return addPromotion(
    gw.gw.db,
    gw.gw.tenants.get('luzon')!,
    { ...draft, startsAt: now + from * DAY, endsAt: now + (from + days) * DAY },
    now,
  );
}

const list = async (token?: string) => (await gw.call('GET', '/wps/relay/MCSFE_getPromotionList', token ? { token } : {})).json.value;
const stateOf = async (token: string, id: number) =>
  (await list(token)).list.find((p: { promotionId: number }) => p.promotionId === id) as {
    state: string;
    amount?: number;
    reason?: string;
  };
const join = (token: string, promotionId: number) => gw.call('POST', '/wps/relay/MCSFE_joinPromotion', { token, body: { promotionId } });
const apply = (token: string, promotionId: number, comment: string, imageIds: number[] = []) =>
  gw.call('POST', '/wps/relay/MCSFE_applyPromotion', { token, body: { promotionId, comment, imageIds } });
const claim = (token: string, promotionId: number, requestId: string) =>
  gw.call('POST', '/wps/relay/MCSFE_claimPromotion', { token, body: { requestId, promotionId } });

/** Credits a deposit of `amount` (major units) to a member now, as the operator's approval does. */
function deposit(memberId: number, amount: number): void {
  const tenant = gw.gw.tenants.get('luzon')!;
  const now = gw.gw.clock();
  const order = createDeposit(gw.gw.db, tenant, {
    memberId,
    requestId: `dep-${memberId}-${now}-${amount}`,
    channelId: 'gcash',
    amount,
    now,
  });
  settleDeposit(gw.gw.db, tenant, order.id, { credit: true }, now);
}

const PNG = new Uint8Array(encodePng(2, 2, new Uint8Array(16).fill(90), 4)) as Uint8Array<ArrayBuffer>;
const upload = async (token: string, bytes: Uint8Array<ArrayBuffer> = PNG) => {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'shot.png');
  return gw.call('POST', '/wps/upload/image', { token, form });
};

beforeAll(async () => {
  gw = await makeGateway();
});

describe('promotions', () => {
  it('show a visitor the seeded ones they may see: open, coming soon and closed, none for members only', async () => {
    const value = await list();
    expectContract('promotions-list', { success: true, value });
    const states = new Set(value.list.map((p: { state: string }) => p.state));
    expect([...states].sort()).toEqual(['CLOSED', 'COMING_SOON', 'JOIN']);
    expect(value.list.some((p: { audience: string }) => p.audience === 'MEMBERS')).toBe(false);
    expect(value.claimable).toBe(0);
    // In the page's language where the merchant has it.
    const [en, ty] = [
      await gw.call('GET', '/wps/relay/MCSFE_getPromotionList', { headers: { Language: 'EN' } }),
      await gw.call('GET', '/wps/relay/MCSFE_getPromotionList', { headers: { Language: 'TY' } }),
    ];
    expect(en.json.value.list[0].title).toBe('Welcome deposit bonus 50%');
    expect(ty.json.value.list[0].title).toBe('Welcome bonus sa deposito 50%');
    // The banner the gateway draws, captioned in the page's language; none for another merchant's promotion.
    const banner = await gw.app.request(en.json.value.list[0].banner);
    expect(banner.headers.get('content-type')).toBe('image/svg+xml');
    expect(await banner.text()).toContain('Welcome deposit bonus 50%');
    expect((await gw.app.request(en.json.value.list[0].banner.replace('/luzon/', '/saigon/'))).status).toBe(404);
  });

  it('are named by the seeded popups that advertise them, at every merchant, and by no other announcement', async () => {
    // The reload's title names its amounts in each merchant's currency (seed/offers.ts).
    const reload = { luzon: '₱ 20.00 on a ₱ 200.00', saigon: '₫ 20,000 on a ₫ 200,000', emerald: '$ 20.00 on a $ 200.00' };
    for (const merchant of ['luzon', 'saigon', 'emerald'] as const) {
      const token = await gw.login('demo01', merchant === 'emerald' ? 'Demo1234!' : 'Demo1234', merchant);
      const titles = new Map<number, string>(
        (await gw.call('GET', '/wps/relay/MCSFE_getPromotionList', { merchant, token, headers: { Language: 'EN' } })).json.value.list.map(
          (p: { promotionId: number; title: string }) => [p.promotionId, p.title],
        ),
      );
      const announcements = async (execution: string) => {
        const answer = await gw.call('GET', '/wps/relay/MCSFE_getListAnnouncements', {
          merchant,
          headers: { Language: 'EN' },
          query: { types: 'PU,PR,PL', execution },
        });
        expectContract('home-announcements', answer.json);
        const { popup, promotion, player } = answer.json.value;
        return [...popup, ...promotion, ...player] as Array<{ title: string; promotionId?: number }>;
      };
      const advertising = [...(await announcements('B')), ...(await announcements('A'))].filter((a) => a.promotionId !== undefined);
      expect(advertising.map((a) => [a.title, titles.get(a.promotionId!)])).toEqual([
        ['Welcome bonus for new players', 'Welcome deposit bonus 50%'],
        ['50% first deposit bonus', 'Welcome deposit bonus 50%'],
        ['Weekly reload bonus', `Weekly reload: ${reload[merchant]} deposit`],
      ]);
    }
  });

  it('AUTO: join, joined until a deposit of at least the minimum is credited, then issued, claimed once, in process until bet through', async () => {
    const id = promotion(AUTO);
    const { id: memberId, token } = await gw.fundedMember(0);
    expect((await stateOf(token, id)).state).toBe('JOIN');
    // A deposit before joining does not count.
    deposit(memberId, 500);
    gw.clock.advance(1000);
    expect((await join(token, id)).json.value).toMatchObject({ promotionId: id, state: 'JOINED' });
    gw.clock.advance(1000);
    deposit(memberId, 150);
    expect((await stateOf(token, id)).state).toBe('JOINED');
    expect(claimablePromotions(gw.gw.db, gw.gw.tenants.get('luzon')!, memberId)).toBe(0);
    gw.clock.advance(1000);
    deposit(memberId, 1000); // 50% of ₱1,000 is ₱500: capped at ₱300
    expect(await stateOf(token, id)).toMatchObject({ state: 'ISSUED', amount: 300 });
    expect(claimablePromotions(gw.gw.db, gw.gw.tenants.get('luzon')!, memberId)).toBe(1);
    expect((await list(token)).claimable).toBeGreaterThanOrEqual(1);
    // The reward centre counts it in what the member can claim now (its badge), until it is claimed.
    const rewards = async () => (await gw.call('GET', '/wps/rewards/summary', { token })).json.value;
    expect(await rewards()).toMatchObject({ promotions: 1 });
    const before = balanceOf(gw.gw.db, 'luzon', memberId);
    const paid = await claim(token, id, 'promo-auto-1');
    expect(paid.json.value).toMatchObject({ amount: 300 });
    const after = await rewards();
    expect(after.promotions).toBe(0);
    expect(after.availablePromoCount).toBe(after.tickets + after.rafflePrizes);
    expect(balanceOf(gw.gw.db, 'luzon', memberId) - before).toBe(300_00);
    // In process while the bonus's turnover (₱300 × 5) is not bet through; claimed once it is.
    expect(await stateOf(token, id)).toMatchObject({ state: 'PROCESS', amount: 300 });
    gw.bet(memberId, 'RNG', 1_000_00);
    expect((await stateOf(token, id)).state).toBe('PROCESS');
    gw.bet(memberId, 'RNG', 500_00);
    expect((await stateOf(token, id)).state).toBe('CLAIMED');
    expect(claimablePromotions(gw.gw.db, gw.gw.tenants.get('luzon')!, memberId)).toBe(0);
    expect((await claim(token, id, 'promo-auto-2')).json.errorCode).toBe('promotion.claimed');
    expect(ledgerProblems(gw.gw.db)).toEqual([]);
  });

  it('AUTO: a joined member whose deposit never came is closed out when the period ends', async () => {
    const id = promotion(AUTO, -1, 2);
    const member = await gw.fundedMember(0);
    await join(member.token, id);
    expect((await stateOf(member.token, id)).state).toBe('JOINED');
    gw.clock.advance(1 * DAY + 1);
    const token = await gw.login(member.username, member.password);
    expect((await stateOf(token, id)).state).toBe('CLOSED');
    const later = await join(token, promotion(AUTO, -1, 2));
    expect(later.json.value?.state, JSON.stringify(later.json)).toBe('JOINED');
  });

  it('refuse taking part twice, before the start, after the end, by the other kind, and for trial accounts', async () => {
    const { token } = await gw.fundedMember(0);
    const open = promotion(AUTO);
    await join(token, open);
    expect((await join(token, open)).json.errorCode).toBe('promotion.taken.part');
    const soon = promotion(AUTO, 2);
    expect((await stateOf(token, soon)).state).toBe('COMING_SOON');
    expect((await join(token, soon)).json.errorCode).toBe('promotion.not.started');
    const ended = promotion(AUTO, -5, 2);
    expect((await stateOf(token, ended)).state).toBe('CLOSED');
    expect((await join(token, ended)).json.errorCode).toBe('promotion.closed');
    const applying = promotion(APPLY);
    expect((await join(token, applying)).json.errorCode).toBe('promotion.apply.only');
    expect((await apply(token, open, 'x')).json.errorCode).toBe('promotion.taken.part');
    expect((await apply(token, promotion(AUTO), 'x')).json.errorCode).toBe('promotion.join.only');
    expect((await join(token, 999_999)).json.errorCode).toBe('promotion.unknown');
    const trial = await gw.trialLogin();
    expect((await join(trial, open)).json.errorCode).toBe('in_need_true_account');
    expect((await apply(trial, applying, 'x')).json.errorCode).toBe('in_need_true_account');
    expect((await claim(trial, open, 'promo-trial-1')).json.errorCode).toBe('in_need_true_account');
    // An operator's close ends it at once.
    gw.gw.db.prepare('UPDATE promotions SET closed_at = ? WHERE id = ?').run(gw.gw.clock(), applying);
    expect((await stateOf(token, applying)).state).toBe('CLOSED');
  });

  it('APPLY: a comment of at most 140 characters and at most 3 png or jpg images of at most 5 MB', async () => {
    const id = promotion(APPLY);
    const { token } = await gw.fundedMember(0);
    expect((await apply(token, id, 'x'.repeat(141))).json.errorCode).toBe('promotion.comment.length');
    const images = [];
    for (let i = 0; i < 4; i++) images.push((await upload(token)).json.value.uploadId as number);
    expect((await apply(token, id, 'four', images)).json.errorCode).toBe('promotion.images');
    const gif = new Uint8Array(100) as Uint8Array<ArrayBuffer>;
    gif.set([0x47, 0x49, 0x46, 0x38]);
    expect((await upload(token, gif)).json.errorCode).toBe('upload.type');
    const big = new Uint8Array(6 * 1024 * 1024) as Uint8Array<ArrayBuffer>;
    big.set([0xff, 0xd8, 0xff]);
    expect((await upload(token, big)).status).toBeGreaterThanOrEqual(400);
    const other = await gw.fundedMember(0);
    const theirs = (await upload(other.token)).json.value.uploadId as number;
    expect((await apply(token, id, 'not mine', [theirs])).json.errorCode).toBe('upload.unknown');
    // Nothing was taken by the refusals: the member still may apply.
    expect((await stateOf(token, id)).state).toBe('JOIN');
    const sent = await apply(token, id, `  ${'é'.repeat(140)}  `, images.slice(0, 3));
    expectContract('promotions-apply', sent.json);
    expect(sent.json.value.state).toBe('APPLYING');
    // What the member sent is kept for the operator (the applications command), trimmed, with its images.
    const { id: memberId } = (await gw.call('GET', '/wps/member/info', { token })).json.value as { id: number };
    expect(applicationOf(gw.gw.db, memberId, id)).toMatchObject({ comment: 'é'.repeat(140), images: 3 });
  });

  it('APPLY: approved is issued and claimed once; rejected carries the reason; the member is told either way', async () => {
    const id = promotion(APPLY);
    const a = await gw.fundedMember(0);
    const b = await gw.fundedMember(0);
    await apply(a.token, id, 'my win');
    await apply(b.token, id, 'my win too');
    const entry = (memberId: number) =>
      (gw.gw.db.prepare('SELECT id FROM promotion_entries WHERE promotion_id = ? AND member_id = ?').get(id, memberId) as { id: number })
        .id;
    const messages = (memberId: number) =>
      gw.gw.db.prepare('SELECT kind FROM messages WHERE member_id = ? AND kind LIKE ?').all(memberId, 'promotion.%') as Array<{
        kind: string;
      }>;
    const now = gw.gw.clock();
    expect(decideApplication(gw.gw.db, entry(a.id), { approve: true }, now).status).toBe('ISSUED');
    expect(() => decideApplication(gw.gw.db, entry(a.id), { approve: false, reason: 'late' }, now)).toThrow(/decided already/);
    decideApplication(gw.gw.db, entry(b.id), { approve: false, reason: 'The screenshot shows no win' }, now);
    expect(await stateOf(a.token, id)).toMatchObject({ state: 'ISSUED', amount: 50 });
    expect(await stateOf(b.token, id)).toMatchObject({ state: 'REJECTED', reason: 'The screenshot shows no win' });
    expect(messages(a.id)).toEqual([{ kind: 'promotion.approved' }]);
    expect(messages(b.id)).toEqual([{ kind: 'promotion.rejected' }]);
    expect((await claim(b.token, id, 'promo-rejected-1')).json.errorCode).toBe('promotion.not.issued');
    const paid = await claim(a.token, id, 'promo-approved-1');
    expectContract('promotions-claim', paid.json);
    expect(paid.json.value.amount).toBe(50);
  });

  it('pay a claim once: the same request twice answers the same, and claims from two tabs at once pay once', async () => {
    const id = promotion(APPLY);
    const { id: memberId, token } = await gw.fundedMember(0);
    await apply(token, id, 'two tabs');
    const entryId = (
      gw.gw.db.prepare('SELECT id FROM promotion_entries WHERE promotion_id = ? AND member_id = ?').get(id, memberId) as { id: number }
    ).id;
    decideApplication(gw.gw.db, entryId, { approve: true }, gw.gw.clock());
    const answers = await Promise.all([
      claim(token, id, 'promo-tab-a'),
      claim(token, id, 'promo-tab-b'),
      claim(token, id, 'promo-tab-a'),
      claim(token, id, 'promo-tab-c'),
    ]);
    const paid = answers.filter((a) => a.json.success);
    const refused = answers.filter((a) => !a.json.success).map((a) => a.json.errorCode);
    // Tab a's repeat answers its first answer; b and c find it claimed.
    expect(paid.map((a) => a.json.value)).toEqual([
      { amount: 50, balance: 50 },
      { amount: 50, balance: 50 },
    ]);
    expect(refused).toEqual(['promotion.claimed', 'promotion.claimed']);
    expect(balanceOf(gw.gw.db, 'luzon', memberId)).toBe(50_00);
    expect((await claim(token, id, 'promo-tab-a')).json.value).toEqual({ amount: 50, balance: 50 });
    expect((await claim(token, promotion(APPLY), 'promo-tab-a')).json.errorCode).toBe('request.id.reused');
    expect(ledgerProblems(gw.gw.db)).toEqual([]);
  });

  it('audiences: members only hidden from visitors, new members only hidden from members registered before its start', async () => {
    const members = promotion({ ...AUTO, audience: 'MEMBERS' });
    const { token } = await gw.fundedMember(0);
    gw.clock.advance(1000);
    const fresh = promotion({ ...AUTO, audience: 'NEW_MEMBERS' }, 0);
    const ids = (l: { list: Array<{ promotionId: number }> }) => l.list.map((p) => p.promotionId);
    expect(ids(await list())).not.toContain(members);
    expect(ids(await list())).toContain(fresh);
    expect(ids(await list(token))).toContain(members);
    expect(ids(await list(token))).not.toContain(fresh);
    const newer = await gw.fundedMember(0);
    expect(ids(await list(newer.token))).toContain(fresh);
    expect((await join(token, fresh)).json.errorCode).toBe('promotion.unknown');
  });

  it("check the operator's drafts: every problem at once", () => {
    const tenant = gw.gw.tenants.get('luzon')!;
    expect(draftProblems(tenant, { ...AUTO, startsAt: 1, endsAt: 2 })).toEqual([]);
    const problems = draftProblems(tenant, {
      ...APPLY,
      titles: { VI: 'x' },
      bonusKind: 'PERCENT',
      bonusValue: 150,
      startsAt: 5,
      endsAt: 5,
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^titles\.VI/),
        expect.stringMatching(/^endsAt/),
        expect.stringMatching(/PERCENT.*AUTO/),
        expect.stringMatching(/at most 100/),
        expect.stringMatching(/^bonusCap/),
      ]),
    );
  });
});
