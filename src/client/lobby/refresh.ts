// The lobby's feeds, asked again in the browser once the page has loaded (index.ts): the notice
// marquee's titles and the winner board. The build painted what the gateway said then (or the
// fallbacks: the welcome text, an empty board); this brings them up to date, and leaves the page
// as it is when the gateway says the same or cannot be reached.
import type { RankEntry } from '../../../contract/generated/home-rank-list.ts';
import { fetchNoticeTitles, fetchWinners } from '../../api/lobby-feeds.ts';
import { formatWin, slidesOf, WINNERS_PER_SLIDE } from '../../shared/winner-board.ts';
import { imageUrl } from '../hosts.ts';
import { pageConfig } from '../page-data.ts';
import { liteGateway } from '../site-state.ts';
import { t } from '../t.ts';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** One run of titles of the marquee (the markup of Lobby.astro's). */
function noticeItems(titles: string[]): HTMLElement {
  const items = element('span', 'notice-items');
  titles.forEach((title) => items.append(element('span', 'notice-item', title), ' '));
  return items;
}

/** Shows the gateway's notice titles in the marquee, scrolling at a pace that suits their length. */
export async function refreshNotices(marquee: HTMLElement): Promise<void> {
  const track = marquee.querySelector<HTMLElement>('.notice-track');
  const notices = await fetchNoticeTitles(liteGateway());
  if (!track || !notices?.length) return;
  const fresh = noticeItems(notices.map((notice) => notice.title));
  if (fresh.textContent === track.querySelector('.notice-items')?.textContent) return;
  // The track holds the titles twice (the copy hidden from assistive technology) so the
  // scrolling loops without a gap.
  const copy = fresh.cloneNode(true) as HTMLElement;
  copy.setAttribute('aria-hidden', 'true');
  track.replaceChildren(fresh, copy);
  track.style.setProperty('--notice-duration', `${Math.max(12, Math.round(fresh.offsetWidth / 60))}s`);
}

/** One slide of the board (the markup of WinnerBoard.astro's). */
function winnerSlide(rows: RankEntry[], first: number): HTMLElement {
  const { currency } = pageConfig();
  const tag = document.documentElement.lang;
  const slide = element('li', 'carousel-slide winner-slide');
  const list = element('ol', 'winner-list');
  list.start = first;
  for (const row of rows) {
    const entry = element('li', 'winner surface');
    const icon = element('img', 'winner-icon');
    Object.assign(icon, { src: imageUrl(row.iconUrl), alt: '', width: 48, height: 48, loading: 'lazy', decoding: 'async' });
    // Spaces between the parts, so assistive technology reads them as words.
    // A long name is cut with an ellipsis: its title holds it whole, as the built board's does.
    const game = Object.assign(element('span', 'winner-game', row.gameName), { title: row.gameName });
    entry.append(
      icon,
      game,
      ' ',
      element('span', 'winner-name', row.customerName),
      ' ',
      element('span', 'winner-amount', formatWin(row.winAmount, tag, currency)),
    );
    list.append(entry);
  }
  slide.append(list);
  return slide;
}

/** What a board shows, to tell whether the gateway's answer changes anything. */
const shown = (root: ParentNode) =>
  [...root.querySelectorAll('.winner')]
    .map((entry) =>
      [entry.querySelector('img')?.getAttribute('src'), ...[...entry.querySelectorAll('span')].map((part) => part.textContent)].join('|'),
    )
    .join('\n');

/**
 * Shows the gateway's 20 biggest wins on the board, 4 a slide. Resolves once the board is final
 * for now, so the carousel starts over the slides it will keep.
 */
export async function refreshWinners(board: HTMLElement): Promise<void> {
  const track = board.querySelector<HTMLElement>('.carousel-track');
  const status = board.querySelector<HTMLElement>('.winner-status');
  const rows = await fetchWinners(liteGateway());
  if (!track) return;
  if (!rows?.length) {
    // Nothing from the gateway now: a board the build filled stays; an empty one says so.
    if (status && !track.children.length) status.textContent = t('lobby.winnersUnavailable');
    return;
  }
  const slides = slidesOf(rows).map((slide, i) => winnerSlide(slide, i * WINNERS_PER_SLIDE + 1));
  const fresh = element('ul', '');
  fresh.append(...slides);
  if (shown(fresh) !== shown(track)) track.replaceChildren(...slides);
  // A strip that scrolls until the carousel starts (as WinnerBoard.astro's): reachable by keyboard.
  if (slides.length > 1) track.tabIndex = 0;
  status?.remove();
}
