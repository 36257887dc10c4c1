// The demo points mall's goods, drawn (original artwork): a good reads as the thing it is, not as
// its initials on a gradient. Each is a 200×200 tile on a soft backdrop of its own colour.

/** A tile: the backdrop in `tint`, then the drawing. */
const tile = (label: string, tint: string, drawing: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${label}">` +
  `<defs><radialGradient id="bg" cx=".35" cy=".3" r=".9"><stop offset="0" stop-color="${tint}" stop-opacity=".55"/><stop offset="1" stop-color="#0f172a"/></radialGradient></defs>` +
  `<rect width="200" height="200" rx="24" fill="url(#bg)"/>${drawing}</svg>`;

const GOODS: Record<string, string> = {
  'mobile-load': tile(
    'Mobile load',
    '#38bdf8',
    '<rect x="62" y="30" width="76" height="140" rx="14" fill="#e2e8f0"/><rect x="70" y="46" width="60" height="104" rx="4" fill="#0ea5e9"/>' +
      '<circle cx="100" cy="160" r="5" fill="#94a3b8"/><rect x="88" y="36" width="24" height="4" rx="2" fill="#94a3b8"/>' +
      '<rect x="80" y="112" width="8" height="22" rx="2" fill="#fff"/><rect x="92" y="102" width="8" height="32" rx="2" fill="#fff"/><rect x="104" y="90" width="8" height="44" rx="2" fill="#fff"/><rect x="116" y="76" width="8" height="58" rx="2" fill="#fff" opacity=".6"/>' +
      '<circle cx="146" cy="54" r="22" fill="#facc15"/><path d="M146 42v24M134 54h24" stroke="#713f12" stroke-width="6" stroke-linecap="round"/>',
  ),
  'free-spins': tile(
    'Free spins',
    '#f472b6',
    '<rect x="26" y="52" width="148" height="100" rx="16" fill="#be185d"/><rect x="36" y="64" width="128" height="76" rx="8" fill="#fff7ed"/>' +
      '<path d="M78 64v76M122 64v76" stroke="#fbcfe8" stroke-width="3"/>' +
      '<text x="57" y="118" font-family="Georgia,serif" font-size="40" font-weight="700" text-anchor="middle" fill="#dc2626">7</text><text x="100" y="118" font-family="Georgia,serif" font-size="40" font-weight="700" text-anchor="middle" fill="#dc2626">7</text><text x="143" y="118" font-family="Georgia,serif" font-size="40" font-weight="700" text-anchor="middle" fill="#dc2626">7</text>' +
      '<rect x="174" y="70" width="8" height="44" rx="4" fill="#e2e8f0"/><circle cx="178" cy="64" r="9" fill="#facc15"/>' +
      '<path d="M40 36l6 10 11 2-8 8 2 11-11-5-10 5 2-11-8-8 11-2z" fill="#fde047"/><path d="M150 160l4 7 8 1-6 6 1 8-7-4-7 4 1-8-6-6 8-1z" fill="#fde047"/>',
  ),
  't-shirt': tile(
    'Club T-shirt',
    '#a78bfa',
    '<path d="M70 40l-42 22 16 32 16-8v76h80V86l16 8 16-32-42-22c-4 12-16 20-30 20s-26-8-30-20z" fill="#7c3aed"/>' +
      '<path d="M70 40c4 12 16 20 30 20s26-8 30-20" fill="none" stroke="#c4b5fd" stroke-width="5"/>' +
      '<path d="M60 86h80" stroke="#c4b5fd" stroke-width="0"/><circle cx="100" cy="112" r="22" fill="#facc15"/><text x="100" y="120" font-family="Verdana,sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="#4c1d95">★</text>',
  ),
  speaker: tile(
    'Bluetooth speaker',
    '#34d399',
    '<rect x="40" y="62" width="120" height="84" rx="42" fill="#065f46"/><rect x="48" y="70" width="104" height="68" rx="34" fill="#047857"/>' +
      '<circle cx="78" cy="104" r="22" fill="#022c22"/><circle cx="78" cy="104" r="10" fill="#10b981"/><circle cx="122" cy="104" r="22" fill="#022c22"/><circle cx="122" cy="104" r="10" fill="#10b981"/>' +
      '<path d="M160 46c10 8 16 20 16 32M152 56c6 5 9 12 9 20" fill="none" stroke="#a7f3d0" stroke-width="5" stroke-linecap="round"/>' +
      '<path d="M92 158h16" stroke="#a7f3d0" stroke-width="5" stroke-linecap="round"/>',
  ),
  smartphone: tile(
    'Smartphone',
    '#60a5fa',
    '<rect x="60" y="24" width="80" height="152" rx="16" fill="#1e293b" stroke="#cbd5e1" stroke-width="4"/>' +
      '<defs><linearGradient id="sc" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#ec4899"/></linearGradient></defs>' +
      '<rect x="68" y="36" width="64" height="128" rx="8" fill="url(#sc)"/><rect x="90" y="30" width="20" height="5" rx="2.5" fill="#0f172a"/>' +
      '<circle cx="84" cy="60" r="7" fill="#fff" opacity=".85"/><circle cx="100" cy="60" r="7" fill="#fff" opacity=".85"/><circle cx="116" cy="60" r="7" fill="#fff" opacity=".85"/>' +
      '<circle cx="84" cy="80" r="7" fill="#fff" opacity=".85"/><circle cx="100" cy="80" r="7" fill="#fff" opacity=".85"/><circle cx="116" cy="80" r="7" fill="#fff" opacity=".85"/>' +
      '<rect x="78" y="146" width="44" height="5" rx="2.5" fill="#fff" opacity=".7"/>',
  ),
  'gold-coin': tile(
    'Commemorative gold coin',
    '#fbbf24',
    '<circle cx="100" cy="104" r="66" fill="#b45309"/><circle cx="100" cy="100" r="66" fill="#f59e0b"/><circle cx="100" cy="100" r="54" fill="#fbbf24" stroke="#b45309" stroke-width="3"/>' +
      '<path d="M100 62l10 22 24 3-18 16 5 24-21-12-21 12 5-24-18-16 24-3z" fill="#fde68a" stroke="#b45309" stroke-width="3" stroke-linejoin="round"/>' +
      '<path d="M58 74a50 50 0 0 1 30-22" fill="none" stroke="#fff7ed" stroke-width="5" stroke-linecap="round" opacity=".7"/>',
  ),
};

/** The drawing of a demo good by its image name, if there is one. */
export function goodsSvg(name: string): string | undefined {
  return GOODS[name];
}
