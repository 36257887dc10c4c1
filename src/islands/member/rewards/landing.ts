// Arriving at the reward centre from an announcement's go-to-promotion button (#reward-…,
// src/shared/reward-anchor.ts): the place it names, once the island has drawn it.

/**
 * Gives the place of that id the focus (so a keyboard or screen-reader user starts there), brings
 * it into view and marks it for the eye (data-landed); false when the page has no such place.
 */
export function landAt(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.dataset['landed'] = '';
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'start' });
  return true;
}

/** The place the address names (its hash), or '' for none. */
export function landingAnchor(): string {
  return decodeURIComponent(location.hash.slice(1));
}
