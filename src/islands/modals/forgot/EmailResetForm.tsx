import { useState, type FormEvent } from 'react';
import { t } from '../../../client/t.ts';
import { checkField } from '../../../../core/patterns.ts';
import { sendResetMail } from '../../../stores/forgot-password.ts';
import { Field, UsernameField } from '../../ui/Field.tsx';
import { SubmitRow } from '../../ui/SubmitRow.tsx';
import { useSending } from '../../ui/use-sending.ts';

type Errors = Partial<Record<'username' | 'email', string>>;

/** Forgot password by email: the account and its email; the gateway mails a reset link. */
export function EmailResetForm({ autofocus }: { autofocus: boolean }) {
  const [errors, setErrors] = useState<Errors>({});
  const [sentTo, setSentTo] = useState('');
  const { busy, pending, formError, setFormError, send } = useSending();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy()) return;
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    const found: Errors = {};
    if (!username) found.username = t('input_cannot_empty');
    const emailProblem = checkField(email, { enabled: true, required: true, patternId: 'EMAIL', minLength: 3, maxLength: 100 });
    if (emailProblem) found.email = t(emailProblem.key, emailProblem.params);
    setErrors(found);
    setFormError('');
    if (Object.keys(found).length) return;
    await send(async () => {
      await sendResetMail(username, email);
      setSentTo(email);
    });
  };

  if (sentTo) {
    return (
      <p className="form-success" role="status">
        {t('island.forgot.mailSent', { email: sentTo })}
      </p>
    );
  }
  return (
    <form className="form" onSubmit={submit} noValidate>
      <UsernameField error={errors.username} {...(autofocus ? { 'data-autofocus': true } : {})} />
      <Field label={t('form.email')} name="email" type="email" autoComplete="email" error={errors.email} />
      <SubmitRow error={formError} pending={pending} label={t('island.forgot.sendMail')} />
    </form>
  );
}
