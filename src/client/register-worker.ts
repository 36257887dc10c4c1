// Registers the site's service worker (/sw.js, written into each site as it is assembled: an
// installable app with an offline page) once the page has loaded, so the worker's first fetches
// never compete with the page's own. `astro dev` serves no worker: the refusal is expected there.
if ('serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
