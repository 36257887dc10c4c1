import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import type { GameType } from '../../../contract/generated/common.ts';
import { money } from '../ui/money.ts';
import { vendorName } from '../../shared/vendors.ts';
import { betRecords } from '../../stores/records.ts';
import { betTotalsText, RecordsFilter, RecordsHead, RecordsView, signed } from './RecordsView.tsx';
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
  const { timezone, products } = pageConfig();
  const lang = document.documentElement.lang;
  const r = useRecords(betRecords, { gameType: 'ALL' }, (period, filters, pageNo) => ({
    ...period,
    gameType: filters.gameType as GameType | 'ALL',
    pageNo,
  }));
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: timezone });
  const value = r.value;
  const totals = value?.totals;
  return (
    <RecordsView
      state={r}
      summary={totals ? betTotalsText(totals, money) : ''}
      empty={!value?.list.length}
      totalPages={value?.totalPages ?? 0}
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
      <table className="records">
        <RecordsHead
          columns={[
            [t('island.records.col.time')],
            [t('island.bets.col.game')],
            [t('island.bets.col.stake'), true],
            [t('island.bets.col.validBet'), true],
            [t('island.bets.col.winLoss'), true],
          ]}
        />
        <tbody>
          {value?.list.map((b) => (
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
          ))}
        </tbody>
      </table>
    </RecordsView>
  );
}
