import type { GameType, LanguageCode, ResolvedTenantConfig } from '../../core/config/generated/resolved-tenant-config.ts';
import { urlSegment } from '../i18n/languages.ts';
import { LOTTERY_PAGES } from '../shared/prize-mode.ts';

/** What a page shows; each kind has one page component. */
type PageKind =
  | 'lobby'
  | 'gameCentre'
  | 'gameList'
  | 'accountGames'
  | 'lottery'
  | 'promotions'
  | 'pointMall'
  | 'seamless'
  | 'help'
  | 'appDownload'
  | 'member'
  | 'agentLanding'
  | 'agentHome'
  | 'maintenance'
  | 'restricted'
  | 'notFound';

/** One page of a merchant's site, in no particular language. */
export interface Route {
  /** Path without language prefix or leading slash: '' for home, 'member/referral'. */
  path: string;
  kind: PageKind;
  /** full: header, side menu, footer; noSide: no side menu (game pages); none: a page of its own. */
  chrome: 'full' | 'noSide' | 'none';
  /** Only for logged-in players: a visitor is sent to /login and back afterwards. */
  auth?: true;
  /** The modal this address opens over the lobby. */
  modal?: 'login' | 'register';
  /** An alias's canonical page: the lobby's aliases point at the home page, /agentHome at its team overview. */
  canonical?: string;
  gameType?: GameType;
  /** Member-centre or account-list item this page shows. */
  item?: string;
}

/** Game types with a game centre (vendor cards) rather than a game list. */
const GAME_CENTRE_TYPES: readonly GameType[] = ['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT'];

/** True for a game type whose page is a game list (/live, /rng, ...), false for a game centre's vendor cards. */
export function isGameListType(type: GameType): boolean {
  return !GAME_CENTRE_TYPES.includes(type);
}

/** The page of each game type: /live, /rng, /sports ... */
export function gameTypePath(type: GameType): string {
  return type.toLowerCase();
}

/** Member-centre menu in order, with the feature each item needs. */
const MEMBER_ITEMS = [
  'securityCenter',
  'responsibleGaming',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'feedback',
  'manualRebate',
] as const;
export type MemberItem = (typeof MEMBER_ITEMS)[number];

/** Member-centre items this merchant offers: referral only with the referral feature. */
export function memberItems(config: ResolvedTenantConfig): MemberItem[] {
  return MEMBER_ITEMS.filter((item) => item !== 'referral' || config.features.referral);
}

/** The member overview's shortcut groups, as a member thinks of them: together they hold every item. */
const MEMBER_GROUPS = {
  money: ['depositv2', 'withdraw', 'transferFund', 'transferUpline'],
  records: ['transactionHistory', 'personalHistoryCopy', 'personalProfit', 'bonusDetails'],
  rewards: ['rewardCenter', 'missionLeaderboard', 'referral', 'manualRebate'],
  account: ['securityCenter', 'responsibleGaming', 'messageV2', 'feedback'],
} as const satisfies Record<string, readonly MemberItem[]>;

/**
 * The member menu's and the overview's items, by group: the items this merchant offers that can do
 * something here. A single-wallet merchant has no game wallets to transfer between, so no
 * "Transfer funds" (its page stays, for an old link, and says so).
 */
export function memberGroups(config: ResolvedTenantConfig): { group: keyof typeof MEMBER_GROUPS; items: MemberItem[] }[] {
  const offered = memberItems(config).filter((item) => item !== 'transferFund' || !config.wallet.single);
  return Object.entries(MEMBER_GROUPS).map(([group, items]) => ({
    group: group as keyof typeof MEMBER_GROUPS,
    items: items.filter((item) => offered.includes(item)),
  }));
}

/** The agent menu's contract items by the server flag that shows each (specification section 2). */
export const AGENT_FLAG_ITEMS = {
  enableCt: 'agentDividendRecordCopy2',
  salary: 'agentDailyWages2',
  hourSalary: 'agentHourSalary',
  agentRealtimeSalary: 'agentRealtimeSalary',
} as const;

/** The server flag of an agent menu item, if it has one (the gateway may turn it off at run time). */
export function agentItemFlag(item: string): keyof typeof AGENT_FLAG_ITEMS | undefined {
  return (Object.keys(AGENT_FLAG_ITEMS) as Array<keyof typeof AGENT_FLAG_ITEMS>).find((flag) => AGENT_FLAG_ITEMS[flag] === item);
}

