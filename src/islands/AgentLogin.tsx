import { useState } from 'react';
import { t } from '../client/t.ts';
import { loginWithPassword } from '../stores/auth.ts';
import { NotAnAgentError } from '../stores/login-flow.ts';
import { PasswordField, UsernameField } from './ui/Field.tsx';
import { SubmitRow } from './ui/SubmitRow.tsx';
import { readCredentials } from './credentials.ts';
import { useLoginForm } from './ui/use-login-slider.tsx';

type Errors = Partial<Record<'username' | 'password', string>>;

/**
 * The /agent page's login: agents (types 1, 2, 41, 42) go on to /agentHome; anyone else is
 * refused and the session the gateway made is ended at once (specification section 6). After failed
 * logins it shows the slider the gateway asks for, as the login dialog does.
 * `initial` carries what was typed into the static form before the island took over.
 */
export function AgentLogin({ initial }: { initial: { username: string; password: string; focus: string | null } }) {
  const [errors, setErrors] = useState<Errors>({});
  const login = useLoginForm(
    (target) => {
      const { missing, ...credentials } = readCredentials(target);
      setErrors(missing);
      return Object.keys(missing).length ? null : credentials;
    },
    ({ username, password }, answer) => loginWithPassword(username, password, { agentOnly: true, ...answer }),
    {
      // Not an agent: said in the page's words, not the gateway's.
      handled: (error) => {
        if (!(error instanceof NotAnAgentError)) return false;
        login.setFormError(t('island.agentLogin.notAgent'));
        return true;
      },
      keepPending: true,
    },
  );

  return (
    <>
      <h2 id="agent-login-title">{t('island.agentLogin.title')}</h2>
      <form className="form" onSubmit={login.submit} noValidate ref={login.form}>
        <UsernameField defaultValue={initial.username} error={errors.username} autoFocus={initial.focus === 'username'} />
        <PasswordField
          label={t('form.password')}
          name="password"
          defaultValue={initial.password}
          error={errors.password}
          autoFocus={initial.focus === 'password'}
        />
        {login.slider}
        <SubmitRow error={login.formError} pending={login.pending} label={t('header.login')} />
      </form>
    </>
  );
}
