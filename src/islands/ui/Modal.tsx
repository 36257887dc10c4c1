import { useEffect, useId, useRef, type ReactNode } from 'react';
import { t } from '../../client/t.ts';
import { $modal } from '../../stores/modal.ts';
import { FOCUSABLE, trapTab } from '../../client/focus-trap.ts';
import { replaceModalFrame } from '../../client/overlays.ts';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Room for two panes side by side (a list and its detail). */
  wide?: boolean;
  /** Where focus returns on close, for a dialog a page island opens itself; else the modal store's opener. */
  opener?: HTMLElement | null;
}

/**
 * A modal dialog on the native <dialog> (the page behind becomes inert): focus moves in, Tab
 * and Shift+Tab stay inside, Escape and the backdrop close it, and focus goes back to what
 * opened it once it has closed (while open, the page behind cannot take focus).
 */
export function Modal({ title, onClose, children, wide = false, opener: own }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once when mounted, closed when unmounted; the opener is read then
  useEffect(() => {
    const element = dialog.current!;
    const opener = own !== undefined ? own : ($modal.get()?.opener ?? null);
    // The frame that stood in while React loaded (modal-frame.ts) goes in this same task: one backdrop, no flash.
    // Closed by the visitor a moment ago, it takes the open with it.
    if (!replaceModalFrame()) {
      onClose();
      if (opener?.isConnected) opener.focus();
      return;
    }
    element.showModal();
    // React's autoFocus would run before showModal(); modals mark their first field instead.
    (element.querySelector<HTMLElement>('[data-autofocus]') ?? element.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    return () => {
      element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={wide ? 'modal modal-wide' : 'modal'}
      aria-labelledby={titleId}
      onKeyDown={(event) => trapTab(dialog.current!, event)}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className="modal-panel surface">
        <div className="modal-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="modal-close" aria-label={t('island.close')} onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
