// The lobby's moving parts, in plain TypeScript: the lobby's first load has at most 90 KB of JS
// and React is 66 KB of it. boot.ts loads this chunk on pages that have one ([data-motion]).
// The jackpot starts at once. The rest waits until the page has loaded and the part is in view:
// the feeds' refresh (notices, winners) and the carousels (swiper, about 21 KB gzipped), each in
// a chunk of its own, so a visitor who never scrolls to the winner board never loads it.
import { formatWhole, type WholeShape } from '../../../core/money.ts';
import { startJackpot } from './jackpot.ts';

// As the build wrote it: the page's locale and the merchant's currency decimals, in the shape the
// build read from Intl (a page's first Intl number format would cost it 12-15 ms of CPU).
const jackpot = document.querySelector<HTMLElement>('[data-island="jackpot-ticker"] .jackpot-amount[data-shape]');
if (jackpot) {
  const shape = JSON.parse(jackpot.dataset['shape']!) as WholeShape;
  startJackpot(jackpot, (amount) => formatWhole(shape, amount));
}

/** Runs `work` once, after the load event, when `element` comes within 200 px of the viewport. */
function whenInView(element: Element, work: () => void): void {
  const observe = () => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        work();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
  };
  if (document.readyState === 'complete') observe();
  else addEventListener('load', observe, { once: true });
}

/** Runs `work` in a task of its own: a message to itself, which no timer (nor a test's fake clock) holds back. */
function inOwnTask(work: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => work();
  channel.port2.postMessage(null);
}

// Module objects rather than destructured imports: the bundler wraps those in extra code.
const feeds = () => import('./refresh.ts');
const carousels = () => import('./carousel.ts');

const marquee = document.querySelector<HTMLElement>('[data-island="notice-marquee"]');
if (marquee) whenInView(marquee, () => void feeds().then((module) => module.refreshNotices(marquee)));

// The winner board's carousel starts over the slides the refresh leaves (or those it has, if the refresh fails).
const board = document.querySelector<HTMLElement>('[data-island="winner-board"]');
if (board)
  whenInView(
    board,
    () =>
      void Promise.all([
        carousels(),
        feeds()
          .then((module) => module.refreshWinners(board))
          .catch(() => undefined),
      ]).then(([module]) => inOwnTask(() => module.carousel(board))),
  );

// Banner strips with more than one banner (a single banner does not move). Swiper's chunk runs as
// it arrives and the resolved import would run on in the same task; each carousel starts in a task
// of its own instead, so no one task holds both (a long task Lighthouse counts in the lobby's TBT).
for (const area of document.querySelectorAll<HTMLElement>('[data-island="banner-carousel"][data-carousel]')) {
  whenInView(area, () => void carousels().then((module) => inOwnTask(() => module.carousel(area))));
}
