// Islands that own a part of a page (game lists, game centres, lottery, the lobby's game menu),
// each in its own chunk. main.tsx mounts one wherever the page has its [data-island="<name>"]
// element; the component gets that element to read its data-* attributes. A mount marked
// data-eager makes boot.ts start the islands as the page loads; others start on first use.
import type { ComponentType } from 'react';
import type { PageIslandName } from '../shared/islands.ts';

export type PageIsland = ComponentType<{ element: HTMLElement }>;

/** The lottery pages' island, once their games are loaded (the element's name says which page). */
const lotteryFor = (element: HTMLElement) => async (m: typeof import('./lottery/Lottery.tsx')) => {
  await m.prepareLottery(element);
  return m.Lottery;
};

/** A lobby list section's island, once its games are loaded (the element's name says which list). */
const gameRowFor = (element: HTMLElement) => async (m: typeof import('./games/GameRow.tsx')) => {
  await m.prepareGameRow(element);
  return m.GameRow;
};

/**
 * Loads an island's component (and whatever it needs before it can replace the static content):
 * one loader for each page island of src/shared/islands.ts, and no other (the type says so).
 */
export const PAGE_ISLANDS: { readonly [N in PageIslandName]: (element: HTMLElement) => Promise<PageIsland> } = {
  'game-menu': (element) =>
    import('./games/LobbyGames.tsx').then(async (m) => {
      await m.prepareLobbyGames(element);
      return m.LobbyGames;
    }),
  hotGames: (element) => import('./games/GameRow.tsx').then(gameRowFor(element)),
  newGames: (element) => import('./games/GameRow.tsx').then(gameRowFor(element)),
  leadGames: (element) => import('./games/GameRow.tsx').then(gameRowFor(element)),
  'game-centre': (element) =>
    import('./games/GameCentre.tsx').then(async (m) => {
      await m.prepareGameCentre(element);
      return m.GameCentre;
    }),
  lottery: (element) => import('./lottery/Lottery.tsx').then(lotteryFor(element)),
  seaLottery: (element) => import('./lottery/Lottery.tsx').then(lotteryFor(element)),
  vnLottery: (element) => import('./lottery/Lottery.tsx').then(lotteryFor(element)),
  zyLottery: (element) => import('./lottery/Lottery.tsx').then(lotteryFor(element)),
  'game-list': (element) =>
    import('./games/GameListCentre.tsx').then(async (m) => {
      await m.prepareGameList(element);
      return m.GameListCentre;
    }),
  'live-tables': () => import('./games/LiveTables.tsx').then((m) => m.LiveTables),
  favorite: () => import('./games/AccountGames.tsx').then((m) => m.FavouriteGames),
  recent: () => import('./games/AccountGames.tsx').then((m) => m.RecentGames),
  promotions: () => import('./Promotions.tsx').then((m) => m.Promotions),
  'member-overview': () => import('./MemberOverview.tsx').then((m) => m.MemberOverview),
  transferFund: () => import('./wallet/TransferFund.tsx').then((m) => m.TransferFund),
  depositv2: () => import('./wallet/Deposit.tsx').then((m) => m.Deposit),
  withdraw: () => import('./wallet/Withdraw.tsx').then((m) => m.Withdraw),
  transferUpline: () => import('./wallet/TransferUpline.tsx').then((m) => m.TransferUpline),
  transactionHistory: () => import('./records/TransactionHistory.tsx').then((m) => m.TransactionHistory),
  bonusDetails: () => import('./records/BonusDetails.tsx').then((m) => m.BonusDetails),
  personalHistoryCopy: () => import('./records/BetRecords.tsx').then((m) => m.BetRecords),
  personalProfit: () => import('./records/ProfitLoss.tsx').then((m) => m.ProfitLoss),
  agentTeamOverview: () => import('./agent/TeamOverview.tsx').then((m) => m.TeamOverview),
  registerCenter: () => import('./agent/RegisterCenter.tsx').then((m) => m.RegisterCenter),
  messageV2: () => import('./member/Messages.tsx').then((m) => m.Messages),
  feedback: () => import('./member/Feedback.tsx').then((m) => m.Feedback),
  securityCenter: () => import('./security/SecurityCenter.tsx').then((m) => m.SecurityCenter),
  responsibleGaming: () => import('./member/ResponsibleGaming.tsx').then((m) => m.ResponsibleGaming),
  pointMall: () => import('./points/PointMall.tsx').then((m) => m.PointMall),
  manualRebate: () => import('./member/ManualRebate.tsx').then((m) => m.ManualRebate),
  referral: () => import('./member/Referral.tsx').then((m) => m.Referral),
  missionLeaderboard: () => import('./member/Missions.tsx').then((m) => m.Missions),
  rewardCenter: () => import('./member/RewardCentre.tsx').then((m) => m.RewardCentre),
  // The agent centre's reports.
  palStatementsAgentCopy: () => import('./agent/ProfitLossStatements.tsx').then((m) => m.ProfitLossStatements),
  agentRevenueReport: () => import('./agent/RevenueReport.tsx').then((m) => m.RevenueReport),
  agentDownlineTransactionDetailsCopy: () => import('./agent/DownlineTransactions.tsx').then((m) => m.DownlineTransactions),
  // Downline management and the agents' announcements.
  downlineManagmentView: () => import('./agent/DownlineManagement.tsx').then((m) => m.DownlineManagement),
  agentAnnouncement: () => import('./agent/AgentAnnouncements.tsx').then((m) => m.AgentAnnouncements),
  // Agent contracts.
  agentDividendRecordCopy2: () => import('./agent/Contracts.tsx').then((m) => m.DividendContracts),
  agentDailyWages2: () => import('./agent/Contracts.tsx').then((m) => m.DailySalary),
  agentHourSalary: () => import('./agent/Contracts.tsx').then((m) => m.HourlySalary),
  agentRealtimeSalary: () => import('./agent/Contracts.tsx').then((m) => m.RealtimeSalary),
  seamless: () =>
    import('./Seamless.tsx').then(async (m) => {
      await m.prepareSeamless();
      return m.Seamless;
    }),
};
