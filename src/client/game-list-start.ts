// A game list the build painted (its island starts on request, src/shared/islands.ts). The page's
// inline script (src/components/pages/game-list-script.ts) records the visitor's use of the list
// from the first paint on, in data-requested: a tab or filter clicked (the island replays it), a
// search typed (the island takes it over), a vendor's address or a provider link followed in place.
// This watcher, which arrives later, starts the island for a use recorded before it came and on
// every one after; and on the visitor scrolling to the end of the list, where the island's pager
// goes (the static list has none).

/** Starts the list's island (`start`) on the visitor's first use of it, recorded or to come. */
export function startGameListOnUse(list: HTMLElement, start: () => void): void {
  const requested = () => {
    const what = list.dataset['requested'];
    if (what && what !== 'done') start();
  };
  // Bubbling to the list after the inline script's own handlers (set first, as the list was parsed).
  list.addEventListener('click', requested);
  list.addEventListener('input', requested);
  requested();
  // The pager's place reached (in view, or passed in one fling) starts it, checked on the visitor's
  // scroll or press, never on its own: a viewport that grows (a tall screen, a tool's full-page
  // capture, Lighthouse's phone) shows the end of a short list without anyone asking for more, and
  // React would arrive uninvited. So a scroll counts only when it moved the document: an
  // inner row's or a carousel's own scroll, or the event a resize sends, does not.
  const pagerSlot = list.querySelector('.pagination-slot');
  if (!pagerSlot) return;
  let lastY = scrollY;
  const inputs = ['scroll', 'wheel', 'touchmove', 'keydown', 'pointerdown'] as const;
  const onInput = (event: Event) => {
    if (event.type === 'scroll') {
      const moved = event.target === document && scrollY !== lastY;
      lastY = scrollY;
      if (!moved) return;
    }
    if (pagerSlot.getBoundingClientRect().top > innerHeight) return;
    inputs.forEach((type) => removeEventListener(type, onInput, true));
    list.dataset['requested'] ||= 'pager';
    requested();
  };
  inputs.forEach((type) => addEventListener(type, onInput, { capture: true, passive: true }));
}
