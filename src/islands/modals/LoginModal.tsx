import { useEffect, useState } from 'react';
import { sitePath } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { $modal, closeModal, openModal, type ModalName } from '../../stores/modal.ts';
import { loginWithPassword, loginWithSocialCode, type SocialTicket } from '../../stores/auth.ts';
import { loadWhitelabel } from '../../stores/whitelabel.ts';
import { errorText, refusal } from '../../client/error-text.ts';
import { IpVerificationStep, type IpChallenge } from './login/IpVerificationStep.tsx';
import { MoreWaysIn } from './login/MoreWaysIn.tsx';
import { OneClickCredentials } from './login/OneClickCredentials.tsx';
import { SmsLoginForm } from './login/SmsLoginForm.tsx';
import { SocialChoice } from './login/SocialChoice.tsx';
import { takeSocialReturn } from './login/social.ts';
import { hasModal } from './available.ts';
import { AuthTabs } from './AuthTabs.tsx';
import { PasswordField, UsernameField } from '../ui/Field.tsx';
import { Modal } from '../ui/Modal.tsx';
import { DialogBanners } from '../ui/DialogBanners.tsx';
import { useLoginForm } from '../ui/use-login-slider.tsx';
import { SubmitRow } from '../ui/SubmitRow.tsx';
import { readCredentials } from '../credentials.ts';

type FieldErrors = Partial<Record<'username' | 'password', string>>;

/** A step that replaces the login form: IP verification, new one-click credentials, a new social identity. */
type Step =
  | { kind: 'ip'; challenge: IpChallenge }
  | { kind: 'oneClick'; username: string; password: string }
  | { kind: 'social'; ticket: SocialTicket };

/** Opens a modal the login modal links to, giving focus back to what opened the login modal. */
const switchTo = (name: string) => openModal(name as ModalName, $modal.get()?.opener ?? null);

/**
 * The login modal: username login (the slider captcha once the gateway asks for one), the SMS tab (MOBILEVERCODELOGIN3),
 * the steps a login can need next (IP verification, one-click credentials, a new social
 * identity), the ways in of MoreWaysIn, and links to forgot password, registration and the terms.
 */
export default function LoginModal() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tab, setTab] = useState<'username' | 'sms'>('username');
  const [switches, setSwitches] = useState<Record<string, boolean>>({});
  const [step, setStep] = useState<Step | null>(null);
  const login = useLoginForm(
    (target) => {
      const { username, password, missing } = readCredentials(target);
      setErrors(missing);
      const rememberMe = new FormData(target).get('rememberMe') === 'on';
      return Object.keys(missing).length ? null : { username, password, rememberMe };
    },
    ({ username, password, rememberMe }, answer) => loginWithPassword(username, password, { ...answer, rememberMe }),
    {
      // The right password from an unseen address (LOGINIPVERF3): a code went to the account's phone.
      handled: (error, { username, password, rememberMe }) => {
        const refused = refusal(error);
        if (refused?.code !== 'login.ip.verification.required') return false;
        setStep({ kind: 'ip', challenge: { username, password, mobile: String(refused.value['mobile'] ?? ''), rememberMe } });
        return true;
      },
    },
  );
  const { setFormError, setPending } = login;

  useEffect(() => {
    loadWhitelabel()
      .then(setSwitches)
      .catch(() => undefined);
    // Back from a provider's consent page (/login?code=…&state=…): exchange the code.
    const back = takeSocialReturn();
    if (!back) return;
    if ('denied' in back) return setFormError(t('island.social.denied'));
    setPending(true);
    loginWithSocialCode(back)
      .then((ticket) => ticket && setStep({ kind: 'social', ticket }))
      .catch((error: unknown) => setFormError(errorText(error)))
      .finally(() => setPending(false));
  }, [setFormError, setPending]);

  // A step replaces the form inside the open dialog: focus moves to its first field, as on opening.
  useEffect(() => {
    if (step) document.querySelector<HTMLElement>('dialog [data-autofocus]')?.focus();
  }, [step]);

  const smsTab = Boolean(switches['MOBILEVERCODELOGIN3']);
  const usernameForm = (
    <form className="form" onSubmit={login.submit} noValidate ref={login.form}>
      <UsernameField error={errors.username} data-autofocus />
      <PasswordField label={t('form.password')} name="password" error={errors.password} />
      {login.slider}
      <div className="field field-check">
        <div className="check-row">
          <input id="login-remember" type="checkbox" name="rememberMe" />
          <label htmlFor="login-remember">{t('island.login.rememberMe')}</label>
        </div>
      </div>
      <SubmitRow error={login.formError} pending={login.pending} label={t('header.login')} />
    </form>
  );

  return (
    <Modal title={t('island.login.title')} onClose={closeModal}>
      {step?.kind === 'ip' && <IpVerificationStep challenge={step.challenge} onBack={() => setStep(null)} />}
      {step?.kind === 'oneClick' && <OneClickCredentials username={step.username} password={step.password} />}
      {step?.kind === 'social' && <SocialChoice ticket={step.ticket} />}
      {!step && <DialogBanners group="w_login" />}
      {!step && (
        <AuthTabs selected="login">
          {smsTab && (
            <div className="tabs" role="tablist" aria-label={t('island.login.kinds')}>
              {(['username', 'sms'] as const).map((kind) => (
                <button
                  key={kind}
                  type="button"
                  role="tab"
                  id={`login-tab-${kind}`}
                  aria-selected={tab === kind}
                  aria-controls="login-panel"
                  className="tab"
                  onClick={() => setTab(kind)}
                >
                  {t(`island.login.tab.${kind}`)}
                </button>
              ))}
            </div>
          )}
          <div id="login-panel" {...(smsTab ? { role: 'tabpanel', 'aria-labelledby': `login-tab-${tab}` } : {})}>
            {tab === 'sms' ? <SmsLoginForm /> : usernameForm}
          </div>
          <p className="modal-links">
            {hasModal('forgotPassword') && (
              <button type="button" className="link-button" onClick={() => switchTo('forgotPassword')}>
                {t('island.login.forgot')}
              </button>
            )}
            {hasModal('register') ? (
              <button type="button" className="link-button" onClick={() => switchTo('register')}>
                {t('island.login.registerNow')}
              </button>
            ) : (
              <a href={sitePath('register')}>{t('island.login.registerNow')}</a>
            )}
            <a href={sitePath('help#term')}>{t('island.login.terms')}</a>
          </p>
          <MoreWaysIn freePlay={Boolean(switches['FREEPLAY3'])} onCreated={(made) => setStep({ kind: 'oneClick', ...made })} />
        </AuthTabs>
      )}
    </Modal>
  );
}
