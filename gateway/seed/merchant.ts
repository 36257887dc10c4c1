import type { DatabaseSync } from 'node:sqlite';
import { seedBets } from './bets.ts';
import type { Tenant } from '../context.ts';
import { hashPasswordSync } from '../crypto/password.ts';
import { insertMember } from '../store/members.ts';
import { sendMessage } from '../store/messages.ts';
import { DEMO_ACCOUNTS, demoMobile, demoPassword } from './accounts.ts';
import { Prng, hash32 } from './prng.ts';
import { seedDemoContracts } from './contracts.ts';
import { seedDemoTeam } from './team.ts';
import { seedAgentAnnouncements } from './agent-announcements.ts';
import { demoMessages } from './messages.ts';
import { type DemoPromotionKey, demoPromotionId } from './promotions.ts';

type Texts = Readonly<Record<'EN' | 'TY' | 'VI', { title: string; content: string }>>;

/**
 * The announcements of the demo world, in each language the demo merchants offer: notices, popups
 * for each audience, promotions. Those that advertise one of the demo promotions name it
 * (`advertises`): the popup's go-to-promotion button lands on its card.
 */
const ANNOUNCEMENTS: ReadonlyArray<{
  type: 'PL' | 'PU' | 'PR';
  execution: 'A' | 'B' | 'F';
  promotionType?: string;
  advertises?: DemoPromotionKey;
  texts: Texts;
}> = [
  {
    type: 'PL',
    execution: 'B',
    texts: {
      EN: {
        title: 'Scheduled maintenance on Sunday 02:00–04:00',
        content: '<p>Some games will be unavailable during <b>scheduled maintenance</b>.</p>',
      },
      TY: {
        title: 'Nakatakdang maintenance sa Linggo 02:00–04:00',
        content: '<p>Hindi magagamit ang ilang laro habang may <b>nakatakdang maintenance</b>.</p>',
      },
      VI: {
        title: 'Bảo trì định kỳ Chủ nhật 02:00–04:00',
        content: '<p>Một số trò chơi sẽ tạm ngừng trong thời gian <b>bảo trì định kỳ</b>.</p>',
      },
    },
  },
  {
    type: 'PL',
    execution: 'B',
    texts: {
      EN: {
        title: 'New vendor: Kingmaker card games',
        content: '<p>Tongits, Pusoy and more are now in the <a href="/pvp">card games</a> lobby.</p>',
      },
      TY: {
        title: 'Bagong vendor: Kingmaker card games',
        content: '<p>Nasa <a href="/pvp">card games</a> lobby na ang Tongits, Pusoy at iba pa.</p>',
      },
      VI: {
        title: 'Nhà cung cấp mới: game bài Kingmaker',
        content: '<p>Tongits, Pusoy và nhiều trò khác đã có trong sảnh <a href="/pvp">game bài</a>.</p>',
      },
    },
  },
  {
    type: 'PL',
    execution: 'B',
    texts: {
      EN: { title: 'Deposit channels updated', content: '<p>GCash and bank transfers are credited within 5 minutes.</p>' },
      TY: {
        title: 'In-update ang mga paraan ng deposito',
        content: '<p>Naikre-credit ang GCash at bank transfer sa loob ng 5 minuto.</p>',
      },
      VI: { title: 'Cập nhật kênh nạp tiền', content: '<p>Chuyển khoản ngân hàng và ví điện tử được ghi có trong vòng 5 phút.</p>' },
    },
  },
  {
    type: 'PL',
    execution: 'B',
    texts: {
      EN: { title: 'Responsible gaming reminder', content: '<p>Set a budget and take breaks. Help is available 24/7.</p>' },
      TY: { title: 'Paalala sa responsableng paglalaro', content: '<p>Magtakda ng budget at magpahinga. May tulong 24/7.</p>' },
      VI: { title: 'Nhắc nhở chơi có trách nhiệm', content: '<p>Hãy đặt ngân sách và nghỉ ngơi. Hỗ trợ 24/7.</p>' },
    },
  },
  {
    type: 'PU',
    execution: 'B',
    promotionType: 'FIRST_DEPOSIT',
    advertises: 'welcome',
    texts: {
      EN: {
        title: 'Welcome bonus for new players',
        content: '<p>Register today, join and deposit at least 100: we add <b>50% of the deposit</b>, up to 500.</p>',
      },
      TY: {
        title: 'Welcome bonus para sa mga bagong manlalaro',
        content:
          '<p>Magparehistro ngayon, sumali at magdeposito ng hindi bababa sa 100: dadagdagan namin ng <b>50% ng deposito</b>, hanggang 500.</p>',
      },
      VI: {
        title: 'Thưởng chào mừng người chơi mới',
        content: '<p>Đăng ký hôm nay, tham gia và nạp ít nhất 100: chúng tôi tặng thêm <b>50% số tiền nạp</b>, tối đa 500.</p>',
      },
    },
  },
  {
    type: 'PU',
    execution: 'A',
    promotionType: 'REBATE',
    texts: {
      EN: { title: 'Daily rebate is live', content: '<p>Get up to 1.2% rebate on every bet, paid daily.</p>' },
      TY: { title: 'Live na ang araw-araw na rebate', content: '<p>Hanggang 1.2% rebate sa bawat taya, binabayaran araw-araw.</p>' },
      VI: { title: 'Hoàn trả hằng ngày đã bắt đầu', content: '<p>Hoàn trả đến 1,2% mỗi cược, trả hằng ngày.</p>' },
    },
  },
  {
    type: 'PU',
    execution: 'A',
    texts: {
      EN: { title: 'Weekend tournament', content: '<p>Top 100 players share the prize pool.</p>' },
      TY: { title: 'Torneo ngayong weekend', content: '<p>Hahatiin ng top 100 na manlalaro ang premyo.</p>' },
      VI: { title: 'Giải đấu cuối tuần', content: '<p>100 người chơi đứng đầu chia nhau giải thưởng.</p>' },
    },
  },
  {
    type: 'PU',
    execution: 'F',
    promotionType: 'FIRST_LOGIN',
    texts: {
      EN: { title: 'Thanks for joining!', content: '<p>Your first login gift is waiting in the reward center.</p>' },
      TY: { title: 'Salamat sa pagsali!', content: '<p>Naghihintay ang regalo mo sa unang login sa reward center.</p>' },
      VI: { title: 'Cảm ơn bạn đã tham gia!', content: '<p>Quà đăng nhập lần đầu đang chờ bạn trong trung tâm thưởng.</p>' },
    },
  },
  {
    type: 'PR',
    execution: 'B',
    promotionType: 'FIRST_DEPOSIT',
    texts: {
      EN: { title: '100% first deposit bonus', content: '<p>Deposit at least 100 and double it.</p>' },
      TY: { title: '100% bonus sa unang deposito', content: '<p>Magdeposito ng hindi bababa sa 100 at doblehin ito.</p>' },
      VI: { title: 'Thưởng 100% lần nạp đầu', content: '<p>Nạp tối thiểu 100 và nhận gấp đôi.</p>' },
    },
  },
  {
    type: 'PR',
    execution: 'A',
    promotionType: 'REFERRAL',
    texts: {
      EN: { title: 'Invite friends, earn together', content: '<p>Share your referral link and earn 10% of their rebate.</p>' },
      TY: {
        title: 'Mag-imbita ng kaibigan, sabay kumita',
        content: '<p>Ibahagi ang referral link mo at kumita ng 10% ng kanilang rebate.</p>',
      },
      VI: { title: 'Mời bạn bè, cùng kiếm thưởng', content: '<p>Chia sẻ liên kết giới thiệu và nhận 10% hoàn trả của họ.</p>' },
    },
  },
  {
    type: 'PR',
    execution: 'A',
    promotionType: 'RED_ENVELOPE',
    texts: {
      EN: { title: 'Red envelope rain', content: '<p>Every night at 20:00.</p>' },
      TY: { title: 'Ulan ng red envelope', content: '<p>Gabi-gabi nang 20:00.</p>' },
      VI: { title: 'Mưa lì xì', content: '<p>Mỗi tối lúc 20:00.</p>' },
    },
  },
  {
    type: 'PU',
    execution: 'A',
    promotionType: 'RELOAD',
    advertises: 'reload',
    texts: {
      EN: { title: 'Weekly reload bonus', content: '<p>Join this week’s reload and deposit at least 200: we add a bonus of 20.</p>' },
      TY: {
        title: 'Lingguhang reload bonus',
        content: '<p>Sumali sa reload ngayong linggo at magdeposito ng hindi bababa sa 200: dadagdagan namin ng bonus na 20.</p>',
      },
      VI: { title: 'Thưởng nạp lại hằng tuần', content: '<p>Tham gia nạp lại tuần này và nạp ít nhất 200: tặng thêm 20.</p>' },
    },
  },
];

