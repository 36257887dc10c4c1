// The demo members' platform messages, newest first, in each language the demo merchants use: what
// an operator would send, so the demo does not read as "Message 1, 2, 3". {{brand}} is the merchant's name.

import type { DatabaseSync } from 'node:sqlite';
import type { Tenant } from '../context.ts';
import { type LocalizedText, storedText, withParams } from '../store/localized-text.ts';

const LANGUAGES = ['EN', 'TY', 'VI'] as const;
type Language = (typeof LANGUAGES)[number];
type Message = Readonly<Record<Language, { title: string; body: string }>>;

const MESSAGES: readonly Message[] = [
  {
    EN: {
      title: 'Your rebate is ready to claim',
      body: 'Thanks for playing with {{brand}}. Your valid bets have earned a rebate at your game types’ rates: claim it whenever you like on the Rebate page of the member centre, and it goes straight to your wallet.',
    },
    TY: {
      title: 'Handa nang kunin ang rebate mo',
      body: 'Salamat sa paglalaro sa {{brand}}. May rebate na ang mga valid bet mo ayon sa rate ng bawat uri ng laro: kunin ito kahit kailan sa pahina ng Rebate sa member center, at diretso itong papasok sa wallet mo.',
    },
    VI: {
      title: 'Tiền hoàn trả của bạn đã sẵn sàng',
      body: 'Cảm ơn bạn đã chơi cùng {{brand}}. Cược hợp lệ của bạn đã được hoàn trả theo tỷ lệ của từng loại trò chơi: nhận bất cứ lúc nào tại trang Hoàn trả trong trung tâm thành viên, tiền vào thẳng ví của bạn.',
    },
  },
  {
    EN: {
      title: 'Secure your account with a payment password',
      body: 'Set a six-digit payment password in the Security centre: withdrawals and transfers will ask for it, so nobody else can move your money even with your login.',
    },
    TY: {
      title: 'Protektahan ang account mo gamit ang payment password',
      body: 'Mag-set ng anim na digit na payment password sa Security center: hihingin ito sa bawat withdrawal at transfer, kaya walang ibang makakagalaw ng pera mo.',
    },
    VI: {
      title: 'Bảo vệ tài khoản bằng mật khẩu thanh toán',
      body: 'Hãy đặt mật khẩu thanh toán sáu chữ số trong Trung tâm bảo mật: mỗi lần rút tiền hoặc chuyển tiền sẽ cần đến nó, để không ai khác có thể chuyển tiền của bạn.',
    },
  },
  {
    EN: {
      title: 'Welcome to {{brand}}',
      body: 'Your account is ready. Claim your welcome bonus in the Reward centre, and reach our support team any time from the Customer service button.',
    },
    TY: {
      title: 'Maligayang pagdating sa {{brand}}',
      body: 'Handa na ang account mo. Kunin ang welcome bonus mo sa Reward center, at abutin ang aming support team anumang oras sa Customer service.',
    },
    VI: {
      title: 'Chào mừng bạn đến với {{brand}}',
      body: 'Tài khoản của bạn đã sẵn sàng. Nhận thưởng chào mừng trong Trung tâm phần thưởng và liên hệ đội hỗ trợ bất cứ lúc nào qua nút Chăm sóc khách hàng.',
    },
  },
];

/** The demo messages in every language the demo covers (stored so each reader reads their own), newest first. */
export function demoMessages(brand: string): Array<{ title: LocalizedText; body: LocalizedText }> {
  const part = (message: Message, field: 'title' | 'body') =>
    withParams(Object.fromEntries(LANGUAGES.map((language) => [language, message[language][field]])), { brand });
  return MESSAGES.map((message) => ({ title: part(message, 'title'), body: part(message, 'body') }));
}

/**
 * A world seeded before messages were stored per language holds the demo's texts in the merchant's
 * default language, as written (migration 027 wrapped them): give those every language.
 */
export function relocalizeDemoMessages(db: DatabaseSync, tenant: Tenant): void {
  const language: Language = (LANGUAGES as readonly string[]).includes(tenant.config.languages.default)
    ? (tenant.config.languages.default as Language)
    : 'EN';
  const update = db.prepare(
    'UPDATE messages SET title = ?, body = ? WHERE title = ? AND body = ? AND kind IS NULL AND member_id IN (SELECT id FROM members WHERE merchant = ?)',
  );
  for (const message of demoMessages(tenant.config.brand.name)) {
    const was = (text: LocalizedText) => storedText(text[language] ?? '');
    update.run(storedText(message.title), storedText(message.body), was(message.title), was(message.body), tenant.code);
  }
}
