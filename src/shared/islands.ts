// The islands: every place a page comes alive (data-island="<name>"), and what brings it to life.
// IslandMount takes only these names (a type error in `astro check`, and an error in the build for
// a name the types let through), `npm run gen` writes the page islands' loaders from this table
// (src/islands/page-islands.ts), and the budget script finds each eager island's module here. A section that
// has no island yet is static text that says so, never a mount that waits for ever.

/**
 * When a page island starts. `load`: as the page loads (IslandMount marks it data-eager and boot.ts
 * starts the islands at once; the page is nothing without it). `app`: when the islands start (a
 * session, a modal address, a page that needs login). `request`: its static content serves a visitor,
 * so it waits for a session or for the visitor to use it (data-requested), even once the islands run.
 */
type IslandStart = 'load' | 'app' | 'request';

/** What brings an island to life. */
export type IslandSpec =
  /**
   * A React component in a chunk of its own, loaded by src/islands/main.tsx when its page has its
   * mount: its module (the build's manifest names its chunk), the component that module exports
   * (its file's base name unless named), and the function, if any, that module exports to make ready
   * what the component needs before it can replace the static content (given the mount, awaited
   * first). `npm run gen` writes the loaders from these (src/islands/page-islands.ts).
   */
  | {
      readonly by: 'page';
      readonly module: string;
      readonly component?: string;
      readonly prepare?: string;
      readonly start: IslandStart;
    }
  /** A React component src/islands/main.tsx mounts itself (the modal host, the account header, ...). */
  | { readonly by: 'app' }
  /** Plain TypeScript in src/client/ (no React): the lobby's moving parts, the status call's visitor IP. */
  | { readonly by: 'script'; readonly module: string };

