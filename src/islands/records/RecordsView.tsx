import type { ReactNode } from 'react';
import type { BetTotals } from '../../../contract/generated/common.ts';
import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { Pagination } from '../games/Pagination.tsx';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { PeriodPicker } from '../ui/PeriodPicker.tsx';
import type { RecordsState } from './use-records.ts';
import { Loading } from '../ui/Loading.tsx';
import { RecordTable } from '../ui/RecordTable.tsx';

/** Money in words for the records tables: the amount signed (+ for money in, − for money out). */
export const signed = (major: number, money: (major: number) => string) =>
  major > 0 ? `+${money(major)}` : major < 0 ? `−${money(-major)}` : money(0);

/**
 * What every records page shows around its table: the period and the page's filters, then the
 * failure (with a retry), the loading text, or the totals, the table (or the empty text) and the
 * pages. The table stays while a new answer loads, marked busy.
 */
export function RecordsView(props: {
  state: RecordsState;
  filters?: ReactNode;
  /** The period's totals: Figures, or a sentence where the totals are one. */
  summary: ReactNode;
  empty: boolean;
  /** What an empty table says, where the records' general words do not fit (the agent's reports). */
  emptyText?: string;
  /** Pages in all, for the paged records. */
  totalPages?: number;
  /** A table of a few narrow columns, kept a table on a phone (RecordTable). */
  compact?: boolean;
  children: ReactNode;
}) {
  const { state, filters, summary, empty, emptyText, totalPages, compact, children } = props;
  const { days, chooseDays: onDays, failed, retry, value, busy } = state;
  const loaded = value !== undefined;
  return (
    <div className="records-page">
      <div className="records-filters">
        <PeriodPicker days={days} onChange={onDays} />
        {filters}
      </div>
      {failed ? (
        <LoadFailed message={failed} onRetry={retry} />
      ) : !loaded ? (
        <Loading>{t('island.records.loading')}</Loading>
      ) : (
        <div aria-busy={busy}>
          <div className="records-totals" role="status">
            {summary}
          </div>
          {empty ? (
            <p className="muted">{emptyText ?? t('island.records.empty')}</p>
          ) : (
            // Cards on a phone (unless compact), a table on a desk (RecordTable).
            <RecordTable label={t('island.records.table')} compact={compact}>
              {children}
            </RecordTable>
          )}
          {totalPages !== undefined && <Pagination page={state.page} total={totalPages} onPage={state.setPage} />}
        </div>
      )}
    </div>
  );
}

/** What RecordsView shows of a paged answer (none while it loads): whether it holds no record, and its pages. */
export function pagesOf(value: { list: readonly unknown[]; totalPages: number } | undefined) {
  return { empty: !value?.list.length, totalPages: value?.totalPages ?? 0 };
}

/** A whole number in the page's language (a count of bets or entries). */
export const countText = (count: number) => new Intl.NumberFormat(document.documentElement.lang).format(count);

/**
 * A period's totals as a short list of named figures, not a run-on line ("24 movements · in ₱ 0.00,
 * out…"): each figure stays whole under its name, never "Profit +" on one line and its amount on
 * the next.
 */
export function Figures({ items }: { items: ReadonlyArray<readonly [name: string, figure: string]> }) {
  return (
    <dl className="records-figures">
      {items.map(([name, figure]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{figure}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The bet totals of a period. */
export function BetTotalsFigures({ totals, money }: { totals: BetTotals; money: (major: number) => string }) {
  return (
    <Figures
      items={[
        [t('island.bets.col.count'), countText(totals.bets)],
        [t('island.bets.col.stake'), money(totals.stake)],
        [t('island.bets.col.validBet'), money(totals.validBet)],
        [t('island.bets.col.winLoss'), signed(totals.winLoss, money)],
      ]}
    />
  );
}

/** A game-type filter's choices: every type, then each of the merchant's products' types. */
export function gameTypeOptions(): Array<[value: string, label: string]> {
  return [['ALL', t('island.bets.all')], ...pageConfig().products.map((p): [string, string] => [p.gameType, t(`gameType.${p.gameType}`)])];
}

/** A records table's columns: each one's label, and whether it holds figures (aligned to the end). */
type RecordsColumns = Array<[label: string, numeric?: boolean | undefined]>;

/** A records table's head: each column's label, numeric columns aligned to the end. */
export function RecordsHead({ columns }: { columns: RecordsColumns }) {
  return (
    <thead>
      <tr>
        {columns.map(([label, numeric]) => (
          <th key={label} scope="col" className={numeric ? 'num' : undefined}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
