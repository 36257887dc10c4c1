// Analytics with consent (the merchant's `analytics` config; AnalyticsConsent.astro): the Google
// tag loads only once the visitor has accepted, on this page and every later one; a visitor who
// declines is not asked again until they open "Analytics settings" in the footer.

/** Where this browser keeps the visitor's decision. */
const CONSENT_KEY = 'analyticsConsent';

type Decision = 'granted' | 'denied';

/** The page's window with the Google tag's command queue. */
const tagged = window as Window & { dataLayer?: unknown[] };

/** The visitor's stored decision, if any (a damaged value counts as none). */
function decision(): Decision | null {
  const stored = localStorage.getItem(CONSENT_KEY);
  return stored === 'granted' || stored === 'denied' ? stored : null;
}

/** Loads the Google tag once and configures it for the merchant's measurement id. */
function loadTag(tagId: string): void {
  if (document.querySelector('script[data-analytics]')) return;
  tagged.dataLayer ??= [];
  const dataLayer = tagged.dataLayer;
  // gtag.js reads the arguments objects its own snippet pushes, not arrays.
  function gtag(..._args: unknown[]): void {
    // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object itself
    dataLayer.push(arguments);
  }
  gtag('js', new Date());
  gtag('config', tagId, { anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagId)}`;
  script.dataset['analytics'] = '';
  document.head.append(script);
}

const bar = document.getElementById('sf-consent');
const tagId = bar?.dataset['tagId'];
if (bar && tagId) {
  /** What reopened the bar (the footer's settings button): focus goes back there after a choice. */
  let returnTo: HTMLElement | null = null;
  const choose = (chosen: Decision) => {
    localStorage.setItem(CONSENT_KEY, chosen);
    bar.hidden = true;
    if (chosen === 'granted') loadTag(tagId);
    // Focus would be lost with the bar: it goes back where the visitor came from, else the page.
    const back = returnTo?.isConnected ? returnTo : document.getElementById('main');
    returnTo = null;
    if (bar.contains(document.activeElement)) back?.focus();
  };
  bar.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-consent]');
    if (button) choose(button.dataset['consent'] as Decision);
  });
  document.addEventListener('click', (event) => {
    const open = (event.target as Element).closest<HTMLElement>('[data-consent-open]');
    if (!open) return;
    returnTo = open;
    bar.hidden = false;
    bar.scrollIntoView({ block: 'nearest' });
    bar.querySelector<HTMLButtonElement>('button[data-consent]')?.focus();
  });
  const stored = decision();
  if (stored === 'granted') loadTag(tagId);
  else if (stored === null) bar.hidden = false;
}
