import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { errorText } from '../../client/error-text.ts';
import { t } from '../../client/t.ts';
import { money } from '../ui/money.ts';
import { $rebate, $rebateClaims, claimRebate, loadRebate, loadRebateClaims } from '../../stores/rebate.ts';
import { Pagination } from '../games/Pagination.tsx';
import { RecordsHead } from '../records/RecordsView.tsx';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { useLoad } from '../ui/use-load.ts';
import { forRealMembers } from '../ui/real-member.tsx';
import { Loading } from '../ui/Loading.tsx';
import { RecordTable } from '../ui/RecordTable.tsx';
import { TitledSection } from '../ui/TitledSection.tsx';
import { momentFormat } from '../ui/moment.ts';

/**
 * /member/manualRebate: the rebate the member may claim now, by game type at the merchant's rates
 * on the valid bets no claim took yet, one button that claims it all (from the smallest claim
 * up), and the claims made. The gateway computes and pays; the page only shows and asks.
 */
export const ManualRebate = forRealMembers(RebatePage);

function RebatePage() {
  const summary = useStore($rebate);
  const claims = useStore($rebateClaims);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const lang = document.documentElement.lang;
  const when = momentFormat();
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 });
  const { failed, retry } = useLoad(() => Promise.all([loadRebate(), loadRebateClaims(1)]));

  if (failed) return <LoadFailed message={t('island.rebate.loadFailed')} onRetry={retry} />;
  if (!summary) return <Loading>{t('island.records.loading')}</Loading>;
  const short = summary.total < summary.minimum;
  const claim = () => {
    setBusy(true);
    setOutcome(null);
    claimRebate()
      .then(
        (amount) => setOutcome({ ok: true, text: t('island.rebate.claimed', { amount: money(amount) }) }),
        (error) => setOutcome({ ok: false, text: errorText(error) }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <div className="rebate">
      <TitledSection titleId="rebate-now-title" title={t('island.rebate.now')}>
        <RecordTable label={t('island.rebate.table')}>
          <table className="records rebate-table" aria-labelledby="rebate-now-title">
            <RecordsHead
              columns={[
                [t('island.rebate.col.gameType')],
                [t('island.rebate.col.rate'), true],
                [t('island.rebate.col.validBet'), true],
                [t('island.rebate.col.amount'), true],
              ]}
            />
            <tbody>
              {summary.rows.map((row) => (
                <tr key={row.gameType} data-game-type={row.gameType}>
                  <th scope="row">{t(`gameType.${row.gameType}`)}</th>
                  <td className="num">{percent.format(row.ratePercent / 100)}</td>
                  <td className="num">{money(row.validBet)}</td>
                  <td className="num">{money(row.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {t('island.rebate.total')}
                </th>
                <td className="num" data-testid="rebate-total">
                  {money(summary.total)}
                </td>
              </tr>
            </tfoot>
          </table>
        </RecordTable>
        <p className="muted">{t('island.rebate.rule', { minimum: money(summary.minimum) })}</p>
        <button type="button" className="btn btn-primary" disabled={busy || short} aria-describedby="rebate-outcome" onClick={claim}>
          {t('island.rebate.claim', { amount: money(summary.total) })}
        </button>
        <p id="rebate-outcome" role="status" className={outcome && !outcome.ok ? 'form-error' : 'form-success'}>
          {outcome?.text ?? (short ? t('island.rebate.notYet', { minimum: money(summary.minimum) }) : '')}
        </p>
      </TitledSection>
      <TitledSection titleId="rebate-claims-title" title={t('island.rebate.claims')}>
        {!claims?.value.list.length ? (
          <p className="muted">{t('island.rebate.noClaims')}</p>
        ) : (
          <>
            <ul className="wallet-list">
              {claims.value.list.map((c) => (
                <li key={c.claimId} className="wallet-item surface" data-claim={c.claimId}>
                  <span>
                    {when.format(c.createdAt)} · {t('island.rebate.onValidBet', { amount: money(c.validBet) })}
                  </span>
                  <span className="wallet-amount">{money(c.amount)}</span>
                </li>
              ))}
            </ul>
            <Pagination
              page={claims.pageNo}
              total={claims.value.totalPages}
              onPage={(page) => void loadRebateClaims(page).catch((error) => setOutcome({ ok: false, text: errorText(error) }))}
            />
          </>
        )}
      </TitledSection>
    </div>
  );
}
