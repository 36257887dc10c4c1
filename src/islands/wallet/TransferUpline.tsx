import { useStore } from '@nanostores/react';
import { t } from '../../client/t.ts';
import { money } from '../ui/money.ts';
import { $transferTargets, loadTransferTargets } from '../../stores/member-transfer.ts';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { MemberTransferForm } from './MemberTransferForm.tsx';
import { PaymentPasswordForm } from './PaymentPasswordForm.tsx';
import { forRealMembers } from '../ui/real-member.tsx';
import { Loading } from '../ui/Loading.tsx';
import { useLoad } from '../ui/use-load.ts';

/**
 * /member/transferUpline: money from the main wallet to the member's upline agent, or from an
 * agent to one of their direct downlines, checked in the page (amount, what the wallet holds)
 * and confirmed with the payment password (set here first when the member has none).
 */
export const TransferUpline = forRealMembers(TransferUplinePage);

function TransferUplinePage() {
  const state = useStore($transferTargets);
  const { failed: loadFailed, retry: load } = useLoad(loadTransferTargets);

  if (loadFailed) return <LoadFailed message={t('island.transferUpline.loadFailed')} onRetry={load} />;
  if (!state) return <Loading>{t('island.transferUpline.loading')}</Loading>;
  if (!state.targets.length) return <p className="muted">{t('island.transferUpline.none')}</p>;
  if (!state.hasPaymentPassword) return <PaymentPasswordForm done={loadTransferTargets} why={t('island.transferUpline.passwordWhy')} />;
  return (
    <div className="transfer-upline">
      <ul className="wallet-list withdraw-facts">
        <li className="wallet-item surface">
          <span data-testid="transfer-available">{t('island.withdraw.available', { amount: money(state.available) })}</span>
        </li>
      </ul>
      <MemberTransferForm
        available={state.available}
        targets={state.targets}
        idPrefix="transfer-member"
        title={t('island.transferUpline.title')}
      />
    </div>
  );
}
