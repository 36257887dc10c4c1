import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { pointDetails } from '../../stores/records.ts';
import { RecordsHead, RecordsView } from '../records/RecordsView.tsx';
import { useRecords } from '../records/use-records.ts';
import { pointsText } from './points-text.ts';

/** The points details: every change of the member's points in a period of the merchant's days. */
export function PointDetails() {
  const { timezone } = pageConfig();
  const lang = document.documentElement.lang;
  const r = useRecords(pointDetails, {}, (period, _filters, pageNo) => ({ ...period, pageNo }));
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: timezone });
  const count = new Intl.NumberFormat(lang, { signDisplay: 'exceptZero' });
  const value = r.value;
  return (
    <section aria-labelledby="points-details-title">
      <h2 id="points-details-title" className="section-title">
        {t('island.points.details')}
      </h2>
      <RecordsView
        state={r}
        summary={value ? t('island.points.detailsTotals', { in: pointsText(value.totalIn), out: pointsText(value.totalOut) }) : ''}
        empty={!value?.list.length}
        totalPages={value?.totalPages ?? 0}
      >
        <table className="records">
          <RecordsHead
            columns={[
              [t('island.records.col.time')],
              [t('island.records.col.type')],
              [t('island.points.col.points'), true],
              [t('island.points.col.balance'), true],
            ]}
          />
          <tbody>
            {value?.list.map((e) => (
              <tr key={e.entryId} data-kind={e.kind}>
                <td>{when.format(e.createdAt)}</td>
                <td>{t(`island.points.kind.${e.kind}`)}</td>
                <td className="num">{count.format(e.points)}</td>
                <td className="num">{new Intl.NumberFormat(lang).format(e.balanceAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </RecordsView>
    </section>
  );
}
