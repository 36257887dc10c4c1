import { t } from '../../client/t.ts';
import { pointDetails } from '../../stores/records.ts';
import { pagesOf, RecordsTable, RecordsView } from '../records/RecordsView.tsx';
import { momentFormat } from '../ui/moment.ts';
import { useRecords } from '../records/use-records.ts';
import { pointsText } from './points-text.ts';
import { TitledSection } from '../ui/TitledSection.tsx';

/** The points details: every change of the member's points in a period of the merchant's days. */
export function PointDetails() {
  const lang = document.documentElement.lang;
  const r = useRecords(pointDetails, {}, (period, _filters, pageNo) => ({ ...period, pageNo }));
  const when = momentFormat();
  const count = new Intl.NumberFormat(lang, { signDisplay: 'exceptZero' });
  const value = r.value;
  return (
    <TitledSection titleId="points-details-title" title={t('island.points.details')}>
      <RecordsView
        state={r}
        summary={value ? t('island.points.detailsTotals', { in: pointsText(value.totalIn), out: pointsText(value.totalOut) }) : ''}
        {...pagesOf(value)}
      >
        <RecordsTable
          columns={[
            [t('island.records.col.time')],
            [t('island.records.col.type')],
            [t('island.points.col.points'), true],
            [t('island.points.col.balance'), true],
          ]}
          rows={value?.list}
          row={(e) => (
            <tr key={e.entryId} data-kind={e.kind}>
              <td>{when.format(e.createdAt)}</td>
              <td>{t(`island.points.kind.${e.kind}`)}</td>
              <td className="num">{count.format(e.points)}</td>
              <td className="num">{new Intl.NumberFormat(lang).format(e.balanceAfter)}</td>
            </tr>
          )}
        />
      </RecordsView>
    </TitledSection>
  );
}
