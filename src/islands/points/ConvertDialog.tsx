import { useStore } from '@nanostores/react';
import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { fromMinor, toMinor } from '../../../core/money.ts';
import { money } from '../ui/money.ts';
import { $pointsSummary, convertPoints, reloadPointsSummary } from '../../stores/points.ts';
import { Field } from '../ui/Field.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Outcome, SIX_DIGITS, SixDigitField, useForm } from '../ui/forms.tsx';
import { PaymentPasswordForm } from '../wallet/PaymentPasswordForm.tsx';
import { pointsText } from './points-text.ts';

/**
 * Converts points into the main wallet in whole steps at the member's VIP rate: what it will
 * give as the member types, then the payment password (set here first when there is none).
 */
export function ConvertDialog({ opener, onClose }: { opener: HTMLElement; onClose: () => void }) {
  const summary = useStore($pointsSummary);
  const { currency } = pageConfig();
  const form = useForm({ points: '', paymentPassword: '' });
  if (!summary) return null;
  const step = summary.convertPoints;
  const points = Number(form.values.points);
  const valid = Number.isInteger(points) && points >= step && points % step === 0;
  // In minor units, so that 3 × 1.2 is 3.60 and not 3.5999.
  const gives = valid ? fromMinor((points / step) * toMinor(summary.convertAmount, currency.decimals), currency.decimals) : 0;
  const submit = form.submit(
    () => ({
      ...(!valid
        ? { points: t('island.points.convertStep', { step: pointsText(step) }) }
        : points > summary.points
          ? { points: t('error.points.insufficient', { points: summary.points }) }
          : {}),
      ...(SIX_DIGITS.test(form.values.paymentPassword) ? {} : { paymentPassword: t('island.withdraw.sixDigits') }),
    }),
    async () => {
      const amount = await convertPoints(points, form.values.paymentPassword);
      form.setValues({ points: '', paymentPassword: '' });
      return t('island.points.converted', { points: pointsText(points), amount: money(amount) });
    },
  );
  return (
    <Modal title={t('island.points.convertTitle')} onClose={onClose} opener={opener}>
      {!summary.hasPaymentPassword ? (
        <PaymentPasswordForm done={reloadPointsSummary} />
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <p>{t('island.points.youHave', { points: pointsText(summary.points) })}</p>
          <p className="muted">{t('island.points.rateNow', { points: pointsText(step), amount: money(summary.convertAmount) })}</p>
          <Field
            label={t('island.points.convertPoints')}
            type="number"
            min={step}
            step={step}
            inputMode="numeric"
            data-autofocus=""
            {...form.field('points')}
          />
          <p className="goods-price" data-testid="convert-gives">
            {t('island.points.convertGives', { amount: money(gives) })}
          </p>
          <SixDigitField label={t('island.withdraw.paymentPassword')} id="convert-payment-password" {...form.field('paymentPassword')} />
          <Outcome status={form.status} label={t('island.points.convertSubmit')} />
        </form>
      )}
    </Modal>
  );
}
