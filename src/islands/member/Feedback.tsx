import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { FeedbackType } from '../../../contract/generated/common.ts';
import { errorText } from '../../client/error-text.ts';
import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { countWords, FEEDBACK_TYPES } from '../../../core/feedback.ts';
import { loadFeedback, sendFeedback } from '../../stores/messages.ts';
import { uploadFile } from '../../stores/uploads.ts';
import { Pagination } from '../games/Pagination.tsx';
import { AttachedImagesField, fieldErrors } from '../ui/Field.tsx';
import { imagesProblem } from '../ui/images-problem.ts';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { forRealMembers } from '../ui/real-member.tsx';
import { Loading } from '../ui/Loading.tsx';
import { OutcomeLines, TitledForm } from '../ui/forms.tsx';
import { momentFormat } from '../ui/moment.ts';
import { useSending } from '../ui/use-sending.ts';

type Errors = { type?: string; content?: string; images?: string };
type History = Awaited<ReturnType<typeof loadFeedback>>;

/**
 * /member/feedback: the feedback form (a question type, a description within the merchant's word
 * bounds, up to 3 png or jpg images of at most 5 MB, all checked here and again by the gateway)
 * and the member's earlier feedback with the operator's replies. Trial accounts send none.
 */
export const Feedback = forRealMembers(FeedbackPage);

function FeedbackPage() {
  const [page, setPage] = useState(1);
  const [history, setHistory] = useState<History | null>(null);
  const [failed, setFailed] = useState('');
  const load = useCallback(async (pageNo: number) => {
    setFailed('');
    try {
      setHistory(await loadFeedback(pageNo));
    } catch (error) {
      setFailed(errorText(error));
    }
  }, []);
  useEffect(() => void load(page), [load, page]);
  return (
    <div className="feedback-page">
      <FeedbackForm onSent={() => (page === 1 ? void load(1) : setPage(1))} />
      <section className="feedback-history" aria-labelledby="feedback-history-title">
        <h2 id="feedback-history-title" className="section-title">
          {t('island.feedback.history')}
        </h2>
        {failed ? (
          <LoadFailed message={failed} onRetry={() => void load(page)} />
        ) : !history ? (
          <Loading>{t('island.wallet.loading')}</Loading>
        ) : !history.list.length ? (
          <p className="muted">{t('island.feedback.none')}</p>
        ) : (
          <FeedbackList history={history} />
        )}
        {history && <Pagination page={page} total={history.totalPages} onPage={setPage} />}
      </section>
    </div>
  );
}

function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { minWords, maxWords } = pageConfig().feedback;
  const [type, setType] = useState<FeedbackType | ''>('');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState('');
  const { pending: busy, formError: problem, setFormError: setProblem, send } = useSending();
  const [formKey, setFormKey] = useState(0);
  const words = countWords(content);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      ...(type ? {} : { type: t('island.feedback.typeMissing') }),
      ...(words < minWords || words > maxWords ? { content: t('island.feedback.words', { min: minWords, max: maxWords }) } : {}),
      ...(imagesProblem(files) ? { images: imagesProblem(files) } : {}),
    };
    setErrors(found);
    setDone('');
    setProblem('');
    if (Object.keys(found).length || !type) return;
    await send(async () => {
      const imageIds = await Promise.all(files.map(uploadFile));
      const sent = await sendFeedback({ type, content, imageIds });
      setDone(t('island.feedback.sent', { id: sent.id }));
      setType('');
      setContent('');
      setFiles([]);
      setFormKey((k) => k + 1); // a new file input: the chosen files are gone
      onSent();
    });
  };

  const { described, error } = fieldErrors('feedback', errors);

  return (
    <TitledForm titleId="feedback-form-title" title={t('island.feedback.title')} className="feedback-form" onSubmit={submit}>
      <div className="field">
        <label htmlFor="feedback-type">{t('island.feedback.type')}</label>
        <select id="feedback-type" value={type} onChange={(e) => setType(e.currentTarget.value as FeedbackType)} {...described('type')}>
          <option value="">{t('island.feedback.choose')}</option>
          {FEEDBACK_TYPES.map((k) => (
            <option key={k} value={k}>
              {t(`island.feedback.type.${k}`)}
            </option>
          ))}
        </select>
        {error('type')}
      </div>
      <div className="field">
        <label htmlFor="feedback-content">{t('island.feedback.content')}</label>
        <textarea
          id="feedback-content"
          rows={6}
          value={content}
          onChange={(e) => setContent(e.currentTarget.value)}
          {...described('content', 'feedback-content-hint')}
        />
        <p id="feedback-content-hint" className="field-hint">
          {t('island.feedback.wordsHint', { min: minWords, max: maxWords, count: words })}
        </p>
        {error('content')}
      </div>
      <AttachedImagesField key={formKey} id="feedback-images" error={errors.images} onPick={setFiles} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('island.feedback.submit')}
      </button>
      <OutcomeLines done={done} problem={problem} />
    </TitledForm>
  );
}

function FeedbackList({ history }: { history: History }) {
  const when = momentFormat();
  return (
    <ul className="feedback-list">
      {history.list.map((f) => (
        <li key={f.id} className="feedback-item surface" data-feedback={f.id}>
          <p className="feedback-meta">
            <strong>{t(`island.feedback.type.${f.type}`)}</strong>
            <span className="muted">
              {' · '}
              {when.format(f.createdAt)}
              {f.images > 0 && ` · ${t('island.feedback.imageTotal', { count: f.images })}`}
            </span>
          </p>
          <p className="feedback-text">{f.content}</p>
          {f.replies.length ? (
            f.replies.map((r) => (
              <div key={r.createdAt} className="feedback-reply">
                <p className="feedback-meta">
                  <strong>{t('island.feedback.reply')}</strong>
                  <span className="muted"> · {when.format(r.createdAt)}</span>
                </p>
                <p className="feedback-text">{r.text}</p>
              </div>
            ))
          ) : (
            <p className="muted">{t('island.feedback.waiting')}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
