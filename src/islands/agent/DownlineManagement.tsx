import { useEffect, useRef, useState } from 'react';
import type { Downline } from '../../../contract/generated/common.ts';
import { errorText } from '../../client/error-text.ts';
import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { contractKinds } from '../../stores/contracts.ts';
import { type DownlineQuery, loadDownlines } from '../../stores/downlines.ts';
import { Breadcrumb, hashOf, useHashPlace } from './downline-place.tsx';
import { Pagination } from '../games/Pagination.tsx';
import { RecordsHead } from '../records/RecordsView.tsx';
import { AccountSearch } from './report-parts.tsx';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { money } from '../ui/money.ts';
import { DownlineTransfer } from './DownlineTransfer.tsx';
import { OfferContractDialog } from './OfferContract.tsx';
import { Loading } from '../ui/Loading.tsx';
import { onDemand } from '../ui/on-demand.tsx';

type Page = Awaited<ReturnType<typeof loadDownlines>>;

/** An account's detail: a chunk of its own, loaded when one is opened (the table's chunk stays within its budget). */
const DownlineMember = onDemand(
  () => import('./DownlineMember.tsx').then((m) => m.DownlineMember),
  () => <Loading>{t('island.loading')}</Loading>,
);

/** Opens the send-money or offer dialog for an account, from the button pressed. */
type Act = (account: string, opener: HTMLElement) => void;

/**
 * /agentHome/downlineManagmentView: the agent's team a level at a time (its direct downlines, then
 * a sub-agent's, with a breadcrumb back up) or searched by account across the whole team, paged,
 * each account with its type, balance, status, registration, last login and (an agent's) team
 * size; an account opens its detail (DownlineMember). Money can be sent to a direct downline and
 * contracts offered to a direct sub-agent, from its row or its detail. Where the page is lives in
 * the URL's hash.
 */
export function DownlineManagement() {
  const place = useHashPlace();
  const [status, setStatus] = useState('');
  // Bumped after money was sent or a contract offered: what is shown loads again.
  const [version, setVersion] = useState(0);
  const [transfer, setTransfer] = useState<{ account: string; opener: HTMLElement } | null>(null);
  const [offer, setOffer] = useState<{ account: string; opener: HTMLElement } | null>(null);
  // Back from an account's detail, the focus goes to the rows again.
  const shown = useRef<'level' | 'member' | null>(null);
  const cameBack = shown.current === 'member';
  shown.current = place.memberId ? 'member' : 'level';
  const act = {
    transfer: ((account, opener) => {
      setStatus('');
      setTransfer({ account, opener });
    }) as Act,
    offer: ((account, opener) => {
      setStatus('');
      setOffer({ account, opener });
    }) as Act,
  };
  const go = (next: DownlineQuery) => {
    location.hash = hashOf(next);
  };
  return (
    <div className="downlines">
      {/* The search by account, across the whole team; clearing it goes back to the agent's own downlines. */}
      {!place.memberId && (
        <AccountSearch
          key={place.account ?? ''}
          id="downline-search"
          className="records-filters downlines-search"
          label={t('island.downlines.search')}
          submitLabel={t('island.downlines.searchButton')}
          clearLabel={t('island.downlines.clear')}
          input={{ maxLength: 30 }}
          value={place.account ?? ''}
          onChange={(account) => go({ ...(account ? { account } : {}), pageNo: 1 })}
        />
      )}
      <p role="status" className="form-success">
        {status}
      </p>
      {place.memberId ? (
        <DownlineMember id={place.memberId} version={version} {...act} />
      ) : (
        <TeamLevel query={place} version={version} focusFirst={cameBack} go={go} {...act} />
      )}
      {offer && (
        <OfferContractDialog
          account={offer.account}
          opener={offer.opener}
          onClose={() => setOffer(null)}
          onDone={() => {
            setStatus(t('island.downlines.offerSent', { account: offer.account }));
            setVersion((v) => v + 1);
          }}
        />
      )}
      {transfer && (
        <DownlineTransfer
          {...transfer}
          close={() => setTransfer(null)}
          sent={(text) => {
            setTransfer(null);
            setStatus(text);
            setVersion((v) => v + 1);
          }}
        />
      )}
    </div>
  );
}