export const ISLANDS = {
  'game-menu': { by: 'page', module: 'src/islands/games/LobbyGames.tsx', prepare: 'prepareLobbyGames', start: 'request' },
  // The lobby's list sections of game cards (layout.lobby, one island each): the build paints them; a member's island takes over.
  hotGames: { by: 'page', module: 'src/islands/games/GameRow.tsx', prepare: 'prepareGameRow', start: 'request' },
  newGames: { by: 'page', module: 'src/islands/games/GameRow.tsx', prepare: 'prepareGameRow', start: 'request' },
  leadGames: { by: 'page', module: 'src/islands/games/GameRow.tsx', prepare: 'prepareGameRow', start: 'request' },
  // The build paints their vendor buttons (GamePage.astro): the island starts on the first press (data-request).
  'game-centre': { by: 'page', module: 'src/islands/games/GameCentre.tsx', prepare: 'prepareGameCentre', start: 'request' },
  // The build paints its first page of games (GamePage.astro): the island waits for a filter or search.
  'game-list': { by: 'page', module: 'src/islands/games/GameListCentre.tsx', prepare: 'prepareGameList', start: 'request' },
  'live-tables': { by: 'page', module: 'src/islands/games/LiveTables.tsx', start: 'request' },
  lottery: { by: 'page', module: 'src/islands/lottery/Lottery.tsx', prepare: 'prepareLottery', start: 'load' },
  seaLottery: { by: 'page', module: 'src/islands/lottery/Lottery.tsx', prepare: 'prepareLottery', start: 'load' },
  vnLottery: { by: 'page', module: 'src/islands/lottery/Lottery.tsx', prepare: 'prepareLottery', start: 'load' },
  zyLottery: { by: 'page', module: 'src/islands/lottery/Lottery.tsx', prepare: 'prepareLottery', start: 'load' },
  favorite: { by: 'page', module: 'src/islands/games/AccountGames.tsx', component: 'FavouriteGames', start: 'load' },
  recent: { by: 'page', module: 'src/islands/games/AccountGames.tsx', component: 'RecentGames', start: 'load' },
  promotions: { by: 'page', module: 'src/islands/Promotions.tsx', start: 'request' },
  seamless: { by: 'page', module: 'src/islands/Seamless.tsx', prepare: 'prepareSeamless', start: 'load' },
  'member-overview': { by: 'page', module: 'src/islands/MemberOverview.tsx', start: 'app' },
  transferFund: { by: 'page', module: 'src/islands/wallet/TransferFund.tsx', start: 'app' },
  depositv2: { by: 'page', module: 'src/islands/wallet/Deposit.tsx', start: 'app' },
  withdraw: { by: 'page', module: 'src/islands/wallet/Withdraw.tsx', start: 'app' },
  transferUpline: { by: 'page', module: 'src/islands/wallet/TransferUpline.tsx', start: 'app' },
  transactionHistory: { by: 'page', module: 'src/islands/records/TransactionHistory.tsx', start: 'app' },
  bonusDetails: { by: 'page', module: 'src/islands/records/BonusDetails.tsx', start: 'app' },
  personalHistoryCopy: { by: 'page', module: 'src/islands/records/BetRecords.tsx', start: 'app' },
  personalProfit: { by: 'page', module: 'src/islands/records/ProfitLoss.tsx', start: 'app' },
  agentTeamOverview: { by: 'page', module: 'src/islands/agent/TeamOverview.tsx', start: 'app' },
  registerCenter: { by: 'page', module: 'src/islands/agent/RegisterCenter.tsx', start: 'app' },
  messageV2: { by: 'page', module: 'src/islands/member/Messages.tsx', start: 'app' },
  feedback: { by: 'page', module: 'src/islands/member/Feedback.tsx', start: 'app' },
  securityCenter: { by: 'page', module: 'src/islands/security/SecurityCenter.tsx', start: 'app' },
  responsibleGaming: { by: 'page', module: 'src/islands/member/ResponsibleGaming.tsx', start: 'app' },
  pointMall: { by: 'page', module: 'src/islands/points/PointMall.tsx', start: 'app' },
  manualRebate: { by: 'page', module: 'src/islands/member/ManualRebate.tsx', start: 'app' },
  referral: { by: 'page', module: 'src/islands/member/Referral.tsx', start: 'app' },
  missionLeaderboard: { by: 'page', module: 'src/islands/member/Missions.tsx', start: 'app' },
  rewardCenter: { by: 'page', module: 'src/islands/member/RewardCentre.tsx', start: 'app' },
  // The agent centre's reports.
  palStatementsAgentCopy: { by: 'page', module: 'src/islands/agent/ProfitLossStatements.tsx', start: 'app' },
  agentRevenueReport: { by: 'page', module: 'src/islands/agent/RevenueReport.tsx', start: 'app' },
  agentDownlineTransactionDetailsCopy: { by: 'page', module: 'src/islands/agent/DownlineTransactions.tsx', start: 'app' },
  // Downline management and the agents' announcements.
  downlineManagmentView: { by: 'page', module: 'src/islands/agent/DownlineManagement.tsx', start: 'app' },
  agentAnnouncement: { by: 'page', module: 'src/islands/agent/AgentAnnouncements.tsx', start: 'app' },
  // Agent contracts: one module for the four kinds' pages.
  agentDividendRecordCopy2: { by: 'page', module: 'src/islands/agent/Contracts.tsx', component: 'DividendContracts', start: 'app' },
  agentDailyWages2: { by: 'page', module: 'src/islands/agent/Contracts.tsx', component: 'DailySalary', start: 'app' },
  agentHourSalary: { by: 'page', module: 'src/islands/agent/Contracts.tsx', component: 'HourlySalary', start: 'app' },
  agentRealtimeSalary: { by: 'page', module: 'src/islands/agent/Contracts.tsx', component: 'RealtimeSalary', start: 'app' },

  'modal-root': { by: 'app' },
  'header-account': { by: 'app' },
  'agent-login': { by: 'app' },
  'agent-clock': { by: 'app' },
  'agent-account': { by: 'app' },
  'side-signout': { by: 'app' },
  'unread-badge': { by: 'app' },

  'banner-carousel': { by: 'script', module: 'src/client/lobby/index.ts' },
  'notice-marquee': { by: 'script', module: 'src/client/lobby/index.ts' },
  'winner-board': { by: 'script', module: 'src/client/lobby/index.ts' },
  'jackpot-ticker': { by: 'script', module: 'src/client/lobby/index.ts' },
  'visitor-ip': { by: 'script', module: 'src/client/site-state.ts' },
  'app-download': { by: 'script', module: 'src/client/app-download.ts' },
} as const satisfies Record<string, IslandSpec>;

export type IslandName = keyof typeof ISLANDS;

/** The islands that are React components in chunks of their own. */
export type PageIslandName = { [N in IslandName]: (typeof ISLANDS)[N] extends { by: 'page' } ? N : never }[IslandName];

/** True when a name is an island's (for names made at build time, such as a route's item). */
export function isIsland(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}

/** True when a name is a page island's. */
export function isPageIsland(name: string): name is PageIslandName {
  return isIsland(name) && ISLANDS[name].by === 'page';
}

/** True when an island starts as its page loads (its mount is data-eager). */
export function startsOnLoad(name: IslandName): boolean {
  const spec: IslandSpec = ISLANDS[name];
  return spec.by === 'page' && spec.start === 'load';
}

/**
 * Islands a visitor's page leaves static until they are used (start: 'request'): the lobby's menu is
 * in the HTML (the build's hot games), and a visitor whose islands start only for popups should not
 * pay for it. boot.ts marks the element data-requested when the visitor clicks into it. The
 * promotions are in the HTML too (the build's visitor list): the island waits for a session, or is
 * marked requested by a build that had no promotions.
 */
export const ON_DEMAND: ReadonlySet<PageIslandName> = new Set(
  Object.entries(ISLANDS).flatMap(([name, spec]: [string, IslandSpec]) =>
    spec.by === 'page' && spec.start === 'request' ? [name as PageIslandName] : [],
  ),
);
