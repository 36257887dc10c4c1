// One config file's editor: a form per schema section (rjsf), its problems where they are, save
// with conflict detection, the preview beside it and its audit log below.
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, type AuditEntry, api, type ConfigFile, type Json, type JsonObject, type StudioProblem } from './api.ts';
import { type FormContext, fieldLabel, type ThemeColours, templates, uiSchemaOf, widgets } from './fields.tsx';
import { errorSchema, pointerOfId, ROOT_ID, sectionOf, withoutValue } from './pointers.ts';
import { Preview } from './Preview.tsx';
import { Releases } from './Releases.tsx';
import { RuleTable } from './RuleTable.tsx';
import { Table, When } from './Table.tsx';

/** rjsf needs a validator for its schema logic (oneOf, if/then); the studio's checks are the server's. */
const validator = customizeValidator({ ajvOptionsOverrides: { strict: false, validateFormats: false } });

/** Keys about the file rather than the site: not a section of their own. */
const FILE_KEYS = new Set(['$schema', 'extends', 'merchantCode', 'locked']);
/** Fields drawn by the studio instead of rjsf: the registration fields as one table. */
const FIELDS = { ruleTable: RuleTable };
const LABELS: Record<string, string> = { brand: 'Brand and theme', signIn: 'Sign-in' };
/** The audit log's actions in words. */
const ACTIONS: Record<string, string> = {
  save: 'saved',
  'save-with-problems': 'saved with problems',
  publish: 'made a new release live',
  discard: 'discarded a release not made live',
  rollback: 'made an earlier release live',
};
/** How long typing pauses before the edit is checked. */
const CHECK_AFTER_MS = 350;

function label(key: string): string {
  return LABELS[key] ?? fieldLabel(key);
}

function isEmptyObject(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => v === undefined || isEmptyObject(v))
  );
}

