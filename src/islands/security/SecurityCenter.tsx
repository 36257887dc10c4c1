import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { RegisterSettings } from '../../../contract/generated/common.ts';
import type { MemberProfile } from '../../../contract/generated/common.ts';
import { errorText, refusal } from '../../client/error-text.ts';
import { t } from '../../client/t.ts';
import { NICKNAME_RULE } from '../../../core/profile-fields.ts';
import { checkField, type FieldRuleLike } from '../../../core/patterns.ts';
import { loadAvatar } from '../../stores/avatar.ts';
import { openModal } from '../../stores/modal.ts';
import { loadRegisterSettings } from '../../stores/register.ts';
import { $profile, type ContactKind, loadProfile, saveProfile } from '../../stores/security.ts';
import { $session } from '../../stores/session.ts';
import { $withdrawInfo, loadWithdraw, type WithdrawInfo } from '../../stores/withdraw.ts';
import { inputAttributes } from '../modals/register/inputs.ts';
import { ruleOf } from '../modals/register/rules.ts';
import { Avatar } from '../ui/Avatar.tsx';
import { Field } from '../ui/Field.tsx';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { Section } from './Section.tsx';
import { Outcome } from '../ui/forms.tsx';
import { PaymentPasswordForm } from '../wallet/PaymentPasswordForm.tsx';
import { PayoutAccountForm, PayoutAccountList } from '../wallet/PayoutAccounts.tsx';
import { Loading } from '../ui/Loading.tsx';
import { onDemand } from '../ui/on-demand.tsx';

const ContactDialog = onDemand(() => import('./ContactDialog.tsx'));
const LoginHistory = onDemand(
  () => import('./LoginHistory.tsx'),
  () => <p className="placeholder">{t('island.security.loading')}</p>,
);

/**
 * /member/securityCenter: the profile (avatar, nickname and the optional fields the merchant's
 * registration collects, checked with the registration's rules), the login password (the
 * change-password modal), the mobile number and email (bound with a code sent to them), the
 * payment password (set, or changed with the old one or the login password), payout accounts
 * (the withdrawal page's), and the login history. Trial accounts get the trial dialog instead.
 */
export function SecurityCenter() {
  const { isTrial, member } = useStore($session);
  // Who is signed in decides first: a trial account makes none of these calls.
  const known = member !== null;
  const profile = useStore($profile);
  const info = useStore($withdrawInfo);
  const [settings, setSettings] = useState<RegisterSettings | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const load = () =>
    Promise.all([loadProfile(), loadRegisterSettings().then(setSettings), loadWithdraw()]).then(
      () => setLoadFailed(false),
      () => setLoadFailed(true),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once the member is known (never for trial accounts)
  useEffect(() => {
    if (!known || isTrial) return;
    void load();
    void loadAvatar().catch(() => undefined);
  }, [known, isTrial]);

  if (isTrial) return <p className="muted">{t('island.security.trial')}</p>;
  if (loadFailed) return <LoadFailed message={t('island.security.loadFailed')} onRetry={load} />;
  if (!known || !profile || !settings || !info) return <Loading>{t('island.security.loading')}</Loading>;
  return (
    <div className="security-centre">
      <ProfileSection profile={profile} settings={settings} />
      <AccountSection profile={profile} info={info} />
      <Section id="security-payout" title={t('island.security.payoutAccounts')}>
        {/* One note at a time: the accounts there are, then what adds one or why it cannot yet
            (not "Add a payout account first" over "Set a payment password first"). */}
        {info.accounts.length > 0 && <PayoutAccountList info={info} />}
        {!info.providers.length ? (
          <p className="muted">{t('island.withdraw.none')}</p>
        ) : info.hasPaymentPassword ? (
          <PayoutAccountForm info={info} />
        ) : (
          <p className="muted">{t('island.security.payoutAfterPassword')}</p>
        )}
      </Section>
      <LoginHistory />
    </div>
  );
}

/** The rule of a profile field: the registration's; the nickname's own when the merchant has none. */
function profileRule(settings: RegisterSettings, name: string): FieldRuleLike {
  if (name === 'nickname') {
    const rule = ruleOf(settings, 'nickname', NICKNAME_RULE);
    return rule.enabled ? { ...rule, required: true } : NICKNAME_RULE;
  }
  return ruleOf(settings, name, { required: false, patternId: 'ANY', minLength: 0, maxLength: 200 });
}

/** The avatar, the account and nickname, and the registration's optional fields (set-once ones read-only once set). */
function ProfileSection({ profile, settings }: { profile: MemberProfile; settings: RegisterSettings }) {
  const [values, setValues] = useState<Record<string, string>>({ nickname: profile.nickname, ...profile.fields });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ kind: 'idle' | 'busy' } | { kind: 'done' | 'failed'; text: string }>({ kind: 'idle' });
  const locked = new Set(profile.locked);
  const names = ['nickname', ...Object.keys(profile.fields)];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const name of names) {
      if (locked.has(name)) continue;
      const problem = checkField((values[name] ?? '').trim(), profileRule(settings, name));
      if (problem) found[name] = t(problem.key, problem.params);
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    setStatus({ kind: 'busy' });
    try {
      const fields = Object.fromEntries(Object.keys(profile.fields).flatMap((n) => (locked.has(n) ? [] : [[n, (values[n] ?? '').trim()]])));
      await saveProfile((values['nickname'] ?? '').trim(), fields);
      setStatus({ kind: 'done', text: t('island.security.profileSaved') });
    } catch (error) {
      // A field the gateway refused says so under the field.
      const refused = refusal(error);
      const field = typeof refused?.value['field'] === 'string' ? refused.value['field'] : '';
      if (field && names.includes(field)) setErrors({ [field]: errorText(error) });
      setStatus({ kind: 'failed', text: errorText(error) });
    }
  };
  return (
    <Section id="security-profile" title={t('island.security.profile')}>
      <div className="security-identity">
        <Avatar member={profile} large />
        <div>
          <p className="security-account">{profile.account}</p>
          <p className="muted">{t('island.security.accountNote')}</p>
        </div>
      </div>
      <form className="form wallet-form" onSubmit={submit} noValidate aria-labelledby="security-profile">
        {names.map((name) => {
          const rule = profileRule(settings, name);
          return (
            <div key={name}>
              <Field
                label={t(`form.${name}`)}
                id={`profile-${name}`}
                {...inputAttributes(name, rule)}
                name={name}
                value={values[name] ?? ''}
                readOnly={locked.has(name)}
                error={errors[name]}
                onChange={(e) => setValues({ ...values, [name]: e.currentTarget.value })}
              />
              {locked.has(name) && <p className="muted field-note">{t('island.security.locked')}</p>}
            </div>
          );
        })}
        <Outcome status={status} label={t('island.security.save')} />
      </form>
    </Section>
  );
}

