import type { DatabaseSync } from 'node:sqlite';
import type { Tenant } from '../context.ts';
import { hashPasswordSync } from '../crypto/password.ts';
import { insertMember } from '../store/members.ts';
import { DEMO_ACCOUNTS, demoMobile, demoPassword } from './accounts.ts';
import { Prng, hash32 } from './prng.ts';

/** The announcements of the demo world: notices, popups for each audience, promotions. */
const ANNOUNCEMENTS: ReadonlyArray<{ type: 'PL' | 'PU' | 'PR'; execution: 'A' | 'B' | 'F'; title: string; content: string; promotionType?: string }> = [
  { type: 'PL', execution: 'B', title: 'Scheduled maintenance on Sunday 02:00–04:00', content: '<p>Some games will be unavailable during <b>scheduled maintenance</b>.</p>' },
  { type: 'PL', execution: 'B', title: 'New vendor: Kingmaker card games', content: '<p>Tongits, Pusoy and more are now in the <a href="/pvp">card games</a> lobby.</p>' },
  { type: 'PL', execution: 'B', title: 'Deposit channels updated', content: '<p>GCash and bank transfers are credited within 5 minutes.</p>' },
  { type: 'PL', execution: 'B', title: 'Responsible gaming reminder', content: '<p>Set a budget and take breaks. Help is available 24/7.</p>' },
  { type: 'PU', execution: 'B', title: 'Welcome bonus for new players', content: '<p>Register today and get a <b>100% first deposit bonus</b>.</p>', promotionType: 'FIRST_DEPOSIT' },
  { type: 'PU', execution: 'A', title: 'Daily rebate is live', content: '<p>Get up to 1.2% rebate on every bet, paid daily.</p>', promotionType: 'REBATE' },
  { type: 'PU', execution: 'A', title: 'Weekend tournament', content: '<p>Top 100 players share the prize pool.</p>' },
  { type: 'PU', execution: 'F', title: 'Thanks for joining!', content: '<p>Your first login gift is waiting in the reward center.</p>', promotionType: 'FIRST_LOGIN' },
  { type: 'PR', execution: 'B', title: '100% first deposit bonus', content: '<p>Deposit at least 100 and double it.</p>', promotionType: 'FIRST_DEPOSIT' },
  { type: 'PR', execution: 'A', title: 'Invite friends, earn together', content: '<p>Share your referral link and earn 10% of their rebate.</p>', promotionType: 'REFERRAL' },
  { type: 'PR', execution: 'A', title: 'Red envelope rain', content: '<p>Every night at 20:00.</p>', promotionType: 'RED_ENVELOPE' },
];

/** Seeds one merchant: demo accounts, announcements, winner board and messages. Deterministic. */
export function seedMerchant(db: DatabaseSync, tenant: Tenant, now: number, gameIds: readonly number[]): void {
  const { config, code } = tenant;
  const prng = new Prng(hash32(code));
  const password = hashPasswordSync(demoPassword(config));
  let agentId: number | null = null;
  DEMO_ACCOUNTS.forEach((account, index) => {
    const { mobile, dialingCode } = demoMobile(config, index + 1);
    const id = insertMember(db, {
      merchant: code, username: account.username, passwordHash: password, type: account.type, nickname: account.nickname, mobile, dialingCode,
      email: `${account.username}@${code}.example`, balanceCents: account.balanceCents, vipLevel: account.vipLevel,
      affiliateCode: 'affiliateCode' in account ? account.affiliateCode : null, uplineId: account.role === 'downline' ? agentId : null, now,
      passwordChangedAt: 'passwordAgeDays' in account ? now - account.passwordAgeDays * 86_400_000 : now,
    });
    if (account.role === 'agent') agentId = id;
    // The demo accounts have "used" loopback before, so IP verification does not stop local demos.
    for (const ip of ['127.0.0.1', '::1']) db.prepare('INSERT INTO member_ips (member_id, ip, first_at) VALUES (?, ?, ?)').run(id, ip, now);
    for (let m = 0; m < 3; m++) db.prepare('INSERT INTO messages (member_id, title, body, created_at) VALUES (?, ?, ?, ?)').run(id, `Message ${m + 1}`, 'Welcome to the platform.', now - m * 3_600_000);
  });
  ANNOUNCEMENTS.forEach((a, i) => {
    db.prepare('INSERT INTO announcements (merchant, type, execution, title, content, promotion_type, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(code, a.type, a.execution, a.title, a.content, a.promotionType ?? null, now - i * 86_400_000);
  });
  for (let i = 0; i < 30; i++) {
    const name = `${prng.pick(['ju', 'ma', 'ro', 'an', 'li', 'ke', 'da', 'jo'])}${prng.pick(['an', 'ri', 'ck', 'ne', 'to', 'lo'])}${prng.int(10, 99)}`;
    db.prepare('INSERT INTO winners (merchant, node_id, customer_name, win_cents) VALUES (?, ?, ?, ?)')
      .run(code, prng.pick(gameIds), `${name.slice(0, 2)}***${name.slice(-2)}`, prng.int(5_000, 5_000_000) * 10);
  }
}
