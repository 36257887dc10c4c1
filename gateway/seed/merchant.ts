import type { DatabaseSync } from 'node:sqlite';
import { betEvents } from './bets.ts';
import type { Tenant } from '../context.ts';
import { hashPasswordSync } from '../crypto/password.ts';
import { insertMember } from '../store/members.ts';
import { sendMessage } from '../store/messages.ts';
import { DEMO_ACCOUNTS, demoMobile, demoPassword } from './accounts.ts';
import { Prng, hash32 } from './prng.ts';
import { runInOrder } from './timeline.ts';
import { seedUnit } from './unit.ts';
import { seedDemoContracts } from './contracts.ts';
import { seedDemoTeam } from './team.ts';
import { seedAgentAnnouncements } from './agent-announcements.ts';
import { demoMessages } from './messages.ts';
import { withOffer } from './offers.ts';
import { type DemoPromotionKey, demoPromotionId, demoTerms } from './promotions.ts';
import announcements from './announcements.json' with { type: 'json' };

const DAY = 86_400_000;

type Texts = Readonly<Record<'EN' | 'TY' | 'VI', { title: string; content: string }>>;

/**
 * The announcements of the demo world (announcements.json), in each language the demo merchants
 * offer: notices, popups for each audience, promotions. Those that advertise one of the demo
 * promotions name it (`advertises`): the popup's go-to-promotion button lands on its card.
 */
const ANNOUNCEMENTS = announcements as ReadonlyArray<{
  type: 'PL' | 'PU' | 'PR';
  execution: 'A' | 'B' | 'F';
  promotionType?: string;
  advertises?: DemoPromotionKey;
  texts: Texts;
}>;

/** Seeds one merchant: demo accounts and agent01's team, announcements, winner board and messages. Deterministic. */
export function seedMerchant(db: DatabaseSync, tenant: Tenant, now: number, gameIds: readonly number[]): void {
  const { config, code } = tenant;
  const prng = new Prng(hash32(code));
  const password = hashPasswordSync(demoPassword(config));
  let agentId: number | null = null;
  const accounts: Array<{ memberId: number; opening: number }> = [];
  DEMO_ACCOUNTS.forEach((account, index) => {
    // In the seeds' whole units: a peso or dollar, a thousand dong (seed/unit.ts).
    const opening = account.balance * seedUnit(tenant);
    const { mobile, dialingCode } = demoMobile(config, index + 1);
    const id = insertMember(db, {
      merchant: code,
      username: account.username,
      passwordHash: password,
      type: account.type,
      nickname: account.nickname,
      mobile,
      dialingCode,
      email: `${account.username}@${code}.example`,
      openingBalance: opening,
      affiliateCode: 'affiliateCode' in account ? account.affiliateCode : null,
      uplineId: account.role === 'downline' ? agentId : null,
      // Registered before anything it did: the opening credit is its history's first row.
      now: now - account.registeredDaysAgo * DAY,
      passwordChangedAt: 'passwordAgeDays' in account ? now - account.passwordAgeDays * 86_400_000 : now,
    });
    if (account.role === 'agent') agentId = id;
    accounts.push({ memberId: id, opening });
    // The demo accounts have "used" loopback before, so IP verification does not stop local demos.
    for (const ip of ['127.0.0.1', '::1']) db.prepare('INSERT INTO member_ips (member_id, ip, first_at) VALUES (?, ?, ?)').run(id, ip, now);
    demoMessages(config.brand.name).forEach((message, m) => sendMessage(db, [id], message, now - m * 3_600_000));
  });
  // A betting history of its own draws, so the other seeded data stays as it was; agent01's team
  // below it, of its own draws too; all of it carried out in time order.
  const events = betEvents(db, tenant, accounts, new Prng(hash32(`${code}:bets`)), now);
  if (agentId !== null) events.push(...seedDemoTeam(db, tenant, agentId, password, new Prng(hash32(`${code}:team`)), now));
  runInOrder(db, events);
  if (agentId !== null) seedDemoContracts(db, tenant, now);
  // Each announcement in EN (the fallback) and in every other language the merchant offers that the demo texts cover.
  const languages = (Object.keys(ANNOUNCEMENTS[0]!.texts) as Array<keyof Texts>).filter(
    (l) => l === 'EN' || config.languages.offered.includes(l),
  );
  ANNOUNCEMENTS.forEach((a, i) => {
    // Its figures from the promotion it advertises (or the rebate and referral shares): seed/offers.ts.
    const terms = a.advertises ? demoTerms(a.advertises) : undefined;
    const part = (field: 'title' | 'content'): Record<string, string> =>
      withOffer(tenant, terms, Object.fromEntries(languages.map((l) => [l, a.texts[l][field]])));
    const [titles, contents] = [part('title'), part('content')];
    for (const language of languages) {
      db.prepare(
        'INSERT INTO announcements (merchant, type, execution, title, content, promotion_type, promotion_id, created_at, language, translation_of) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(
        code,
        a.type,
        a.execution,
        titles[language] ?? '',
        contents[language] ?? '',
        a.promotionType ?? null,
        // The demo promotions are seeded before the merchant (seed/index.ts).
        a.advertises ? demoPromotionId(db, code, a.advertises) : null,
        now - i * 86_400_000,
        language,
        `seed-${i + 1}`,
      );
    }
  });
  seedAgentAnnouncements(db, tenant, now);
  for (let i = 0; i < 30; i++) {
    const name = `${prng.pick(['ju', 'ma', 'ro', 'an', 'li', 'ke', 'da', 'jo'])}${prng.pick(['an', 'ri', 'ck', 'ne', 'to', 'lo'])}${prng.int(10, 99)}`;
    db.prepare('INSERT INTO winners (merchant, node_id, customer_name, win_cents) VALUES (?, ?, ?, ?)').run(
      code,
      prng.pick(gameIds),
      `${name.slice(0, 2)}***${name.slice(-2)}`,
      prng.int(5_000, 5_000_000) * 10,
    );
  }
}
