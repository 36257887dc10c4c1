import { t } from '../../client/t.ts';

/**
 * A row holding one button, the last thing in its box: a dialog's foot (`modal-actions`: confirm,
 * close, open the chat) or a list's "more" (`games-more`). `autoFocus` marks it for the focus
 * a modal gives when it opens.
 */
export function ButtonRow(props: { className: string; label: string; onClick: () => void; primary?: boolean; autoFocus?: boolean }) {
  const { className, label, onClick, primary, autoFocus } = props;
  return (
    <div className={className}>
      <button
        type="button"
        className={primary ? 'btn btn-primary' : 'btn btn-ghost'}
        onClick={onClick}
        data-autofocus={autoFocus || undefined}
      >
        {label}
      </button>
    </div>
  );
}

/** The list of games' foot: a ghost button that loads the next page of games. */
export const MoreGames = ({ onClick }: { onClick: () => void }) => (
  <ButtonRow className="games-more" label={t('games.more')} onClick={onClick} />
);
