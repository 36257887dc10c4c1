import { useEffect, useRef, useState } from 'react';
import { t } from '../../../client/t.ts';
import { Field } from '../../ui/Field.tsx';

/** Seconds of countdown per minute a code stays valid (specification section 9). */
const SECONDS_PER_MINUTE = 60;
/** When the gateway does not say, a code lasts one minute. */
const DEFAULT_MINUTES = 1;

interface SmsCodeFieldProps {
  error?: string | undefined;
  /** Sends the code; resolves with the gateway's expiredMinutes, or null when nothing was sent. */
  onSend: () => Promise<number | null>;
}

/**
 * The SMS verification code input with its send button: after a send the button stays disabled
 * for expiredMinutes × 60 s and shows the seconds left; it never sends twice at once.
 */
export function SmsCodeField({ error, onSend }: SmsCodeFieldProps) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const send = async () => {
    if (busy.current || secondsLeft > 0) return;
    busy.current = true;
    setSending(true);
    try {
      const minutes = await onSend();
      if (minutes !== null) setSecondsLeft((minutes > 0 ? minutes : DEFAULT_MINUTES) * SECONDS_PER_MINUTE);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return (
    <div className="sms-code">
      <Field label={t('form.verificationCode')} name="verificationCode" inputMode="numeric" autoComplete="one-time-code" error={error} />
      <button type="button" className="btn btn-ghost" onClick={send} disabled={sending || secondsLeft > 0} aria-live="polite">
        {secondsLeft > 0 ? t('island.sms.resendIn', { seconds: secondsLeft }) : t('island.sms.getCode')}
      </button>
    </div>
  );
}
