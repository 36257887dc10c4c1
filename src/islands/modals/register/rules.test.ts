import { describe, expect, it } from 'vitest';
import type { RegisterSettings } from '../../../../contract/generated/common.ts';
import { checkForm, planFields } from './rules.ts';

const rule = (patternId: string, minLength: number, maxLength: number, required = true, enabled = true) => ({
  enabled,
  required,
  patternId,
  acceptedPattern: '',
  minLength,
  maxLength,
});
const settings: RegisterSettings = {
  username: rule('LETTER_FIRST_ALNUM', 6, 12),
  password: rule('ALNUM_MIXED', 6, 20),
  confirmPassword: rule('ANY', 6, 20),
  mobileNum: rule('DIGITS', 9, 11, false),
  verificationCode: rule('DIGITS', 4, 6, true, false),
  email: rule('EMAIL', 5, 60, false),
  paymentPassword: rule('DIGITS', 6, 6, false),
  nickname: rule('LETTERS_SPACES', 2, 20, false, false),
};
const names = (fields: ReturnType<typeof planFields>) => fields.map((f) => f.name);

describe('register form plan', () => {
  it('username registration: account fields, then enabled extras; a payment password is always required', () => {
    const fields = planFields('username', settings, {}, 10, false);
    expect(names(fields)).toEqual(['username', 'password', 'confirmPassword', 'mobileNum', 'paymentPassword', 'email']);
    expect(fields.find((f) => f.name === 'paymentPassword')!.rule.required).toBe(true);
    expect(fields.find((f) => f.name === 'mobileNum')!.rule.required).toBe(false);
  });

  it('REGMOBVERF3 adds the SMS code and makes the number required', () => {
    const fields = planFields('username', settings, { REGMOBVERF3: true }, 10, false);
    expect(names(fields).slice(0, 5)).toEqual(['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode']);
    expect(fields.find((f) => f.name === 'mobileNum')!.rule.required).toBe(true);
  });

  it('mobile registration: no username; passwords only with MOBILENUMPASSREG3', () => {
    expect(names(planFields('mobile', settings, {}, 10, false)).slice(0, 3)).toEqual(['mobileNum', 'verificationCode', 'paymentPassword']);
    expect(names(planFields('mobile', settings, { MOBILENUMPASSREG3: true }, 10, false)).slice(0, 4)).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
    ]);
  });

  it('hides the affiliate field when the URL brought a code', () => {
    const withField = { ...settings, affiliateCode: rule('ALNUM', 4, 12, false) };
    expect(names(planFields('username', withField, {}, 10, false))).toContain('affiliateCode');
    expect(names(planFields('username', withField, {}, 10, true))).not.toContain('affiliateCode');
  });

  it('checks with the shared catalogue and the confirmation equal', () => {
    const fields = planFields('username', settings, {}, 10, false);
    const errors = checkForm({ username: '1abc', password: 'Secret123', confirmPassword: 'Secret124', paymentPassword: '' }, fields);
    expect(errors).toEqual({
      username: { key: 'reg_pattern_LETTER_FIRST_ALNUM', params: { min: 6, max: 12 } },
      confirmPassword: { key: 'error.confirm_password_error', params: { min: 0, max: 0 } },
      paymentPassword: { key: 'input_cannot_empty', params: { min: 6, max: 6 } },
    });
  });
});
