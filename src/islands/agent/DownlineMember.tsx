import { useEffect, useRef, useState } from 'react';
import type { DownlineMovement } from '../../../contract/generated/agent-downline-detail.ts';
import type { BetRecord } from '../../../contract/generated/common.ts';
import { errorText } from '../../client/error-text.ts';
import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { contractKinds } from '../../stores/contracts.ts';
import { loadDownline } from '../../stores/downlines.ts';
import { column, gameColumn, moneyColumn, RecordsTable, type RecordsTableProps, signedColumn } from '../records/RecordsTable.tsx';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { Loading } from '../ui/Loading.tsx';
import { money } from '../ui/money.ts';
import { RecordTable } from '../ui/RecordTable.tsx';
import { Breadcrumb, hashOf } from './downline-place.tsx';

type Detail = Awaited<ReturnType<typeof loadDownline>>;

/** A journal kind in the records' words (a transfer between members has the reports' own). */
const kindText = (kind: string) => t(kind === 'member.transfer' ? 'island.reports.kind.member.transfer' : `island.records.kind.${kind}`);

/**
 * Downline management's detail of one account of the team (#member=<id>): where it is in the team,
 * its profile and balance, what can be done for it (send money and offer a contract to a direct
 * downline, open a sub-agent's own team), and its latest bets and wallet movements. `version`
 * changes after money was sent or a contract offered: it loads again.
 */
export function DownlineMember(props: {
  id: number;
  version: number;
  transfer: (account: string, opener: HTMLElement) => void;
  offer: (account: string, opener: HTMLElement) => void;
}) {
  const { id, version, transfer, offer } = props;
  const [value, setValue] = useState<{ id: number; detail: Detail } | null>(null);
  const [failed, setFailed] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const focused = useRef<number | null>(null);
  const latest = useRef(id);
  latest.current = id;
  const load = () =>
    loadDownline(id).then(
      (detail) => {
        if (latest.current !== id) return;
        setValue({ id, detail });
        setFailed('');
      },
      (error) => latest.current === id && setFailed(errorText(error)),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the account and the version are what it loads by; load is made anew each render
  useEffect(() => void load(), [id, version]);
  // A newly opened account takes the focus on its name, once it is shown.
  useEffect(() => {
    if (value?.id !== id || focused.current === id) return;
    focused.current = id;
    heading.current?.focus();
  }, [value, id]);

  if (failed) return <LoadFailed message={failed} onRetry={() => void load()} />;
  if (!value) return <Loading>{t('island.loading')}</Loading>;
  const { path, member, bets, movements } = value.detail;
  const lang = document.documentElement.lang;
  const { timezone } = pageConfig();
  const day = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: timezone });
  const moment = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: timezone });
  const agent = member.kind === 'AGENT';
  const facts: Array<[key: string, label: string, value: string]> = [
    ['balance', t('island.downlines.balance'), money(member.balance)],
    ['kind', t('island.downlines.kind'), t(`island.downlines.kind.${member.kind}`)],
    ['upline', t('island.downlines.upline'), member.upline],
    ['registered', t('island.downlines.registered'), day.format(member.regDate)],
    [
      'lastLogin',
      t('island.downlines.lastLogin'),
      member.lastLogin === null ? t('island.downlines.never') : moment.format(member.lastLogin),
    ],
    ...(agent
      ? [['teamSize', t('island.downlines.teamSize'), new Intl.NumberFormat(lang).format(member.teamSize)] as [string, string, string]]
      : []),
  ];
  return (
    <div className="downline-member" data-account={member.account} aria-busy={value.id !== id}>
      <Breadcrumb path={[...path, { id: member.id, account: member.account }]} />
      <section className="overview-card downline-profile" aria-labelledby="downline-member-title">
        <h2 id="downline-member-title" className="section-title" ref={heading} tabIndex={-1}>
          {member.account}
          {member.nickname && <span className="muted downline-nickname">{member.nickname}</span>}
        </h2>
        <p>
          <span className={`status-badge downline-${member.status.toLowerCase()}`}>{t(`island.downlines.status.${member.status}`)}</span>
        </p>
        <dl className="downline-facts">
          {facts.map(([key, label, text]) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd data-fact={key}>{text}</dd>
            </div>
          ))}
        </dl>
        <div className="downline-member-actions">
          {member.direct && (
            <button type="button" className="btn btn-primary" onClick={(e) => transfer(member.account, e.currentTarget)}>
              {t('island.downlines.transfer')}
            </button>
          )}
          {member.direct && agent && contractKinds().length > 0 && (
            <button type="button" className="btn btn-ghost" onClick={(e) => offer(member.account, e.currentTarget)}>
              {t('island.downlines.offer')}
            </button>
          )}
          {agent && (
            <a className="btn btn-ghost" href={hashOf({ parentId: member.id, pageNo: 1 })}>
              {t('island.downlines.openTeam')}
            </a>
          )}
        </div>
        {!member.direct && <p className="muted">{t('island.downlines.notDirect', { upline: member.upline })}</p>}
      </section>
      <Latest<BetRecord>
        titleId="downline-bets-title"
        title={t('island.downlines.latestBets')}
        empty={t('island.downlines.noBets')}
        className="downline-bets"
        rows={bets}
        columns={[
          gameColumn(moment),
          moneyColumn(t('island.bets.col.stake'), (b) => b.stake),
          signedColumn(t('island.bets.col.winLoss'), (b) => b.winLoss),
        ]}
        rowKey={(b) => b.betId}
      />
      <Latest<DownlineMovement>
        titleId="downline-movements-title"
        title={t('island.downlines.latestMovements')}
        empty={t('island.downlines.noMovements')}
        className="downline-movements"
        rows={movements}
        columns={[
          column(t('island.records.col.type'), (m) => (
            <>
              {kindText(m.kind)}
              <span className="records-note">{moment.format(m.createdAt)}</span>
            </>
          )),
          signedColumn(t('island.records.col.amount'), (m) => m.amount),
          moneyColumn(t('island.records.col.balance'), (m) => m.balanceAfter),
        ]}
        rowKey={(m) => `${m.transactionId} ${m.amount}`}
        rowData={(m) => ({ 'data-kind': m.kind })}
      />
    </div>
  );
}

/**
 * A titled table of the account's latest records (a region named by the title), or what it says
 * when there is none.
 */
function Latest<T>(props: { titleId: string; title: string; empty: string } & RecordsTableProps<T>) {
  const { titleId, title, empty, ...table } = props;
  return (
    <div>
      <h2 id={titleId} className="section-title">
        {title}
      </h2>
      {table.rows?.length ? (
        // Three columns fit a phone: a compact table, not a card per record.
        <RecordTable labelledBy={titleId} compact>
          <RecordsTable {...table} />
        </RecordTable>
      ) : (
        <p className="muted">{empty}</p>
      )}
    </div>
  );
}
