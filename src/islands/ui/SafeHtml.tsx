import { useEffect, useMemo, useState } from 'react';
import { sanitizeNatively, sanitizeWithPurify } from '../../client/sanitize.ts';

/**
 * Server-provided HTML (announcements, help centre) with scripts, event handlers, javascript:
 * URLs, forms and styles removed: by the browser's own sanitiser (Element.setHTML, in Chromium
 * since 2025), else by DOMPurify, which only those browsers download. The only place in src/ that
 * renders raw HTML.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const native = useMemo(() => sanitizeNatively(html), [html]);
  const [purified, setPurified] = useState<{ from: string; clean: string } | null>(null);
  useEffect(() => {
    if (native !== null) return;
    let current = true;
    void sanitizeWithPurify(html).then((clean) => current && setPurified({ from: html, clean }));
    return () => {
      current = false;
    };
  }, [html, native]);
  const clean = native ?? (purified?.from === html ? purified.clean : '');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised above (the browser's Sanitizer or DOMPurify)
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
