// A visitor's announcement popups on the lobby, without React: the platform's <dialog> with the
// same markup and classes as the islands' popup modal (src/islands/modals/AnnouncementModal.tsx),
// so a visitor's first visit loads no framework for them. boot.ts loads this module on a
// visitor's lobby while the session has not closed them; a member's popups stay with the islands.
import { visitorPopups } from '../api/popups-peek.ts';
import type { Announcement } from '../../contract/generated/common.ts';
import { rewardAnchor } from '../shared/reward-anchor.ts';
import { FOCUSABLE, trapTab } from './focus-trap.ts';
import { sitePath, TOKEN_KEY } from './page-data.ts';
import { claimPopups, markPopupsClosed } from './popup-claims.ts';
import { sanitizeNatively, sanitizeWithPurify } from './sanitize.ts';
import { liteGateway } from './site-state.ts';
import { whenVisitorIdle } from './overlays.ts';
import { t } from './t.ts';

/** Titles a page of the list holds (stores/announcements.ts's ANNOUNCEMENT_PAGE_SIZE, not imported: that store brings nanostores). */
const PAGE_SIZE = 9;

/** An element with a class and text. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = ''): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text) element.textContent = text;
  return element;
}

/** Fetches the visitors' popups and shows them, unless the islands offered them on this page already. */
export async function offerVisitorPopups(): Promise<void> {
  if (!claimPopups('B')) return;
  const items = await visitorPopups(liteGateway());
  if (items?.length) await showVisitorPopups(items);
}

/**
 * Shows the visitors' popups (execution B) in a modal dialog: their titles nine a page, the chosen
 * one's sanitised content, and the go-to-promotion link where one advertises a promotion. Closing
 * it (the close button, Escape, the backdrop) or following the link is remembered for the session.
 */
async function showVisitorPopups(items: readonly Announcement[]): Promise<void> {
  // One modal layer at a time (overlays.ts): popups never cover the drawer or a modal the visitor
  // asked for, and never come once the visitor is using the page (the next page offers them).
  await new Promise<void>((resolve) => whenVisitorIdle(resolve));
  // A visitor who signed in meanwhile gets the members' popups from the islands instead.
  if (!items.length || sessionStorage.getItem(TOKEN_KEY)) return;
  const dialog = el('dialog', 'modal modal-wide');
  dialog.setAttribute('aria-labelledby', 'visitor-popups-title');
  const panel = el('div', 'modal-panel surface');
  const header = el('div', 'modal-header');
  const title = el('h2', '', t('island.announcements.popupTitle'));
  title.id = 'visitor-popups-title';
  const close = el('button', 'modal-close', '×');
  close.type = 'button';
  close.setAttribute('aria-label', t('island.close'));
  header.append(title, close);
  const body = el('div', 'announcements');
  panel.append(header, body);
  dialog.append(panel);

  const done = () => {
    markPopupsClosed('B');
    dialog.close();
    dialog.remove();
  };
  close.addEventListener('click', done);
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    done();
  });
  dialog.addEventListener('click', (event) => event.target === dialog && done());
  dialog.addEventListener('keydown', (event) => trapTab(dialog, event));

  let page = 0;
  let chosen = 0;
  const pages = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  const render = async (focus: 'title' | 'pager-previous' | 'pager-next' | null) => {
    const current = items[chosen] ?? items[0]!;
    const list = el('div', 'announcement-list');
    const titles = el('ul');
    titles.setAttribute('aria-label', t('island.announcements.listLabel'));
    items.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE).forEach((item, i) => {
      const button = el('button', '', item.title);
      button.type = 'button';
      if (item === current) {
        button.setAttribute('aria-current', 'true');
        button.dataset['autofocus'] = '';
      }
      button.addEventListener('click', () => {
        chosen = page * PAGE_SIZE + i;
        void render('title');
      });
      const li = el('li');
      li.append(button);
      titles.append(li);
    });
    list.append(titles);
    if (pages > 1) {
      const pager = el('div', 'announcement-pager');
      const turn = (to: number, which: 'pager-previous' | 'pager-next') => {
        page = to;
        chosen = to * PAGE_SIZE;
        void render(which);
      };
      const previous = el('button', 'btn btn-ghost', t('island.announcements.previous'));
      previous.type = 'button';
      previous.dataset['pager'] = 'pager-previous';
      previous.disabled = page === 0;
      previous.addEventListener('click', () => turn(page - 1, 'pager-previous'));
      const next = el('button', 'btn btn-ghost', t('island.announcements.next'));
      next.type = 'button';
      next.dataset['pager'] = 'pager-next';
      next.disabled = page >= pages - 1;
      next.addEventListener('click', () => turn(page + 1, 'pager-next'));
      const label = el('span', '', t('island.announcements.page', { page: page + 1, pages }));
      label.setAttribute('aria-live', 'polite');
      pager.append(previous, label, next);
      list.append(pager);
    }
    const detail = el('article', 'announcement-detail');
    detail.setAttribute('aria-labelledby', `announcement-${current.id}`);
    const heading = el('h3', '', current.title);
    heading.id = `announcement-${current.id}`;
    const content = el('div', 'announcement-content');
    content.innerHTML = sanitizeNatively(current.content) ?? (await sanitizeWithPurify(current.content));
    detail.append(heading, content);
    if (current.promotionType || current.promotionId !== undefined) {
      const link = el('a', 'btn btn-primary', t('island.announcements.goToPromotion'));
      link.href = `${sitePath('member/rewardCenter')}#${rewardAnchor(current)}`;
      link.addEventListener('click', () => markPopupsClosed('B'));
      detail.append(link);
    }
    body.replaceChildren(list, detail);
    const target =
      focus === 'title'
        ? titles.querySelector<HTMLElement>('[aria-current]')
        : focus
          ? (list.querySelector<HTMLButtonElement>(`[data-pager="${focus}"]:not([disabled])`) ??
            titles.querySelector<HTMLElement>('button'))
          : null;
    target?.focus();
  };
  await render(null);
  document.body.append(dialog);
  dialog.showModal();
  (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
}
