// The brand's site beside its form: the `site dev` server in a frame at a phone's or a desk's width.
// The preview reloads its pages itself when the file is saved (it watches the file). It runs in a
// process of its own: its status, polled, says when it stopped, and a new one is shown once it runs.
import { useEffect, useRef, useState } from 'react';
import { api } from './api.ts';

const WIDTHS = { phone: 390, desk: 1366 } as const;

export function Preview({ path, name }: { path: string; name: string }) {
  const [url, setUrl] = useState<string>();
  const [pages, setPages] = useState<string[]>([]);
  const [page, setPage] = useState('/');
  const [width, setWidth] = useState<keyof typeof WIDTHS>('phone');
  const [error, setError] = useState<string>();
  const [scale, setScale] = useState(1);
  const box = useRef<HTMLDivElement>(null);
  /** Why the preview's process stopped, while a new one starts. */
  const [down, setDown] = useState<string>();
  /** Shows of the preview: a new process is shown (and its frame loaded) afresh. */
  const [attempt, setAttempt] = useState(0);
  const generation = useRef<number>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt asks again
  useEffect(() => {
    let live = true;
    setError(undefined);
    api.preview(path).then(
      (answer) => {
        if (!live) return;
        generation.current = answer.generation;
        setUrl(answer.url);
        setPages(answer.pages);
      },
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [path, attempt]);

  useEffect(() => {
    const timer = setInterval(() => {
      api.previewStatus().then(
        (status) => {
          setDown(status.state === 'down' ? status.down : undefined);
          if (status.state === 'running' && status.generation !== generation.current) {
            generation.current = status.generation;
            setAttempt((n) => n + 1);
          }
        },
        () => undefined,
      );
    }, 2_000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setScale(Math.min(1, element.clientWidth / WIDTHS[width])));
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);

  const pixels = WIDTHS[width];
  return (
    <section className="preview" aria-labelledby="preview-title">
      <h2 id="preview-title">Preview</h2>
      <div className="preview-controls">
        <fieldset>
          <legend>Width</legend>
          {(Object.keys(WIDTHS) as Array<keyof typeof WIDTHS>).map((w) => (
            <label key={w}>
              <input type="radio" name="preview-width" checked={width === w} onChange={() => setWidth(w)} /> {w} ({WIDTHS[w]} px)
            </label>
          ))}
        </fieldset>
        <label>
          Page
          <select value={page} onChange={(e) => setPage(e.target.value)} disabled={pages.length === 0}>
            {pages.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="frame-box" ref={box} style={{ height: `${Math.round(760 * scale)}px` }}>
        {down ? (
          <p className="alert" role="alert">
            {down[0]!.toUpperCase()}
            {down.slice(1)}.
          </p>
        ) : error ? (
          <p className="alert">{error}</p>
        ) : url ? (
          <iframe
            key={attempt}
            title={`Preview of ${name}`}
            src={`${url.replace(/\/$/, '')}${page}`}
            width={pixels}
            height={760}
            style={{ transform: `scale(${scale})`, transformOrigin: '0 0' }}
          />
        ) : (
          <p>Starting the preview (the first start takes a few seconds)…</p>
        )}
      </div>
    </section>
  );
}
