// The registration fields the security centre's profile shows and edits when the merchant's
// registration collects them (registration.fields), in the gateway and in the page alike. The
// account fields (username, passwords, mobile number, email, codes, referrals) are not among
// them: the mobile number and email are bound with a code, the passwords have their own forms.

/**
 * Fields the register form shows after the account fields, when the merchant enables them, in
 * this order. The captcha is drawn apart (it needs its image); the affiliate code only when the
 * URL gave none.
 */
export const REGISTRATION_EXTRAS = [
  'payeeName',
  'paymentPassword',
  'email',
  'nickname',
  'birthday',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
  'idNumber',
  'address',
  'nationality',
  'placeOfBirth',
  'occupation',
  'sourceOfIncome',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;

/** Registration extras that are not profile fields: proofs, contacts bound with a code, referrals, the nickname (edited apart). */
const NOT_PROFILE = new Set(['paymentPassword', 'email', 'nickname', 'recommenderId', 'affiliateCode', 'captcha']);

/** Profile fields, in the register form's order. */
export const PROFILE_FIELDS: readonly string[] = REGISTRATION_EXTRAS.filter((name) => !NOT_PROFILE.has(name));

/** Fields set once: the real name withdrawals are paid to, the birthday the minimum age was checked on, the ID. */
export const SET_ONCE: ReadonlySet<string> = new Set(['payeeName', 'birthday', 'idNumber']);

/** The nickname's rule where the merchant's registration has none. */
export const NICKNAME_RULE = { enabled: true, required: true, patternId: 'ANY', minLength: 2, maxLength: 20 } as const;
