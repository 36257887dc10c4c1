import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { t } from '../../client/t.ts';
import { money } from '../ui/money.ts';
import { $goods, $pointsSummary, loadPointMall, type PointGood } from '../../stores/points.ts';
import { $session } from '../../stores/session.ts';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { useLoad } from '../ui/use-load.ts';
import { ConvertDialog } from './ConvertDialog.tsx';
import { PointDetails } from './PointDetails.tsx';
import { RedeemDialog } from './RedeemDialog.tsx';
import { RedeemHistory } from './RedeemHistory.tsx';
import { pointsText, priceText } from './points-text.ts';
import { Loading } from '../ui/Loading.tsx';
import { RecordTable } from '../ui/RecordTable.tsx';
import { RecordsHead } from '../records/RecordsView.tsx';
import { TitledSection } from '../ui/TitledSection.tsx';

/**
 * /pointMall: the member's points (and converting them into the main wallet), the goods with what
 * each takes, the redeem history, the points details, and the rules with the exchange rate table.
 * Redeeming and converting ask for the payment password; the gateway decides and keeps count.
 */
export function PointMall() {
  const session = useStore($session);
  const summary = useStore($pointsSummary);
  const goods = useStore($goods);
  const [redeeming, setRedeeming] = useState<{ good: PointGood; opener: HTMLElement } | null>(null);
  const [converting, setConverting] = useState<HTMLElement | null>(null);
  // Loads once the member is known, and never for a trial account.
  const ready = Boolean(session.member) && !session.isTrial;
  const { failed, retry } = useLoad(() => (ready ? loadPointMall() : Promise.resolve()), [ready]);

  // A trial account meets the real-account dialog here (trial-guard.ts), and nothing behind it.
  if (session.isTrial) return <p className="muted">{t('island.trial.needRealAccount')}</p>;
  if (failed) return <LoadFailed message={t('island.points.loadFailed')} onRetry={retry} />;
  if (!summary || !goods) return <Loading>{t('island.points.loading')}</Loading>;

  return (
    <div className="point-mall">
      <TitledSection titleId="points-current-title" title={t('island.points.current')} className="points-current surface">
        <p className="points-balance" data-testid="points-balance">
          {pointsText(summary.points)}
        </p>
        <p className="muted">{t('island.points.earnedInAll', { points: pointsText(summary.earned) })}</p>
        <button type="button" className="btn btn-primary" onClick={(e) => setConverting(e.currentTarget)}>
          {t('island.points.convert')}
        </button>
      </TitledSection>

      <TitledSection titleId="points-goods-title" title={t('island.points.goods')}>
        <ul className="goods-grid">
          {goods.map((good) => {
            const soldOut = good.stock === 0;
            const short = summary.points < good.points;
            return (
              <li key={good.goodId} className="goods-card surface" data-good={good.goodId}>
                <img src={good.imageUrl} alt="" width="96" height="96" loading="lazy" />
                <h3>{good.name}</h3>
                <p className="muted">{good.description}</p>
                <p className="goods-price">{priceText(good, money)}</p>
                <p className="muted">
                  {soldOut
                    ? t('island.points.soldOut')
                    : good.stock === undefined
                      ? t('island.points.perUnit', { unit: good.unit })
                      : t('island.points.left', { count: good.stock })}
                </p>
                <button
                  type="button"
                  className="btn"
                  disabled={soldOut || short}
                  aria-describedby={short && !soldOut ? `goods-short-${good.goodId}` : undefined}
                  onClick={(e) => setRedeeming({ good, opener: e.currentTarget })}
                >
                  {t('island.points.redeem')}
                </button>
                {short && !soldOut && (
                  <p id={`goods-short-${good.goodId}`} className="muted">
                    {t('island.points.short', { points: pointsText(good.points - summary.points) })}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </TitledSection>

      <RedeemHistory />
      <PointDetails />

      <TitledSection titleId="points-rules-title" title={t('island.points.rules')}>
        <ul className="points-rules">
          <li>{t('island.points.rule.earn', { amount: money(summary.betPerPoint) })}</li>
          <li>{t('island.points.rule.convert', { points: pointsText(summary.convertPoints) })}</li>
          <li>{t('island.points.rule.redeem')}</li>
        </ul>
        <h3 id="points-rates-title">{t('island.points.exchangeRate')}</h3>
        <RecordTable label={t('island.points.exchangeRate')}>
          <table className="records points-rates" aria-labelledby="points-rates-title">
            <RecordsHead
              columns={[[t('island.points.vipLevel')], [t('island.points.rateFor', { points: pointsText(summary.convertPoints) }), true]]}
            />
            <tbody>
              {summary.rates.map((r) => (
                <tr key={r.vipLevel} aria-current={r.vipLevel === summary.vipLevel ? 'true' : undefined}>
                  <th scope="row">
                    {r.vipLevel === summary.vipLevel ? t('island.points.yourLevel', { level: r.vipLevel }) : `VIP ${r.vipLevel}`}
                  </th>
                  <td className="num">{money(r.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </RecordTable>
      </TitledSection>

      {redeeming && <RedeemDialog good={redeeming.good} opener={redeeming.opener} onClose={() => setRedeeming(null)} />}
      {converting && <ConvertDialog opener={converting} onClose={() => setConverting(null)} />}
    </div>
  );
}
