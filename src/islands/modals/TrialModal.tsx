import { sitePath } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { closeModal } from '../../stores/modal.ts';
import { Modal } from '../ui/Modal.tsx';
import { ButtonRow } from '../ui/ButtonRow.tsx';

/** in_need_true_account: a trial account reached a member-only feature (specification section 8). */
export default function TrialModal() {
  // On a member-centre page itself there is nothing a trial account may see: confirming goes home.
  const close = () => (document.body.dataset['pageKind'] === 'member' ? location.assign(sitePath('')) : closeModal());
  return (
    <Modal title={t('island.trial.title')} onClose={close}>
      <p>{t('island.trial.needRealAccount')}</p>
      <ButtonRow className="modal-actions" label={t('island.confirm')} onClick={close} primary autoFocus />
    </Modal>
  );
}
