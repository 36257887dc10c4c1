/**
 * Scrolls the page so that `element` starts just below the sticky site header: what an action has
 * just shown (a deposit's payment details) is on screen, not under the header, and not at the foot
 * of a phone's screen under its bottom bar, where focus alone would leave it.
 */
export function bringIntoView(element: Element): void {
  const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
  window.scrollBy({ top: element.getBoundingClientRect().top - Math.max(0, header) - 12 });
}
