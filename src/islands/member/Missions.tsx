import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { sitePath } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { money } from '../ui/money.ts';
import {
  $missions,
  claimMission,
  type Leaderboard,
  loadLeaderboard,
  loadMissions,
  type Missions as MissionList,
} from '../../stores/missions.ts';
import { RecordsHead } from '../records/RecordsView.tsx';
import { ClaimStatus, useClaim } from '../ui/claim.tsx';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { useLoad } from '../ui/use-load.ts';
import { forRealMembers } from '../ui/real-member.tsx';
import { Loading } from '../ui/Loading.tsx';
import { RecordTable } from '../ui/RecordTable.tsx';
import { TitledSection } from '../ui/TitledSection.tsx';

type Mission = MissionList['missions'][number];

/**
 * /member/missionLeaderboard: today's missions (the merchant's day) with the member's progress as
 * the gateway counts it, a claim button on each done one, and the leaderboard by valid bet of
 * today or the last 7 days with the member's own place.
 */
export const Missions = forRealMembers(MissionsPage);

function MissionsPage() {
  const missions = useStore($missions);
  const { failed, retry } = useLoad(loadMissions);
  if (failed) return <LoadFailed message={failed} onRetry={retry} />;
  if (!missions) return <Loading>{t('island.loading')}</Loading>;
  return (
    <div className="missions">
      <TitledSection titleId="missions-title" title={t('island.missions.today')}>
        <p className="muted">{t('island.missions.claimable', { count: missions.claimable })}</p>
        <ul className="mission-list">
          {missions.missions.map((m) => (
            <MissionItem key={m.missionId} mission={m} />
          ))}
        </ul>
      </TitledSection>
      <LeaderboardSection />
    </div>
  );
}

function MissionItem({ mission }: { mission: Mission }) {
  const { busy, outcome, claim } = useClaim(
    () => claimMission(mission.missionId),
    (amount) => t('island.missions.claimed', { amount: money(amount) }),
  );
  const lang = document.documentElement.lang;
  const amounts = mission.kind === 'VALID_BET' || mission.kind === 'DEPOSIT';
  const show = (n: number) => (amounts ? money(n) : new Intl.NumberFormat(lang).format(n));
  const what = t(`island.missions.kind.${mission.kind}${mission.gameType ? '.one' : ''}`, {
    target: show(mission.target),
    gameType: mission.gameType ? t(`gameType.${mission.gameType}`) : '',
  });
  const id = `mission-${mission.missionId}`;
  return (
    <li className="mission surface" data-mission={mission.missionId} data-status={mission.status}>
      <p id={id}>
        <strong>{what}</strong> · {t('island.missions.reward', { amount: money(mission.reward) })}
      </p>
      <progress aria-labelledby={id} max={mission.target} value={Math.min(mission.progress, mission.target)} />
      <p className="muted">{t('island.missions.progress', { progress: show(mission.progress), target: show(mission.target) })}</p>
      {/* Only a claim is a button: a mission not done yet, or claimed, says so as a status. */}
      {mission.status === 'CLAIMABLE' ? (
        <button type="button" className="btn btn-primary btn-small" disabled={busy} aria-describedby={id} onClick={claim}>
          {t('island.missions.claim')}
        </button>
      ) : (
        <p className="status-badge mission-status">{t(`island.missions.status.${mission.status}`)}</p>
      )}
      <ClaimStatus outcome={outcome} />
    </li>
  );
}

function LeaderboardSection() {
  const [period, setPeriod] = useState<'DAY' | 'WEEK'>('DAY');
  const [board, setBoard] = useState<Leaderboard | null>(null);
  const { failed, retry } = useLoad(() => loadLeaderboard(period).then(setBoard), [period]);
  return (
    <TitledSection titleId="leaderboard-title" title={t('island.missions.leaderboard')}>
      <fieldset className="segmented">
        <legend className="visually-hidden">{t('island.missions.period')}</legend>
        {(['DAY', 'WEEK'] as const).map((p) => (
          <label key={p}>
            <input type="radio" name="leaderboard-period" value={p} checked={period === p} onChange={() => setPeriod(p)} />
            {t(`island.missions.period.${p}`)}
          </label>
        ))}
      </fieldset>
      {failed ? (
        <LoadFailed message={failed} onRetry={retry} />
      ) : !board ? (
        <Loading>{t('island.loading')}</Loading>
      ) : board.list.length === 0 ? (
        // Nobody on the board yet: what puts a player on it, and the way to the games.
        <div className="leaderboard-empty surface" data-testid="leaderboard-empty">
          <p>{t(`island.missions.empty.${period}`)}</p>
          <a className="btn btn-primary" href={sitePath('')}>
            {t('island.missions.play')}
          </a>
        </div>
      ) : (
        <>
          <p className="records-totals" data-testid="own-place">
            {board.own
              ? t('island.missions.own', { rank: board.own.rank, amount: money(board.own.validBet) })
              : t('island.missions.noPlace')}
          </p>
          <RecordTable label={t('island.missions.table')}>
            <table className="records leaderboard">
              <RecordsHead
                columns={[
                  [t('island.missions.col.rank'), true],
                  [t('island.missions.col.account')],
                  [t('island.missions.col.validBet'), true],
                ]}
              />
              <tbody>
                {board.list.map((p) => (
                  <tr key={p.rank} aria-current={p.own ? 'true' : undefined}>
                    <td className="num">{p.rank}</td>
                    <th scope="row">{p.own ? t('island.missions.you', { account: p.account }) : p.account}</th>
                    <td className="num">{money(p.validBet)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </RecordTable>
        </>
      )}
    </TitledSection>
  );
}
