import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { errorText } from '../../client/error-text.ts';
import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { checkField, type FieldRuleLike } from '../../../core/patterns.ts';
import { $registerSettings } from '../../stores/register.ts';
import { bindContact, type ContactKind, sendContactCode } from '../../stores/security.ts';
import { $member } from '../../stores/session.ts';
import { inputAttributes } from '../modals/register/inputs.ts';
import { ruleOf } from '../modals/register/rules.ts';
import { Field, PasswordField } from '../ui/Field.tsx';
import { Modal } from '../ui/Modal.tsx';
import { SmsSendButton } from '../ui/SmsSendButton.tsx';
import { Outcome, useForm } from '../ui/forms.tsx';

/** The registration's rule for the number or address; the gateway's fallback where the merchant has none. */
function ruleFor(kind: ContactKind): FieldRuleLike {
  const settings = $registerSettings.get() ?? {};
  const length = pageConfig().countries[0]?.mobileLength;
  const rule =
    kind === 'mobile'
      ? ruleOf(settings, 'mobileNum', { required: true, patternId: 'DIGITS', minLength: length ?? 6, maxLength: length ?? 15 })
      : ruleOf(settings, 'email', { required: true, patternId: 'EMAIL', minLength: 5, maxLength: 80 });
  return { ...rule, enabled: true, required: true };
}

const CODE = /^\d{6}$/;

/**
 * Binds a mobile number or email, or changes the bound one: the new number or address, a code
 * sent to it (the SMS button's countdown), and the login password when one is bound already.
 * `onClose` gets the outcome to announce, or nothing when the member closed it.
 */
export default function ContactDialog(props: { kind: ContactKind; bound: string; opener: HTMLElement; onClose: (done?: string) => void }) {
  const { kind, bound, opener, onClose } = props;
  const member = useStore($member);
  const needsPassword = bound !== '' && member?.passwordKnown !== false;
  const rule = ruleFor(kind);
  const form = useForm({ address: '', code: '', password: '' });
  const [sendError, setSendError] = useState('');
  const addressProblem = () => {
    const problem = checkField(form.values.address.trim(), rule);
    return problem ? t(problem.key, problem.params) : '';
  };
  const send = async (): Promise<number | null> => {
    const problem = addressProblem();
    setSendError(problem);
    if (problem) return null;
    try {
      return await sendContactCode(kind, form.values.address.trim());
    } catch (error) {
      setSendError(errorText(error));
      return null;
    }
  };
  const submit = form.submit(
    () => {
      const problem = addressProblem();
      return {
        ...(problem ? { address: problem } : {}),
        ...(CODE.test(form.values.code.trim()) ? {} : { code: t('island.sms.invalidCode') }),
        ...(needsPassword && !form.values.password ? { password: t('input_cannot_empty') } : {}),
      };
    },
    async () => {
      await bindContact(kind, form.values.address.trim(), form.values.code.trim(), needsPassword ? form.values.password : '');
      onClose(t(`island.security.${kind}Bound`));
      return '';
    },
  );
  const title = t(`island.security.${bound ? 'change' : 'bind'}.${kind}`);
  const address = form.field('address');
  return (
    <Modal title={title} onClose={() => onClose()} opener={opener}>
      <form className="form" onSubmit={submit} noValidate>
        {bound && <p className="muted">{t('island.security.boundNow', { value: bound })}</p>}
        <Field
          label={t(kind === 'mobile' ? 'island.security.newMobile' : 'island.security.newEmail')}
          id={`contact-${kind}`}
          data-autofocus
          {...inputAttributes(kind === 'mobile' ? 'mobileNum' : 'email', rule)}
          {...address}
          error={address.error || sendError}
        />
        <div className="sms-code">
          <Field
            label={t('island.sms.code')}
            id="contact-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...form.field('code')}
          />
          <SmsSendButton onSend={send} {...(kind === 'email' ? { label: t('island.security.getMailCode') } : {})} />
        </div>
        {needsPassword && <PasswordField label={t('island.withdraw.loginPassword')} id="contact-password" {...form.field('password')} />}
        <Outcome status={form.status} label={t('island.security.confirm')} />
      </form>
    </Modal>
  );
}
