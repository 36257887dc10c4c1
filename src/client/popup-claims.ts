// The popups' shared state beside their flags (popup-flags.ts): closing an audience's popups, and
// which audiences this page has offered. Loaded on demand by both offerers (src/client/visitor-popups.ts
// and the popups store), never by boot.ts, so the first visit's script does not carry it.
import { type PopupAudience, popupsClosedKey } from './popup-flags.ts';

/** Remembers, for this session, that the audience's popups were closed. */
export function markPopupsClosed(audience: PopupAudience): void {
  sessionStorage.setItem(popupsClosedKey(audience), '1');
}

// Popups offered on this page: a visitor's by boot.ts (src/client/visitor-popups.ts, no React), a
// member's by the popups store. Both chunks share this module, so an audience is offered once even
// when the islands start while the visitor's popups are on their way.
const offered = new Set<PopupAudience>();

/** True the first time an audience's popups are offered on this page; false after. */
export function claimPopups(audience: PopupAudience): boolean {
  if (offered.has(audience)) return false;
  offered.add(audience);
  return true;
}
