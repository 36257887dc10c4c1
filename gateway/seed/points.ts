// The points mall of every merchant: its rules (the defaults for its currency) and six goods, one
// of each kind the mall knows: paid into an account, sent to an address, used in the site, with
// an amount to pay besides the points, with little stock, and sold out.
import type { DatabaseSync } from 'node:sqlite';
import type { Tenant } from '../context.ts';
import { defaultPointSettings, setPointSettings } from '../store/points.ts';
import { addGood, type GoodRow } from '../store/points-mall.ts';

/** A good as seeded: its amount in whole units of the currency (thousands of dong), not minor units. */
type SeedGood = Omit<GoodRow, 'id'>;

const VOUCHER = { EN: 'voucher', TY: 'voucher', VI: 'phiếu' };
const PIECE = { EN: 'piece', TY: 'piraso', VI: 'cái' };

const GOODS: readonly SeedGood[] = [
  {
    image: 'mobile-load',
    name: { EN: 'Mobile load 100', TY: 'Mobile load 100', VI: 'Thẻ nạp điện thoại 100' },
    description: {
      EN: 'Prepaid load sent to the mobile number you give, within a working day.',
      TY: 'Prepaid load na ipapadala sa mobile number na ibibigay mo, sa loob ng isang araw ng trabaho.',
      VI: 'Tiền nạp trả trước gửi đến số điện thoại bạn cung cấp, trong một ngày làm việc.',
    },
    unit: VOUCHER,
    points: 1_000,
    amount: 0,
    stock: null,
    maxQuantity: 5,
    delivery: 'ACCOUNT',
  },
  {
    image: 'free-spins',
    name: { EN: '10 free spins', TY: '10 libreng spin', VI: '10 lượt quay miễn phí' },
    description: {
      EN: 'Ten free spins on a featured slot, added to your account once approved.',
      TY: 'Sampung libreng spin sa isang tampok na slot, idadagdag sa account mo kapag naaprubahan.',
      VI: 'Mười lượt quay miễn phí ở một trò slot nổi bật, thêm vào tài khoản khi được duyệt.',
    },
    unit: VOUCHER,
    points: 500,
    amount: 0,
    stock: null,
    maxQuantity: 10,
    delivery: 'NONE',
  },
  {
    image: 't-shirt',
    name: { EN: 'Club T-shirt', TY: 'T-shirt ng club', VI: 'Áo thun câu lạc bộ' },
    description: {
      EN: 'Cotton T-shirt in the club colours, one size fits most, shipped to your address.',
      TY: 'Cotton na T-shirt sa kulay ng club, ipapadala sa address mo.',
      VI: 'Áo thun cotton màu câu lạc bộ, gửi đến địa chỉ của bạn.',
    },
    unit: PIECE,
    points: 2_500,
    amount: 0,
    stock: 50,
    maxQuantity: 2,
    delivery: 'ADDRESS',
  },
  {
    image: 'speaker',
    name: { EN: 'Bluetooth speaker', TY: 'Bluetooth speaker', VI: 'Loa Bluetooth' },
    description: {
      EN: 'Portable waterproof speaker. Costs points plus a small amount from your wallet.',
      TY: 'Portable at waterproof na speaker. Points at kaunting halaga mula sa wallet mo.',
      VI: 'Loa di động chống nước. Cần điểm và một khoản nhỏ từ ví của bạn.',
    },
    unit: PIECE,
    points: 8_000,
    amount: 200,
    stock: 10,
    maxQuantity: 1,
    delivery: 'ADDRESS',
  },
  {
    image: 'smartphone',
    name: { EN: 'Smartphone', TY: 'Smartphone', VI: 'Điện thoại thông minh' },
    description: {
      EN: 'The season’s grand prize: only two left.',
      TY: 'Ang malaking premyo ng season: dalawa na lang ang natitira.',
      VI: 'Giải thưởng lớn của mùa: chỉ còn hai chiếc.',
    },
    unit: PIECE,
    points: 60_000,
    amount: 2_000,
    stock: 2,
    maxQuantity: 1,
    delivery: 'ADDRESS',
  },
  {
    image: 'gold-coin',
    name: { EN: 'Commemorative gold coin', TY: 'Gintong barya', VI: 'Đồng xu vàng kỷ niệm' },
    description: {
      EN: 'Sold out for this season.',
      TY: 'Ubos na para sa season na ito.',
      VI: 'Đã hết trong mùa này.',
    },
    unit: PIECE,
    points: 20_000,
    amount: 0,
    stock: 0,
    maxQuantity: 1,
    delivery: 'ADDRESS',
  },
];

/** Seeds a merchant's points rules and goods. */
export function seedPoints(db: DatabaseSync, tenant: Tenant): void {
  const { decimals } = tenant.config.currency;
  setPointSettings(db, tenant.code, defaultPointSettings(decimals));
  const unit = decimals > 0 ? 10 ** decimals : 1_000;
  GOODS.forEach((good, sort) => addGood(db, tenant.code, { ...good, amount: good.amount * unit, sort }));
}
