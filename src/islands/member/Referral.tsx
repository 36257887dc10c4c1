import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { money } from '../ui/money.ts';
import { loadFriends, loadReferral, type ReferralFriends, type ReferralInfo } from '../../stores/referral.ts';
import { $session } from '../../stores/session.ts';
import { Pagination } from '../games/Pagination.tsx';
import { column, moneyColumn, RecordsTable } from '../records/RecordsTable.tsx';
import { InviteLink } from '../ui/InviteLink.tsx';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { useLoad } from '../ui/use-load.ts';
import { forRealMembers } from '../ui/real-member.tsx';
import { Loading } from '../ui/Loading.tsx';
import { RecordTable } from '../ui/RecordTable.tsx';
import { TitledSection } from '../ui/TitledSection.tsx';

/**
 * /member/referral (with the merchant's referral feature): the member's invite link with its QR
 * code, what they earn of their friends' rebates, and the friends who registered with the link,
 * each with what they earned the member. While the gateway does not run the REFERRAL promotion
 * for the member (availablePromo), the page says the programme is closed and asks nothing.
 */
export const Referral = forRealMembers(ReferralProgramme);

function ReferralProgramme() {
  const { member } = useStore($session);
  if (member?.availablePromo.REFERRAL.enabled) return <ReferralPage />;
  return (
    <p className="muted" data-testid="referral-closed">
      {t('island.referral.closed')}
    </p>
  );
}

function ReferralPage() {
  const [info, setInfo] = useState<ReferralInfo | null>(null);
  const [friends, setFriends] = useState<{ pageNo: number; value: ReferralFriends } | null>(null);
  const { timezone } = pageConfig();
  const lang = document.documentElement.lang;
  const day = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: timezone });
  const showFriends = (pageNo: number) => loadFriends(pageNo).then((value) => setFriends({ pageNo, value }));
  const { failed, retry, fail } = useLoad(() => Promise.all([loadReferral().then(setInfo), showFriends(1)]));

  if (failed) return <LoadFailed message={failed} onRetry={retry} />;
  if (!info || !friends) return <Loading>{t('island.loading')}</Loading>;
  return (
    <div className="referral">
      <TitledSection titleId="referral-invite-title" title={t('island.referral.invite')} className="overview-card surface">
        <InviteLink code={info.referralCode} param="referralCode" codeText={t('island.referral.code', { code: info.referralCode })} />
        <p className="muted">{t('island.referral.rule', { percent: info.sharePercent })}</p>
      </TitledSection>
      <TitledSection titleId="referral-friends-title" title={t('island.referral.friends')}>
        <p className="records-totals" data-testid="referral-totals">
          {t('island.referral.totals', { count: info.friends, earned: money(info.earned) })}
        </p>
        {!friends.value.list.length ? (
          <p className="muted">{t('island.referral.none')}</p>
        ) : (
          <>
            <RecordTable label={t('island.referral.table')}>
              <RecordsTable<ReferralFriends['list'][number]>
                rows={friends.value.list}
                rowKey={(f) => `${f.account} ${f.regDate}`}
                columns={[
                  { label: t('island.referral.col.account'), rowHeader: true, cell: (f) => f.account },
                  column(t('island.referral.col.joined'), (f) => day.format(f.regDate)),
                  moneyColumn(t('island.referral.col.earned'), (f) => f.earned),
                ]}
              />
            </RecordTable>
            <Pagination page={friends.pageNo} total={friends.value.totalPages} onPage={(page) => void showFriends(page).catch(fail)} />
          </>
        )}
      </TitledSection>
    </div>
  );
}
