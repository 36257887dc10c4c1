import { useStore } from '@nanostores/react';
import { t } from '../../client/t.ts';
import { money } from '../ui/money.ts';
import { $transferTargets, loadTransferTargets } from '../../stores/member-transfer.ts';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { Modal } from '../ui/Modal.tsx';
import { MemberTransferForm } from '../wallet/MemberTransferForm.tsx';
import { PaymentPasswordForm } from '../wallet/PaymentPasswordForm.tsx';
import { Loading } from '../ui/Loading.tsx';
import { useLoad } from '../ui/use-load.ts';

/**
 * Downline management's "Send money": the member transfer (/member/transferUpline's form and call)
 * to one direct downline, in a dialog that says so in its own words (what can be sent from the
 * main wallet, where it arrives); the payment password is set here first when the agent has none.
 * `sent` closes it with what was sent, in words.
 */
export function DownlineTransfer(props: { account: string; opener: HTMLElement; close: () => void; sent: (text: string) => void }) {
  const { account, opener, close, sent } = props;
  const state = useStore($transferTargets);
  const { failed, retry: load } = useLoad(loadTransferTargets);
  return (
    <Modal title={t('island.downlines.transferTitle', { account })} onClose={close} opener={opener}>
      {failed ? (
        <LoadFailed message={failed} onRetry={load} />
      ) : !state ? (
        <Loading>{t('island.loading')}</Loading>
      ) : !state.hasPaymentPassword ? (
        <PaymentPasswordForm done={loadTransferTargets} why={t('island.transferUpline.passwordWhy')} />
      ) : (
        <>
          <p data-testid="transfer-available">{t('island.downlines.sendFrom', { amount: money(state.available) })}</p>
          <p className="muted">{t('island.downlines.sendArrives', { account })}</p>
          <MemberTransferForm available={state.available} to={account} idPrefix="downline-transfer" sent={sent} />
        </>
      )}
    </Modal>
  );
}