/** The login password, the bound mobile number and email, and the payment password. */
function AccountSection({ profile, info }: { profile: MemberProfile; info: WithdrawInfo }) {
  const [dialog, setDialog] = useState<{ kind: ContactKind; opener: HTMLElement } | null>(null);
  const [bound, setBound] = useState('');
  const [changing, setChanging] = useState(false);
  const contact = (kind: ContactKind, value: string) => (
    <li className="security-row surface">
      <span className="security-row-label">{t(kind === 'mobile' ? 'form.mobileNum' : 'form.email')}</span>
      <span className="security-row-value" data-testid={`security-${kind}`}>
        {value || t('island.security.notBound')}
      </span>
      <button type="button" className="btn btn-ghost btn-small" onClick={(e) => setDialog({ kind, opener: e.currentTarget })}>
        {t(`island.security.${value ? 'change' : 'bind'}`)}
        <span className="visually-hidden"> {t(kind === 'mobile' ? 'form.mobileNum' : 'form.email')}</span>
      </button>
    </li>
  );
  return (
    <Section id="security-account" title={t('island.security.account')}>
      <ul className="security-rows">
        <li className="security-row surface">
          <span className="security-row-label">{t('form.password')}</span>
          <span className="security-row-value">••••••••</span>
          <button type="button" className="btn btn-ghost btn-small" onClick={(e) => openModal('changePassword', e.currentTarget)}>
            {t('island.security.changePassword')}
          </button>
        </li>
        {contact('mobile', profile.mobile)}
        {contact('email', profile.email)}
        <li className="security-row surface">
          <span className="security-row-label">{t('form.paymentPassword')}</span>
          <span className="security-row-value" data-testid="security-payment-password">
            {t(info.hasPaymentPassword ? 'island.security.isSet' : 'island.security.notSet')}
          </span>
          {info.hasPaymentPassword && (
            <button type="button" className="btn btn-ghost btn-small" aria-expanded={changing} onClick={() => setChanging(!changing)}>
              {t('island.security.change')}
              <span className="visually-hidden"> {t('form.paymentPassword')}</span>
            </button>
          )}
        </li>
      </ul>
      <p role="status" className="form-success">
        {bound}
      </p>
      {/* Once set, this form gives way to the change button: the status above says it is set. */}
      {!info.hasPaymentPassword && (
        <PaymentPasswordForm
          done={async () => {
            await loadWithdraw();
            setBound(t('island.withdraw.passwordSet'));
          }}
        />
      )}
      {info.hasPaymentPassword && changing && <PaymentPasswordForm change done={loadWithdraw} />}
      {dialog && (
        <ContactDialog
          kind={dialog.kind}
          bound={dialog.kind === 'mobile' ? profile.mobile : profile.email}
          opener={dialog.opener}
          onClose={(done) => {
            setDialog(null);
            if (done) setBound(done);
          }}
        />
      )}
    </Section>
  );
}
