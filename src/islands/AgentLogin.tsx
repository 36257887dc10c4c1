import { useState, type FormEvent } from 'react';
import { t } from '../client/t.ts';
import { loginWithPassword } from '../stores/auth.ts';
import { NotAnAgentError } from '../stores/login-flow.ts';
import { errorText } from '../client/error-text.ts';
import { PasswordField, UsernameField } from './ui/Field.tsx';
import { SubmitRow } from './ui/SubmitRow.tsx';
import { readCredentials } from './credentials.ts';

type Errors = Partial<Record<'username' | 'password', string>>;

/**
 * The /agent page's login: agents (types 1, 2, 41, 42) go on to /agentHome; anyone else is
 * refused and the session the gateway made is ended at once (specification section 6).
 * `initial` carries what was typed into the static form before the island took over.
 */
export function AgentLogin({ initial }: { initial: { username: string; password: string; focus: string | null } }) {
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const { username, password, missing } = readCredentials(event.currentTarget);
    setErrors(missing);
    setFormError('');
    if (Object.keys(missing).length) return;
    setPending(true);
    try {
      await loginWithPassword(username, password, { agentOnly: true });
    } catch (error) {
      setFormError(error instanceof NotAnAgentError ? t('island.agentLogin.notAgent') : errorText(error));
      setPending(false);
    }
  };

  return (
    <>
      <h2 id="agent-login-title">{t('island.agentLogin.title')}</h2>
      <form className="form" onSubmit={submit} noValidate>
        <UsernameField defaultValue={initial.username} error={errors.username} autoFocus={initial.focus === 'username'} />
        <PasswordField
          label={t('form.password')}
          name="password"
          defaultValue={initial.password}
          error={errors.password}
          autoFocus={initial.focus === 'password'}
        />
        <SubmitRow error={formError} pending={pending} label={t('header.login')} />
      </form>
    </>
  );
}
