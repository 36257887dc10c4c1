import { type FormEvent, useState } from 'react';
import { refusal, errorText } from '../../client/error-text.ts';
import { t } from '../../client/t.ts';
import { loadInviteCode, openDownline } from '../../stores/agent.ts';
import { Field, PasswordField } from '../ui/Field.tsx';
import { Outcome } from '../ui/forms.tsx';
import { InviteLink } from '../ui/InviteLink.tsx';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { Loading } from '../ui/Loading.tsx';
import { useLoad } from '../ui/use-load.ts';
import { TitledSection } from '../ui/TitledSection.tsx';

/**
 * /agentHome/registerCenter: the agent's invitation (the register link with their affiliate code,
 * and its QR code), and a form that opens a member or sub-agent account directly below them with
 * the merchant's username and password rules (checked by the gateway, said by the field).
 */
export function RegisterCenter() {
  return (
    <div className="register-center">
      <Invitation />
      <OpenAccount />
    </div>
  );
}

function Invitation() {
  const [code, setCode] = useState<string | null>(null);
  const { failed, retry: load } = useLoad(() => loadInviteCode().then(setCode));
  return (
    <TitledSection titleId="invite-title" title={t('island.registerCenter.invite')} className="overview-card surface">
      {failed ? (
        <LoadFailed message={failed} onRetry={load} />
      ) : !code ? (
        <Loading>{t('island.loading')}</Loading>
      ) : (
        <InviteLink code={code} param="affiliateCode" codeText={t('island.registerCenter.code', { code })} />
      )}
    </TitledSection>
  );
}

const EMPTY = { username: '', password: '', confirmPassword: '', nickname: '' };

function OpenAccount() {
  const [values, setValues] = useState(EMPTY);
  const [agent, setAgent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ kind: 'idle' | 'busy' } | { kind: 'done' | 'failed'; text: string }>({ kind: 'idle' });
  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => setValues({ ...values, [name]: e.currentTarget.value }),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const name of ['username', 'password', 'confirmPassword'] as const) if (!values[name]) found[name] = t('input_cannot_empty');
    if (values.password && values.confirmPassword && values.password !== values.confirmPassword)
      found['confirmPassword'] = t('error.confirm_password_error');
    setErrors(found);
    if (Object.keys(found).length) return;
    setStatus({ kind: 'busy' });
    try {
      const { nickname, ...account } = values;
      const made = await openDownline({ ...account, ...(nickname ? { nickname } : {}), agent });
      setValues(EMPTY);
      setStatus({
        kind: 'done',
        text: t(made.agent ? 'island.registerCenter.madeAgent' : 'island.registerCenter.madeMember', {
          username: made.username,
          code: made.affiliateCode ?? '',
        }),
      });
    } catch (error) {
      // A field the merchant's rule refuses is said by that field, with the rule's lengths.
      const refused = refusal(error);
      const at = refused?.value['field'];
      if (typeof at === 'string' && at in EMPTY) {
        setErrors({ [at]: errorText(error) });
        setStatus({ kind: 'idle' });
      } else setStatus({ kind: 'failed', text: errorText(error) });
    }
  };
  return (
    <TitledSection titleId="open-title" title={t('island.registerCenter.open')} className="overview-card surface">
      <form className="form wallet-form" onSubmit={submit} noValidate>
        <fieldset className="choice-row">
          <legend>{t('island.registerCenter.kind')}</legend>
          <label>
            <input type="radio" name="kind" checked={!agent} onChange={() => setAgent(false)} /> {t('island.registerCenter.member')}
          </label>
          <label>
            <input type="radio" name="kind" checked={agent} onChange={() => setAgent(true)} /> {t('island.registerCenter.agent')}
          </label>
        </fieldset>
        <Field label={t('island.registerCenter.username')} autoComplete="off" {...field('username')} />
        <PasswordField label={t('island.registerCenter.password')} isNew {...field('password')} />
        <PasswordField label={t('island.registerCenter.confirm')} isNew {...field('confirmPassword')} />
        <Field label={t('island.registerCenter.nickname')} autoComplete="off" maxLength={30} {...field('nickname')} />
        <Outcome status={status} label={t('island.registerCenter.submit')} />
      </form>
    </TitledSection>
  );
}
