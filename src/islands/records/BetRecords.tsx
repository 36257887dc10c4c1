import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import type { GameType } from '../../../contract/generated/common.ts';
import { money } from '../ui/money.ts';
import { vendorName } from '../../shared/vendors.ts';
import { betRecords } from '../../stores/records.ts';
import { betTotalsText, pagesOf, RecordsFilter, RecordsTable, RecordsView, signed } from './RecordsView.tsx';
import { momentFormat } from '../ui/moment.ts';
import { useRecords } from './use-records.ts';
import { useRealMemberGate } from '../ui/real-member.tsx';

/**
 * /member/personalHistoryCopy, the betting record: the member's bets in a period of the merchant's
 * days, of every game type or one, newest first, 20 a page, with the period's totals.
 */
export function BetRecords() {
  return useRealMemberGate() ?? <BetRecordsPage />;
}

function BetRecordsPage() {
  const { products } = pageConfig();
  const r = useRecords(betRecords, { gameType: 'ALL' }, (period, filters, pageNo) => ({
    ...period,
    gameType: filters.gameType as GameType | 'ALL',
    pageNo,
  }));
  const when = momentFormat();
  const value = r.value;
  const totals = value?.totals;
  return (
    <RecordsView
      state={r}
      summary={totals ? betTotalsText(totals, money) : ''}
      {...pagesOf(value)}
      filters={
        <RecordsFilter
          id="bets-game-type"
          label={t('island.bets.gameType')}
          value={r.filters.gameType}
          options={[['ALL', t('island.bets.all')], ...products.map((p): [string, string] => [p.gameType, t(`gameType.${p.gameType}`)])]}
          onChange={(type) => r.chooseFilter('gameType', type)}
        />
      }
    >
      <RecordsTable
        columns={[
          [t('island.records.col.time')],
          [t('island.bets.col.game')],
          [t('island.bets.col.stake'), true],
          [t('island.bets.col.validBet'), true],
          [t('island.bets.col.winLoss'), true],
        ]}
        rows={value?.list}
        row={(b) => (
          <tr key={b.betId} data-bet={b.betId}>
            <td>{when.format(b.placedAt)}</td>
            <td>
              {b.gameName}
              <span className="muted records-note">
                {t(`gameType.${b.gameType}`)} · {vendorName(b.vendor)}
              </span>
            </td>
            <td className="num">{money(b.stake)}</td>
            <td className="num">{money(b.validBet)}</td>
            <td className="num">{signed(b.winLoss, money)}</td>
          </tr>
        )}
      />
    </RecordsView>
  );
}