/** Seeds one merchant: demo accounts and agent01's team, announcements, winner board and messages. Deterministic. */
export function seedMerchant(db: DatabaseSync, tenant: Tenant, now: number, gameIds: readonly number[]): void {
  const { config, code } = tenant;
  const prng = new Prng(hash32(code));
  const password = hashPasswordSync(demoPassword(config));
  let agentId: number | null = null;
  const memberIds: number[] = [];
  DEMO_ACCOUNTS.forEach((account, index) => {
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
      openingBalance: account.balance * 10 ** config.currency.decimals,
      affiliateCode: 'affiliateCode' in account ? account.affiliateCode : null,
      uplineId: account.role === 'downline' ? agentId : null,
      now,
      passwordChangedAt: 'passwordAgeDays' in account ? now - account.passwordAgeDays * 86_400_000 : now,
    });
    if (account.role === 'agent') agentId = id;
    memberIds.push(id);
    // The demo accounts have "used" loopback before, so IP verification does not stop local demos.
    for (const ip of ['127.0.0.1', '::1']) db.prepare('INSERT INTO member_ips (member_id, ip, first_at) VALUES (?, ?, ?)').run(id, ip, now);
    demoMessages(config.brand.name).forEach((message, m) => sendMessage(db, [id], message, now - m * 3_600_000));
  });
  // A betting history of its own draws, so the other seeded data stays as it was.
  seedBets(db, tenant, memberIds, new Prng(hash32(`${code}:bets`)), now);
  // agent01's team below it, of its own draws too.
  if (agentId !== null) {
    seedDemoTeam(db, tenant, agentId, password, new Prng(hash32(`${code}:team`)), now);
    seedDemoContracts(db, tenant, now);
  }
  // Each announcement in EN (the fallback) and in every other language the merchant offers that the demo texts cover.
  const languages = (Object.keys(ANNOUNCEMENTS[0]!.texts) as Array<keyof Texts>).filter(
    (l) => l === 'EN' || config.languages.offered.includes(l),
  );
  ANNOUNCEMENTS.forEach((a, i) => {
    for (const language of languages) {
      db.prepare(
        'INSERT INTO announcements (merchant, type, execution, title, content, promotion_type, promotion_id, created_at, language, translation_of) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(
        code,
        a.type,
        a.execution,
        a.texts[language].title,
        a.texts[language].content,
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
