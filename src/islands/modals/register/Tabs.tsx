import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface TabsProps<K extends string> {
  label: string;
  tabs: ReadonlyArray<{ key: K; label: string }>;
  selected: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}

/** ARIA tabs: one tab stop, arrow keys move between tabs, the panel is labelled by its tab. */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: TabsProps<K>) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.key === selected);
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    onSelect(next.key);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${base}-${next.key}`)}`)?.focus();
  };
  if (tabs.length < 2) return <>{children}</>;
  return (
    <>
      <div className="tabs" role="tablist" aria-label={label} ref={list} onKeyDown={move}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            id={`${base}-${tab.key}`}
            type="button"
            role="tab"
            className="tab"
            aria-selected={tab.key === selected}
            aria-controls={`${base}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-${selected}`}>
        {children}
      </div>
    </>
  );
}
