// How the browser benchmark (bench-interactions.ts) measures a player's action: a phone-class page
// (Chromium's 4× CPU throttling) whose long tasks and long animation frames are collected by
// observers installed before the page's scripts, and an action sent as raw input and timed until
// the game list it changes has updated. A control that is missing is reported, never a crash.
import type { Browser, Locator, Page } from '@playwright/test';

export const CPU_SLOWDOWN = 4;
export const LONG_TASK_MS = 50;
/** How long a list may take to update (a 4×-throttled page on a shared machine) before the action counts as stuck. */
export const UPDATE_TIMEOUT_MS = 20_000;
/** How long the page is watched with nobody using it, for the idle row. */
const IDLE_MS = 3000;
/** A pause before each measurement, so the previous step's tail is not counted in the next. */
export const SETTLE_MS = 1000;
/** Between two keys when typing a search: a quick typist on a phone. */
const TYPING_DELAY_MS = 150;

/** A mid-range phone's screen (Lighthouse's moto g power). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

interface Task {
  start: number;
  duration: number;
}
interface Frame extends Task {
  blocking: number;
}
declare global {
  interface Window {
    __benchLongTasks: Task[];
    __benchFrames: Frame[];
    __benchDocument: number;
    __benchPress: number;
    __benchDialogOpen: number;
    __benchFormReady: number;
  }
}

/** Before any of the page's scripts: collect every long task, and mark the document (a navigation replaces the mark). */
function observeLongTasks(): void {
  window.__benchLongTasks = [];
  window.__benchFrames = [];
  window.__benchDocument = Math.random();
  // When the pointer was pressed and when a dialog first opened after it, on the page's own clock.
  addEventListener('pointerdown', (event) => (window.__benchPress = event.timeStamp), { capture: true });
  new MutationObserver((records) => {
    if (records.some((r) => r.target instanceof HTMLDialogElement && r.target.open)) window.__benchDialogOpen ??= performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['open'] });
  // The form ready: a field of a dialog other than the loading frame has taken focus.
  addEventListener(
    'focusin',
    (event) => {
      const field = event.target instanceof Element && event.target.closest('dialog:not([data-modal-frame]) :is(input, select, textarea)');
      if (field) window.__benchFormReady ??= performance.now();
    },
    { capture: true },
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    // TypeScript's DOM types do not have PerformanceLongAnimationFrameTiming yet.
    for (const entry of list.getEntries() as Array<PerformanceEntry & { blockingDuration: number }>)
      window.__benchFrames.push({ start: entry.startTime, duration: entry.duration, blocking: entry.blockingDuration });
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/** The page's parts: where its cards are, and where its island shows that it is loading. */
export interface ListArea {
  island: string;
  cards: string;
}

export interface Sample {
  maxMs: number;
  blockingMs: number;
  frameBlockingMs: number;
  note?: string;
}

export async function cardNames(page: Page, area: ListArea): Promise<string> {
  return page.evaluate((selector) => [...document.querySelectorAll(selector)].map((n) => n.textContent).join('\n'), area.cards);
}

/**
 * Waits until the list has updated: the island is not busy (aria-busy) and its cards differ from
 * `before` (and, for a search, every card's name contains the text typed). False on timeout.
 */
export async function updated(page: Page, area: ListArea, before: string, containing?: string): Promise<boolean> {
  try {
    await page.waitForFunction(
      ({ area, before, containing }) => {
        const island = document.querySelector(area.island);
        if (!island || island.matches('[aria-busy="true"]') || island.querySelector('[aria-busy="true"]')) return false;
        const names = [...document.querySelectorAll(area.cards)].map((n) => n.textContent ?? '');
        if (names.join('\n') === before) return false;
        return containing === undefined || names.every((name) => name.toLowerCase().includes(containing.toLowerCase()));
      },
      { area, before, containing },
      { polling: 100, timeout: UPDATE_TIMEOUT_MS },
    );
    return true;
  } catch {
    return false;
  }
}

/** Long tasks from `since` on, once the page has had a moment to report the last ones. */
export async function longTasksSince(page: Page, since: number): Promise<Sample> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  const { tasks, frames } = await page.evaluate((since) => {
    const after = <T extends Task>(entries: T[]) => entries.filter((t) => t.start + t.duration > since);
    return { tasks: after(window.__benchLongTasks), frames: after(window.__benchFrames) };
  }, since);
  return {
    maxMs: Math.round(Math.max(0, ...tasks.map((t) => t.duration))),
    blockingMs: Math.round(tasks.reduce((sum, t) => sum + Math.max(0, t.duration - LONG_TASK_MS), 0)),
    frameBlockingMs: Math.round(Math.max(0, ...frames.map((f) => f.blocking))),
  };
}

/**
 * Long tasks while nobody touches the page (carousels, tickers, timers): what any action's window
 * may catch without being its cause. Reported for reading the figures, not judged.
 */
export async function idle(page: Page): Promise<Sample> {
  await page.waitForTimeout(SETTLE_MS);
  const since = await page.evaluate(() => performance.now());
  await page.waitForTimeout(IDLE_MS);
  return longTasksSince(page, since);
}

/** What the player does: a click (a tap) on the control, or typing text into it. */
type Input = 'click' | { type: string };

/**
 * Does one action and measures it until its list has updated. The control is found, scrolled to
 * and (for typing) focused before the measurement starts, and the action is sent as raw input
 * events: Playwright's locators run their own scripts on the page's main thread (computing roles
 * and names), which must not be counted as the page's work.
 */
export async function measure(
  page: Page,
  area: ListArea,
  label: string,
  control: Locator,
  input: Input,
  containing?: string,
): Promise<Sample> {
  await control.scrollIntoViewIfNeeded();
  if (input !== 'click') await control.focus();
  // What the previous step left running (images, deferred work) is not this action's.
  await page.waitForTimeout(SETTLE_MS);
  const box = await control.boundingBox();
  if (!box) throw new Error(`${label}: the control is not on screen`);
  const before = await cardNames(page, area);
  const [since, documentMark] = await page.evaluate(() => [performance.now(), window.__benchDocument] as const);
  if (input === 'click') await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  else await page.keyboard.type(input.type, { delay: TYPING_DELAY_MS });
  const ok = await updated(page, area, before, containing);
  const sample = await longTasksSince(page, since).catch(() => ({ maxMs: NaN, blockingMs: NaN, frameBlockingMs: NaN }));
  const notes: string[] = [];
  if (!ok) notes.push(`the list did not update within ${UPDATE_TIMEOUT_MS / 1000} s`);
  if ((await page.evaluate(() => window.__benchDocument).catch(() => undefined)) !== documentMark)
    notes.push('the control loaded a new page instead of updating the list');
  if (notes.length) console.warn(`  ${label}: ${notes.join('; ')}`);
  return notes.length ? { ...sample, note: notes.join('; ') } : sample;
}

export async function throttledPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.addInitScript(observeLongTasks);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/** The first visible of the candidates, or null: a missing control is reported, never a crash. */
export async function find(...candidates: Locator[]): Promise<Locator | null> {
  for (const candidate of candidates) {
    const count = await candidate.count();
    for (let i = 0; i < count; i++) if (await candidate.nth(i).isVisible()) return candidate.nth(i);
  }
  return null;
}
