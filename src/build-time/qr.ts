import QRCode from 'qrcode';

/** Side of the QR codes in CSS pixels, as the platform shows them. */
const QR_SIZE = 107;

const cache = new Map<string, Promise<string>>();

/**
 * An SVG QR code for a URL. Every page's side menu shows the same few codes, so each is made
 * once per build rather than once per page.
 */
export function qrSvg(url: string): Promise<string> {
  let svg = cache.get(url);
  if (!svg) {
    svg = QRCode.toString(url, { type: 'svg', width: QR_SIZE, margin: 1, color: { dark: '#000000', light: '#ffffff' } });
    cache.set(url, svg);
  }
  return svg;
}
