/** The web app's icons in a site, by size; the maskable one has the brand's background to its edges (src/build-time/web-app.ts draws them). */
export const ICONS = { any192: 'icons/icon-192.png', any512: 'icons/icon-512.png', maskable512: 'icons/maskable-512.png' } as const;
