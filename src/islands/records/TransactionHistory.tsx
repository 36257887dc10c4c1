import { t } from '../../client/t.ts';
import { MAIN_WALLET } from '../../../core/money.ts';
import { money } from '../ui/money.ts';
import { TRANSACTION_GROUPS } from '../../../core/transaction-kinds.ts';
import { vendorName } from '../../shared/vendors.ts';
import { transactions } from '../../stores/records.ts';
import { pagesOf, RecordsFilter, RecordsTable, RecordsView, signed } from './RecordsView.tsx';
import { momentFormat } from '../ui/moment.ts';
import { useRecords } from './use-records.ts';
import { useRealMemberGate } from '../ui/real-member.tsx';

type Group = 'ALL' | keyof typeof TRANSACTION_GROUPS;
const GROUPS: Group[] = ['ALL', ...(Object.keys(TRANSACTION_GROUPS) as Group[])];

/**
 * /member/transactionHistory: every movement on the member's wallets (deposits, withdrawals and
 * their returns, transfers, bet results, opening credits) in a period of the merchant's days, by
 * type, 20 a page, with what came in and went out over the period.
 */
export function TransactionHistory() {
  return useRealMemberGate() ?? <TransactionHistoryPage />;
}

function TransactionHistoryPage() {
  const r = useRecords(transactions, { group: 'ALL' }, (period, filters, pageNo) => ({ ...period, group: filters.group as Group, pageNo }));
  const when = momentFormat();
  const value = r.value;
  return (
    <RecordsView
      state={r}
      summary={value ? t('island.records.totals', { in: money(value.totalIn), out: money(value.totalOut), count: value.totalCount }) : ''}
      {...pagesOf(value)}
      filters={
        <RecordsFilter
          id="records-group"
          label={t('island.records.group')}
          value={r.filters.group}
          options={GROUPS.map((g) => [g, t(`island.records.group.${g}`)])}
          onChange={(g) => r.chooseFilter('group', g)}
        />
      }
    >
      <RecordsTable
        columns={[
          [t('island.records.col.time')],
          [t('island.records.col.type')],
          [t('island.records.col.wallet')],
          [t('island.records.col.amount'), true],
          [t('island.records.col.balance'), true],
        ]}
        rows={value?.list}
        row={(e) => (
          <tr key={`${e.transactionId} ${e.wallet}`} data-kind={e.kind}>
            <td>{when.format(e.createdAt)}</td>
            <td>{t(`island.records.kind.${e.kind}`)}</td>
            <td>{e.wallet === MAIN_WALLET ? t('island.wallet.main') : vendorName(e.wallet)}</td>
            <td className="num">{signed(e.amount, money)}</td>
            <td className="num">{money(e.balanceAfter)}</td>
          </tr>
        )}
      />
    </RecordsView>
  );
}
