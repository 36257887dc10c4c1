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
