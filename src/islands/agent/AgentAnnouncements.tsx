import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../client/error-text.ts';
import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { loadAgentAnnouncements } from '../../stores/downlines.ts';
import { Pagination } from '../games/Pagination.tsx';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { SafeHtml } from '../ui/SafeHtml.tsx';
import { Loading } from '../ui/Loading.tsx';

type Page = Awaited<ReturnType<typeof loadAgentAnnouncements>>;

/**
 * /agentHome/agentAnnouncement: what the operator announced to its agents, newest first, nine a
 * page, each with its date in the merchant's time zone and its HTML sanitised (SafeHtml).
 */
export function AgentAnnouncements() {
  const [pageNo, setPageNo] = useState(1);
  const [value, setValue] = useState<Page | null>(null);
  const [failed, setFailed] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const load = () =>
    loadAgentAnnouncements(pageNo).then(
      (page) => {
        setValue(page);
        setFailed('');
      },
      (error) => setFailed(errorText(error)),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page number is what it loads by; load is made anew each render
  useEffect(() => void load(), [pageNo]);
  const day = new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: 'long', timeZone: pageConfig().timezone });

  if (failed) return <LoadFailed message={failed} onRetry={load} />;
  if (!value) return <Loading>{t('island.loading')}</Loading>;
  if (!value.list.length) return <p className="muted">{t('island.agentNews.none')}</p>;
  return (
    <div className="agent-news" ref={list} tabIndex={-1}>
      <ol className="agent-news-list">
        {value.list.map((a) => (
          <li key={a.id}>
            <article className="overview-card agent-news-item" aria-labelledby={`agent-news-${a.id}`}>
              <h2 id={`agent-news-${a.id}`} className="section-title">
                {a.title}
              </h2>
              <time className="muted" dateTime={new Date(a.createdAt).toISOString()}>
                {day.format(a.createdAt)}
              </time>
              <SafeHtml html={a.content} className="agent-news-body" />
            </article>
          </li>
        ))}
      </ol>
      <Pagination
        page={pageNo}
        total={value.totalPages}
        onPage={(next) => {
          setPageNo(next);
          list.current?.focus();
        }}
      />
    </div>
  );
}
