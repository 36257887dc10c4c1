import type { PointsEntry } from '../../../contract/generated/points-details.ts';
import { t } from '../../client/t.ts';
import { pointDetails } from '../../stores/records.ts';
import { pagesOf, RecordsView } from '../records/RecordsView.tsx';
import { column, countColumn, figureColumn, RecordsTable, timeColumn } from '../records/RecordsTable.tsx';
import { useRecords } from '../records/use-records.ts';
import { pointsText } from './points-text.ts';
import { TitledSection } from '../ui/TitledSection.tsx';

/** The points details: every change of the member's points in a period of the merchant's days. */
export function PointDetails() {
  const r = useRecords(pointDetails, {}, (period, _filters, pageNo) => ({ ...period, pageNo }));
  const change = new Intl.NumberFormat(document.documentElement.lang, { signDisplay: 'exceptZero' });
  const value = r.value;
  return (
    <TitledSection titleId="points-details-title" title={t('island.points.details')}>
      <RecordsView
        state={r}
        summary={value ? t('island.points.detailsTotals', { in: pointsText(value.totalIn), out: pointsText(value.totalOut) }) : ''}
        {...pagesOf(value)}
      >
        <RecordsTable<PointsEntry>
          rows={value?.list}
          columns={[
            timeColumn((e) => e.createdAt),
            column(t('island.records.col.type'), (e) => t(`island.points.kind.${e.kind}`)),
            figureColumn(t('island.points.col.points'), (e) => change.format(e.points)),
            countColumn(t('island.points.col.balance'), (e) => e.balanceAfter),
          ]}
          rowKey={(e) => e.entryId}
          rowData={(e) => ({ 'data-kind': e.kind })}
        />
      </RecordsView>
    </TitledSection>
  );
}
