import { useStore } from '@nanostores/react';
import { t } from '../../client/t.ts';
import { money } from '../ui/money.ts';
import { $vip, loadVip, type VipStanding } from '../../stores/vip.ts';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { Loading } from '../ui/Loading.tsx';
import { RecordTable } from '../ui/RecordTable.tsx';
import { RecordsHead } from '../records/RecordsView.tsx';
import { useLoad } from '../ui/use-load.ts';

/**
 * The member's VIP rank on /member: its label, a bar from the rank's threshold to the next one's
 * (in words too), and every rank's benefits with the member's own marked. The gateway ranks and
 * pays; this only shows. Real members only: the overview shows trial accounts nothing.
 */
/** The ranks table's figure columns, after the rank. */
const FIGURES = ['threshold', 'bonus', 'points', 'withdrawals'] as const;

export function VipCard() {
  const vip = useStore($vip);
  const { failed, retry: load } = useLoad(loadVip);

  return (
    <section className="overview-card surface vip-card" aria-labelledby="vip-title">
      <h2 id="vip-title" className="overview-label">
        {t('island.vip.title')}
      </h2>
      {failed ? (
        <LoadFailed message={t('island.vip.loadFailed')} onRetry={load} />
      ) : vip ? (
        <Standing vip={vip} />
      ) : (
        <Loading>{t('island.loading')}</Loading>
      )}
    </section>
  );
}

function Standing({ vip }: { vip: VipStanding }) {
  const { next } = vip;
  const from = vip.ranks.find((r) => r.level === vip.level)?.threshold ?? 0;
  const progress = next
    ? t('island.vip.progress', { amount: money(vip.validBet), threshold: money(next.threshold), label: next.label })
    : '';
  return (
    <>
      <p className="overview-figure" data-testid="vip-rank">
        {t('island.vip.rank', { label: vip.label, level: vip.level })}
      </p>
      {next ? (
        <>
          {/* From the rank's own threshold to the next: the part of the way still to go. */}
          <div
            className="vip-progress"
            role="progressbar"
            aria-labelledby="vip-progress-text"
            aria-valuemin={from}
            aria-valuemax={next.threshold}
            aria-valuenow={Math.min(vip.validBet, next.threshold)}
            aria-valuetext={progress}
          >
            <span style={{ width: `${Math.min(100, ((vip.validBet - from) / (next.threshold - from)) * 100)}%` }} />
          </div>
          <p id="vip-progress-text" className="overview-line">
            {progress}
          </p>
          <p className="overview-line">
            {t('island.vip.remaining', { amount: money(Math.max(0, next.threshold - vip.validBet)), label: next.label })}
          </p>
        </>
      ) : (
        <p className="overview-line">{t('island.vip.top', { amount: money(vip.validBet) })}</p>
      )}
      <h3 id="vip-ranks-title" className="vip-ranks-title">
        {t('island.vip.benefits')}
      </h3>
      <RecordTable labelledBy="vip-ranks-title">
        <table className="records vip-ranks" aria-labelledby="vip-ranks-title">
          <RecordsHead columns={[[t('island.vip.col.rank')], ...FIGURES.map((c): [string, boolean] => [t(`island.vip.col.${c}`), true])]} />
          <tbody>
            {vip.ranks.map((r) => (
              <tr key={r.level} aria-current={r.level === vip.level ? 'true' : undefined}>
                <th scope="row">{r.level === vip.level ? t('island.vip.yours', { label: r.label }) : r.label}</th>
                <td className="num">{money(r.threshold)}</td>
                <td className="num">
                  {r.upgradeBonus > 0
                    ? t('island.vip.bonus', { amount: money(r.upgradeBonus), multiple: r.turnoverMultiple })
                    : t('island.vip.none')}
                </td>
                <td className="num">
                  {r.pointsBonusPercent > 0 ? t('island.vip.points', { percent: r.pointsBonusPercent }) : t('island.vip.none')}
                </td>
                <td className="num">
                  {r.extraWithdrawals > 0 ? t('island.vip.withdrawals', { count: r.extraWithdrawals }) : t('island.vip.none')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </RecordTable>
      <p className="overview-line">{t('island.vip.kept')}</p>
    </>
  );
}
