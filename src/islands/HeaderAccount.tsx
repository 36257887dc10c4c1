import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { pageConfig, sitePath } from '../client/page-data.ts';
import { amountFormat } from '../../core/money.ts';
import { t } from '../client/t.ts';
import { openModal } from '../stores/modal.ts';
import { $balance, $balanceHidden, $unread, lastShownBalance, refreshBalance, refreshUnread } from '../stores/balance-and-unread.ts';
import { $session, $token } from '../stores/session.ts';
import { Icon } from './ui/Icon.tsx';
import { moneyText } from './ui/money.ts';
import { loadAvatar } from '../stores/avatar.ts';
import { Avatar } from './ui/Avatar.tsx';
import { CopyIdButton } from './ui/CopyIdButton.tsx';

/** The header's account area: log in and sign up for visitors, balance and menu for players. */
export function HeaderAccount() {
  const session = useStore($session);
  const token = useStore($token);

  useEffect(() => {
    if (!session.isLogin) return;
    void refreshBalance().catch(() => undefined);
    void refreshUnread().catch(() => undefined);
    void loadAvatar().catch(() => undefined);
  }, [session.isLogin]);

  if (!session.isLogin) {
    // A token whose member info is still loading: keep the space, show nothing to click yet.
    if (token) return <span className="header-account-loading" aria-busy="true" />;
    // The session ended on this page: the same links the page was built with.
    return (
      <>
        <a className="btn btn-ghost" href={sitePath('login')} data-open-modal="login">
          {t('header.login')}
        </a>
        <a className="btn btn-primary header-wide" href={sitePath('register')} data-open-modal="register">
          {t('header.register')}
        </a>
      </>
    );
  }
  return (
    <>
      <Balance />
      {/* On phones, deposit and withdraw are in the drawer and the bottom bar (src/styles/site/phone.css). */}
      <a className="btn btn-primary header-wide" href={sitePath('member/depositv2')}>
        {t('island.deposit')}
      </a>
      <a className="btn btn-ghost header-wide" href={sitePath('member/withdraw')}>
        {t('island.withdraw')}
      </a>
      <NoticeBell />
      <AvatarMenu />
    </>
  );
}

function Balance() {
  // Until the gateway answers, the amount this tab showed last (the previous page's).
  const balance = useStore($balance) ?? lastShownBalance();
  const hidden = useStore($balanceHidden);
  const [refreshing, setRefreshing] = useState(false);
  const { currency } = pageConfig();
  const amount = balance ? amountFormat(document.documentElement.lang, currency.decimals).format(balance.amount) : '…';
  const refresh = async () => {
    setRefreshing(true);
    await refreshBalance().catch(() => undefined);
    setRefreshing(false);
  };
  return (
    <span className="balance">
      <span className="visually-hidden">{t('island.balance')}</span>
      {/* A new element once the amount is in (keyed): the amount appears in the kept place, it does not move the "…" aside. */}
      <span key={balance ? 'amount' : 'loading'} className="balance-amount" data-testid="balance">
        {moneyText(balance?.currencySymbol ?? currency.symbol, hidden ? '****' : amount)}
      </span>
      <button type="button" className="icon-button" aria-pressed={hidden} onClick={() => $balanceHidden.set(!hidden)}>
        <span className="visually-hidden">{t('island.hideBalance')}</span>
        <Icon name={hidden ? 'eyeOff' : 'eye'} />
      </button>
      <button type="button" className="icon-button" onClick={refresh} disabled={refreshing} aria-busy={refreshing}>
        <span className="visually-hidden">{t('island.refreshBalance')}</span>
        <Icon name="refresh" />
      </button>
    </span>
  );
}

function NoticeBell() {
  const unread = useStore($unread);
  const { isTrial } = useStore($session);
  if (isTrial) return null;
  return (
    <a className="icon-button notice-bell" href={sitePath('member/messageV2')}>
      <Icon name="bell" />
      <span className="visually-hidden">{t('island.messages')}</span>
      {unread > 0 && <span className="badge">{unread}</span>}
    </a>
  );
}

function AvatarMenu() {
  const { member, isAgent, isTrial } = useStore($session);
  // A phone hides the bell: its count rides on the avatar, which opens the way to the messages.
  const count = useStore($unread);
  const unread = isTrial ? 0 : count;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  const cs = pageConfig().customerService[0];
  return (
    <div className="avatar-menu" ref={root}>
      <button type="button" className="avatar-button" aria-expanded={open} aria-controls="avatar-menu-list" onClick={() => setOpen(!open)}>
        {member && <Avatar member={member} />}
        <span className="avatar-name">{member?.nickname || member?.account}</span>
        {/* The VIP label shows only when the member has one (specification section 6). */}
        {member?.hasVip && <span className="vip-label">{member.clubLabel.labelName}</span>}
        {unread > 0 && (
          <span className="avatar-unread">
            <span aria-hidden="true">{unread}</span>
            <span className="visually-hidden">{t('island.overview.unread', { count: unread })}</span>
          </span>
        )}
      </button>
      {open && (
        <ul id="avatar-menu-list" className="avatar-menu-list surface">
          <li>
            <a href={sitePath('member/securityCenter')}>{t('island.menu.securityCenter')}</a>
          </li>
          <li>
            <a href={sitePath('member/responsibleGaming')}>{t('island.menu.responsibleGaming')}</a>
          </li>
          <li>
            <a href={sitePath('member/personalHistoryCopy')}>{t('island.menu.bettingRecord')}</a>
          </li>
          <li>
            <a href={sitePath('member/messageV2')}>
              {t('island.messages')}
              {unread > 0 && <span className="badge">{unread}</span>}
            </a>
          </li>
          {cs && (
            <li>
              <a
                href={cs.url}
                rel="noopener"
                onClick={(event) => {
                  // The customer-service dialog; focus returns to the avatar button (the menu closes).
                  event.preventDefault();
                  setOpen(false);
                  openModal('service', root.current?.querySelector<HTMLElement>('.avatar-button') ?? null);
                }}
              >
                {t('island.menu.customerService')}
              </a>
            </li>
          )}
          {isAgent && (
            <li>
              <a href={sitePath('agentHome')}>{t('island.menu.agentCentre')}</a>
            </li>
          )}
          <li>{member && <CopyIdButton id={member.id} label={t('island.menu.copyId', { id: member.id })} />}</li>
          <li>
            <button type="button" onClick={(e) => openModal('logout', e.currentTarget)}>
              {t('header.signOut')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
