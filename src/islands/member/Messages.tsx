import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Message } from '../../../contract/generated/common.ts';
import { errorText } from '../../client/error-text.ts';
import { pageMessages, sitePath } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { deleteMessages, loadMessages, openMessage, readAllMessages } from '../../stores/messages.ts';
import { $unread } from '../../stores/balance-and-unread.ts';
import { Pagination } from '../games/Pagination.tsx';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { forRealMembers } from '../ui/real-member.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Loading } from '../ui/Loading.tsx';
import { ButtonRow } from '../ui/ButtonRow.tsx';
import { OutcomeLines } from '../ui/forms.tsx';
import { momentFormat } from '../ui/moment.ts';

type Page = Awaited<ReturnType<typeof loadMessages>>;

/**
 * A message's title and text in the page's language: a notification the site knows by its kind
 * is worded from its params; anything else (an operator's message, a kind newer than the site)
 * as the gateway stored it.
 */
function wording(message: Message): { title: string; body: string } {
  const key = `island.message.${message.kind ?? ''}`;
  if (!message.kind || !(`${key}.title` in pageMessages())) return { title: message.title, body: message.body };
  const params = (message.params ?? {}) as Record<string, string | number>;
  return { title: t(`${key}.title`, params), body: t(`${key}.body`, params) };
}

/**
 * /member/messageV2: the member's platform messages, newest first, ten a page, unread ones marked.
 * Opening one shows it in a dialog and marks it read; one or several can be deleted, and all
 * marked read. The unread count each answer carries goes to the header bell and the menu badge.
 * Trial accounts have no messages: nothing is fetched for them.
 */
export const Messages = forRealMembers(MessageBox);

function MessageBox() {
  const when = momentFormat();
  const [page, setPage] = useState(1);
  const [value, setValue] = useState<Page | null>(null);
  const [failed, setFailed] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [open, setOpen] = useState<{ message: Message; opener: HTMLElement } | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const list = useRef<HTMLDivElement>(null);
  // The count every answer updates (opening one too), as the bell and the menu badge show it.
  const unread = useStore($unread);

  const load = useCallback(async (pageNo: number) => {
    setFailed('');
    try {
      const answer = await loadMessages(pageNo);
      // A page emptied by deleting its last messages: show the one before.
      if (!answer.list.length && pageNo > 1) return setPage(pageNo - 1);
      setValue(answer);
      setSelected((before) => new Set(answer.list.map((m) => m.id).filter((id) => before.has(id))));
    } catch (error) {
      setFailed(errorText(error));
    }
  }, []);
  useEffect(() => void load(page), [load, page]);

  /** Runs an action, says how it went, and reads the page again. */
  const act = async (action: () => Promise<void>, done: string) => {
    setBusy(true);
    setProblem('');
    setStatus('');
    try {
      await action();
      setStatus(done);
      await load(page);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const show = (message: Message, opener: HTMLElement) => {
    setOpen({ message, opener });
    if (message.read) return;
    openMessage(message.id)
      .then((read) => setValue((v) => v && { ...v, list: v.list.map((m) => (m.id === read.id ? read : m)) }))
      .catch((error: unknown) => setProblem(errorText(error)));
  };

  const removeOpen = async (id: number) => {
    setOpen(null);
    await act(() => deleteMessages([id]), t('island.messages.deleted', { count: 1 }));
    list.current?.focus();
  };

  const toggle = (id: number) =>
    setSelected((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  if (failed && !value) return <LoadFailed message={failed} onRetry={() => void load(page)} />;
  if (!value) return <Loading>{t('island.wallet.loading')}</Loading>;
  return (
    <div className="messages" ref={list} tabIndex={-1}>
      <div className="messages-actions">
        <p className="muted" data-testid="messages-summary">
          {t('island.messages.summary', { count: value.totalCount, unread: unread })}
        </p>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          disabled={busy || !unread}
          onClick={() => void act(readAllMessages, t('island.messages.allRead'))}
        >
          {t('island.messages.readAll')}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          disabled={busy || !selected.size}
          onClick={() => void act(() => deleteMessages([...selected]), t('island.messages.deleted', { count: selected.size }))}
        >
          {t('island.messages.deleteSelected', { count: selected.size })}
        </button>
      </div>
      <OutcomeLines done={status} problem={problem} />
      {failed && <LoadFailed message={failed} onRetry={() => void load(page)} />}
      {!value.list.length ? (
        <p className="muted messages-empty">{t('island.messages.empty')}</p>
      ) : (
        <ul className="message-list">
          {value.list.map((m) => {
            const { title } = wording(m);
            return (
              <li key={m.id} className={m.read ? 'message' : 'message unread'} data-message={m.id}>
                <input
                  type="checkbox"
                  checked={selected.has(m.id)}
                  onChange={() => toggle(m.id)}
                  aria-label={t('island.messages.select', { title })}
                />
                <button type="button" className="message-open" onClick={(e) => show(m, e.currentTarget)}>
                  <span className="message-title">
                    {!m.read && <span className="message-dot" aria-hidden="true" />}
                    {title}
                    {!m.read && <span className="visually-hidden"> ({t('island.messages.unreadMark')})</span>}
                  </span>
                  <time className="message-time" dateTime={new Date(m.createdAt).toISOString()}>
                    {when.format(m.createdAt)}
                  </time>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={page} total={value.totalPages} onPage={setPage} />
      {open && (
        <Modal title={wording(open.message).title} opener={open.opener} onClose={() => setOpen(null)}>
          <p className="muted">
            <time dateTime={new Date(open.message.createdAt).toISOString()}>{when.format(open.message.createdAt)}</time>
          </p>
          <p className="message-body">{wording(open.message).body}</p>
          {open.message.kind === 'feedback.replied' && <a href={sitePath('member/feedback')}>{t('island.messages.toFeedback')}</a>}
          <ButtonRow className="modal-actions" label={t('island.messages.delete')} onClick={() => void removeOpen(open.message.id)} />
        </Modal>
      )}
    </div>
  );
}
