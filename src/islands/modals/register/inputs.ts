import type { InputHTMLAttributes } from 'react';
import type { FieldRuleLike } from '../../../../core/patterns.ts';
import { t } from '../../../client/t.ts';

/** How a mobile number is typed and autofilled: digits on a phone's keypad, the number without its country code. */
export const MOBILE_INPUT = {
  type: 'tel',
  inputMode: 'numeric',
  autoComplete: 'tel-national',
} as const satisfies InputHTMLAttributes<HTMLInputElement>;

/** How each register field is typed and autofilled; the rest are plain text. */
const ATTRIBUTES: Record<string, InputHTMLAttributes<HTMLInputElement>> = {
  username: { autoComplete: 'username' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', autoComplete: 'off' },
  mobileNum: MOBILE_INPUT,
  email: { type: 'email', autoComplete: 'email' },
  payeeName: { autoComplete: 'name' },
  nickname: { autoComplete: 'nickname' },
  affiliateCode: { autoComplete: 'off' },
  qqNum: { inputMode: 'numeric' },
  zalo: { inputMode: 'numeric' },
};

/** Date patterns show an example date in the page's language ("e.g. 1990-12-31"), so the player knows what to type. */
const PLACEHOLDERS: Partial<Record<FieldRuleLike['patternId'], string>> = { DATE_YMD: 'form.dateYmd', DATE_MDY: 'form.dateMdy' };

/** The input attributes of one register field. */
export function inputAttributes(name: string, rule: FieldRuleLike): InputHTMLAttributes<HTMLInputElement> {
  const placeholder = PLACEHOLDERS[rule.patternId];
  return {
    ...(ATTRIBUTES[name] ?? { autoComplete: 'off' }),
    ...(placeholder ? { placeholder: t(placeholder) } : {}),
    ...(rule.required ? { 'aria-required': true } : {}),
  };
}
