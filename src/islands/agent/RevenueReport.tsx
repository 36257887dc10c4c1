import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import type { GameType } from '../../../contract/generated/common.ts';
import { money } from '../ui/money.ts';
import { vendorName } from '../../shared/vendors.ts';
import { teamRevenue } from '../../stores/records.ts';
import { RecordsFilter, RecordsTable, RecordsView } from '../records/RecordsView.tsx';
import { useRecords } from '../records/use-records.ts';
import { FIGURE_COLUMNS, FigureCells, playReportView, TotalsFoot } from './report-parts.tsx';

/**
 * /agentHome/agentRevenueReport: what the agent's whole team (every level below) played in a
 * period of the merchant's days, by game type and vendor: bets, active players, stakes, valid bet,
 * payouts and the house's profit, with the totals (a player of two vendors counted once).
 */
export function RevenueReport() {
  const { products } = pageConfig();
  const r = useRecords(teamRevenue, { gameType: 'ALL' }, (period, filters, pageNo) => ({
    ...period,
    gameType: filters.gameType as GameType | 'ALL',
    pageNo,
  }));
  const value = r.value;
  return (
    <RecordsView
      state={r}
      {...playReportView(value, money)}
      filters={
        <RecordsFilter
          id="report-game-type"
          label={t('island.reports.col.gameType')}
          value={r.filters.gameType}
          options={[['ALL', t('island.bets.all')], ...products.map((p): [string, string] => [p.gameType, t(`gameType.${p.gameType}`)])]}
          onChange={(type) => r.chooseFilter('gameType', type)}
        />
      }
    >
      <RecordsTable
        className="report"
        columns={[[t('island.reports.col.gameType')], [t('island.reports.col.vendor')], ...FIGURE_COLUMNS]}
        rows={value?.list}
        row={(row) => (
          <tr key={`${row.gameType} ${row.vendor}`} data-vendor={row.vendor}>
            <td>{t(`gameType.${row.gameType}`)}</td>
            <td>{vendorName(row.vendor)}</td>
            <FigureCells figures={row.figures} money={money} />
          </tr>
        )}
        foot={value && <TotalsFoot totals={value.totals} money={money} />}
      />
    </RecordsView>
  );
}
