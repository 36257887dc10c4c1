import { useState } from 'react';
import { t } from '../../client/t.ts';
import { AlertDialog } from './AlertDialog.tsx';

/** Copies the member ID and says so in the copy_success dialog (specification section 8). */
export function CopyIdButton({ id, label }: { id: number; label?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(String(id)).catch(() => undefined);
    setCopied(true);
  };
  return (
    <>
      <button type="button" className={label ? undefined : 'link-button copy-id'} onClick={copy}>
        {label ?? t('island.overview.copy')}
      </button>
      {copied && <AlertDialog message={t('island.copySuccess')} onConfirm={() => setCopied(false)} />}
    </>
  );
}
