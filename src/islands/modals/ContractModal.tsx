import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Contract, ContractKind } from '../../../contract/generated/common.ts';
import { t } from '../../client/t.ts';
import { $contractsChanged, waitingContracts } from '../../stores/contracts.ts';
import { closeModal } from '../../stores/modal.ts';
import { Answer } from '../agent/contract-parts.tsx';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { useLoad } from '../ui/use-load.ts';
import { Modal } from '../ui/Modal.tsx';
import { Loading } from '../ui/Loading.tsx';
import { ButtonRow } from '../ui/ButtonRow.tsx';

/**
 * The contract modal (specification section 2): after login, what the upline waits for an
 * answer on — a new contract (saying first when it ends the current one, and when it pays less)
 * or a request to end one — each with accept and reject. Answered items leave the list.
 */
export default function ContractModal() {
  const [waiting, setWaiting] = useState<Array<{ kind: ContractKind; contract: Contract }> | null>(null);
  const changed = useStore($contractsChanged);
  // Loads when opened and again after each answer.
  const { failed, retry } = useLoad(() => waitingContracts().then(setWaiting), [changed]);
  return (
    <Modal title={t('island.contracts.modal.title')} onClose={closeModal}>
      {failed ? (
        <LoadFailed message={failed} onRetry={retry} />
      ) : !waiting ? (
        <Loading>{t('island.loading')}</Loading>
      ) : !waiting.length ? (
        <p role="status">{t('island.contracts.modal.none')}</p>
      ) : (
        <>
          <p>{t('island.contracts.modal.intro')}</p>
          {waiting.map(({ kind, contract }) => (
            <section key={contract.id} className="contract-waiting" aria-labelledby={`waiting-${contract.id}`}>
              <h3 id={`waiting-${contract.id}`}>{t(`island.contracts.kind.${kind}`)}</h3>
              <Answer kind={kind} contract={contract} />
            </section>
          ))}
        </>
      )}
      <ButtonRow
        className="modal-actions"
        label={waiting?.length ? t('island.contracts.modal.later') : t('island.close')}
        onClick={closeModal}
      />
    </Modal>
  );
}
