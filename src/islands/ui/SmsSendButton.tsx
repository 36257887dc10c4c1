import { useRef, useState } from 'react';
import { t } from '../../client/t.ts';
import { useCountdown } from './useCountdown.ts';

/** When the gateway does not say how long a code lasts, the button waits one minute (specification section 9). */
const DEFAULT_EXPIRY_MINUTES = 1;

interface SmsSendButtonProps {
  /** Sends a code; resolves with the gateway's expiredMinutes, or null when nothing was sent. */
  onSend: () => Promise<number | null>;
  /** The button's words before a send; "Get SMS code" by default (a mailed code says so). */
  label?: string;
}

/**
 * Get-SMS-code, for every form that needs one: after a send it stays disabled for
 * expiredMinutes × 60 s showing the seconds left, and a send under way cannot be repeated.
 */
export function SmsSendButton({ onSend, label }: SmsSendButtonProps) {
  const [until, setUntil] = useState(0);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const seconds = useCountdown(until);

  const send = async () => {
    if (busy.current || seconds > 0) return;
    busy.current = true;
    setPending(true);
    try {
      const minutes = await onSend();
      if (minutes !== null) setUntil(Date.now() + (minutes > 0 ? minutes : DEFAULT_EXPIRY_MINUTES) * 60_000);
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  return (
    <button type="button" className="btn btn-ghost sms-code-button" onClick={send} disabled={pending || seconds > 0} aria-live="polite">
      {seconds > 0 ? t('island.sms.resendIn', { seconds }) : (label ?? t('island.sms.getCode'))}
    </button>
  );
}
