// /member: who is logged in, their money and their unread messages above the page's static shortcuts
// to every member-centre item, and their VIP rank below them. The header loads the same stores;
// this island reads them and loads whatever the header has not yet.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { pageConfig, sitePath } from '../client/page-data.ts';
import { t } from '../client/t.ts';
import { amountFormat } from '../../core/money.ts';
import { $balance, $balanceHidden, $unread, refreshBalance, refreshUnread } from '../stores/balance-and-unread.ts';
import { $session } from '../stores/session.ts';
import { Avatar } from './ui/Avatar.tsx';
import { CopyIdButton } from './ui/CopyIdButton.tsx';
import { VipCard } from './member/VipCard.tsx';
import { Loading } from './ui/Loading.tsx';
import { moneyText } from './ui/money.ts';

export function MemberOverview() {
  const { member, isAgent, isTrial } = useStore($session);
  const balance = useStore($balance);
  const hidden = useStore($balanceHidden);
  const unread = useStore($unread);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!member || isTrial) return;
    if ($balance.get() === null) refreshBalance().catch(() => setFailed(true));
    refreshUnread().catch(() => undefined);
  }, [member, isTrial]);

  // A trial account meets the real-account dialog here (trial-guard.ts): nothing of a member's centre behind it.
  if (isTrial) return null;
  if (!member) return <Loading>{t('island.loading')}</Loading>;
  const { currency } = pageConfig();
  const vipPlace = document.getElementById('member-vip');
  const amount = balance ? amountFormat(document.documentElement.lang, currency.decimals).format(balance.amount) : null;
  return (
    <div className="overview-cards">
      <section className="overview-card surface overview-account" aria-labelledby="overview-account">
        <Avatar member={member} large />
        <div>
          <h2 id="overview-account" className="overview-name">
            {member.nickname || member.account}
          </h2>
          <p className="overview-line">
            {t('island.overview.account', { account: member.account })}
            {/* The VIP label shows only when the member has one (specification section 6). */}
            {member.hasVip && <span className="vip-label">{member.clubLabel.labelName}</span>}
            {isAgent && <span className="vip-label">{t('island.overview.agent')}</span>}
          </p>
          <p className="overview-line">
            {t('island.overview.memberId', { id: member.id })} <CopyIdButton id={member.id} />
          </p>
        </div>
      </section>
      <FigureCard
        id="overview-balance"
        title={t('island.balance')}
        links={[
          ['member/depositv2', t('island.deposit')],
          ['member/withdraw', t('island.withdraw')],
        ]}
      >
        {failed && !balance
          ? t('island.overview.balanceUnknown')
          : moneyText(balance?.currencySymbol ?? currency.symbol, hidden ? '****' : (amount ?? '…'))}
      </FigureCard>
      <FigureCard id="overview-unread" title={t('island.messages')} links={[['member/messageV2', t('island.overview.readMessages')]]}>
        {t('island.overview.unread', { count: unread })}
      </FigureCard>
      {/* Under the page's shortcuts (MemberPage.astro), which are a phone's menu: the menu first, the
          ranks' benefits after it. */}
      {vipPlace && createPortal(<VipCard />, vipPlace)}
    </div>
  );
}

/** A card with one figure and the pages that act on it (the first link is the main action). */
function FigureCard({ id, title, links, children }: { id: string; title: string; links: [string, string][]; children: string }) {
  return (
    <section className="overview-card surface" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="overview-label">
        {title}
      </h2>
      <p className="overview-figure" data-testid={id}>
        {children}
      </p>
      <p className="overview-actions">
        {links.map(([path, label], i) => (
          <a key={path} className={i === 0 && links.length > 1 ? 'btn btn-primary' : 'btn btn-ghost'} href={sitePath(path)}>
            {label}
          </a>
        ))}
      </p>
    </section>
  );
}
