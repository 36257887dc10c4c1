import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { RegisterFieldRule } from '../../../contract/generated/common.ts';
import { sitePath } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { checkField, type PatternId } from '../../../core/patterns.ts';
import { changePassword } from '../../stores/auth.ts';
import { loadRegisterSettings } from '../../stores/register.ts';
import { $passwordChangeForced } from '../../stores/login-flow.ts';
import { closeModal } from '../../stores/modal.ts';
import { $member, logout } from '../../stores/session.ts';
import { errorText } from '../../client/error-text.ts';
import { PasswordField, UsernameField } from '../ui/Field.tsx';
import { Modal } from '../ui/Modal.tsx';
import { SubmitRow } from '../ui/SubmitRow.tsx';

type Errors = Partial<Record<'oldPassword' | 'newPassword' | 'confirmNewPassword', string>>;

/**
 * Change password (specification sections 2, 4, 5): username read-only, the old password only
 * when the account has one the member knows, the new one checked with the merchant's password
 * rule, confirmation equal. The gateway then ends every session, so success logs in again with
 * the new password and goes home. Opened by a login that must change its password, closing it
 * ends the session instead of skipping the change.
 */
export default function ChangePasswordModal() {
  const member = useStore($member);
  const forced = useStore($passwordChangeForced);
  // A login that forces the change has just been given the old password: it is not asked again.
  const typed = forced?.oldPassword;
  const [rule, setRule] = useState<RegisterFieldRule | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const [pending, setPending] = useState(false);

  useEffect(() => {
    loadRegisterSettings()
      .then((settings) => setRule(settings['password'] ?? null))
      .catch((error: unknown) => setFormError(errorText(error)));
  }, []);

  const close = () => {
    if (!forced) return closeModal();
    $passwordChangeForced.set(null);
    closeModal();
    void logout().catch(() => undefined);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !member) return;
    const data = new FormData(event.currentTarget);
    const oldPassword = typed ?? String(data.get('oldPassword') ?? '');
    const newPassword = String(data.get('newPassword') ?? '');
    const confirmNewPassword = String(data.get('confirmNewPassword') ?? '');
    const found: Errors = {};
    if (member.passwordKnown && !oldPassword) found.oldPassword = t('input_cannot_empty');
    const problem = rule
      ? checkField(newPassword, { ...rule, required: true, patternId: rule.patternId as PatternId })
      : newPassword
        ? null
        : { key: 'input_cannot_empty', params: { min: 0, max: 0 } };
    if (problem) found.newPassword = t(problem.key, problem.params);
    if (!confirmNewPassword) found.confirmNewPassword = t('input_cannot_empty');
    else if (confirmNewPassword !== newPassword) found.confirmNewPassword = t('island.password.confirmMismatch');
    setErrors(found);
    setFormError('');
    if (Object.keys(found).length) return;
    setPending(true);
    try {
      await changePassword(member.account, { ...(member.passwordKnown ? { oldPassword } : {}), newPassword, confirmNewPassword });
      $passwordChangeForced.set(null);
      closeModal();
      location.assign(sitePath(''));
    } catch (error) {
      setFormError(errorText(error));
      setPending(false);
    }
  };

  return (
    <Modal title={t('island.password.title')} onClose={close}>
      <form className="form" onSubmit={submit} noValidate>
        {forced && <p className="form-note">{t('island.password.forced')}</p>}
        <UsernameField value={member?.account ?? ''} readOnly />
        {member?.passwordKnown !== false && typed === undefined && (
          <PasswordField label={t('island.password.old')} name="oldPassword" error={errors.oldPassword} data-autofocus />
        )}
        <PasswordField
          label={t('island.password.new')}
          name="newPassword"
          isNew
          error={errors.newPassword}
          {...(member?.passwordKnown === false || typed !== undefined ? { 'data-autofocus': true } : {})}
        />
        <PasswordField label={t('island.password.confirm')} name="confirmNewPassword" isNew error={errors.confirmNewPassword} />
        <SubmitRow error={formError} pending={pending} label={t('island.password.submit')} disabled={!member} />
      </form>
    </Modal>
  );
}
