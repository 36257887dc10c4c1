// Popups show once per session per audience (specification section 4): closing them stores a
// flag in sessionStorage. Shared by boot.ts (visitors, before React) and the popups store.

/** Audiences: B visitors, A members, F members on their first login. */
export type PopupAudience = 'A' | 'B' | 'F';

const key = (audience: PopupAudience) => `popupsClosed.${audience}`;

/** Whether this session already closed the audience's popups. */
export function popupsClosed(audience: PopupAudience): boolean {
  return sessionStorage.getItem(key(audience)) === '1';
}

/** Remembers, for this session, that the audience's popups were closed. */
export function markPopupsClosed(audience: PopupAudience): void {
  sessionStorage.setItem(key(audience), '1');
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
