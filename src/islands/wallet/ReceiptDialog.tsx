import { useState, type FormEvent } from 'react';
import type { WithdrawalOrder } from '../../../contract/generated/common.ts';
import { errorText } from '../../client/error-text.ts';
import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { fromMinor, toMinor } from '../../../core/money.ts';
import { uploadFile } from '../../stores/uploads.ts';
import { confirmReceipt, type Receipt } from '../../stores/withdraw.ts';
import { Field, ImagesField } from '../ui/Field.tsx';
import { Modal } from '../ui/Modal.tsx';
import { checkAmount } from './amount-check.ts';
import { payoutAccount, receiptDue } from './withdrawal-status.ts';

type Outcome = Receipt['outcome'];
const OUTCOMES: Outcome[] = ['FULL', 'PARTIAL', 'NOT_RECEIVED'];
/** Proof images: png or jpg, at most 3 of at most 5 MB each (specification section 5). */
const PROOF = { types: ['image/png', 'image/jpeg'], most: 3, maxBytes: 5 * 1024 * 1024 };

/** Why the chosen proof files cannot be sent, or '' when they can. */
function proofProblem(files: File[]): string {
  if (files.length < 1 || files.length > PROOF.most) return t('island.receipt.proofCount');
  const wrongType = files.find((f) => !PROOF.types.includes(f.type));
  if (wrongType) return t('island.receipt.proofType', { name: wrongType.name });
  const tooLarge = files.find((f) => f.size > PROOF.maxBytes);
  return tooLarge ? t('island.receipt.proofSize', { name: tooLarge.name }) : '';
}

/**
 * What arrived of a paid-out withdrawal: all of it, a part (what arrived in all, more than before
 * and less than the payout), or nothing, with 1 to 3 png or jpg images as proof (checked here,
 * uploaded one by one, checked again by the gateway). `done` hears the answer in words.
 */
export function ReceiptDialog(props: {
  order: WithdrawalOrder;
  opener: HTMLElement | null;
  money: (major: number) => string;
  onClose: (done?: string) => void;
}) {
  const { order, opener, money, onClose } = props;
  const { currency } = pageConfig();
  const [outcome, setOutcome] = useState<Outcome>('FULL');
  const [amount, setAmount] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ amount?: string; proof?: string; send?: string }>({});
  const [busy, setBusy] = useState(false);
  const received = order.received ?? 0;
  const due = receiptDue(order);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const limits = { received: money(received), payout: money(order.payout) };
    const checked = checkAmount(amount, currency.decimals, {
      below: [toMinor(received, currency.decimals) + 1, () => t('island.receipt.partialRange', limits)],
      above: [toMinor(order.payout, currency.decimals) - 1, () => t('island.receipt.partialRange', limits)],
    });
    const found = {
      ...(outcome === 'PARTIAL' && 'error' in checked ? { amount: checked.error } : {}),
      ...(outcome === 'NOT_RECEIVED' && proofProblem(files) ? { proof: proofProblem(files) } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const receipt: Receipt =
        outcome === 'PARTIAL' && 'minor' in checked
          ? { outcome, received: fromMinor(checked.minor, currency.decimals) }
          : outcome === 'NOT_RECEIVED'
            ? { outcome, proofIds: await Promise.all(files.map(uploadFile)) }
            : { outcome: 'FULL' };
      const answer = await confirmReceipt(order.orderId, receipt);
      onClose(t('island.receipt.done', { reference: answer.reference, state: t(`island.receipt.state.${answer.receipt ?? 'RECEIVED'}`) }));
    } catch (error) {
      setErrors({ send: errorText(error) });
      setBusy(false);
    }
  };

  return (
    <Modal title={t('island.receipt.title', { reference: order.reference })} opener={opener} onClose={() => onClose()}>
      <form className="form receipt-form" onSubmit={submit} noValidate>
        <p>
          {t('island.receipt.paid', {
            payout: money(order.payout),
            account: payoutAccount(order),
          })}
        </p>
        <p className="muted">
          {t('island.receipt.sofar', { received: money(received), remaining: money(order.remaining ?? order.payout) })}
        </p>
        {due && <p className="muted">{t('island.receipt.due', { time: due })}</p>}
        <fieldset className="receipt-outcomes">
          <legend>{t('island.receipt.what')}</legend>
          {OUTCOMES.map((o) => (
            <label key={o} className="field-check">
              <input
                type="radio"
                name="outcome"
                value={o}
                checked={outcome === o}
                onChange={() => setOutcome(o)}
                data-autofocus={o === 'FULL' ? '' : undefined}
              />
              <span>{t(`island.receipt.${o}`)}</span>
            </label>
          ))}
        </fieldset>
        {outcome === 'PARTIAL' && (
          <Field
            label={t('island.receipt.amount', { symbol: currency.symbol })}
            name="received"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            error={errors.amount ?? ''}
            onChange={(e) => setAmount(e.currentTarget.value)}
          />
        )}
        {outcome === 'NOT_RECEIVED' && (
          <ImagesField id="receipt-proof" name="proof" label={t('island.receipt.proof')} error={errors.proof} onPick={setFiles} />
        )}
        {errors.send && (
          <p role="alert" className="form-error">
            {errors.send}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('island.receipt.submit')}
        </button>
      </form>
    </Modal>
  );
}
