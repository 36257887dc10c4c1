import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { errorText } from '../../client/error-text.ts';
import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { formatMoney, MAIN_WALLET } from '../../shared/money.ts';
import { periodOf, presetDays } from '../../shared/periods.ts';
import { TRANSACTION_GROUPS } from '../../shared/transaction-kinds.ts';
import { vendorName } from '../../shared/vendors.ts';
import { $transactions, loadTransactions, type TransactionsQuery } from '../../stores/records.ts';
import { Pagination } from '../games/Pagination.tsx';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { PeriodPicker, today, type Days } from '../ui/PeriodPicker.tsx';

type Group = TransactionsQuery['group'];
const GROUPS: Group[] = ['ALL', ...(Object.keys(TRANSACTION_GROUPS) as Group[])];

/**
 * /member/transactionHistory: every movement on the member's wallets (deposits, withdrawals and
 * their returns, transfers, opening credits) in a period of the merchant's days, by type, 20 a
 * page, with what came in and went out over the period.
 */
export function TransactionHistory() {
  const result = useStore($transactions);
  const { currency, timezone } = pageConfig();
  const lang = document.documentElement.lang;
  const [days, setDays] = useState<Days>(() => presetDays('last7', today()));
  const [group, setGroup] = useState<Group>('ALL');
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState('');

  const { start, end } = periodOf(days.first, days.last, timezone);
  const load = () =>
    loadTransactions({ startTime: start, endTime: end, group, pageNo: page }).then(
      () => setFailed(''),
      (error) => setFailed(errorText(error)),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query's parts are what it loads by; load is made anew each render
  useEffect(() => void load(), [start, end, group, page]);

  const money = (major: number) => formatMoney(major, lang, currency);
  const signed = (major: number) => (major > 0 ? `+${money(major)}` : `−${money(-major)}`);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: timezone });
  const restart =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const value = result?.value;
  const asked = result?.query;
  const busy = !asked || asked.startTime !== start || asked.endTime !== end || asked.group !== group || asked.pageNo !== page;

  return (
    <div className="records-page">
      <div className="records-filters">
        <PeriodPicker days={days} onChange={restart(setDays)} />
        <div className="field">
          <label htmlFor="records-group">{t('island.records.group')}</label>
          <select id="records-group" value={group} onChange={(e) => restart(setGroup)(e.target.value as Group)}>
            {GROUPS.map((g) => (
              <option key={g} value={g}>
                {t(`island.records.group.${g}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {failed ? (
        <LoadFailed message={failed} onRetry={load} />
      ) : !value ? (
        <p className="placeholder" aria-busy="true">
          {t('island.records.loading')}
        </p>
      ) : (
        <div aria-busy={busy}>
          <p className="records-totals" role="status">
            {t('island.records.totals', { in: money(value.totalIn), out: money(value.totalOut), count: value.totalCount })}
          </p>
          {value.list.length ? (
            <div className="table-scroll">
              <table className="records">
                <thead>
                  <tr>
                    <th scope="col">{t('island.records.col.time')}</th>
                    <th scope="col">{t('island.records.col.type')}</th>
                    <th scope="col">{t('island.records.col.wallet')}</th>
                    <th scope="col" className="num">
                      {t('island.records.col.amount')}
                    </th>
                    <th scope="col" className="num">
                      {t('island.records.col.balance')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {value.list.map((e) => (
                    <tr key={`${e.transactionId} ${e.wallet}`} data-kind={e.kind}>
                      <td>{when.format(e.createdAt)}</td>
                      <td>{t(`island.records.kind.${e.kind}`)}</td>
                      <td>{e.wallet === MAIN_WALLET ? t('island.wallet.main') : vendorName(e.wallet)}</td>
                      <td className="num">{signed(e.amount)}</td>
                      <td className="num">{money(e.balanceAfter)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="muted">{t('island.records.empty')}</p>
          )}
          <Pagination page={page} total={value.totalPages} onPage={setPage} />
        </div>
      )}
    </div>
  );
}
