import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { t } from '../../client/t.ts';
import { ButtonRow } from './ButtonRow.tsx';

interface AlertDialogProps {
  message: string;
  onConfirm: () => void;
}

/**
 * A message with one confirm button (the platform's warning and success dialogs: invalid
 * invitation code, a refused SMS send, a copied member ID), as a native modal dialog stacked
 * over whatever is open: the page behind is inert until it is confirmed.
 */
export function AlertDialog({ message, onConfirm }: AlertDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const messageId = useId();
  useEffect(() => {
    const element = dialog.current!;
    // React removes the dialog before the browser could hand the focus back: do it here.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    element.querySelector('button')?.focus();
    return () => {
      element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  // One button: Tab stays on it; the outer modal's own Tab handling must not see these keys.
  const keepFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    event.stopPropagation();
    if (event.key === 'Tab') event.preventDefault();
  };
  return (
    <dialog
      ref={dialog}
      className="modal warning-dialog"
      role="alertdialog"
      aria-labelledby={messageId}
      onKeyDown={keepFocus}
      onCancel={(event) => {
        // Escape confirms this dialog only, not the modal behind it.
        event.preventDefault();
        event.stopPropagation();
        onConfirm();
      }}
      onClick={(event) => event.stopPropagation()}
    >
      <div className="modal-panel surface">
        <p id={messageId} className="warning-text">
          {message}
        </p>
        <ButtonRow className="modal-actions" label={t('island.confirm')} onClick={onConfirm} primary />
      </div>
    </dialog>
  );
}
