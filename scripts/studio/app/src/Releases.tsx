// A brand's releases: publish (site build, through the release gate when it can run) and make an
// earlier release live again (site rollback). A config with problems, or unsaved edits, is not published.
import { useCallback, useEffect, useState } from 'react';
import { api, type ReleaseRow } from './api.ts';
import { Table, When } from './Table.tsx';

interface Props {
  path: string;
  operator: string;
  /** Why publishing is not possible now (unsaved edits, problems), or undefined. */
  blocked: string | undefined;
  /** Called after a publish or rollback, so the audit log shows it. */
  onChange: () => void;
}

export function Releases({ path, operator, blocked, onChange }: Props) {
  const [releases, setReleases] = useState<ReleaseRow[]>([]);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [output, setOutput] = useState('');

  const refresh = useCallback(() => {
    api.releases(path).then(setReleases, (e: Error) => setStatus(e.message));
  }, [path]);
  useEffect(refresh, [refresh]);

  async function run(action: () => Promise<string>) {
    if (!operator.trim()) {
      setStatus('Type your name at the top first: the audit log records who published.');
      return;
    }
    setBusy(true);
    setOutput('');
    try {
      setStatus(await action());
    } catch (error) {
      setStatus((error as Error).message);
    } finally {
      setBusy(false);
      refresh();
      onChange();
    }
  }

  const publish = () =>
    run(async () => {
      setStatus('Building the site (half a minute or more; with the release gate, a minute more)…');
      const answer = await api
        .publish(path, operator)
        .catch((error: Error) => ({ ok: false, output: error.message, checked: false }) as const);
      if (!answer.ok) {
        setOutput(answer.output);
        return 'Not published: the build or its check failed (its last lines below). The live release stays.';
      }
      return 'release' in answer && answer.release
        ? `Release ${answer.release} is live${answer.checked ? ' (the release gate passed it)' : ''}.`
        : 'Nothing changed since the live release: it stays.';
    });

  const makeLive = (id: string) =>
    run(async () => {
      const moved = await api.rollback(path, operator, id);
      return `Release ${moved.to} is live again${moved.from ? ` (was ${moved.from})` : ''}.`;
    });

  return (
    <section className="releases" aria-labelledby="releases-title">
      <h2 id="releases-title">Releases</h2>
      <div className="savebar">
        <button type="button" className="primary" onClick={publish} disabled={busy || blocked !== undefined}>
          Publish
        </button>
        <p role="status" className="status">
          {blocked ?? status}
        </p>
      </div>
      {output && <pre className="output">{output}</pre>}
      <Table columns={['Release', 'Built', 'Pages', 'State']} empty="Not published yet.">
        {releases.map((r) => (
          <tr key={r.id}>
            <td>
              <code>{r.id}</code>
            </td>
            <td>
              <When iso={r.createdAt} />
            </td>
            <td>{r.pages}</td>
            <td>
              {r.live ? (
                <strong>live</strong>
              ) : (
                <button type="button" onClick={() => makeLive(r.id)} disabled={busy || r.checked === 'held'}>
                  Make live again{r.checked === 'held' ? ' (held by the gate)' : ''}
                </button>
              )}
            </td>
          </tr>
        ))}
      </Table>
    </section>
  );
}
