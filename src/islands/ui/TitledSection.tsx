import type { ReactNode } from 'react';

/** A part of a page under its own section title, named by it (aria-labelledby): a list, a table, a card. */
export function TitledSection(props: { titleId: string; title: ReactNode; className?: string; children: ReactNode }) {
  return (
    <section className={props.className} aria-labelledby={props.titleId}>
      <h2 id={props.titleId} className="section-title">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}
