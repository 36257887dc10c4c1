import { useState, type FormEvent } from 'react';
import { t } from '../../../client/t.ts';
import { linkSocial, registerWithSocial, type SocialTicket } from '../../../stores/auth.ts';
import { PasswordField, UsernameField } from '../../ui/Field.tsx';
import { useSending } from '../../ui/use-sending.ts';
import { useAgeBox } from './age-box.tsx';

type Errors = Partial<Record<'username' | 'password' | 'confirm', string>>;

/**
 * A social identity no account knows yet: make a new account, or link it to an existing one.
 * Linking is permanent (the platform has no unlink), so it needs the account's password and an
 * explicit tick saying the player understands that before anything is sent.
 */
export function SocialChoice({ ticket }: { ticket: SocialTicket }) {
  const [mode, setMode] = useState<'choose' | 'link'>('choose');
  const [errors, setErrors] = useState<Errors>({});
  const { pending, formError, send: run } = useSending();

  const age = useAgeBox('social-age');
  const register = () => {
    if (age.confirmed()) void run(() => registerWithSocial(ticket, age.ageConfirmed));
  };

  const link = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const found: Errors = {};
    if (!username) found.username = t('input_cannot_empty');
    if (!password) found.password = t('input_cannot_empty');
    if (data.get('confirm') !== 'yes') found.confirm = t('island.social.confirmRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    void run(() => linkSocial(ticket, username, password));
  };

  const alert = formError && (
    <p className="form-error" role="alert">
      {formError}
    </p>
  );

  if (mode === 'choose') {
    return (
      <div className="form">
        <p className="form-note">{t('island.social.newIdentity', { name: ticket.name, email: ticket.email })}</p>
        {age.box}
        {alert}
        <button type="button" className="btn btn-primary" onClick={register} disabled={pending} aria-busy={pending} data-autofocus>
          {t('island.social.createAccount')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setMode('link')} disabled={pending}>
          {t('island.social.linkExisting')}
        </button>
      </div>
    );
  }
  return (
    <form className="form" onSubmit={link} noValidate>
      <p className="form-note">{t('island.social.linkIntro', { email: ticket.email })}</p>
      <UsernameField error={errors.username} data-autofocus />
      <PasswordField label={t('form.password')} name="password" error={errors.password} />
      <div className="field field-check">
        <input
          id="social-confirm"
          type="checkbox"
          name="confirm"
          value="yes"
          aria-invalid={errors.confirm ? true : undefined}
          aria-describedby={errors.confirm ? 'social-confirm-error' : undefined}
        />
        <label htmlFor="social-confirm">{t('island.social.confirmPermanent')}</label>
        {errors.confirm && (
          <p id="social-confirm-error" className="field-error">
            {errors.confirm}
          </p>
        )}
      </div>
      {alert}
      <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending}>
        {pending ? t('island.pending') : t('island.social.linkSubmit')}
      </button>
      <button type="button" className="btn btn-ghost" onClick={() => setMode('choose')} disabled={pending}>
        {t('island.back')}
      </button>
    </form>
  );
}
