import { useState } from 'react';
import { t } from '../../../client/t.ts';
import { closeModal } from '../../../stores/modal.ts';
import { afterLogin } from '../../../client/navigation.ts';

/**
 * The account one-click registration made: its generated username and password, shown this once
 * (the gateway never returns the password again), with a copy button and a prompt to save them.
 * The player is already logged in; continuing closes the modal.
 */
export function OneClickCredentials({ username, password }: { username: string; password: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | ''>('');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${t('form.username')}: ${username}\n${t('form.password')}: ${password}`);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };

  return (
    <div className="form one-click">
      <p className="form-note" role="status">
        {t('island.oneClick.saveThem')}
      </p>
      <dl className="credentials">
        <dt>{t('form.username')}</dt>
        <dd data-credential="username">{username}</dd>
        <dt>{t('form.password')}</dt>
        <dd data-credential="password">{password}</dd>
      </dl>
      <button type="button" className="btn btn-ghost" onClick={copy} data-autofocus>
        {t('island.oneClick.copy')}
      </button>
      <p className="form-note" aria-live="polite">
        {copied === 'yes' ? t('island.copySuccess') : copied === 'no' ? t('island.oneClick.copyFailed') : ''}
      </p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => {
          closeModal();
          afterLogin();
        }}
      >
        {t('island.oneClick.saved')}
      </button>
    </div>
  );
}
