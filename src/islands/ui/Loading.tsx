import type { ReactNode } from 'react';

/** What an island shows while its data loads: the text (in the page's language), marked busy for assistive technology. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <p className="placeholder" aria-busy="true">
      {children}
    </p>
  );
}
