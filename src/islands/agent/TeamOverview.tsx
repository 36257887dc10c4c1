import type { TeamFigures } from '../../../contract/generated/agent-team-overview.ts';
import { t } from '../../client/t.ts';
import { money } from '../ui/money.ts';
import { teamOverview } from '../../stores/records.ts';
import { RecordsHead, RecordsView, signed } from '../records/RecordsView.tsx';
import { useRecords } from '../records/use-records.ts';

/** The figures in the table's order: the row's name and how it is written. */
const ROWS: ReadonlyArray<[keyof TeamFigures, 'count' | 'money' | 'signed']> = [
  ['members', 'count'],
  ['newMembers', 'count'],
  ['activeMembers', 'count'],
  ['deposits', 'money'],
  ['withdrawals', 'money'],
  ['validBet', 'money'],
  ['profit', 'signed'],
];

/**
 * /agentHome and /agentHome/agentTeamOverview: what the agent's direct downlines and whole team
 * (every level below) did in a period of the merchant's days, side by side.
 */
export function TeamOverview() {
  const lang = document.documentElement.lang;
  const count = new Intl.NumberFormat(lang);
  const r = useRecords(teamOverview, {}, (period) => period);
  const value = r.value;
  const write = (kind: 'count' | 'money' | 'signed', n: number) =>
    kind === 'count' ? count.format(n) : kind === 'money' ? money(n) : signed(n, money);
  return (
    <RecordsView
      state={r}
      summary={value ? t('island.team.summary', { count: value.team.members, direct: value.direct.members }) : ''}
      empty={false}
      compact
    >
      <table className="records team-overview">
        <RecordsHead columns={[[t('island.team.figure')], [t('island.team.direct'), true], [t('island.team.whole'), true]]} />
        <tbody>
          {value &&
            ROWS.map(([name, kind]) => (
              <tr key={name} data-figure={name}>
                <th scope="row">{t(`island.team.${name}`)}</th>
                <td className="num">{write(kind, value.direct[name])}</td>
                <td className="num">{write(kind, value.team[name])}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </RecordsView>
  );
}