/** One level of the tree or a search across it: the breadcrumb or the count, the table and the pages. */
function TeamLevel(props: {
  query: DownlineQuery;
  version: number;
  /** Mounted again after an account's detail: the rows take the focus once loaded. */
  focusFirst: boolean;
  go: (query: DownlineQuery) => void;
  transfer: Act;
  offer: Act;
}) {
  const { query, version, go } = props;
  const [value, setValue] = useState<{ key: string; page: Page } | null>(null);
  const [failed, setFailed] = useState('');
  const results = useRef<HTMLDivElement>(null);
  const loadedKey = useRef(props.focusFirst ? '' : (null as string | null));
  const key = JSON.stringify(query);
  const latest = useRef(key);
  latest.current = key;
  /** Loads the query's page; `moved` (a step through the tree, a page, back) leaves the focus where the new rows are. */
  const load = (moved = false) =>
    loadDownlines(query).then(
      (page) => {
        if (latest.current !== key) return;
        setValue({ key, page });
        setFailed('');
        if (moved) results.current?.focus();
      },
      (error) => latest.current === key && setFailed(errorText(error)),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query (as its key) and the version are what it loads by; load is made anew each render
  useEffect(() => {
    // A new place moves the focus to its rows (not the first load, nor the same place loaded again).
    void load(loadedKey.current !== null && loadedKey.current !== key);
    loadedKey.current = key;
  }, [key, version]);
  const page = value?.page;
  if (failed) return <LoadFailed message={failed} onRetry={() => void load()} />;
  if (!page) return <Loading>{t('island.loading')}</Loading>;
  return (
    <div className="downlines-results" ref={results} tabIndex={-1} aria-busy={value.key !== key}>
      {query.account ? (
        <p className="records-totals">{t('island.downlines.found', { count: page.totalCount, account: query.account })}</p>
      ) : (
        <>
          <Breadcrumb path={page.path} />
          <p className="records-totals">{t('island.downlines.level', { count: page.totalCount })}</p>
        </>
      )}
      {!page.list.length ? (
        <p className="muted">{t(query.account ? 'island.downlines.noMatch' : 'island.downlines.none')}</p>
      ) : (
        // A table wider than a phone scrolls sideways: the keyboard can scroll it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keys
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('island.downlines.table')}>
          <DownlineTable rows={page.list} searching={Boolean(query.account)} transfer={props.transfer} offer={props.offer} />
        </div>
      )}
      <Pagination page={query.pageNo} total={page.totalPages} onPage={(pageNo) => go({ ...query, pageNo })} />
    </div>
  );
}

function DownlineTable(props: { rows: readonly Downline[]; searching: boolean; transfer: Act; offer: Act }) {
  const { rows, searching, transfer, offer } = props;
  // Contracts are offered to direct sub-agents, of the kinds the merchant has on.
  const offering = contractKinds().length > 0;
  const lang = document.documentElement.lang;
  const { timezone } = pageConfig();
  const day = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: timezone });
  const moment = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: timezone });
  const count = new Intl.NumberFormat(lang);
  return (
    <table className="records downline-table">
      <RecordsHead
        columns={[
          [t('island.downlines.account')],
          [t('island.downlines.kind')],
          [t('island.downlines.balance'), true],
          [t('island.downlines.status')],
          [t('island.downlines.registered')],
          [t('island.downlines.lastLogin')],
          [t('island.downlines.teamSize'), true],
          [t('island.downlines.contract')],
          [t('island.downlines.actions')],
        ]}
      />
      <tbody>
        {rows.map((d) => (
          <tr key={d.id} data-account={d.account}>
            <th scope="row">
              {/* The account opens its detail: profile, balance, latest bets and movements, and what can be done. */}
              <a href={hashOf({ memberId: d.id, pageNo: 1 })}>{d.account}</a>
              {d.nickname && <span className="records-note">{d.nickname}</span>}
              {searching && <span className="records-note">{t('island.downlines.under', { upline: d.upline })}</span>}
            </th>
            <td>{t(`island.downlines.kind.${d.kind}`)}</td>
            <td className="num" data-column="balance">
              {money(d.balance)}
            </td>
            <td>
              <span className={`status-badge downline-${d.status.toLowerCase()}`}>{t(`island.downlines.status.${d.status}`)}</span>
            </td>
            <td>{day.format(d.regDate)}</td>
            <td data-column="lastLogin">{d.lastLogin === null ? t('island.downlines.never') : moment.format(d.lastLogin)}</td>
            <td className="num">{d.kind === 'AGENT' ? count.format(d.teamSize) : '—'}</td>
            <td data-column="contract">
              {!d.contracts
                ? '—'
                : !d.contracts.length
                  ? t('island.downlines.noContract')
                  : d.contracts
                      .map((c) => t(`island.downlines.contract.${c.status}`, { kind: t(`island.contracts.kind.${c.kind}`) }))
                      .join(', ')}
            </td>
            <td className="downline-actions">
              <div>
                {d.direct && <ActionButton action="transfer" account={d.account} act={transfer} />}
                {d.direct && d.kind === 'AGENT' && offering && <ActionButton action="offer" account={d.account} act={offer} />}
                {d.kind === 'AGENT' && (
                  <a
                    className="btn btn-ghost btn-small"
                    href={hashOf({ parentId: d.id, pageNo: 1 })}
                    aria-label={t('island.downlines.openTeamOf', { account: d.account })}
                  >
                    {t('island.downlines.openTeam')}
                  </a>
                )}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A row's dialog action (a transfer to the downline, a contract offered to them), named for its account; the dialog returns the focus to it. */
function ActionButton({ action, account, act }: { action: 'transfer' | 'offer'; account: string; act: Act }) {
  return (
    <button
      type="button"
      className="btn btn-ghost btn-small"
      aria-label={t(`island.downlines.${action}To`, { account })}
      onClick={(e) => act(account, e.currentTarget)}
    >
      {t(`island.downlines.${action}`)}
    </button>
  );
}
