// The banner and winner carousels: swiper's core over the
// static scroll-snapping strips the pages paint. index.ts loads this chunk once the page has
// loaded. Moving content needs a way to stop it (WCAG 2.2.2), so each carousel gets a pause/play
// button and previous/next buttons (real buttons, first in the tab order), holds still while the
// pointer is over it or focus is inside it, and does not start moving for visitors who asked for
// reduced motion (the button then offers play). Only the slide in view is reachable: the others
// are inert (not focusable, hidden from assistive technology).
// Autoplay is a timer of our own, not swiper's Autoplay module: that module keeps a
// requestAnimationFrame loop running for as long as it plays (to report the time left), so a page
// with a carousel rendered a frame every vsync and its main thread was never idle.
import Swiper from 'swiper';
import { t } from '../t.ts';

const ICONS = {
  pause: '<path d="M7 5h3v14H7zM14 5h3v14h-3z"/>',
  play: '<path d="M8 5v14l11-7z"/>',
  previous: '<path d="M15.4 6.4 14 5l-7 7 7 7 1.4-1.4L9.8 12z"/>',
  next: '<path d="M8.6 6.4 10 5l7 7-7 7-1.4-1.4 5.6-5.6z"/>',
};

function button(name: 'toggle' | 'previous' | 'next', icon: keyof typeof ICONS, label: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = `carousel-button carousel-${name}`;
  element.setAttribute('aria-label', label);
  element.innerHTML = `<svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">${ICONS[icon]}</svg>`;
  return element;
}

/**
 * Turns a carousel area (an element with data-carousel="<autoplay delay in ms>" holding a
 * .carousel > .carousel-track > .carousel-slide strip) into a looping, autoplaying carousel.
 * One slide or none: it stays the static strip, without controls.
 */
export function carousel(area: HTMLElement): void {
  const el = area.querySelector<HTMLElement>('.carousel');
  const track = el?.querySelector<HTMLElement>('.carousel-track');
  const slides = [...(track?.querySelectorAll<HTMLElement>(':scope > .carousel-slide') ?? [])];
  if (!el || !track || slides.length < 2 || el.classList.contains('swiper-initialized')) return;
  // The static strip scrolled (and so may have been a tab stop); the buttons move it now.
  track.removeAttribute('tabindex');
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
  area.setAttribute('aria-roledescription', t('lobby.carousel'));
  slides.forEach((slide, i) => slide.setAttribute('aria-label', t('lobby.carousel.slide', { index: i + 1, total: slides.length })));

  const toggle = button('toggle', 'pause', '');
  const previous = button('previous', 'previous', t('lobby.carousel.previous'));
  const next = button('next', 'next', t('lobby.carousel.next'));
  const controls = document.createElement('div');
  controls.className = 'carousel-controls';
  controls.append(toggle, previous, next);
  // Where the page reserved room for them (the winner board's heading row, the banner strip's row under the art), else over the slides.
  const slot = area.querySelector('[data-carousel-controls]');
  if (slot) slot.append(controls);
  else el.prepend(controls);

  const swiper = new Swiper(el, {
    wrapperClass: 'carousel-track',
    slideClass: 'carousel-slide',
    loop: true,
    // No sliding animation for visitors who asked for reduced motion, even when they press play.
    speed: reducedMotion ? 0 : 1000,
  });
  const delay = Number(area.dataset['carousel']) || 5000;

  // What the visitor chose with the button (playing unless they asked for reduced motion), and
  // the holds of hover and focus, which last while they do.
  let playing = !reducedMotion;
  let hovered = false;
  let focused = false;
  // Each slide stays `delay` ms once it has come to rest, however it came (the timer, or a button).
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restart = () => {
    clearTimeout(timer);
    timer = running ? setTimeout(() => swiper.slideNext(), delay) : undefined;
  };
  const sync = () => {
    const run = playing && !hovered && !focused;
    if (run !== running) {
      running = run;
      restart();
    }
    const offer = playing ? 'pause' : 'play';
    if (toggle.dataset['offers'] !== offer) {
      toggle.dataset['offers'] = offer;
      toggle.setAttribute('aria-label', t(`lobby.carousel.${offer}`));
      toggle.querySelector('svg')!.innerHTML = ICONS[offer];
    }
    // A moving carousel must not announce each slide; one the visitor moves does (WAI-ARIA APG).
    track.setAttribute('aria-live', run ? 'off' : 'polite');
  };
  const showActive = () => {
    for (const slide of swiper.slides) slide.inert = Number(slide.dataset['swiperSlideIndex']) !== swiper.realIndex;
  };

  // Pressing play is explicit: it wins over the holds until the pointer or focus comes back in.
  toggle.addEventListener('click', () => {
    playing = !playing;
    if (playing) hovered = focused = false;
    sync();
  });
  previous.addEventListener('click', () => swiper.slidePrev());
  next.addEventListener('click', () => swiper.slideNext());
  area.addEventListener('pointerenter', (event) => {
    if (event.pointerType !== 'mouse') return;
    hovered = true;
    sync();
  });
  area.addEventListener('pointerleave', () => {
    hovered = false;
    sync();
  });
  area.addEventListener('focusin', () => {
    focused = true;
    sync();
  });
  area.addEventListener('focusout', (event) => {
    if (area.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    sync();
  });
  swiper.on('realIndexChange', showActive);
  swiper.on('slideChangeTransitionEnd', restart);
  showActive();
  // The pointer may already rest on it, or focus be inside it, when it starts.
  hovered = area.matches(':hover');
  focused = area.contains(document.activeElement);
  sync();
  area.dataset['carouselReady'] = '';
}
