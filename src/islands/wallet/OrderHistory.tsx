import type { ReactNode } from 'react';
import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { money } from '../ui/money.ts';
import { RecordTable } from '../ui/RecordTable.tsx';
import { RecordsHead } from '../records/RecordsView.tsx';

/** What every money order has, whatever it is. */
interface Order {
  orderId: number;
  reference: string;
  createdAt: number;
  amount: number;
  status: string;
}

/**
 * A member's latest orders of one kind (deposits, withdrawals) as a table: date in the merchant's
 * time zone, reference, where the money went or came from, amount and status; or the empty text.
 */
export function OrderHistory<O extends Order>(props: {
  title: string;
  empty: string;
  orders: O[];
  whereLabel: string;
  where: (order: O) => ReactNode;
  status: (order: O) => ReactNode;
}) {
  const { title, empty, orders, whereLabel, where, status } = props;
  const when = new Intl.DateTimeFormat(document.documentElement.lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: pageConfig().timezone,
  });
  return (
    <>
      <h2 className="section-title">{title}</h2>
      {orders.length ? (
        <RecordTable label={title}>
          <table className="records">
            <RecordsHead
              columns={[
                [t('island.deposit.col.date')],
                [t('island.deposit.reference')],
                [whereLabel],
                [t('island.deposit.col.amount'), true],
                [t('island.deposit.col.status')],
              ]}
            />
            <tbody>
              {orders.map((o) => (
                <tr key={o.orderId} data-reference={o.reference} data-order={o.orderId}>
                  <td>{when.format(o.createdAt)}</td>
                  <td>{o.reference}</td>
                  <td>{where(o)}</td>
                  <td className="num">{money(o.amount)}</td>
                  <td>{status(o)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </RecordTable>
      ) : (
        <p className="muted">{empty}</p>
      )}
    </>
  );
}

/** An order's status as a badge, in words of `prefix`<STATUS> (a prefix ending in a dot, as the build finds it: src/build-time/message-scopes.ts). */
export function StatusBadge({ status, prefix }: { status: string; prefix: string }) {
  return <span className={`status-badge status-${status.toLowerCase()}`}>{t(`${prefix}${status}`)}</span>;
}