/** `next` without the empty objects a form makes of keys the file did not have (they would add noise to its diff). */
function withoutNewEmpties(next: Json | undefined, before: Json | undefined): Json | undefined {
  if (typeof next !== 'object' || next === null || Array.isArray(next)) return next;
  const was = typeof before === 'object' && before !== null && !Array.isArray(before) ? before : {};
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined || (!(key in was) && isEmptyObject(value))) continue;
    out[key] = withoutNewEmpties(value, was[key]) as Json;
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function Editor({ path, schema, operator, onSaved }: { path: string; schema: JsonObject; operator: string; onSaved: () => void }) {
  const [file, setFile] = useState<ConfigFile>();
  const [draft, setDraft] = useState<JsonObject>({});
  const [problems, setProblems] = useState<StudioProblem[]>([]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [saved, setSaved] = useState(false);
  const [section, setSection] = useState('brand');
  // What a section's form starts from: the draft when the form was opened, loaded or reset. Typing
  // does not send the form its own data back (rjsf would re-derive its state for every key).
  const [seed, setSeed] = useState<JsonObject>({});
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const [status, setStatus] = useState('');
  const [conflict, setConflict] = useState(false);
  const [audit, setAudit] = useState<AuditEntry[]>([]);
  const [reloads, setReloads] = useState(0);
  const statusRef = useRef<HTMLParagraphElement>(null);

  const load = useCallback(async () => {
    const loaded = await api.file(path);
    setFile(loaded);
    setDraft(loaded.content);
    setSeed(loaded.content);
    setProblems(loaded.problems);
    setConflict(false);
    setAudit(await api.audit(path));
  }, [path]);
  useEffect(() => {
    load().catch((e: Error) => setStatus(e.message));
  }, [load]);

  // Each pause in typing checks the edit as `validate` would (schema and rules, merged with its layers).
  useEffect(() => {
    if (!file || same(draft, file.content)) return;
    const timer = setTimeout(() => {
      api.check(path, draft).then(
        (answer) => setProblems(answer.problems),
        () => {},
      );
    }, CHECK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [draft, file, path]);

  const properties = (schema['properties'] ?? {}) as Record<string, JsonObject>;
  const sections = Object.keys(properties).filter((key) => !FILE_KEYS.has(key));
  const sectionSchema = properties[section];
  // The save bar saves every section at once: no submit button per form.
  const uiSchema = useMemo(() => ({ ...uiSchemaOf(sectionSchema), 'ui:submitButtonOptions': { norender: true } }), [sectionSchema]);
  // The form's context is kept the same object while typing outside the theme: rjsf compares it
  // deeply on every change and redraws every field when it differs (typing lag on large sections).
  const ownTheme = JSON.stringify((draft['brand'] as JsonObject | undefined)?.['theme'] ?? {});
  const theme = useMemo(() => themeOf(schema, file?.merged, JSON.parse(ownTheme) as JsonObject), [schema, file, ownTheme]);
  const brand = file?.kind === 'brand' ? path.replace(/\.json$/, '') : undefined;
  const openSection = (key: string) => {
    setSeed(draftRef.current);
    setSection(key);
  };
  const reset = useCallback((pointer: string) => {
    const next = withoutValue(draftRef.current, pointer);
    setDraft(next);
    setSeed(next);
    setStatus(`${pointer} reset to its layer's value: save to write it.`);
  }, []);
  const context = useMemo<FormContext>(
    () => ({ section, brand, theme, sources: file?.sources ?? {}, overrides: file?.overrides ?? {}, reset, merged: file?.merged }),
    [section, brand, theme, file, reset],
  );
  const shown = useCallback(
    (pointer: string) => saved || [...touched].some((t) => pointer === t || pointer.startsWith(`${t}/`)),
    [saved, touched],
  );
  const extraErrors = useMemo(() => errorSchema(section, problems, shown), [section, problems, shown]);
  const dirty = file !== undefined && !same(draft, file.content);

  async function save(hash = file?.hash ?? '') {
    if (!file) return;
    if (!operator.trim()) {
      setStatus('Type your name at the top first: the audit log records who changed what.');
      document.querySelector<HTMLInputElement>('.operator input')?.focus();
      return;
    }
    try {
      const answer = await api.save(path, draft, hash, operator);
      setFile({ ...file, content: draft, hash: answer.hash });
      setProblems(answer.problems);
      setSaved(true);
      setConflict(false);
      setStatus(
        answer.changed.length === 0
          ? 'Nothing changed.'
          : answer.problems.length
            ? `Saved with ${answer.problems.length} problem${answer.problems.length === 1 ? '' : 's'}: a draft, not publishable until fixed.`
            : 'Saved.',
      );
      setAudit(await api.audit(path));
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setConflict(true);
        setStatus('');
      } else setStatus((error as Error).message);
    }
    statusRef.current?.focus();
  }

  async function overwrite() {
    const current = await api.file(path);
    await save(current.hash);
  }

  if (!file) return <p>{status || 'Loading…'}</p>;
  const name =
    typeof (draft['brand'] as JsonObject | undefined)?.['name'] === 'string' ? String((draft['brand'] as JsonObject)['name']) : path;
  const counts = (key: string) => problems.filter((p) => sectionOf(p.pointer) === key && shown(p.pointer)).length;

  return (
    <div className="workbench">
      <section className="form-pane" aria-labelledby="editing">
        <h2 id="editing">
          {name} <span className="path">tenants/{path}</span>
        </h2>
        {file.reaches && (
          <p className="hint">
            A layer: a save changes{' '}
            {file.reaches.length ? `every brand that extends it (${file.reaches.join(', ')})` : 'no brand yet (none extends it)'}.
          </p>
        )}
        <nav aria-label="Sections" className="sections">
          {sections.map((key) => (
            <button key={key} type="button" data-section={key} aria-pressed={key === section} onClick={() => openSection(key)}>
              {label(key)}
              {counts(key) > 0 && (
                <span className="count">
                  {' '}
                  ({counts(key)} problem{counts(key) === 1 ? '' : 's'})
                </span>
              )}
            </button>
          ))}
        </nav>
        <div className="savebar">
          <button type="button" className="primary" onClick={() => save()} disabled={!dirty && !conflict}>
            Save
          </button>
          <button type="button" onClick={() => load().then(() => setReloads((n) => n + 1))} disabled={!dirty}>
            Discard edits
          </button>
          <p ref={statusRef} tabIndex={-1} role="status" className="status">
            {status}
          </p>
        </div>
        {conflict && (
          <div role="alert" className="alert conflict">
            <p>The file changed since you opened it (another tab, an editor or git). Your edits are not saved.</p>
            <button type="button" onClick={() => load().then(() => setStatus('Reloaded: your edits were dropped.'))}>
              Reload the file (drops your edits)
            </button>{' '}
            <button type="button" onClick={() => overwrite()}>
              Save mine over it
            </button>
          </div>
        )}
        {saved && problems.length > 0 && (
          <details className="problems" open>
            <summary>
              {problems.length} problem{problems.length === 1 ? '' : 's'} in this config
            </summary>
            <ul>
              {problems.map((p) => (
                <li key={`${p.pointer} ${p.message}`}>
                  <button type="button" className="link" onClick={() => openSection(sectionOf(p.pointer) || section)}>
                    <code>{p.pointer || '/'}</code>
                  </button>{' '}
                  {p.message}
                  {p.source ? ` (in ${p.source})` : ''}
                </li>
              ))}
            </ul>
          </details>
        )}
        {sectionSchema ? (
          <Form
            key={`${section} ${reloads}`}
            schema={sectionSchema as RJSFSchema}
            uiSchema={uiSchema}
            formData={seed[section]}
            validator={validator}
            widgets={widgets}
            fields={FIELDS}
            templates={templates}
            formContext={context}
            idPrefix={ROOT_ID}
            idSeparator="/"
            extraErrors={extraErrors}
            showErrorList={false}
            noHtml5Validate
            experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults', arrayMinItems: { populate: 'never' } }}
            onChange={(event) => {
              const next = withoutNewEmpties(event.formData as Json | undefined, file.content[section]);
              setDraft((current) => {
                if (same(current[section], next)) return current;
                const copy = { ...current };
                if (next === undefined || (isEmptyObject(next) && !(section in file.content))) delete copy[section];
                else copy[section] = next;
                return copy;
              });
            }}
            onBlur={(id) => {
              const pointer = pointerOfId(section, id.replace(/__contrast$/, ''));
              setTouched((t) => (t.has(pointer) ? t : new Set([...t, pointer])));
            }}
          />
        ) : (
          <p>The schema has no section {section}.</p>
        )}
      </section>
      {file.kind === 'brand' && <Preview path={path} name={name} />}
      {file.kind === 'brand' && (
        <Releases
          path={path}
          operator={operator}
          blocked={
            dirty
              ? 'Save your edits before publishing.'
              : problems.length
                ? 'Fix the problems before publishing: a config with problems is saved as a draft, never published.'
                : undefined
          }
          onChange={() => api.audit(path).then(setAudit, () => {})}
        />
      )}
      <section className="audit" aria-labelledby="audit-title">
        <h2 id="audit-title">Changes to {path}</h2>
        <Table columns={['When', 'Who', 'What', 'Fields']} empty="No change made in the studio yet.">
          {audit.map((entry) => (
            <tr key={`${entry.time} ${entry.operator}`}>
              <td>
                <When iso={entry.time} />
              </td>
              <td>{entry.operator}</td>
              <td>{ACTIONS[entry.action] ?? entry.action}</td>
              <td>{entry.changed.join(', ')}</td>
            </tr>
          ))}
        </Table>
      </section>
    </div>
  );
}

/** The theme the site would draw: the schema's defaults, the layers' values, this file's edits (`own`). */
function themeOf(schema: JsonObject, merged: JsonObject | undefined, own: JsonObject): ThemeColours {
  const node = (schema['properties'] as Record<string, JsonObject> | undefined)?.['brand'];
  const themeNode = (node?.['properties'] as Record<string, JsonObject> | undefined)?.['theme'];
  const defaults = Object.fromEntries(
    Object.entries((themeNode?.['properties'] ?? {}) as Record<string, JsonObject>).flatMap(([k, v]) =>
      typeof v['default'] === 'string' ? [[k, v['default']]] : [],
    ),
  );
  const inherited = ((merged?.['brand'] as JsonObject | undefined)?.['theme'] ?? {}) as JsonObject;
  const theme = { ...defaults, ...inherited, ...own } as unknown as ThemeColours;
  return { ...theme, mutedText: theme.mutedText ?? theme.text };
}
