// What the gateway sends out of band (SMS and mailed codes, reset mails), in the reader's language:
// the language the member chose (POST /wps/member/language, kept with the account), else the
// language of the page that asked (the Language header), else English. The languages the sites'
// catalogues carry (src/i18n/locales); any other falls back to English.

/** What a code is for; a code only works for its purpose (bind: a new mobile number; mail: a new email address). store/sms.ts sends them. */
export type CodePurpose = 'noLogin' | 'register' | 'ip' | 'bind' | 'mail';

interface SmsAndMailTexts {
  purpose: Record<CodePurpose, string>;
  code: (purpose: string, code: string, minutes: number) => string;
  reset: (link: string) => string;
}

const TEXTS: Record<'EN' | 'TY' | 'VI', SmsAndMailTexts> = {
  EN: {
    purpose: {
      noLogin: 'login or password reset',
      register: 'registration',
      ip: 'new device sign-in',
      bind: 'mobile number',
      mail: 'email address',
    },
    code: (purpose, code, minutes) => `Your ${purpose} code is ${code}. It expires in ${minutes} minutes.`,
    reset: (link) => `Reset your password within 30 minutes: ${link}`,
  },
  TY: {
    purpose: {
      noLogin: 'pag-log in o pag-reset ng password',
      register: 'pagpaparehistro',
      ip: 'pag-sign in sa bagong device',
      bind: 'numero ng mobile',
      mail: 'email address',
    },
    code: (purpose, code, minutes) => `Ang code mo para sa ${purpose} ay ${code}. Mag-e-expire ito sa loob ng ${minutes} minuto.`,
    reset: (link) => `I-reset ang iyong password sa loob ng 30 minuto: ${link}`,
  },
  VI: {
    purpose: {
      noLogin: 'đăng nhập hoặc đặt lại mật khẩu',
      register: 'đăng ký',
      ip: 'đăng nhập trên thiết bị mới',
      bind: 'số điện thoại',
      mail: 'địa chỉ email',
    },
    code: (purpose, code, minutes) => `Mã ${purpose} của bạn là ${code}. Mã hết hạn sau ${minutes} phút.`,
    reset: (link) => `Đặt lại mật khẩu của bạn trong vòng 30 phút: ${link}`,
  },
};

/** The texts for a reader: the member's chosen language first, then the asking page's. */
export function smsAndMailTexts(memberLanguage: string | null | undefined, pageLanguage: string): SmsAndMailTexts {
  const pick = (language: string | null | undefined) => (language && language in TEXTS ? TEXTS[language as keyof typeof TEXTS] : undefined);
  return pick(memberLanguage) ?? pick(pageLanguage) ?? TEXTS.EN;
}
