// Popups show once per session per audience (specification section 4): closing them stores a
// flag in sessionStorage. boot.ts (visitors, before React) reads it; what sets it and who offers
// popups is in popup-claims.ts, out of the first visit's script (its 3 KB budget).

/** Audiences: B visitors, A members, F members on their first login. */
export const POPUP_AUDIENCES = ['A', 'B', 'F'] as const;
export type PopupAudience = (typeof POPUP_AUDIENCES)[number];

export const popupsClosedKey = (audience: PopupAudience) => `popupsClosed.${audience}`;

/** Whether this session already closed the audience's popups. */
export function popupsClosed(audience: PopupAudience): boolean {
  return sessionStorage.getItem(popupsClosedKey(audience)) === '1';
}
