// Trial accounts (type 4, from free play) may play but not use member-only features: deposit,
// withdraw, the avatar menu's pages, the member centre and the points mall answer with the
// in_need_true_account dialog instead (specification sections 6 and 8). One capturing listener
// covers the static side menu and the islands alike, since all of them are links under /member or
// to /pointMall.
import { sitePath } from '../client/page-data.ts';
import { openModal } from '../stores/modal.ts';
import { $session } from '../stores/session.ts';

/** The kinds of page only real members may use. */
const MEMBER_ONLY_PAGES = new Set(['member', 'pointMall']);

/** Whether a same-site address is part of the member centre or the points mall. */
function isMemberOnly(href: string): boolean {
  const url = new URL(href, location.href);
  const base = sitePath('member');
  return (
    url.origin === location.origin &&
    (url.pathname === base || url.pathname.startsWith(`${base}/`) || url.pathname === sitePath('pointMall'))
  );
}

/** Blocks member-only links for trial sessions, and the member centre itself when reached directly. */
export function installTrialGuard(): void {
  document.addEventListener(
    'click',
    (event) => {
      if (!$session.get().isTrial) return;
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[href]');
      if (!link || !isMemberOnly(link.href)) return;
      event.preventDefault();
      event.stopPropagation();
      openModal('trial', link);
    },
    true,
  );
  $session.subscribe(({ isTrial }) => {
    if (isTrial && MEMBER_ONLY_PAGES.has(document.body.dataset['pageKind'] ?? '')) openModal('trial', null);
  });
}
