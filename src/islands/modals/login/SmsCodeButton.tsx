import { useState } from 'react';
import { verificationSmsNoLogin } from '../../../api/generated/calls.ts';
import { t } from '../../../client/t.ts';
import { gateway } from '../../../stores/gateway.ts';
import { errorText } from '../../error-text.ts';
import { useCountdown } from './useCountdown.ts';

/** Without an expiredMinutes in the answer the button waits one minute (specification section 9). */
const DEFAULT_EXPIRY_MINUTES = 1;

interface Props {
  /** The number to send to (without dialling code), or null when it is not valid yet. */
  mobileNum: () => string | null;
  countryDialingCode: string;
  /** Shown where the send failed: the server's own message (the platform's in_increase_submit warning). */
  onError: (message: string) => void;
}

/**
 * Get-SMS-code: sends through the no-login SMS call, then stays disabled for expiredMinutes × 60 s,
 * showing the seconds left; a pending send cannot be repeated.
 */
export function SmsCodeButton({ mobileNum, countryDialingCode, onError }: Props) {
  const [until, setUntil] = useState(0);
  const [pending, setPending] = useState(false);
  const seconds = useCountdown(until);

  const send = async () => {
    const number = mobileNum();
    if (pending || seconds > 0 || number === null) return;
    setPending(true);
    onError('');
    try {
      const { expiredMinutes } = await gateway().call(verificationSmsNoLogin, { mobileNum: number, countryDialingCode });
      setUntil(Date.now() + (expiredMinutes || DEFAULT_EXPIRY_MINUTES) * 60_000);
    } catch (error) {
      onError(errorText(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <button type="button" className="btn btn-ghost sms-code-button" onClick={send} disabled={pending || seconds > 0} aria-live="polite">
      {seconds > 0 ? t('island.sms.resendIn', { seconds }) : t('island.sms.getCode')}
    </button>
  );
}
