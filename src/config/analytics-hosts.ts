// The hosts the Google tag loads from and sends its beacons to: a merchant with analytics gets
// them in its pages' Content-Security-Policy (BaseLayout.astro), every other merchant none.

/** Where gtag.js is loaded from. */
export const ANALYTICS_SCRIPT_HOST = 'https://www.googletagmanager.com';

/** Where the Google tag sends what it measures. */
export const ANALYTICS_BEACON_HOSTS = [ANALYTICS_SCRIPT_HOST, 'https://*.google-analytics.com', 'https://*.analytics.google.com'];
