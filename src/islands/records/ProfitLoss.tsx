import type { BetTotals } from '../../../contract/generated/common.ts';
import { t } from '../../client/t.ts';
import { money } from '../ui/money.ts';
import { profitLoss } from '../../stores/records.ts';
import { betTotalsText, RecordsTable, RecordsView, signed } from './RecordsView.tsx';
import { useRecords } from './use-records.ts';
import { useRealMemberGate } from '../ui/real-member.tsx';

/**
 * /member/personalProfit: the member's profit and loss in a period, by day of the merchant's time
 * zone and game type (only those with bets), with the period's totals as the table's last row.
 */
export function ProfitLoss() {
  return useRealMemberGate() ?? <ProfitLossPage />;
}

function ProfitLossPage() {
  const lang = document.documentElement.lang;
  const r = useRecords(profitLoss, {}, (period) => period);
  const day = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
  const value = r.value;
  const totals = value?.totals;
  return (
    <RecordsView state={r} summary={totals ? betTotalsText(totals, money) : ''} empty={!value?.rows.length}>
      <RecordsTable
        columns={[
          [t('island.bets.col.day')],
          [t('island.bets.gameType')],
          [t('island.bets.col.count'), true],
          [t('island.bets.col.stake'), true],
          [t('island.bets.col.validBet'), true],
          [t('island.bets.col.winLoss'), true],
        ]}
        rows={value?.rows}
        row={(row) => (
          <tr key={`${row.day} ${row.gameType}`} data-day={row.day}>
            <td>{day.format(Date.parse(`${row.day}T12:00:00Z`))}</td>
            <td>{t(`gameType.${row.gameType}`)}</td>
            <BetTotalsCells totals={row.totals} />
          </tr>
        )}
        foot={
          totals && (
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {t('island.bets.total')}
                </th>
                <BetTotalsCells totals={totals} />
              </tr>
            </tfoot>
          )
        }
      />
    </RecordsView>
  );
}

/** A row's bet totals as cells: how many bets, the stake, the valid bet and the win or loss (signed). */
function BetTotalsCells({ totals }: { totals: BetTotals }) {
  return (
    <>
      <td className="num">{totals.bets}</td>
      <td className="num">{money(totals.stake)}</td>
      <td className="num">{money(totals.validBet)}</td>
      <td className="num">{signed(totals.winLoss, money)}</td>
    </>
  );
}
