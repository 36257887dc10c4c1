import { useState, type FormEvent } from 'react';
import { captcha as captchaCall, sessionLogin } from '../../api/generated/calls.ts';
import { GatewayError } from '../../api/errors.ts';
import { sitePath } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { closeModal } from '../../stores/modal.ts';
import { gateway } from '../../stores/gateway.ts';
import { startSession } from '../../stores/session.ts';
import { deviceId } from '../device-id.ts';
import { afterLogin } from '../navigation.ts';
import { errorText } from '../error-text.ts';
import { Field } from '../ui/Field.tsx';
import { Modal } from '../ui/Modal.tsx';

/** The captcha may be refreshed at most once a second (specification section 9). */
const CAPTCHA_REFRESH_MS = 1000;

type FieldErrors = Partial<Record<'username' | 'password' | 'captcha', string>>;

/** Login by username and password, with the captcha a failed login can ask for. */
export default function LoginModal() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [pending, setPending] = useState(false);
  const [captchaImage, setCaptchaImage] = useState<string | null>(null);
  const [lastCaptchaAt, setLastCaptchaAt] = useState(0);

  const refreshCaptcha = async () => {
    if (Date.now() - lastCaptchaAt < CAPTCHA_REFRESH_MS) return;
    setLastCaptchaAt(Date.now());
    try {
      setCaptchaImage(await gateway().call(captchaCall, {}));
    } catch (error) {
      setFormError(errorText(error));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const captcha = String(data.get('captcha') ?? '').trim();
    const missing: FieldErrors = {};
    if (!username) missing.username = t('input_cannot_empty');
    if (!password) missing.password = t('input_cannot_empty');
    if (captchaImage && !captcha) missing.captcha = t('island.login.enterCaptcha');
    setErrors(missing);
    setFormError('');
    if (Object.keys(missing).length) return;
    setPending(true);
    try {
      const login = await gateway().call(sessionLogin, { username, password, type: 'username', loginDeviceId: deviceId(), ...(captchaImage ? { captcha } : {}) });
      await startSession(login);
      closeModal();
      afterLogin();
    } catch (error) {
      setFormError(errorText(error));
      // A failed login whose answer asks for a captcha shows one (a new one after each failure).
      if (error instanceof GatewayError && (error.value as { captcha?: boolean } | null)?.captcha) {
        setLastCaptchaAt(0);
        setCaptchaImage(await gateway().call(captchaCall, {}).catch(() => null));
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal title={t('island.login.title')} onClose={closeModal}>
      <form className="form" onSubmit={submit} noValidate>
        <Field label={t('form.username')} name="username" autoComplete="username" error={errors.username} data-autofocus />
        <Field label={t('form.password')} name="password" type="password" autoComplete="current-password" error={errors.password} />
        {captchaImage && (
          <div className="captcha">
            <img src={`data:image/png;base64,${captchaImage}`} alt={t('island.login.captchaImage')} width="120" height="40" />
            <button type="button" className="btn btn-ghost" onClick={refreshCaptcha}>
              {t('island.login.newCaptcha')}
            </button>
            <Field label={t('island.login.captcha')} name="captcha" autoComplete="off" inputMode="text" error={errors.captcha} />
          </div>
        )}
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        <button className="btn btn-primary" type="submit" disabled={pending} aria-busy={pending}>
          {pending ? t('island.pending') : t('header.login')}
        </button>
        <p className="modal-links">
          <a href={sitePath('help#term')}>{t('island.login.terms')}</a>
        </p>
      </form>
    </Modal>
  );
}
