// A game list the build painted (its island starts on request, src/shared/islands.ts): the first
// tab, filter or search starts the island, which replays the tab or filter clicked (data-requested:
// its index among the list's .filter-tab, src/islands/games/GameListCentre.tsx) and takes over what
// was typed. A ?vassalage= address starts it at once (the build's unfiltered games hidden until it
// draws that vendor's: game-list.css), a provider link does the same without leaving the page, and
// so does scrolling to the end of the list, where the island's pager goes (the static list has none).

/** Starts the list's island (`start`) on the visitor's first use of it, marking what they did. */
export function startGameListOnUse(list: HTMLElement, query: URLSearchParams, start: () => void): void {
  const request = (what: string) => {
    if (list.dataset['requested'] === 'done') return;
    list.dataset['requested'] = what;
    start();
  };
  if (query.has('vassalage')) request('address');
  list.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest('.filter-tab');
    if (tab) request(String([...list.querySelectorAll('.filter-tab')].indexOf(tab)));
    // A provider link: its address in place, as the island's own links do, rather than a new page
    // that would paint every vendor's games first. A modified click still opens it elsewhere.
    const provider = (event.target as Element).closest<HTMLAnchorElement>('.vendor-filter a');
    if (!provider || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.replaceState(history.state, '', provider.href);
    request('address');
  });
  list.addEventListener('input', () => request('search'));
  // The pager's place reached (in view, or passed in one fling) starts it, checked on the visitor's
  // scroll or press, never on its own: a viewport that grows (a tall screen, a tool's full-page
  // capture, Lighthouse's phone) shows the end of a short list without anyone asking for more, and
  // React would arrive uninvited (issue 28).
  const pagerSlot = list.querySelector('.pagination-slot');
  if (!pagerSlot) return;
  const inputs = ['scroll', 'wheel', 'touchmove', 'keydown', 'pointerdown'] as const;
  const onInput = () => {
    if (pagerSlot.getBoundingClientRect().top > innerHeight) return;
    inputs.forEach((type) => removeEventListener(type, onInput, true));
    request('pager');
  };
  inputs.forEach((type) => addEventListener(type, onInput, { capture: true, passive: true }));
}
