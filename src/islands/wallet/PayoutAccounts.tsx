import { useEffect, useState } from 'react';
import { t } from '../../client/t.ts';
import { bindPayoutAccount, type WithdrawInfo } from '../../stores/withdraw.ts';
import { Field } from '../ui/Field.tsx';
import { Outcome, SIX_DIGITS, useForm, SixDigitField, TitledForm } from '../ui/forms.tsx';

/** The member's payout accounts: provider, masked number and the name each is held in. */
export function PayoutAccountList({ info }: { info: WithdrawInfo }) {
  if (!info.accounts.length) return <p className="muted">{t('island.withdraw.noAccounts')}</p>;
  return (
    <ul className="wallet-list payout-accounts">
      {info.accounts.map((a) => (
        <li key={a.accountId} className="wallet-item surface">
          <span>
            {a.providerName} {a.accountNumber}
          </span>
          <span className="muted">{a.accountName}</span>
        </li>
      ))}
    </ul>
  );
}

/** How long "GCash •••• 0001 is saved." stays: long enough to read twice. */
const SAVED_NOTE_MS = 8000;

/** Binds a payout account at one of the merchant's providers. */
export function PayoutAccountForm({ info }: { info: WithdrawInfo }) {
  const [open, setOpen] = useState(info.accounts.length === 0);
  const [saved, setSaved] = useState('');
  const form = useForm({ providerId: info.providers[0]!.providerId, accountName: '', accountNumber: '', paymentPassword: '' });
  const { providerId, accountName, accountNumber, paymentPassword } = form.values;
  const submit = form.submit(
    () => ({
      ...(accountName.trim().length >= 2 ? {} : { accountName: t('island.withdraw.nameShort') }),
      ...(/^[A-Za-z0-9]{4,34}$/.test(accountNumber.replace(/[\s-]/g, '')) ? {} : { accountNumber: t('island.withdraw.numberFormat') }),
      ...(SIX_DIGITS.test(paymentPassword) ? {} : { paymentPassword: t('island.withdraw.sixDigits') }),
    }),
    async () => {
      await bindPayoutAccount({ providerId, accountName: accountName.trim(), accountNumber, paymentPassword });
      form.setValues({ providerId, accountName: '', accountNumber: '', paymentPassword: '' });
      const provider = info.providers.find((p) => p.providerId === providerId)!;
      // Saved: the form folds away, and says so beside the button that opens it again.
      setSaved(t('island.withdraw.bound', { provider: provider.name, number: `•••• ${accountNumber.replace(/[\s-]/g, '').slice(-4)}` }));
      setOpen(false);
      return '';
    },
  );
  // The note answers the save and then goes: it is not a lasting state of the page.
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(''), SAVED_NOTE_MS);
    return () => clearTimeout(timer);
  }, [saved]);
  if (!open) {
    return (
      <div className="withdraw-add">
        <p role="status" className="form-success">
          {saved}
        </p>
        <button type="button" className="btn btn-ghost" onClick={() => setOpen(true)}>
          {t('island.withdraw.addAccount')}
        </button>
      </div>
    );
  }
  return (
    <TitledForm titleId="withdraw-add-account" title={t('island.withdraw.addAccount')} className="wallet-form" onSubmit={submit}>
      <div className="field">
        <label htmlFor="withdraw-provider">{t('island.withdraw.provider')}</label>
        <select id="withdraw-provider" value={providerId} onChange={(e) => form.setValues({ ...form.values, providerId: e.target.value })}>
          {info.providers.map((p) => (
            <option key={p.providerId} value={p.providerId}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <Field label={t('island.withdraw.accountName')} autoComplete="name" {...form.field('accountName')} />
      <Field label={t('island.withdraw.accountNumber')} autoComplete="off" {...form.field('accountNumber')} />
      <SixDigitField label={t('island.withdraw.paymentPassword')} id="bind-payment-password" {...form.field('paymentPassword')} />
      <Outcome status={form.status} label={t('island.withdraw.bind')} />
    </TitledForm>
  );
}
