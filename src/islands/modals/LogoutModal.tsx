import { useState } from 'react';
import { sitePath } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { closeModal } from '../../stores/modal.ts';
import { logout } from '../../stores/session.ts';
import { Modal } from '../ui/Modal.tsx';

/** Asks before signing out; signing out ends the session on the gateway and goes home (or to /agent from the agent centre). */
export default function LogoutModal() {
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    await logout().catch(() => undefined);
    // The agent centre's sign-out goes back to the agent login; every other one goes home.
    location.assign(sitePath(document.body.dataset['pageKind'] === 'agentHome' ? 'agent' : ''));
  };
  return (
    <Modal title={t('island.logout.title')} onClose={closeModal}>
      <p>{t('island.logout.question')}</p>
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={closeModal} data-autofocus>
          {t('island.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={confirm} disabled={pending} aria-busy={pending}>
          {t('header.signOut')}
        </button>
      </div>
    </Modal>
  );
}
