import { t } from '../../client/t.ts';
import { money } from '../ui/money.ts';
import { profitLoss } from '../../stores/records.ts';
import { betTotalsText, RecordsHead, RecordsView, signed } from './RecordsView.tsx';
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
      <table className="records">
        <RecordsHead
          columns={[
            [t('island.bets.col.day')],
            [t('island.bets.gameType')],
            [t('island.bets.col.count'), true],
            [t('island.bets.col.stake'), true],
            [t('island.bets.col.validBet'), true],
            [t('island.bets.col.winLoss'), true],
          ]}
        />
        <tbody>
          {value?.rows.map((row) => (
            <tr key={`${row.day} ${row.gameType}`} data-day={row.day}>
              <td>{day.format(Date.parse(`${row.day}T12:00:00Z`))}</td>
              <td>{t(`gameType.${row.gameType}`)}</td>
              <td className="num">{row.totals.bets}</td>
              <td className="num">{money(row.totals.stake)}</td>
              <td className="num">{money(row.totals.validBet)}</td>
              <td className="num">{signed(row.totals.winLoss, money)}</td>
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('island.bets.total')}
              </th>
              <td className="num">{totals.bets}</td>
              <td className="num">{money(totals.stake)}</td>
              <td className="num">{money(totals.validBet)}</td>
              <td className="num">{signed(totals.winLoss, money)}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </RecordsView>
  );
}
