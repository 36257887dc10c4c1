import type { DatabaseSync } from 'node:sqlite';
import { homeAnnouncements, homeRankList, homeUnreadCount } from '../../contract/generated/calls.ts';
import type { Announcement, GatewayBanner } from '../../contract/generated/common.ts';
import { iconPath } from '../catalog/catalog.ts';
import type { Tenant } from '../context.ts';
import { realMember, type CallRouter } from '../http/router.ts';
import { GROUP_CAPTIONS } from '../pages/static.ts';
import { bannerImage } from '../../core/config/banners.ts';
import { inLanguage } from '../../core/localized.ts';
import { announcementsIn } from '../store/announcements.ts';
import { unreadCount } from '../store/messages.ts';

/** Banners of every group: the merchant's own where its config has them, drawn ones elsewhere. */
function banners(tenant: Tenant, language: string): GatewayBanner[] {
  return Object.keys(GROUP_CAPTIONS).flatMap((group) => {
    const own = tenant.config.banners[group as keyof Tenant['config']['banners']];
    const defaultLanguage = tenant.config.languages.default;
    if (!own?.length)
      return [
        {
          title: `${tenant.config.brand.name}: ${GROUP_CAPTIONS[group]}`,
          url: `/wps/static/banners/${tenant.code}/${group}.svg`,
          groupName: group,
          linkageType: 'NONE' as const,
          href: '',
        },
      ];
    return own.map((b) => ({
      title: inLanguage(b.alt, language, defaultLanguage) ?? '',
      url: `/wps/static/tenant/${tenant.code}/${bannerImage(b, language, defaultLanguage)}`,
      groupName: group,
      linkageType: b.href ? ('URL' as const) : ('NONE' as const),
      href: b.href ?? '',
    }));
  });
}

/** A merchant's notices, popups and promotions, newest first, each in the page's language. */
function inPageLanguage(db: DatabaseSync, tenant: Tenant, language: string): Announcement[] {
  // Only these types are the site's: agent announcements (AG) stay in the agent centre.
  return announcementsIn(db, tenant.code, ['PL', 'PU', 'PR'], language, tenant.config.languages.default) as Announcement[];
}

/** Which audiences an execution filter admits: first-login visitors see the logged-in ones too. */
function audiences(execution: string): string[] {
  return execution === 'F' ? ['A', 'F'] : [execution];
}

/** Announcements, winner board and unread count. */
export function homeRoutes(r: CallRouter): void {
  r.call(homeAnnouncements, ({ gw, tenant, input, member, language }) => {
    const types = new Set((input.types ?? 'B,PL,PU,PR').split(','));
    const admitted = audiences(input.execution ?? (member ? 'A' : 'B'));
    const rows = inPageLanguage(gw.db, tenant, language);
    const of = (type: string) =>
      types.has(type) ? rows.filter((a) => a.type === type && (type === 'PL' || admitted.includes(a.execution))) : [];
    return { banners: types.has('B') ? banners(tenant, language) : [], player: of('PL'), popup: of('PU'), promotion: of('PR') };
  });

  r.call(homeRankList, ({ gw, tenant, input }) => {
    const rows = gw.db
      .prepare(
        'SELECT node_id AS nodeId, customer_name AS customerName, win_cents AS winCents FROM winners WHERE merchant = ? ORDER BY win_cents DESC, id LIMIT ?',
      )
      .all(tenant.code, input.limitNum ?? 20) as Array<{ nodeId: number; customerName: string; winCents: number }>;
    return {
      list: rows.map((w) => ({
        iconUrl: iconPath.game(w.nodeId),
        gameName: gw.catalog.get(w.nodeId)?.wire.displayName ?? '',
        customerName: w.customerName,
        winAmount: w.winCents / 100,
      })),
    };
  });

  // Trial accounts have no messages (specification section 6): refused like the message box.
  r.call(homeUnreadCount, (ctx) => ({ count: unreadCount(ctx.gw.db, realMember(ctx).id) }));
}
