import { type FormEvent, type InputHTMLAttributes, useState } from 'react';
import type { ReportFigures } from '../../../contract/generated/common.ts';
import { t } from '../../client/t.ts';
import { countText, Figures, pagesOf, signed } from '../records/RecordsView.tsx';
import { type Column, columnsOf, countColumn, moneyColumn, RecordsTable, signedColumn, TotalsFoot } from '../records/RecordsTable.tsx';

/** The figures' columns of the agent's reports, after each report's own first columns (the profit signed: the house's). */
function figureColumns(): Column<ReportFigures>[] {
  const label = (name: string) => t(`island.reports.col.${name}`);
  return [
    countColumn(label('bets'), (f) => f.bets),
    countColumn(label('players'), (f) => f.players),
    moneyColumn(label('stake'), (f) => f.stake),
    moneyColumn(label('validBet'), (f) => f.validBet),
    moneyColumn(label('payout'), (f) => f.payout),
    signedColumn(label('profit'), (f) => f.profit),
  ];
}

/**
 * A report of play (profit and loss, revenue): the report's own first two columns, then each row's
 * figures, and the totals of every row (over every page) as the last row.
 */
export function PlayReportTable<T extends { figures: ReportFigures }>(props: {
  columns: [Column<T>, Column<T>];
  rows: readonly T[] | undefined;
  totals: ReportFigures | undefined;
  rowKey: (row: T) => string;
  rowData: (row: T) => Record<`data-${string}`, string>;
}) {
  const figures = figureColumns();
  const { columns, totals, ...rows } = props;
  return (
    <RecordsTable
      className="report"
      columns={[...columns, ...columnsOf(figures, (row: T) => row.figures)]}
      {...rows}
      foot={totals && <TotalsFoot label={t('island.reports.total')} span={2} columns={figures} totals={totals} />}
    />
  );
}

/** What RecordsView shows around a report of play (profit and loss, revenue): the totals, the empty text, the pages. */
export function playReportView(
  value: { list: unknown[]; totals: ReportFigures; totalPages: number } | undefined,
  money: (major: number) => string,
) {
  const totals = value?.totals;
  return {
    summary: totals && (
      <Figures
        items={[
          [t('island.reports.col.bets'), countText(totals.bets)],
          [t('island.reports.col.validBet'), money(totals.validBet)],
          [t('island.reports.col.profit'), signed(totals.profit, money)],
        ]}
      />
    ),
    ...pagesOf(value),
    emptyText: t('island.reports.noPlay'),
  };
}

/** A report's account filter: shows one account's rows, or every account's again. */
export function AccountFilter({ id, value, onChange }: { id: string; value: string; onChange: (account: string) => void }) {
  return (
    <AccountSearch
      id={id}
      className="report-account"
      formLabel={t('island.reports.accountFilter')}
      label={t('island.reports.account')}
      submitLabel={t('island.reports.show')}
      clearLabel={t('island.reports.clear')}
      input={{ placeholder: t('island.reports.accountAll') }}
      value={value}
      onChange={onChange}
    />
  );
}

/**
 * A search by account: a username typed and sent on Enter or the button (not at each key, which
 * would ask the gateway for every letter), and, while one is chosen, a way back to every account.
 */
export function AccountSearch(props: {
  id: string;
  className: string;
  /** The search's own name, where the page has more than one form. */
  formLabel?: string;
  label: string;
  submitLabel: string;
  clearLabel: string;
  input?: InputHTMLAttributes<HTMLInputElement>;
  value: string;
  onChange: (account: string) => void;
}) {
  const { id, value, onChange } = props;
  const [typed, setTyped] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(typed.trim());
  };
  return (
    <form className={props.className} role="search" aria-label={props.formLabel} onSubmit={submit}>
      <div className="field">
        <label htmlFor={id}>{props.label}</label>
        <input id={id} type="search" value={typed} {...props.input} autoComplete="off" onChange={(e) => setTyped(e.target.value)} />
      </div>
      <button type="submit" className="btn btn-primary">
        {props.submitLabel}
      </button>
      {value && (
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            setTyped('');
            onChange('');
          }}
        >
          {props.clearLabel}
        </button>
      )}
    </form>
  );
}
