import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { pageConfig } from '../../client/page-data.ts';
import { errorText, refusal } from '../../client/error-text.ts';
import { t } from '../../client/t.ts';
import { fromMinor, MAIN_WALLET, toMinor } from '../../../core/money.ts';
import { money } from '../ui/money.ts';
import { vendorName } from '../../shared/vendors.ts';
import { $funds, type Funds, loadFunds } from '../../stores/funds.ts';
import { $wallets, allBackToMain, loadWallets, transferFunds } from '../../stores/wallet.ts';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { checkAmount } from './amount-check.ts';
import { AmountField, type Status, StatusLines } from '../ui/forms.tsx';
import { forRealMembers } from '../ui/real-member.tsx';
import { Loading } from '../ui/Loading.tsx';
import { TitledSection } from '../ui/TitledSection.tsx';

const walletLabel = (name: string) => (name === MAIN_WALLET ? t('island.wallet.main') : vendorName(name));

// The funds are extra: when they cannot be read the page goes on without them rather than show old parts.
const refreshFunds = () => loadFunds().catch(() => $funds.set(null));

/**
 * /member/transferFund: the member's total funds with their parts (under the agent policy, for
 * real accounts), every wallet's balance, a transfer between the main wallet and a vendor wallet,
 * and "all back to main". The amount is checked (format, decimals, above zero, within the source
 * wallet) before anything is sent; the gateway decides, and the balances shown are its.
 */
export const TransferFund = forRealMembers(TransferFundPage);

function TransferFundPage() {
  const state = useStore($wallets);
  const funds = useStore($funds);
  const { currency } = pageConfig();
  const [loadFailed, setLoadFailed] = useState(false);
  const [from, setFrom] = useState(MAIN_WALLET);
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => {
    loadWallets().then(
      () => setLoadFailed(false),
      () => setLoadFailed(true),
    );
    void refreshFunds();
  }, []);

  if (loadFailed)
    return (
      <LoadFailed
        message={t('island.wallet.loadFailed')}
        onRetry={() =>
          loadWallets().then(
            () => setLoadFailed(false),
            () => undefined,
          )
        }
      />
    );
  if (!state) return <Loading>{t('island.wallet.loading')}</Loading>;

  const balanceOf = (name: string) => state.wallets.find((w) => w.name === name)?.amount ?? 0;
  const names = state.wallets.map((w) => w.name);
  // Money moves between the main wallet and a vendor's: from main to any vendor, from a vendor to main.
  const targets = names.filter((n) => n !== from && (from === MAIN_WALLET || n === MAIN_WALLET));
  const target = to && targets.includes(to) ? to : (targets[0] ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const available = toMinor(balanceOf(from), currency.decimals);
    const checked = checkAmount(amount, currency.decimals, {
      above: [available, () => t('island.wallet.tooMuch', { amount: money(balanceOf(from)) })],
    });
    setAmountError('error' in checked ? checked.error : '');
    if ('error' in checked) return;
    setStatus({ kind: 'busy' });
    const value = fromMinor(checked.minor, currency.decimals);
    try {
      await transferFunds(from, target, value);
      void refreshFunds();
      setAmount('');
      setStatus({
        kind: 'done',
        text: t('island.wallet.moved', { amount: money(value), from: walletLabel(from), to: walletLabel(target) }),
      });
    } catch (error) {
      const refused = refusal(error);
      setStatus({
        kind: 'failed',
        text:
          refused?.code === 'wallet.balance.insufficient'
            ? t('island.wallet.tooMuch', { amount: money(balanceOf(from)) })
            : errorText(error),
      });
      void loadWallets().catch(() => undefined);
    }
  };

  const recall = async () => {
    setStatus({ kind: 'busy' });
    try {
      const moved = await allBackToMain();
      void refreshFunds();
      setStatus({ kind: 'done', text: moved.length ? t('island.wallet.allBackDone') : t('island.wallet.nothingToRecall') });
    } catch (error) {
      setStatus({ kind: 'failed', text: errorText(error) });
      void loadWallets().catch(() => undefined);
    }
  };

  return (
    <div className="wallet">
      {funds && <FundsCard funds={funds} money={money} single={state.single} />}
      <h2 className="section-title">{t('island.wallet.balances')}</h2>
      <ul className="wallet-list">
        {state.wallets.map((w) => (
          <li key={w.name} className="wallet-item surface">
            <span>{walletLabel(w.name)}</span>
            <span className="wallet-amount" data-wallet={w.name}>
              {money(w.amount)}
            </span>
          </li>
        ))}
      </ul>
      {state.single ? (
        <p className="muted">{t('island.wallet.single')}</p>
      ) : (
        <>
          <h2 className="section-title">{t('island.wallet.transfer')}</h2>
          <form className="form wallet-form" onSubmit={submit} noValidate>
            <div className="field">
              <label htmlFor="wallet-from">{t('island.wallet.from')}</label>
              <select
                id="wallet-from"
                value={from}
                onChange={(e) => {
                  setFrom(e.target.value);
                  setTo('');
                }}
              >
                {names.map((n) => (
                  <option key={n} value={n}>
                    {walletLabel(n)} ({money(balanceOf(n))})
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="wallet-to">{t('island.wallet.to')}</label>
              <select id="wallet-to" value={target} onChange={(e) => setTo(e.target.value)}>
                {targets.map((n) => (
                  <option key={n} value={n}>
                    {walletLabel(n)}
                  </option>
                ))}
              </select>
            </div>
            <AmountField name="amount" value={amount} error={amountError} onChange={(e) => setAmount(e.currentTarget.value)} />
            <div className="wallet-actions">
              <button type="submit" className="btn btn-primary" disabled={status.kind === 'busy'}>
                {t('island.wallet.submit')}
              </button>
              <button type="button" className="btn btn-ghost" disabled={status.kind === 'busy'} onClick={recall}>
                {t('island.wallet.allBack')}
              </button>
            </div>
          </form>
        </>
      )}
      <StatusLines status={status} />
    </div>
  );
}

/** The member's total funds and what they are made of: transfers between wallets move the parts, never the total. */
function FundsCard({ funds, money, single }: { funds: Funds; money: (value: number) => string; single: boolean }) {
  const parts = [
    { key: 'main', label: t('island.wallet.main'), value: funds.main },
    // A single-wallet merchant has no vendor wallets to count.
    ...(single ? [] : [{ key: 'vendors', label: t('island.wallet.funds.vendors'), value: funds.vendors }]),
    { key: 'held', label: t('island.wallet.funds.held'), value: funds.held },
  ];
  return (
    <TitledSection titleId="wallet-funds-title" title={t('island.wallet.funds')} className="wallet-funds surface card">
      <p className="wallet-funds-total" data-funds="total">
        {money(funds.total)}
      </p>
      <dl className="wallet-funds-parts">
        {parts.map((part) => (
          <div key={part.key}>
            <dt>{part.label}</dt>
            <dd data-funds={part.key}>{money(part.value)}</dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}
