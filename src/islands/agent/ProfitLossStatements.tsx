import type { DownlineStatement } from '../../../contract/generated/agent-report-profit-loss.ts';
import { t } from '../../client/t.ts';
import { money } from '../ui/money.ts';
import { teamProfitLoss } from '../../stores/records.ts';
import { RecordsView } from '../records/RecordsView.tsx';
import { column, countColumn } from '../records/RecordsTable.tsx';
import { useRecords } from '../records/use-records.ts';
import { AccountFilter, PlayReportTable, playReportView } from './report-parts.tsx';

/**
 * /agentHome/palStatementsAgentCopy, profit and loss statements: per direct downline that played
 * in a period of the merchant's days (a sub-agent's whole team rolled up into its row), its bets,
 * stakes, valid bet, payouts and the house's profit, the most valid bet first, 20 a page, with the
 * totals of every row; or one downline's, by its account.
 */
export function ProfitLossStatements() {
  const r = useRecords(teamProfitLoss, { account: '' }, (period, filters, pageNo) => ({
    ...period,
    ...(filters.account ? { account: filters.account } : {}),
    pageNo,
  }));
  const value = r.value;
  return (
    <RecordsView state={r} {...playReportView(value, money)} filters={<AccountFilter id="report-account" {...r.filter('account')} />}>
      <PlayReportTable<DownlineStatement>
        rows={value?.list}
        columns={[
          {
            ...column(t('island.reports.col.account'), (row) => (
              <>
                {row.username}
                {row.agent && <span className="muted records-note">{t('island.reports.subAgent')}</span>}
              </>
            )),
            rowHeader: true,
          },
          countColumn(t('island.reports.col.teamSize'), (row) => row.teamSize),
        ]}
        totals={value?.totals}
        rowKey={(row) => row.username}
        rowData={(row) => ({ 'data-account': row.username })}
      />
    </RecordsView>
  );
}
