// The demo world's announcements for agents (the agent centre's Announcements page): what an
// operator tells its agents, in each language the demo merchants offer.
import type { DatabaseSync } from 'node:sqlite';
import type { Tenant } from '../context.ts';
import { postAgentAnnouncement } from '../store/announcements.ts';

type Texts = Readonly<Record<'EN' | 'TY' | 'VI', { title: string; content: string }>>;

/** Newest first: the first is posted today, each next one a week earlier. */
const AGENT_ANNOUNCEMENTS: readonly Texts[] = [
  {
    EN: {
      title: 'Commission statements for last month are ready',
      content:
        '<p>Your statement is in <b>Profit and loss statements</b>. Commissions are paid to your main wallet on the 5th; questions to your account manager by the 3rd.</p>',
    },
    TY: {
      title: 'Handa na ang commission statement ng nakaraang buwan',
      content:
        '<p>Nasa <b>Mga statement ng kita at lugi</b> ang statement mo. Ibinabayad ang komisyon sa main wallet tuwing ika-5; ipadala ang tanong sa account manager bago mag-ika-3.</p>',
    },
    VI: {
      title: 'Bảng kê hoa hồng tháng trước đã sẵn sàng',
      content:
        '<p>Bảng kê nằm trong mục <b>Báo cáo lãi lỗ</b>. Hoa hồng được trả vào ví chính ngày mùng 5; mọi thắc mắc gửi quản lý tài khoản trước ngày mùng 3.</p>',
    },
  },
  {
    EN: {
      title: 'New: open accounts for your team yourself',
      content:
        '<p>Under <b>Create accounts</b> you can now open a member or sub-agent account directly, or share your invitation link and QR code.</p><ul><li>Sub-agents get an affiliate code of their own.</li><li>New accounts can log in at once.</li></ul>',
    },
    TY: {
      title: 'Bago: magbukas ng account para sa team mo',
      content:
        '<p>Sa <b>Gumawa ng account</b>, puwede ka nang magbukas ng member o sub-agent account, o ibahagi ang invitation link at QR code mo.</p><ul><li>May sariling affiliate code ang mga sub-agent.</li><li>Makakapag-login agad ang mga bagong account.</li></ul>',
    },
    VI: {
      title: 'Mới: tự mở tài khoản cho đội của bạn',
      content:
        '<p>Trong mục <b>Tạo tài khoản</b>, bạn có thể mở ngay tài khoản thành viên hoặc đại lý cấp dưới, hoặc chia sẻ liên kết mời và mã QR.</p><ul><li>Đại lý cấp dưới có mã giới thiệu riêng.</li><li>Tài khoản mới đăng nhập được ngay.</li></ul>',
    },
  },
  {
    EN: {
      title: 'Agent support hours',
      content:
        '<p>The agent desk answers Monday to Friday, 12:00 to 21:00. Outside those hours, leave a message with customer service.</p>',
    },
    TY: {
      title: 'Oras ng suporta para sa mga agent',
      content:
        '<p>Sumasagot ang agent desk Lunes hanggang Biyernes, 12:00 hanggang 21:00. Sa labas ng oras na iyon, mag-iwan ng mensahe sa customer service.</p>',
    },
    VI: {
      title: 'Giờ hỗ trợ đại lý',
      content:
        '<p>Bộ phận đại lý làm việc từ thứ Hai đến thứ Sáu, 12:00 đến 21:00. Ngoài giờ, vui lòng để lại lời nhắn cho chăm sóc khách hàng.</p>',
    },
  },
];

/** Posts the demo agent announcements in EN and every other language the merchant offers that they cover. */
export function seedAgentAnnouncements(db: DatabaseSync, tenant: Tenant, now: number): void {
  const languages = (['EN', 'TY', 'VI'] as const).filter((l) => l === 'EN' || tenant.config.languages.offered.includes(l));
  AGENT_ANNOUNCEMENTS.forEach((texts, i) => {
    for (const language of languages)
      postAgentAnnouncement(db, {
        merchant: tenant.code,
        ...texts[language],
        language,
        translationOf: `seed-agent-${i + 1}`,
        now: now - i * 7 * 86_400_000,
      });
  });
}
