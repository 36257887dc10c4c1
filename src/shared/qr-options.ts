/** The QR codes' drawing options, the same at build time (src/build-time/qr.ts) and in the browser: 107 CSS pixels, as the platform shows them. */
export const QR_OPTIONS = { type: 'svg', width: 107, margin: 1, color: { dark: '#000000', light: '#ffffff' } } as const;
