// The brand's site beside its form: the `site dev` server in a frame at a phone's or a desk's width.
// The preview reloads its pages itself when the file is saved (it watches the file).
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

  useEffect(() => {
    let live = true;
    api.preview(path).then(
      (answer) => {
        if (!live) return;
        setUrl(answer.url);
        setPages(answer.pages);
      },
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [path]);

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
        {error ? (
          <p className="alert">{error}</p>
        ) : url ? (
          <iframe
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
