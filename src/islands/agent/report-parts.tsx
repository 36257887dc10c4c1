import { type FormEvent, useState } from 'react';
import type { ReportFigures } from '../../../contract/generated/common.ts';
import { t } from '../../client/t.ts';
import { pagesOf, signed } from '../records/RecordsView.tsx';

/** The figures' columns of the agent's reports, after each report's own first columns. */
export const FIGURE_COLUMNS: Array<[label: string, numeric: boolean]> = (
  ['bets', 'players', 'stake', 'validBet', 'payout', 'profit'] as const
).map((name) => [t(`island.reports.col.${name}`), true]);

/** A row's figures as table cells, in FIGURE_COLUMNS' order (the profit signed: the house's). */
export function FigureCells({ figures, money }: { figures: ReportFigures; money: (major: number) => string }) {
  const count = new Intl.NumberFormat(document.documentElement.lang);
  return (
    <>
      <td className="num">{count.format(figures.bets)}</td>
      <td className="num">{count.format(figures.players)}</td>
      <td className="num">{money(figures.stake)}</td>
      <td className="num">{money(figures.validBet)}</td>
      <td className="num">{money(figures.payout)}</td>
      <td className="num">{signed(figures.profit, money)}</td>
    </>
  );
}

/** The table's last row: the totals of every row (over every page), under the two first columns' label. */
export function TotalsFoot({ totals, money }: { totals: ReportFigures; money: (major: number) => string }) {
  return (
    <tfoot>
      <tr>
        <th scope="row" colSpan={2}>
          {t('island.reports.total')}
        </th>
        <FigureCells figures={totals} money={money} />
      </tr>
    </tfoot>
  );
}

/** What RecordsView shows around a report of play (profit and loss, revenue): the totals in words, the empty text, the pages. */
export function playReportView(
  value: { list: unknown[]; totals: ReportFigures; totalPages: number } | undefined,
  money: (major: number) => string,
) {
  const totals = value?.totals;
  return {
    summary: totals
      ? t('island.reports.summary', { count: totals.bets, valid: money(totals.validBet), profit: signed(totals.profit, money) })
      : '',
    ...pagesOf(value),
    emptyText: t('island.reports.noPlay'),
  };
}

/**
 * A report's account filter: a username typed and shown on Enter or the button (not at each key,
 * which would ask the gateway for every letter), and a way back to every account.
 */
export function AccountFilter({ id, value, onChange }: { id: string; value: string; onChange: (account: string) => void }) {
  const [typed, setTyped] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(typed.trim());
  };
  return (
    <form className="report-account" role="search" aria-label={t('island.reports.accountFilter')} onSubmit={submit}>
      <div className="field">
        <label htmlFor={id}>{t('island.reports.account')}</label>
        <input
          id={id}
          type="search"
          value={typed}
          placeholder={t('island.reports.accountAll')}
          autoComplete="off"
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary">
        {t('island.reports.show')}
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
          {t('island.reports.clear')}
        </button>
      )}
    </form>
  );
}
