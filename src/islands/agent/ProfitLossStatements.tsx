import { t } from '../../client/t.ts';
import { money } from '../ui/money.ts';
import { teamProfitLoss } from '../../stores/records.ts';
import { RecordsTable, RecordsView } from '../records/RecordsView.tsx';
import { useRecords } from '../records/use-records.ts';
import { AccountFilter, FIGURE_COLUMNS, FigureCells, playReportView, TotalsFoot } from './report-parts.tsx';

/**
 * /agentHome/palStatementsAgentCopy, profit and loss statements: per direct downline that played
 * in a period of the merchant's days (a sub-agent's whole team rolled up into its row), its bets,
 * stakes, valid bet, payouts and the house's profit, the most valid bet first, 20 a page, with the
 * totals of every row; or one downline's, by its account.
 */
export function ProfitLossStatements() {
  const lang = document.documentElement.lang;
  const count = new Intl.NumberFormat(lang);
  const r = useRecords(teamProfitLoss, { account: '' }, (period, filters, pageNo) => ({
    ...period,
    ...(filters.account ? { account: filters.account } : {}),
    pageNo,
  }));
  const value = r.value;
  return (
    <RecordsView
      state={r}
      {...playReportView(value, money)}
      filters={<AccountFilter id="report-account" value={r.filters.account} onChange={(a) => r.chooseFilter('account', a)} />}
    >
      <RecordsTable
        className="report"
        columns={[[t('island.reports.col.account')], [t('island.reports.col.teamSize'), true], ...FIGURE_COLUMNS]}
        rows={value?.list}
        row={(row) => (
          <tr key={row.username} data-account={row.username}>
            <th scope="row">
              {row.username}
              {row.agent && <span className="muted records-note">{t('island.reports.subAgent')}</span>}
            </th>
            <td className="num">{count.format(row.teamSize)}</td>
            <FigureCells figures={row.figures} money={money} />
          </tr>
        )}
        foot={value && <TotalsFoot totals={value.totals} money={money} />}
      />
    </RecordsView>
  );
}
