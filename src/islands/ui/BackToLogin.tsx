import { t } from '../../client/t.ts';
import { $modal, openModal } from '../../stores/modal.ts';

/** "Already have an account? Log in": swaps the open modal for the login modal, same opener. */
export function BackToLogin() {
  return (
    <p className="modal-links">
      <button type="button" className="link-button" onClick={() => openModal('login', $modal.get()?.opener ?? null)}>
        {t('island.register.backToLogin')}
      </button>
    </p>
  );
}
