import type { RegisterSettings } from '../../../../contract/generated/common.ts';
import { REGISTRATION_EXTRAS as EXTRA_FIELDS } from '../../../../core/profile-fields.ts';
import { checkField, settingPattern, type FieldError, type FieldRuleLike } from '../../../../core/patterns.ts';

/** The two ways to register (specification section 2, register modal). */
export type RegisterKind = 'username' | 'mobile';

/** One input of the register form and the rule it follows. */
export interface PlannedField {
  name: string;
  rule: FieldRuleLike;
}

/** The switches that change the form (whitelabel, flattened). */
export type Switches = Record<string, boolean>;

/** A settings rule as the shared checker takes it, with the gateway's pattern (settingPattern). */
export function ruleOf(settings: RegisterSettings, name: string, fallback: Omit<FieldRuleLike, 'enabled'>): FieldRuleLike {
  const rule = settings[name];
  if (!rule) return { enabled: false, ...fallback };
  return {
    enabled: rule.enabled,
    required: rule.required,
    ...settingPattern(rule),
    minLength: rule.minLength,
    maxLength: rule.maxLength,
  };
}

/** Whether this registration needs the SMS code: always by mobile, by username with REGMOBVERF3. */
const needsSmsCode = (kind: RegisterKind, switches: Switches): boolean => kind === 'mobile' || Boolean(switches['REGMOBVERF3']);

/**
 * The fields of one registration kind (specification section 5), with the rules the gateway
 * will apply: mobile registration uses the number as username and asks for passwords only with
 * MOBILENUMPASSREG3; the number is required by mobile, with an SMS code, or when configured.
 */
export function planFields(
  kind: RegisterKind,
  settings: RegisterSettings,
  switches: Switches,
  mobileLength: number,
  affiliateFromUrl: boolean,
): PlannedField[] {
  const field = (name: string, fallback: Omit<FieldRuleLike, 'enabled'>, force: Partial<FieldRuleLike> = {}): PlannedField => ({
    name,
    rule: { ...ruleOf(settings, name, fallback), ...force },
  });
  const sms = needsSmsCode(kind, switches);
  const username = field('username', { required: true, patternId: 'ANY', minLength: 1, maxLength: 30 }, { enabled: true, required: true });
  const password = field('password', { required: true, patternId: 'ANY', minLength: 6, maxLength: 30 }, { enabled: true, required: true });
  const confirm = field(
    'confirmPassword',
    { required: true, patternId: 'ANY', minLength: 0, maxLength: 100 },
    { enabled: true, required: true },
  );
  const mobile = field('mobileNum', { required: true, patternId: 'DIGITS', minLength: mobileLength, maxLength: mobileLength });
  if (kind === 'mobile' || sms) mobile.rule = { ...mobile.rule, enabled: true, required: true };
  const code = field(
    'verificationCode',
    { required: true, patternId: 'DIGITS', minLength: 4, maxLength: 6 },
    { enabled: sms, required: true },
  );
  const passwords = kind === 'username' || switches['MOBILENUMPASSREG3'] ? [password, confirm] : [];
  const account = kind === 'username' ? [username, ...passwords, mobile, code] : [mobile, code, ...passwords];
  const extras = EXTRA_FIELDS.filter((name) => !(name === 'affiliateCode' && affiliateFromUrl)).map((name) =>
    // A payment password, once shown, is always required (specification section 5).
    field(name, { required: false, patternId: 'ANY', minLength: 0, maxLength: 100 }, name === 'paymentPassword' ? { required: true } : {}),
  );
  return [...account, ...extras].filter((f) => f.rule.enabled);
}

/** Errors of the filled-in form by field name: the shared catalogue's, and the confirmation's. */
export function checkForm(values: Record<string, string>, fields: readonly PlannedField[]): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const { name, rule } of fields) {
    const value = values[name] ?? '';
    const problem =
      name === 'confirmPassword'
        ? value === ''
          ? { key: 'input_cannot_empty', params: { min: 0, max: 0 } }
          : value !== values['password']
            ? { key: 'error.confirm_password_error', params: { min: 0, max: 0 } }
            : null
        : checkField(value, rule);
    if (problem) errors[name] = problem;
  }
  return errors;
}
