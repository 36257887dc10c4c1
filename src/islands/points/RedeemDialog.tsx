import { useStore } from '@nanostores/react';
import { t } from '../../client/t.ts';
import { money } from '../ui/money.ts';
import { $pointsSummary, type PointGood, redeemGood, reloadPointsSummary } from '../../stores/points.ts';
import { Field } from '../ui/Field.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Outcome, SIX_DIGITS, SixDigitField, useForm } from '../ui/forms.tsx';
import { PaymentPasswordForm } from '../wallet/PaymentPasswordForm.tsx';
import { pointsText, priceText } from './points-text.ts';

/**
 * Redeems a good: how many (up to the good's limit), the receiving address or the account to pay
 * into where the good needs one, what it takes in all, and the payment password (set here first
 * when the member has none).
 */
export function RedeemDialog({ good, opener, onClose }: { good: PointGood; opener: HTMLElement; onClose: () => void }) {
  const summary = useStore($pointsSummary);
  const form = useForm({ quantity: '1', address: '', paidAccount: '', paymentPassword: '' });
  const quantity = Number(form.values.quantity);
  const whole = Number.isInteger(quantity) && quantity >= 1 && quantity <= good.maxQuantity;
  const submit = form.submit(
    () => ({
      ...(whole ? {} : { quantity: t('island.points.quantityRange', { max: good.maxQuantity }) }),
      ...(good.delivery === 'ADDRESS' && !form.values.address.trim() ? { address: t('input_cannot_empty') } : {}),
      ...(good.delivery === 'ACCOUNT' && !form.values.paidAccount.trim() ? { paidAccount: t('input_cannot_empty') } : {}),
      ...(SIX_DIGITS.test(form.values.paymentPassword) ? {} : { paymentPassword: t('island.withdraw.sixDigits') }),
    }),
    async () => {
      await redeemGood({
        goodId: good.goodId,
        quantity,
        ...(good.delivery === 'ADDRESS' ? { address: form.values.address.trim() } : {}),
        ...(good.delivery === 'ACCOUNT' ? { paidAccount: form.values.paidAccount.trim() } : {}),
        paymentPassword: form.values.paymentPassword,
      });
      form.setValues({ ...form.values, paymentPassword: '' });
      return t('island.points.redeemed', { name: good.name });
    },
  );
  const total = whole ? { points: good.points * quantity, amount: good.amount * quantity } : good;
  return (
    <Modal title={t('island.points.redeemTitle', { name: good.name })} onClose={onClose} opener={opener}>
      {summary && !summary.hasPaymentPassword ? (
        <PaymentPasswordForm done={reloadPointsSummary} />
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <p>{t('island.points.youHave', { points: pointsText(summary?.points ?? 0) })}</p>
          {good.maxQuantity > 1 && (
            <Field
              label={t('island.points.quantity', { unit: good.unit })}
              type="number"
              min={1}
              max={good.maxQuantity}
              inputMode="numeric"
              data-autofocus=""
              {...form.field('quantity')}
            />
          )}
          {good.delivery === 'ADDRESS' && (
            <Field label={t('island.points.address')} autoComplete="street-address" maxLength={200} {...form.field('address')} />
          )}
          {good.delivery === 'ACCOUNT' && (
            <Field label={t('island.points.paidAccount')} autoComplete="off" maxLength={60} {...form.field('paidAccount')} />
          )}
          <p className="goods-price" data-testid="redeem-total">
            {t('island.points.total', { price: priceText(total, money) })}
          </p>
          <SixDigitField label={t('island.withdraw.paymentPassword')} id="redeem-payment-password" {...form.field('paymentPassword')} />
          <Outcome status={form.status} label={t('island.points.redeemSubmit')} once />
        </form>
      )}
    </Modal>
  );
}
