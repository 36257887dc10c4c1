// What a release changes against the live one, as `site diff` shows it: the config fields (JSON
// pointer, live value → this release's) and the pages added, removed and changed. After a publish
// it offers Make live and Discard; a release the release gate held is shown, never made live.
import type { ReactNode } from 'react';
import type { ReleaseDiffAnswer } from './api.ts';
import { Table } from './Table.tsx';

/** A config value on one line, cut short when long; "(not set)" when absent. */
function shown(value: unknown): string {
  if (value === undefined) return '(not set)';
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

const PAGES_LISTED = 20;

function Pages({ label, paths }: { label: string; paths: string[] }) {
  return (
    <li>
      {label}: {paths.length}
      {paths.length > 0 && (
        <ul>
          {paths.slice(0, PAGES_LISTED).map((path) => (
            <li key={path}>
              <code>/{path}</code>
            </li>
          ))}
          {paths.length > PAGES_LISTED && <li>… and {paths.length - PAGES_LISTED} more</li>}
        </ul>
      )}
    </li>
  );
}

export function ReleaseDiff({ diff, children }: { diff: ReleaseDiffAnswer; children: ReactNode }) {
  const against = diff.live ? `the live release ${diff.live}` : 'nothing: no release is live yet';
  return (
    <section className="diff" aria-labelledby="diff-title">
      <h3 id="diff-title">
        Release {diff.release} against {against}
      </h3>
      {diff.held && <p className="alert">The release gate held this release: it can be looked at, not made live.</p>}
      <h4>Config fields changed: {diff.config.length}</h4>
      <Table columns={['Field', 'Live', 'This release']} empty="No config field changed.">
        {diff.config.map((change) => (
          <tr key={change.pointer}>
            <td>
              <code>{change.pointer}</code>
            </td>
            <td>{shown(change.from)}</td>
            <td>{shown(change.to)}</td>
          </tr>
        ))}
      </Table>
      <h4>Pages</h4>
      <ul className="diff-pages">
        <Pages label="Changed" paths={diff.pages.changed} />
        <Pages label="Added" paths={diff.pages.added} />
        <Pages label="Removed" paths={diff.pages.removed} />
      </ul>
      <div className="savebar">{children}</div>
    </section>
  );
}
