import { sendLoginCode } from '../../../stores/auth.ts';
import { needsSlider } from '../../../stores/slider-captcha.ts';
import { errorText } from '../../../client/error-text.ts';
import { SmsSendButton } from '../../ui/SmsSendButton.tsx';

interface Props {
  /** The number to send to (without dialling code), or null when it is not valid yet. */
  mobileNum: () => string | null;
  countryDialingCode: string;
  /** Shown where the send failed: the server's own message (the platform's in_increase_submit warning). */
  onError: (message: string) => void;
}

/** Get-SMS-code for logging in: sends through the no-login SMS call. */
export function SmsCodeButton({ mobileNum, countryDialingCode, onError }: Props) {
  const send = async (sliderData?: string): Promise<number | null> => {
    const number = mobileNum();
    if (number === null) return null;
    onError('');
    try {
      return await sendLoginCode(number, countryDialingCode, sliderData);
    } catch (error) {
      if (needsSlider(error)) throw error;
      onError(errorText(error));
      return null;
    }
  };
  return <SmsSendButton onSend={send} />;
}
