import { useRef, useState } from 'react';
import { errorText } from '../../client/error-text.ts';
import { t } from '../../client/t.ts';
import { needsSlider } from '../../stores/slider-captcha.ts';
import { SliderCaptcha } from './SliderCaptcha.tsx';
import { useCountdown } from './useCountdown.ts';
import { useThrottle } from './use-throttle.ts';

/** When the gateway does not say how long a code lasts, the button waits one minute (specification section 9). */
const DEFAULT_EXPIRY_MINUTES = 1;
/** A press that sent nothing (refused, or no valid number) holds the button this long: the specification's "SMS throttle 1 s". */
const THROTTLE_MS = 1000;

interface SmsSendButtonProps {
  /**
   * Sends a code, with the solved slider once the gateway asked for one; resolves with the
   * gateway's expiredMinutes, or null when nothing was sent. A refusal asking for the slider
   * (needsSlider) is let through to the button, which shows the slider and sends again with it.
   */
  onSend: (sliderData?: string) => Promise<number | null>;
  /** The button's words before a send; "Get SMS code" by default (a mailed code says so). */
  label?: string;
}

/**
 * Get-SMS-code, for every form that needs one: after a send it stays disabled for
 * expiredMinutes × 60 s showing the seconds left, a send under way cannot be repeated, and one that
 * sent nothing holds it for a second, so a refusal cannot be hammered. When the gateway asks for the
 * slider captcha, the slider shows under the button and answering it sends.
 */
export function SmsSendButton({ onSend, label }: SmsSendButtonProps) {
  const [until, setUntil] = useState(0);
  const [pending, setPending] = useState(false);
  // The slider's picture round while the gateway asks for one (a new picture after each refusal), else null.
  const [sliderRound, setSliderRound] = useState<number | null>(null);
  const [sliderError, setSliderError] = useState('');
  const busy = useRef(false);
  const seconds = useCountdown(until);
  const { held, hold } = useThrottle(THROTTLE_MS);

  const send = async (sliderData?: string) => {
    if (busy.current || seconds > 0) return;
    busy.current = true;
    setPending(true);
    let sent = false;
    try {
      const minutes = await onSend(sliderData);
      setSliderRound(null);
      setSliderError('');
      if (minutes !== null) {
        sent = true;
        setUntil(Date.now() + (minutes > 0 ? minutes : DEFAULT_EXPIRY_MINUTES) * 60_000);
      }
    } catch (error) {
      if (!needsSlider(error)) throw error;
      setSliderError(errorText(error));
      setSliderRound((round) => (round ?? 0) + 1);
    } finally {
      busy.current = false;
      setPending(false);
      if (!sent) hold();
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-ghost sms-code-button"
        onClick={() => send()}
        disabled={pending || seconds > 0 || held}
        aria-live="polite"
      >
        {seconds > 0 ? t('island.sms.resendIn', { seconds }) : (label ?? t('island.sms.getCode'))}
      </button>
      {sliderRound !== null && (
        <div className="sms-slider">
          <p className="form-error" role="alert">
            {sliderError}
          </p>
          <SliderCaptcha round={sliderRound} onSubmit={(answer) => void send(answer)} />
        </div>
      )}
    </>
  );
}
