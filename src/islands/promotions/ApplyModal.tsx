import { type FormEvent, useState } from 'react';
import { t } from '../../client/t.ts';
import { COMMENT_MAX, commentLength } from '../../../core/promotions.ts';
import { applyToPromotion, type Promotion } from '../../stores/promotions.ts';
import { AttachedImagesField, fieldErrors } from '../ui/Field.tsx';
import { imagesProblem } from '../ui/images-problem.ts';
import { Modal } from '../ui/Modal.tsx';
import { useSending } from '../ui/use-sending.ts';

type Errors = { comment?: string | undefined; images?: string | undefined };

/**
 * The application dialog of an APPLY promotion: a comment of at most 140 characters (counted as
 * typed) and up to 3 png or jpg images of at most 5 MB, checked here before anything is sent and
 * again by the gateway, whose refusals are shown in the page's language.
 */
export function ApplyModal({
  promotion,
  opener,
  onClose,
  onApplied,
}: {
  promotion: Promotion;
  opener: HTMLElement;
  onClose: () => void;
  onApplied: (next: Promotion) => void;
}) {
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const { pending: busy, formError: problem, setFormError: setProblem, send } = useSending();
  const length = commentLength(comment);

  const pick = (chosen: File[]) => {
    setFiles(chosen);
    // Said as soon as they are picked: nothing is uploaded until they pass.
    setErrors((e) => ({ ...e, images: imagesProblem(chosen) || undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      ...(length > COMMENT_MAX ? { comment: t('island.promotions.commentLong', { max: COMMENT_MAX }) } : {}),
      ...(imagesProblem(files) ? { images: imagesProblem(files) } : {}),
    };
    setErrors(found);
    setProblem('');
    if (found.comment || found.images) return;
    await send(async () => onApplied(await applyToPromotion(promotion.promotionId, comment.trim(), files)));
  };

  const { described, error } = fieldErrors('apply', errors);

  return (
    <Modal title={t('island.promotions.applyTitle', { title: promotion.title })} opener={opener} onClose={onClose}>
      <form className="form apply-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="apply-comment">{t('island.promotions.comment')}</label>
          <textarea
            id="apply-comment"
            data-autofocus
            rows={4}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            {...described('comment', 'apply-comment-count')}
          />
          <p id="apply-comment-count" className={length > COMMENT_MAX ? 'field-hint over' : 'field-hint'}>
            {t('island.promotions.commentCount', { count: length, max: COMMENT_MAX })}
          </p>
          {error('comment')}
        </div>
        <AttachedImagesField id="apply-images" error={errors.images} onPick={pick} />
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('island.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('island.promotions.send')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