/** Agent-centre menu in order; contract pages only with their flags in the config (the gateway may narrow them). */
export function agentItems(config: ResolvedTenantConfig): string[] {
  const f = config.features;
  return [
    'agentAnnouncement',
    'agentTeamOverview',
    'registerCenter',
    'downlineManagmentView',
    'personalHistoryCopy',
    'palStatementsAgentCopy',
    'agentRevenueReport',
    'agentDownlineTransactionDetailsCopy',
    ...(Object.keys(AGENT_FLAG_ITEMS) as Array<keyof typeof AGENT_FLAG_ITEMS>)
      .filter((flag) => f[flag])
      .map((flag) => AGENT_FLAG_ITEMS[flag]),
  ];
}

/** Every page of a merchant's site (specification section 2), filtered by its products and features. */
export function routesFor(config: ResolvedTenantConfig): Route[] {
  const types = config.products.map((p) => p.gameType);
  const routes: Route[] = [
    { path: '', kind: 'lobby', chrome: 'full' },
    { path: 'index', kind: 'lobby', chrome: 'full', canonical: '' },
    { path: 'home', kind: 'lobby', chrome: 'full', canonical: '' },
    { path: 'login', kind: 'lobby', chrome: 'full', modal: 'login', canonical: '' },
    { path: 'register', kind: 'lobby', chrome: 'full', modal: 'register', canonical: '' },
    { path: 'help', kind: 'help', chrome: 'full' },
    { path: 'download', kind: 'appDownload', chrome: 'full' },
    ...types.map(
      (gameType): Route => ({
        path: gameTypePath(gameType),
        kind: isGameListType(gameType) ? 'gameList' : 'gameCentre',
        chrome: 'full',
        gameType,
      }),
    ),
    { path: 'favorite', kind: 'accountGames', chrome: 'full', auth: true, item: 'favorite' },
    { path: 'recent', kind: 'accountGames', chrome: 'full', auth: true, item: 'recent' },
  ];
  if (types.includes('LOTT') || types.includes('ELOTT')) {
    for (const item of LOTTERY_PAGES) routes.push({ path: item, kind: 'lottery', chrome: 'noSide', auth: true, item });
  }
  routes.push({ path: 'promotions', kind: 'promotions', chrome: 'full' });
  if (config.features.pointsMall) routes.push({ path: 'pointMall', kind: 'pointMall', chrome: 'full', auth: true });
  routes.push({ path: 'seamless', kind: 'seamless', chrome: 'noSide', auth: true });
  // The member centre's own menu is its one navigation on a desk: the site's side menu stays for the phone drawer.
  routes.push({ path: 'member', kind: 'member', chrome: 'noSide', auth: true });
  for (const item of memberItems(config)) routes.push({ path: `member/${item}`, kind: 'member', chrome: 'noSide', auth: true, item });
  if (config.features.agentCentre) {
    routes.push({ path: 'agent', kind: 'agentLanding', chrome: 'none' });
    // The agent's landing is the team overview itself (the menu marks it, its canonical link is the
    // item's): not a page of its own that repeats it under another title.
    routes.push({
      path: 'agentHome',
      kind: 'agentHome',
      chrome: 'none',
      auth: true,
      item: 'agentTeamOverview',
      canonical: 'agentHome/agentTeamOverview',
    });
    for (const item of agentItems(config)) routes.push({ path: `agentHome/${item}`, kind: 'agentHome', chrome: 'none', auth: true, item });
  }
  routes.push({ path: 'maintenance', kind: 'maintenance', chrome: 'none' });
  routes.push({ path: 'restricted', kind: 'restricted', chrome: 'none' });
  return routes;
}

/** The 404 page: written once per site as /404.html, in the default language. */
export const NOT_FOUND_ROUTE: Route = { path: '404', kind: 'notFound', chrome: 'full' };

/** The root-relative URL of a path in a language: the default language has no prefix. */
export function localizedPath(path: string, lang: LanguageCode, defaultLang: LanguageCode): string {
  const prefix = lang === defaultLang ? '' : `/${urlSegment(lang)}`;
  return path === '' ? `${prefix}/` : `${prefix}/${path}`;
}

/** Rewrites an operator link (Href) for a page's language: site paths get the language prefix. */
export function localizeHref(href: string, lang: LanguageCode, defaultLang: LanguageCode): string {
  if (!href.startsWith('/')) return href;
  const [path = '', hash] = href.slice(1).split('#');
  const url = localizedPath(path, lang, defaultLang);
  return hash === undefined ? url : `${url}#${hash}`;
}
