// Registers the site's service worker (/sw.js, written into each site as it is assembled: an
// installable app with an offline page) once the page has loaded, so the worker's first fetches
// never compete with the page's own. `astro dev` (the preview) serves no worker and registers none:
// a refused registration there logged an error on every page load.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
