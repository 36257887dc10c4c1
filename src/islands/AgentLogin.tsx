import { useRef, useState, type FormEvent } from 'react';
import { t } from '../client/t.ts';
import { loginWithPassword } from '../stores/auth.ts';
import { NotAnAgentError } from '../stores/login-flow.ts';
import { errorText } from '../client/error-text.ts';
import { PasswordField, UsernameField } from './ui/Field.tsx';
import { SubmitRow } from './ui/SubmitRow.tsx';
import { readCredentials } from './credentials.ts';
import { useLoginSlider } from './ui/use-login-slider.tsx';

type Errors = Partial<Record<'username' | 'password', string>>;

/**
 * The /agent page's login: agents (types 1, 2, 41, 42) go on to /agentHome; anyone else is
 * refused and the session the gateway made is ended at once (specification section 6). After failed
 * logins it shows the slider the gateway asks for, as the login dialog does.
 * `initial` carries what was typed into the static form before the island took over.
 */
export function AgentLogin({ initial }: { initial: { username: string; password: string; focus: string | null } }) {
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const captcha = useLoginSlider(form);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const { username, password, missing } = readCredentials(event.currentTarget);
    setErrors(missing);
    setFormError('');
    const sliderData = captcha.answer(event.currentTarget);
    if (Object.keys(missing).length || sliderData === null) return;
    setPending(true);
    try {
      await loginWithPassword(username, password, { agentOnly: true, ...(sliderData === undefined ? {} : { sliderData }) });
    } catch (error) {
      setFormError(error instanceof NotAnAgentError ? t('island.agentLogin.notAgent') : errorText(error));
      captcha.refused(error);
      setPending(false);
    }
  };

  return (
    <>
      <h2 id="agent-login-title">{t('island.agentLogin.title')}</h2>
      <form className="form" onSubmit={submit} noValidate ref={form}>
        <UsernameField defaultValue={initial.username} error={errors.username} autoFocus={initial.focus === 'username'} />
        <PasswordField
          label={t('form.password')}
          name="password"
          defaultValue={initial.password}
          error={errors.password}
          autoFocus={initial.focus === 'password'}
        />
        {captcha.slider}
        <SubmitRow error={formError} pending={pending} label={t('header.login')} />
      </form>
    </>
  );
}
