import { t } from '../../client/t.ts';
import type { TeamMovement } from '../../../contract/generated/agent-report-transactions.ts';
import { money } from '../ui/money.ts';
import { teamTransactions } from '../../stores/records.ts';
import { countText, Figures, pagesOf, RecordsHead, RecordsView } from '../records/RecordsView.tsx';
import { column, RecordsTable, signedColumn, timeColumn } from '../records/RecordsTable.tsx';
import { useRecords } from '../records/use-records.ts';
import { RecordTable } from '../ui/RecordTable.tsx';
import { AccountFilter } from './report-parts.tsx';
import { SelectField } from '../ui/Field.tsx';

type Group = TeamMovement['group'];
/** The by-kind table's figure columns, after the kind. */
const FIGURES = ['count', 'in', 'out'] as const;
const GROUPS: Array<Group | 'ALL'> = ['ALL', 'DEPOSIT', 'WITHDRAWAL', 'TRANSFER', 'OTHER'];

/**
 * /agentHome/agentDownlineTransactionDetailsCopy, downline transactions: the movements of the
 * wallets of the agent's whole team in a period of the merchant's days (deposits, withdrawals and
 * their returns, transfers between members, opening credits; bets are the other reports'), newest
 * first, 20 a page, by account and type, with how many and what came in and went out per type.
 */
export function DownlineTransactions() {
  const r = useRecords(teamTransactions, { account: '', group: 'ALL' }, (period, filters, pageNo) => ({
    ...period,
    ...(filters.account ? { account: filters.account } : {}),
    group: filters.group as Group | 'ALL',
    pageNo,
  }));
  const value = r.value;
  const kind = (k: string) => t(k === 'member.transfer' ? 'island.reports.kind.member.transfer' : `island.records.kind.${k}`);
  // The period's movements, then a small table of each kind's count and money in and out (not one run-on line).
  const summary = value && (
    <>
      <Figures items={[[t('island.reports.col.movements'), countText(value.totalCount)]]} />
      {value.totals.length > 0 && (
        <RecordTable label={t('island.reports.byKind')} compact>
          <table className="records-mini">
            <RecordsHead
              columns={[[t('island.records.col.type')], ...FIGURES.map((c): [string, boolean] => [t(`island.reports.col.${c}`), true])]}
            />
            <tbody>
              {value.totals.map((g) => (
                <tr key={g.group}>
                  <th scope="row">{t(`island.records.group.${g.group}`)}</th>
                  <td className="num">{countText(g.count)}</td>
                  <td className="num">{money(g.totalIn)}</td>
                  <td className="num">{money(g.totalOut)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </RecordTable>
      )}
    </>
  );
  return (
    <RecordsView
      state={r}
      summary={summary}
      {...pagesOf(value)}
      emptyText={t('island.reports.noMovements')}
      filters={
        <>
          <AccountFilter id="report-account" {...r.filter('account')} />
          <SelectField
            id="report-group"
            label={t('island.records.group')}
            options={GROUPS.map((g) => [g, t(`island.records.group.${g}`)])}
            {...r.filter('group')}
          />
        </>
      }
    >
      <RecordsTable<TeamMovement>
        className="report"
        rows={value?.list}
        columns={[
          timeColumn((m) => m.createdAt),
          column(t('island.reports.col.member'), (m) => m.username),
          column(t('island.records.col.type'), (m) => kind(m.kind)),
          signedColumn(t('island.records.col.amount'), (m) => m.amount),
        ]}
        rowKey={(m) => `${m.transactionId} ${m.username}`}
        rowData={(m) => ({ 'data-kind': m.kind })}
      />
    </RecordsView>
  );
}
