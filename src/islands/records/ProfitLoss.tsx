import type { ProfitLossRow } from '../../../contract/generated/records-profit.ts';
import type { BetTotals } from '../../../contract/generated/common.ts';
import { t } from '../../client/t.ts';
import { money } from '../ui/money.ts';
import { profitLoss } from '../../stores/records.ts';
import { BetTotalsFigures, RecordsView } from './RecordsView.tsx';
import { type Column, column, columnsOf, figureColumn, moneyColumn, RecordsTable, signedColumn, TotalsFoot } from './RecordsTable.tsx';
import { useRecords } from './use-records.ts';
import { forRealMembers } from '../ui/real-member.tsx';

/**
 * /member/personalProfit: the member's profit and loss in a period, by day of the merchant's time
 * zone and game type (only those with bets), with the period's totals as the table's last row.
 */
export const ProfitLoss = forRealMembers(ProfitLossPage);

function ProfitLossPage() {
  const lang = document.documentElement.lang;
  const r = useRecords(profitLoss, {}, (period) => period);
  const day = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
  const value = r.value;
  const totals = value?.totals;
  const totalsColumns = betTotalsColumns();
  return (
    <RecordsView state={r} summary={totals && <BetTotalsFigures totals={totals} money={money} />} empty={!value?.rows.length}>
      <RecordsTable<ProfitLossRow>
        rows={value?.rows}
        columns={[
          column(t('island.bets.col.day'), (row) => day.format(Date.parse(`${row.day}T12:00:00Z`))),
          column(t('island.bets.gameType'), (row) => t(`gameType.${row.gameType}`)),
          ...columnsOf(totalsColumns, (row: ProfitLossRow) => row.totals),
        ]}
        rowKey={(row) => `${row.day} ${row.gameType}`}
        rowData={(row) => ({ 'data-day': row.day })}
        foot={totals && <TotalsFoot label={t('island.bets.total')} span={2} columns={totalsColumns} totals={totals} />}
      />
    </RecordsView>
  );
}

/** Bet totals' columns: how many bets, the stake, the valid bet and the win or loss (signed). */
function betTotalsColumns(): Column<BetTotals>[] {
  return [
    figureColumn(t('island.bets.col.count'), (b) => b.bets),
    moneyColumn(t('island.bets.col.stake'), (b) => b.stake),
    moneyColumn(t('island.bets.col.validBet'), (b) => b.validBet),
    signedColumn(t('island.bets.col.winLoss'), (b) => b.winLoss),
  ];
}
