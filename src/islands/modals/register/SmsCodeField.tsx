import { t } from '../../../client/t.ts';
import { Field } from '../../ui/Field.tsx';
import { SmsSendButton } from '../../ui/SmsSendButton.tsx';

interface SmsCodeFieldProps {
  error?: string | undefined;
  /** Sends the code (with the solved slider once one is asked); resolves with the gateway's expiredMinutes, or null when nothing was sent. */
  onSend: (sliderData?: string) => Promise<number | null>;
}

/** The SMS verification code input with its get-code button. */
export function SmsCodeField({ error, onSend }: SmsCodeFieldProps) {
  return (
    <div className="sms-code">
      <Field label={t('form.verificationCode')} name="verificationCode" inputMode="numeric" autoComplete="one-time-code" error={error} />
      <SmsSendButton onSend={onSend} />
    </div>
  );
}
