// A brand's releases: publish (site build --no-live, through the release gate when it can run), then
// the new release's difference from the live one and Make live or Discard; any release compared
// with the live one, and an earlier one made live again (site rollback). A config with problems, or
// unsaved edits, is not published; a release the gate held is shown, never made live.
import { useCallback, useEffect, useState } from 'react';
import { api, type ReleaseDiffAnswer, type ReleaseRow } from './api.ts';
import { ReleaseDiff } from './ReleaseDiff.tsx';
import { Table, When } from './Table.tsx';
import './releases.css';

interface Props {
  path: string;
  operator: string;
  /** Why publishing is not possible now (unsaved edits, problems), or undefined. */
  blocked: string | undefined;
  /** Called after a publish, make live, discard or rollback, so the audit log shows it. */
  onChange: () => void;
}

export function Releases({ path, operator, blocked, onChange }: Props) {
  const [releases, setReleases] = useState<ReleaseRow[]>([]);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [output, setOutput] = useState('');
  /** The difference shown: of the release just built (to make live or discard), or of one in the list. */
  const [shown, setShown] = useState<{ diff: ReleaseDiffAnswer; built: boolean }>();

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
      setShown(undefined);
      setStatus('Building the site (half a minute or more; with the release gate, a minute more)…');
      const answer = await api
        .publish(path, operator)
        .catch((error: Error) => ({ ok: false, output: error.message, checked: false }) as const);
      if ('diff' in answer && answer.diff) setShown({ diff: answer.diff, built: true });
      if (!answer.ok) {
        setOutput(answer.output);
        return 'diff' in answer && answer.diff?.held
          ? `Release ${answer.diff.release} was held by the release gate (its last lines below): the live release stays.`
          : 'Not published: the build or its check failed (its last lines below). The live release stays.';
      }
      return 'release' in answer && answer.release
        ? `Release ${answer.release} is built${answer.checked ? ' and the release gate passed it' : ''}, not live yet: its changes are below.`
        : 'Nothing changed since the live release: it stays.';
    });

  const makeLive = (id: string, again: boolean) =>
    run(async () => {
      const moved = again ? await api.rollback(path, operator, id) : await api.makeLive(path, operator, id);
      setShown(undefined);
      return `Release ${moved.to} is live${again ? ' again' : ''}${moved.from ? ` (was ${moved.from})` : ''}.`;
    });

  const discard = (id: string) =>
    run(async () => {
      await api.discard(path, operator, id);
      setShown(undefined);
      return `Release ${id} is discarded: the live release stays.`;
    });

  const compare = async (id: string) => {
    try {
      setShown({ diff: await api.diff(path, id), built: false });
    } catch (error) {
      setStatus((error as Error).message);
    }
  };

  const live = releases.find((r) => r.live);
  /** Made live, a release newer than the live one is published; an older one is a rollback. */
  const earlier = (r: ReleaseRow) => live !== undefined && r.createdAt < live.createdAt;
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
      {shown && (
        <ReleaseDiff diff={shown.diff}>
          {shown.built && !shown.diff.held && (
            <button type="button" className="primary" onClick={() => makeLive(shown.diff.release, false)} disabled={busy}>
              Make live
            </button>
          )}
          {shown.built && (
            <button type="button" onClick={() => discard(shown.diff.release)} disabled={busy}>
              Discard
            </button>
          )}
          {!shown.built && (
            <button type="button" onClick={() => setShown(undefined)}>
              Close
            </button>
          )}
        </ReleaseDiff>
      )}
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
                <>
                  {live && (
                    <button type="button" onClick={() => compare(r.id)} disabled={busy}>
                      Diff with live
                    </button>
                  )}
                  <button type="button" onClick={() => makeLive(r.id, earlier(r))} disabled={busy || r.checked === 'held'}>
                    {earlier(r) ? 'Make live again' : 'Make live'}
                    {r.checked === 'held' ? ' (held by the gate)' : ''}
                  </button>
                </>
              )}
            </td>
          </tr>
        ))}
      </Table>
    </section>
  );
}
