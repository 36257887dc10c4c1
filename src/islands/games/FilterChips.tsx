import { memo } from 'react';

interface FilterChipsProps<T extends string> {
  /** The group's accessible name. */
  label: string;
  chips: readonly T[];
  selected: T;
  /** A chip's text. */
  text: (chip: T) => string;
  onPick: (chip: T) => void;
}

/** A row of toggle chips, the selected one pressed: the game lists' class and type filters. */
function FilterChipsRow<T extends string>({ label, chips, selected, text, onPick }: FilterChipsProps<T>) {
  return (
    <div className="class-filter" role="group" aria-label={label}>
      {chips.map((chip) => (
        <button
          key={chip}
          type="button"
          className={chip === selected ? 'filter-tab active' : 'filter-tab'}
          aria-pressed={chip === selected}
          onClick={() => onPick(chip)}
        >
          {text(chip)}
        </button>
      ))}
    </div>
  );
}

/** FilterChipsRow, memoised: the rows above a list stay as they are while the list loads. */
export const FilterChips = memo(FilterChipsRow) as typeof FilterChipsRow;
