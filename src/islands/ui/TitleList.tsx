/** A list of titles to choose one from (announcements, help articles): the chosen one is marked current and takes focus first. */
export function TitleList<T>({
  items,
  current,
  label,
  titleOf,
  keyOf,
  onChoose,
}: {
  items: readonly T[];
  current: T;
  label: string;
  titleOf: (item: T) => string;
  keyOf: (item: T) => string | number;
  onChoose: (item: T) => void;
}) {
  return (
    <ul aria-label={label}>
      {items.map((item) => (
        <li key={keyOf(item)}>
          <button
            type="button"
            aria-current={item === current ? 'true' : undefined}
            onClick={() => onChoose(item)}
            data-autofocus={item === current ? true : undefined}
          >
            {titleOf(item)}
          </button>
        </li>
      ))}
    </ul>
  );
}
