// No promotions during a break (decision 0019): a member on a time-out or self-exclusion is sent no
// operator message and no promotional notification, and is offered no reward tickets or approved
// promotion, so nothing promotional waits for them when the break ends; what happens to their money
// is still told. The operator's CLI side is in cli.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify, sendMessage } from '../../gateway/store/messages.ts';
import { decideApplication } from '../../gateway/store/promotion-admin.ts';
import { takeBreak } from '../../gateway/store/protection.ts';
import { grantTickets } from '../../gateway/store/reward-tickets.ts';
import { type Client, makeGateway } from './harness.ts';

const DAY = 24 * 3_600_000;
let gw: Client;
beforeAll(async () => {
  gw = await makeGateway();
});
afterAll(() => gw.gw.db.close());

const luzon = () => gw.gw.tenants.get('luzon')!;
const messagesOf = (memberId: number) =>
  gw.gw.db.prepare('SELECT kind, title FROM messages WHERE member_id = ? ORDER BY id').all(memberId) as Array<{
    kind: string | null;
    title: string;
  }>;
const vipPromoted = (memberId: number) => ({
  memberId,
  kind: 'vip.promoted' as const,
  params: { level: 2, label: 'Silver' },
  title: 'VIP rank reached',
  body: 'Your valid bets took you to VIP Silver.',
  now: gw.gw.clock(),
});
const credited = (memberId: number) => ({
  memberId,
  kind: 'deposit.credited' as const,
  params: { reference: 'D-9', amount: '₱ 500.00', credit: '₱ 500.00' },
  title: 'Deposit credited',
  body: 'Your deposit D-9 was credited.',
  now: gw.gw.clock(),
});

describe('promotions during a break', () => {
  it('leaves a timed-out and a self-excluded member out of messages and promotional notifications, with none waiting when the break ends', async () => {
    const [resting, excluded, playing] = [await gw.fundedMember(0), await gw.fundedMember(0), await gw.fundedMember(0)];
    const now = gw.gw.clock();
    takeBreak(gw.gw.db, luzon(), { memberId: resting.id, kind: 'timeOut', length: 1, actor: 'member', now });
    takeBreak(gw.gw.db, luzon(), { memberId: excluded.id, kind: 'selfExclusion', length: 6, actor: 'member', now });
    const before = [resting, excluded].map((m) => messagesOf(m.id).length);

    expect(sendMessage(gw.gw.db, [resting.id, excluded.id, playing.id], { title: 'Weekend bonus', body: 'Deposit now' }, now)).toBe(1);
    for (const m of [resting, excluded, playing]) notify(gw.gw.db, vipPromoted(m.id));
    // What happened to the member's money is a service message: it is still told.
    notify(gw.gw.db, credited(resting.id));
    expect(messagesOf(playing.id).map((m) => m.kind)).toEqual([null, 'vip.promoted']);
    expect(messagesOf(resting.id).slice(before[0])).toEqual([expect.objectContaining({ kind: 'deposit.credited' })]);
    expect(messagesOf(excluded.id)).toHaveLength(before[1]!);

    // After the time-out the member logs in to an inbox with nothing promotional queued from the break.
    gw.clock.advance(DAY + 1);
    const token = await gw.login(resting.username, resting.password);
    const box = (await gw.call('GET', '/wps/relay/CSP_messageList', { token })).json.value;
    expect(JSON.stringify(box)).not.toMatch(/Weekend bonus|vip\.promoted/);
    // And from then on is an ordinary member again.
    expect(sendMessage(gw.gw.db, [resting.id], { title: 'Welcome back', body: 'Hello' }, gw.gw.clock())).toBe(1);
  });

  it('offers a member on a break no reward tickets and no approved promotion; a rejection is not told until it ends', async () => {
    const member = await gw.fundedMember(0);
    const now = gw.gw.clock();
    takeBreak(gw.gw.db, luzon(), { memberId: member.id, kind: 'selfExclusion', length: 6, actor: 'member', now });
    expect(grantTickets(gw.gw.db, { merchant: 'luzon', memberId: member.id, kind: 'WHEEL', source: 'test', validDays: 7, now })).toBe(0);

    const promotion = gw.gw.db
      .prepare("SELECT id FROM promotions WHERE merchant = 'luzon' AND kind = 'APPLY' ORDER BY id LIMIT 1")
      .get() as {
      id: number;
    };
    const apply = () =>
      Number(
        gw.gw.db
          .prepare("INSERT INTO promotion_entries (promotion_id, member_id, status, comment, created_at) VALUES (?, ?, 'APPLYING', 'x', ?)")
          .run(promotion.id, member.id, now).lastInsertRowid,
      );
    const entry = apply();
    const messages = messagesOf(member.id).length;
    expect(() => decideApplication(gw.gw.db, entry, { approve: true }, now)).toThrow(
      expect.objectContaining({ code: 'member.self.excluded', value: { until: expect.any(Number) } }),
    );
    const status = () => (gw.gw.db.prepare('SELECT status FROM promotion_entries WHERE id = ?').get(entry) as { status: string }).status;
    expect(status()).toBe('APPLYING');
    expect(decideApplication(gw.gw.db, entry, { approve: false, reason: 'self-excluded' }, now).status).toBe('REJECTED');
    expect(messagesOf(member.id)).toHaveLength(messages);
  });
});
