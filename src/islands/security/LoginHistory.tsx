import { useEffect, useState } from 'react';
import { errorText } from '../../client/error-text.ts';
import { t } from '../../client/t.ts';
import { type LoginHistoryPage, loadLoginHistory } from '../../stores/security.ts';
import { Pagination } from '../games/Pagination.tsx';
import { RecordsHead } from '../records/RecordsView.tsx';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { Section } from './Section.tsx';
import { Loading } from '../ui/Loading.tsx';
import { RecordTable } from '../ui/RecordTable.tsx';
import { momentFormat } from '../ui/moment.ts';

const PAGE_SIZE = 10;

/** The member's latest logins, newest first, paged: time (the merchant's time zone), address and device. */
export default function LoginHistory() {
  const [page, setPage] = useState(1);
  const [value, setValue] = useState<LoginHistoryPage | null>(null);
  const [failed, setFailed] = useState('');
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry's trigger
  useEffect(() => {
    let current = true;
    loadLoginHistory(page, PAGE_SIZE).then(
      (answer) => {
        if (!current) return;
        setValue(answer);
        setFailed('');
      },
      (error: unknown) => current && setFailed(errorText(error)),
    );
    return () => {
      current = false;
    };
  }, [page, attempt]);
  const when = momentFormat();
  return (
    <Section id="security-logins" title={t('island.security.logins')}>
      {failed ? (
        <LoadFailed message={failed} onRetry={() => setAttempt(attempt + 1)} />
      ) : !value ? (
        <Loading>{t('island.security.loading')}</Loading>
      ) : !value.list.length ? (
        <p className="muted">{t('island.security.noLogins')}</p>
      ) : (
        <>
          <RecordTable label={t('island.security.loginsTable')}>
            <table className="records login-history">
              <RecordsHead columns={[[t('island.records.col.time')], [t('island.security.col.ip')], [t('island.security.col.device')]]} />
              <tbody>
                {value.list.map((login) => (
                  <tr key={`${login.at} ${login.ip}`}>
                    <td>{when.format(login.at)}</td>
                    <td>{login.ip}</td>
                    <td>{login.device || t('island.security.unknownDevice')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </RecordTable>
          <Pagination page={page} total={value.totalPages} onPage={setPage} />
        </>
      )}
    </Section>
  );
}
