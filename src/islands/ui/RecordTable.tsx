import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { labelCells } from './label-cells.ts';

/**
 * The one frame of every record and report table: on a desk a table in a region the keyboard can
 * scroll, on a phone one card per row (src/styles/centre/wallet.css) where each cell shows its column's heading, so
 * the date, what happened and the amount are all on screen with no sideways scrolling. A
 * `compact` table (a few narrow columns, such as the team overview's three) stays a table on a
 * phone: as cards it would repeat every heading on every card.
 */
export function RecordTable(props: ({ label: string } | { labelledBy: string }) & { compact?: boolean | undefined; children: ReactNode }) {
  const region = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = region.current;
    if (!element) return;
    const label = () => {
      for (const table of element.querySelectorAll('table')) labelCells(table);
    };
    label();
    // Rows a child component adds or replaces on its own (a refreshed page, a state change) get their headings too.
    const observer = new MutationObserver(label);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={region}
      className={props.compact ? 'table-scroll' : 'table-scroll record-table'}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keys
      tabIndex={0}
      role="region"
      aria-label={'label' in props ? props.label : undefined}
      aria-labelledby={'labelledBy' in props ? props.labelledBy : undefined}
    >
      {props.children}
    </div>
  );
}
