import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { errorText } from '../../client/error-text.ts';
import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { money } from '../ui/money.ts';
import { $redemptions, loadRedemptions, type RedemptionStatus } from '../../stores/points.ts';
import { Pagination } from '../games/Pagination.tsx';
import { StatusBadge } from '../wallet/OrderHistory.tsx';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { priceText } from './points-text.ts';
import { Loading } from '../ui/Loading.tsx';
import { TitledSection } from '../ui/TitledSection.tsx';
import { SelectField } from '../ui/Field.tsx';

const STATUSES: RedemptionStatus[] = ['ALL', 'IN_PROCESS', 'APPROVED', 'REJECTED'];

/** The redeem history: newest first, by status, with where each went and the operator's remark. */
export function RedeemHistory() {
  const history = useStore($redemptions);
  const [failed, setFailed] = useState('');
  const { timezone } = pageConfig();
  const lang = document.documentElement.lang;
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: timezone });
  const show = (status: RedemptionStatus, pageNo: number) =>
    loadRedemptions(status, pageNo).then(
      () => setFailed(''),
      (error) => setFailed(errorText(error)),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page once, when the island starts
  useEffect(() => void show('ALL', 1), []);
  const status = history?.status ?? 'ALL';
  return (
    <TitledSection titleId="points-history-title" title={t('island.points.history')}>
      <div className="records-filters">
        <SelectField
          id="points-history-status"
          label={t('island.points.status')}
          value={status}
          options={STATUSES.map((s) => [s, t(`island.points.status.${s}`)])}
          onChange={(s) => void show(s as RedemptionStatus, 1)}
        />
      </div>
      {failed ? (
        <LoadFailed message={failed} onRetry={() => void show(status, history?.pageNo ?? 1)} />
      ) : !history ? (
        <Loading>{t('island.records.loading')}</Loading>
      ) : !history.value.list.length ? (
        <p className="muted">{t('island.points.noRedemptions')}</p>
      ) : (
        <>
          <ul className="redemptions">
            {history.value.list.map((r) => (
              <li key={r.redemptionId} className="redemption" data-redemption={r.redemptionId}>
                <p>
                  <strong>{r.goodName}</strong> × {r.quantity} {r.unit}
                  <StatusBadge status={r.status} prefix="island.points.status." />
                </p>
                <p className="muted">
                  {priceText(r, money)} · {when.format(r.createdAt)}
                </p>
                {r.address || r.paidAccount ? (
                  <p className="muted">{t('island.points.sentTo', { to: r.address ?? r.paidAccount ?? '' })}</p>
                ) : null}
                {r.remark && <p>{t('island.points.remark', { remark: r.remark })}</p>}
              </li>
            ))}
          </ul>
          <Pagination page={history.pageNo} total={history.value.totalPages} onPage={(page) => void show(status, page)} />
        </>
      )}
    </TitledSection>
  );
}
