// The studio: the brand list, a brand's editor (one form per schema section), its preview and its
// audit log. The forms are drawn from the tenant schema the server reads at run time, so a new
// section or field in schemas/ shows up without a change here.
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { api, type BrandRow, type JsonObject, type LayerRow } from './api.ts';
import { Editor } from './Editor.tsx';
import { When } from './Table.tsx';

const OPERATOR_KEY = 'skinforge-studio-operator';

/** A brand or layer in the side lists: opens its editor, marked while it is open. */
function FileButton({
  path,
  open,
  onOpen,
  children,
}: {
  path: string;
  open: string | undefined;
  onOpen: (path: string) => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="brand" aria-current={open === path ? 'page' : undefined} onClick={() => onOpen(path)}>
      {children}
    </button>
  );
}

export function App() {
  const [schema, setSchema] = useState<JsonObject>();
  const [brands, setBrands] = useState<BrandRow[]>([]);
  const [layers, setLayers] = useState<LayerRow[]>([]);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string | undefined>(() => new URLSearchParams(location.search).get('file') ?? undefined);
  const [operator, setOperator] = useState(() => localStorage.getItem(OPERATOR_KEY) ?? '');
  const [error, setError] = useState<string>();

  const refresh = useCallback(() => {
    api.brands().then(setBrands, (e: Error) => setError(e.message));
    api.layers().then(setLayers, (e: Error) => setError(e.message));
  }, []);
  useEffect(() => {
    api.schema().then(setSchema, (e: Error) => setError(e.message));
    refresh();
  }, [refresh]);
  useEffect(() => {
    const url = new URL(location.href);
    if (open) url.searchParams.set('file', open);
    else url.searchParams.delete('file');
    history.replaceState(null, '', url);
  }, [open]);

  const shown = useMemo(() => {
    const words = search.trim().toLowerCase();
    return brands.filter((b) => !words || `${b.code} ${b.name ?? ''} ${b.languages.join(' ')}`.toLowerCase().includes(words));
  }, [brands, search]);

  return (
    <>
      <header className="top">
        <h1>skinforge studio</h1>
        <label className="operator">
          Your name (for the audit log)
          <input
            value={operator}
            autoComplete="name"
            onChange={(e) => {
              setOperator(e.target.value);
              localStorage.setItem(OPERATOR_KEY, e.target.value);
            }}
          />
        </label>
      </header>
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
      <div className={open ? 'layout editing' : 'layout'}>
        <div className="brands">
          <nav aria-label="Brands">
            <h2>Brands</h2>
            <label className="search">
              Search
              <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
            </label>
            <ul>
              {shown.map((b) => (
                <li key={b.path}>
                  <FileButton path={b.path} open={open} onOpen={setOpen}>
                    {b.logo ? <img src={api.asset(b.logo)} alt="" width="32" height="32" /> : <span className="logo-gap" />}
                    <span className="brand-text">
                      <strong>{b.name ?? b.code}</strong>
                      <span>
                        {b.code} · {b.languages.join(', ') || 'no languages'}
                      </span>
                      <span className={b.valid ? 'ok' : 'bad'}>
                        {b.valid ? 'valid' : `${b.problems} problem${b.problems === 1 ? '' : 's'}`}
                      </span>
                      <span>
                        changed <When iso={b.changed} />
                      </span>
                    </span>
                  </FileButton>
                </li>
              ))}
            </ul>
            {shown.length === 0 && <p>No brand matches “{search}”.</p>}
          </nav>
          <nav aria-label="Layers">
            <h2>Layers</h2>
            <ul>
              {layers.map((l) => (
                <li key={l.path}>
                  <FileButton path={l.path} open={open} onOpen={setOpen}>
                    <span className="brand-text">
                      <strong>{l.name}</strong>
                      <span>reaches {l.brands.join(', ') || 'no brand'}</span>
                    </span>
                  </FileButton>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <main className="editor" aria-label="Editor">
          {open && schema ? (
            <Editor key={open} path={open} schema={schema} operator={operator} onSaved={refresh} />
          ) : (
            <p className="hint">Pick a brand to edit it.</p>
          )}
        </main>
      </div>
    </>
  );
}
