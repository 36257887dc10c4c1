import type { WalletTransaction } from '../../../contract/generated/wallet-transactions.ts';
import { t } from '../../client/t.ts';
import { MAIN_WALLET } from '../../../core/money.ts';
import { money } from '../ui/money.ts';
import { TRANSACTION_GROUPS } from '../../../core/transaction-kinds.ts';
import { vendorName } from '../../shared/vendors.ts';
import { transactions } from '../../stores/records.ts';
import { countText, Figures, pagesOf, RecordsView } from './RecordsView.tsx';
import { SelectField } from '../ui/Field.tsx';
import { column, moneyColumn, RecordsTable, signedColumn, timeColumn } from './RecordsTable.tsx';
import { useRecords } from './use-records.ts';
import { forRealMembers } from '../ui/real-member.tsx';

type Group = 'ALL' | keyof typeof TRANSACTION_GROUPS;
const GROUPS: Group[] = ['ALL', ...(Object.keys(TRANSACTION_GROUPS) as Group[])];

/**
 * /member/transactionHistory: every movement on the member's wallets (deposits, withdrawals and
 * their returns, transfers, bet results, opening credits) in a period of the merchant's days, by
 * type, 20 a page, with what came in and went out over the period.
 */
export const TransactionHistory = forRealMembers(TransactionHistoryPage);

function TransactionHistoryPage() {
  const r = useRecords(transactions, { group: 'ALL' }, (period, filters, pageNo) => ({ ...period, group: filters.group as Group, pageNo }));
  const value = r.value;
  return (
    <RecordsView
      state={r}
      summary={
        value && (
          <Figures
            items={[
              [t('island.records.total.in'), money(value.totalIn)],
              [t('island.records.total.out'), money(value.totalOut)],
              [t('island.records.total.count'), countText(value.totalCount)],
            ]}
          />
        )
      }
      {...pagesOf(value)}
      filters={
        <SelectField
          id="records-group"
          label={t('island.records.group')}
          options={GROUPS.map((g) => [g, t(`island.records.group.${g}`)])}
          {...r.filter('group')}
        />
      }
    >
      <RecordsTable<WalletTransaction>
        rows={value?.list}
        columns={[
          timeColumn((e) => e.createdAt),
          column(t('island.records.col.type'), (e) => t(`island.records.kind.${e.kind}`)),
          column(t('island.records.col.wallet'), (e) => (e.wallet === MAIN_WALLET ? t('island.wallet.main') : vendorName(e.wallet))),
          signedColumn(t('island.records.col.amount'), (e) => e.amount),
          moneyColumn(t('island.records.col.balance'), (e) => e.balanceAfter),
        ]}
        rowKey={(e) => `${e.transactionId} ${e.wallet}`}
        rowData={(e) => ({ 'data-kind': e.kind })}
      />
    </RecordsView>
  );
}
