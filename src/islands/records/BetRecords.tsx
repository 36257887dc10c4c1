import { t } from '../../client/t.ts';
import type { BetRecord, GameType } from '../../../contract/generated/common.ts';
import { money } from '../ui/money.ts';
import { betRecords } from '../../stores/records.ts';
import { BetTotalsFigures, gameTypeOptions, pagesOf, RecordsView } from './RecordsView.tsx';
import { SelectField } from '../ui/Field.tsx';
import { gameColumn, moneyColumn, RecordsTable, signedColumn, timeColumn } from './RecordsTable.tsx';
import { useRecords } from './use-records.ts';
import { forRealMembers } from '../ui/real-member.tsx';

/**
 * /member/personalHistoryCopy, the betting record: the member's bets in a period of the merchant's
 * days, of every game type or one, newest first, 20 a page, with the period's totals.
 */
export const BetRecords = forRealMembers(BetRecordsPage);

function BetRecordsPage() {
  const r = useRecords(betRecords, { gameType: 'ALL' }, (period, filters, pageNo) => ({
    ...period,
    gameType: filters.gameType as GameType | 'ALL',
    pageNo,
  }));
  const value = r.value;
  const totals = value?.totals;
  return (
    <RecordsView
      state={r}
      summary={totals && <BetTotalsFigures totals={totals} money={money} />}
      {...pagesOf(value)}
      filters={<SelectField id="bets-game-type" label={t('island.bets.gameType')} options={gameTypeOptions()} {...r.filter('gameType')} />}
    >
      <RecordsTable<BetRecord>
        rows={value?.list}
        columns={[
          timeColumn((b) => b.placedAt),
          gameColumn(),
          moneyColumn(t('island.bets.col.stake'), (b) => b.stake),
          moneyColumn(t('island.bets.col.validBet'), (b) => b.validBet),
          signedColumn(t('island.bets.col.winLoss'), (b) => b.winLoss),
        ]}
        rowKey={(b) => b.betId}
        rowData={(b) => ({ 'data-bet': b.betId })}
      />
    </RecordsView>
  );
}
