import QRCode from 'qrcode';
import { QR_OPTIONS } from '../shared/qr-options.ts';

const cache = new Map<string, Promise<string>>();

/**
 * An SVG QR code for a URL. Every page's side menu shows the same few codes, so each is made
 * once per build rather than once per page.
 */
export function qrSvg(url: string): Promise<string> {
  let svg = cache.get(url);
  if (!svg) {
    svg = QRCode.toString(url, QR_OPTIONS);
    cache.set(url, svg);
  }
  return svg;
}
