import { useEffect, useRef, useState } from 'react';
import type { Downline } from '../../../contract/generated/agent-downlines.ts';
import { errorText } from '../../client/error-text.ts';
import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { contractKinds } from '../../stores/contracts.ts';
import { type DownlineQuery, loadDownlines } from '../../stores/downlines.ts';
import { Pagination } from '../games/Pagination.tsx';
import { RecordsHead } from '../records/RecordsView.tsx';
import { AccountSearch } from './report-parts.tsx';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { money } from '../ui/money.ts';
import { DownlineTransfer } from './DownlineTransfer.tsx';
import { OfferContractDialog } from './OfferContract.tsx';
import { Loading } from '../ui/Loading.tsx';

type Page = Awaited<ReturnType<typeof loadDownlines>>;

/** The page's place in the team as the URL's hash says it (#parent=12, #account=jo&page=2), so reload and back keep it. */
function fromHash(): DownlineQuery {
  const params = new URLSearchParams(location.hash.slice(1));
  const parentId = Number(params.get('parent'));
  const pageNo = Number(params.get('page'));
  const account = params.get('account')?.trim();
  return {
    ...(Number.isSafeInteger(parentId) && parentId > 0 ? { parentId } : {}),
    ...(account ? { account } : {}),
    pageNo: Number.isSafeInteger(pageNo) && pageNo > 0 ? pageNo : 1,
  };
}

/** A query as a hash link; the agent's own first page is #team. */
function hashOf(query: DownlineQuery): string {
  const params = new URLSearchParams();
  if (query.parentId) params.set('parent', String(query.parentId));
  if (query.account) params.set('account', query.account);
  if (query.pageNo > 1) params.set('page', String(query.pageNo));
  return `#${params.toString() || 'team'}`;
}

/** The query of the URL's hash, followed as links, back and forward change it. */
function useHashQuery(): DownlineQuery {
  const [query, setQuery] = useState(fromHash);
  useEffect(() => {
    const follow = () => setQuery(fromHash());
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);
  return query;
}

/**
 * /agentHome/downlineManagmentView: the agent's team a level at a time (its direct downlines, then
 * a sub-agent's, with a breadcrumb back up) or searched by account across the whole team, paged,
 * each account with its type, balance, status, registration, last login and (an agent's) team
 * size; money can be sent to a direct downline. Where the page is lives in the URL's hash.
 */
export function DownlineManagement() {
  const query = useHashQuery();
  const [value, setValue] = useState<{ key: string; page: Page } | null>(null);
  const [failed, setFailed] = useState('');
  const [status, setStatus] = useState('');
  const [transfer, setTransfer] = useState<{ account: string; opener: HTMLElement } | null>(null);
  const [offer, setOffer] = useState<{ account: string; opener: HTMLElement } | null>(null);
  const results = useRef<HTMLDivElement>(null);
  const first = useRef(true);
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query (as its key) is what it loads by; load is made anew each render
  useEffect(() => {
    void load(!first.current);
    first.current = false;
  }, [key]);

  const go = (next: DownlineQuery) => {
    location.hash = hashOf(next);
  };
  const page = value?.page;
  return (
    <div className="downlines">
      {/* The search by account, across the whole team; clearing it goes back to the agent's own downlines. */}
      <AccountSearch
        key={query.account ?? ''}
        id="downline-search"
        className="records-filters downlines-search"
        label={t('island.downlines.search')}
        submitLabel={t('island.downlines.searchButton')}
        clearLabel={t('island.downlines.clear')}
        input={{ maxLength: 30 }}
        value={query.account ?? ''}
        onChange={(account) => go({ ...(account ? { account } : {}), pageNo: 1 })}
      />
      <p role="status" className="form-success">
        {status}
      </p>
      {failed ? (
        <LoadFailed message={failed} onRetry={() => void load()} />
      ) : !page ? (
        <Loading>{t('island.loading')}</Loading>
      ) : (
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
              <DownlineTable
                rows={page.list}
                searching={Boolean(query.account)}
                transfer={(account, opener) => {
                  setStatus('');
                  setTransfer({ account, opener });
                }}
                offer={(account, opener) => {
                  setStatus('');
                  setOffer({ account, opener });
                }}
              />
            </div>
          )}
          <Pagination page={query.pageNo} total={page.totalPages} onPage={(pageNo) => go({ ...query, pageNo })} />
        </div>
      )}
      {offer && (
        <OfferContractDialog
          account={offer.account}
          opener={offer.opener}
          onClose={() => setOffer(null)}
          onDone={() => {
            setStatus(t('island.downlines.offerSent', { account: offer.account }));
            void load();
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
            void load();
          }}
        />
      )}
    </div>
  );
}

/** The way from the agent down to the accounts listed: each step a link back up, the last the current level. */
function Breadcrumb({ path }: { path: Page['path'] }) {
  return (
    <nav className="breadcrumb" aria-label={t('island.downlines.where')}>
      <ol>
        {path.map((step, i) => {
          const name = i === 0 ? t('island.downlines.root', { account: step.account }) : step.account;
          return (
            <li key={step.id}>
              {i === path.length - 1 ? (
                <span aria-current="location">{name}</span>
              ) : (
                <a href={hashOf(i === 0 ? { pageNo: 1 } : { parentId: step.id, pageNo: 1 })}>{name}</a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function DownlineTable(props: {
  rows: readonly Downline[];
  searching: boolean;
  transfer: (account: string, opener: HTMLElement) => void;
  offer: (account: string, opener: HTMLElement) => void;
}) {
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
              {d.account}
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
                {d.direct && (
                  <button
                    type="button"
                    className="btn btn-ghost btn-small"
                    aria-label={t('island.downlines.transferTo', { account: d.account })}
                    onClick={(e) => transfer(d.account, e.currentTarget)}
                  >
                    {t('island.downlines.transfer')}
                  </button>
                )}
                {d.direct && d.kind === 'AGENT' && offering && (
                  <button
                    type="button"
                    className="btn btn-ghost btn-small"
                    aria-label={t('island.downlines.offerTo', { account: d.account })}
                    onClick={(e) => offer(d.account, e.currentTarget)}
                  >
                    {t('island.downlines.offer')}
                  </button>
                )}
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
