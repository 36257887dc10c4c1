// What the release gate measures inside a page: functions Playwright runs in the browser (they
// are sent as their source text, so they use nothing from outside their own body).

/** A layout problem found in the page: what, and the element it concerns. */
export interface ProbeFinding {
  kind: 'overflow' | 'clipped-text';
  /** A CSS-like path naming the element: header > nav.menu > a.brand */
  element: string;
  /** Its text, cut short. */
  text: string;
  detail: string;
}

/**
 * Elements wider than the viewport (or reaching past its right edge) that nothing scrolls or clips
 * inside the screen, and text cut off or spilling out of its box (headers, buttons, cards) without
 * its whole text reachable (a title). Only the outermost element of each problem is named.
 */
export function layoutProbe(): ProbeFinding[] {
  const viewport = document.documentElement.clientWidth;
  const found: ProbeFinding[] = [];
  const name = (el: Element): string => {
    const parts: string[] = [];
    for (let e: Element | null = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
      const id = e.id ? `#${e.id}` : '';
      const classes = [...e.classList]
        .filter((c) => !/^astro-|^sf-\w{6,}$/.test(c))
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('');
      parts.unshift(`${e.tagName.toLowerCase()}${id}${classes}`);
      if (id) break;
    }
    return parts.join(' > ');
  };
  const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  const shown = (el: Element, style: CSSStyleDeclaration) => {
    if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
    // A closed <details>' content and anything content-visibility hides keep their boxes but are not drawn.
    if (!el.checkVisibility({ contentVisibilityAuto: true, opacityProperty: true, visibilityProperty: true })) return false;
    if (el.closest('[hidden], [inert], [aria-hidden="true"], dialog:not([open])')) return false;
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1;
  };
  /** Whether an ancestor below <body> scrolls or clips the element inside the screen. */
  const contained = (el: Element) => {
    for (let a = el.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX !== 'visible' && a.getBoundingClientRect().right <= viewport + 1) return true;
      if (style.position === 'fixed' && a.getBoundingClientRect().right <= viewport + 1 && style.overflowX !== 'visible') return true;
    }
    return false;
  };
  const overflowing = new Set<Element>();
  for (const el of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(el);
    if (!shown(el, style)) continue;
    const r = el.getBoundingClientRect();
    if (r.right <= viewport + 1 || r.left >= viewport) continue;
    if (contained(el)) continue;
    overflowing.add(el);
    if (el.parentElement && overflowing.has(el.parentElement)) continue;
    found.push({
      kind: 'overflow',
      element: name(el),
      text: text(el),
      detail: `reaches ${Math.round(r.right)} px on a ${viewport} px screen (${Math.round(r.width)} px wide)`,
    });
  }
  // Text in its own box: an element holding text directly, laid out as a box (not inline).
  const clipping = /^(hidden|clip)$/;
  for (const el of document.body.querySelectorAll('h1, h2, h3, h4, h5, h6, p, a, button, label, span, strong, li, td, th, dt, dd, div')) {
    const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
    if (!own) continue;
    const style = getComputedStyle(el);
    if (style.display === 'inline' || style.display === 'contents' || !shown(el, style)) continue;
    // Screen-reader-only text is clipped on purpose.
    if (el.clientWidth <= 1 || el.clientHeight <= 1 || (style.position === 'absolute' && style.clip !== 'auto')) continue;
    const wide = el.scrollWidth > el.clientWidth + 1;
    const tall = el.scrollHeight > el.clientHeight + 1 && clipping.test(style.overflowY);
    if (!wide && !tall) continue;
    // A scroll box is scrolled, not cut; a title (or the same name for assistive technology) reaches the whole text.
    if (/^(auto|scroll)$/.test(wide ? style.overflowX : style.overflowY)) continue;
    const full = text(el);
    const titled = el.closest('[title]')?.getAttribute('title') ?? el.closest('[aria-label]')?.getAttribute('aria-label') ?? '';
    if (titled?.replace(/\s+/g, ' ').includes(full.replace(/…$/, ''))) continue;
    const cut = clipping.test(wide ? style.overflowX : style.overflowY);
    found.push({
      kind: 'clipped-text',
      element: name(el),
      text: full,
      detail: cut
        ? `text cut off: ${wide ? `${el.scrollWidth} px of text in ${el.clientWidth} px` : `${el.scrollHeight} px of text in ${el.clientHeight} px`}, with no title holding it whole`
        : `text spills out of its ${el.clientWidth} px box (${el.scrollWidth} px)`,
    });
  }
  return found;
}

/** Every address the page names that belongs to the site: links, images, stylesheets, scripts, icons. */
export function addressesProbe(): Array<{ url: string; from: string }> {
  const seen = new Map<string, string>();
  const add = (value: string | null | undefined, from: string) => {
    if (!value) return;
    let url: URL;
    try {
      url = new URL(value, location.href);
    } catch {
      return;
    }
    if (url.origin !== location.origin) return;
    url.hash = '';
    if (!seen.has(url.href)) seen.set(url.href, from);
  };
  for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href]'))
    add(a.getAttribute('href'), `link "${(a.textContent ?? '').trim().slice(0, 40)}"`);
  for (const img of document.querySelectorAll<HTMLImageElement>('img'))
    add(img.currentSrc || img.getAttribute('src'), `image ${img.alt ? `"${img.alt}"` : ''}`.trim());
  for (const source of document.querySelectorAll<HTMLSourceElement>('source[srcset], img[srcset]'))
    for (const part of (source.getAttribute('srcset') ?? '').split(',')) add(part.trim().split(/\s+/)[0], 'image source');
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[href]')) add(link.getAttribute('href'), `<link rel="${link.rel}">`);
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]')) add(script.getAttribute('src'), 'script');
  return [...seen].map(([url, from]) => ({ url, from }));
}
