// Written by `npm run gen` from ISLANDS in src/shared/islands.ts (scripts/lib/page-island-loaders.ts):
// do not edit. Each page island's loader imports its module (a chunk of its own), awaits what the
// module prepares from the mount, and gives its component. main.tsx mounts one wherever the page has
// its [data-island="<name>"] element; the component gets that element to read its data-* attributes.
import type { ComponentType } from 'react';
import type { PageIslandName } from '../shared/islands.ts';

export type PageIsland = ComponentType<{ element: HTMLElement }>;

/** Loads an island's component (and whatever it needs first): one loader for each page island, and no other (the type says so). */
export const PAGE_ISLANDS: { readonly [N in PageIslandName]: (element: HTMLElement) => Promise<PageIsland> } = {
  'game-menu': (element) => import('./games/LobbyGames.tsx').then((m) => m.prepareLobbyGames(element).then(() => m.LobbyGames)),
  hotGames: (element) => import('./games/GameRow.tsx').then((m) => m.prepareGameRow(element).then(() => m.GameRow)),
  newGames: (element) => import('./games/GameRow.tsx').then((m) => m.prepareGameRow(element).then(() => m.GameRow)),
  leadGames: (element) => import('./games/GameRow.tsx').then((m) => m.prepareGameRow(element).then(() => m.GameRow)),
  'game-centre': (element) => import('./games/GameCentre.tsx').then((m) => m.prepareGameCentre(element).then(() => m.GameCentre)),
  'game-list': (element) => import('./games/GameListCentre.tsx').then((m) => m.prepareGameList(element).then(() => m.GameListCentre)),
  'live-tables': () => import('./games/LiveTables.tsx').then((m) => m.LiveTables),
  lottery: (element) => import('./lottery/Lottery.tsx').then((m) => m.prepareLottery(element).then(() => m.Lottery)),
  seaLottery: (element) => import('./lottery/Lottery.tsx').then((m) => m.prepareLottery(element).then(() => m.Lottery)),
  vnLottery: (element) => import('./lottery/Lottery.tsx').then((m) => m.prepareLottery(element).then(() => m.Lottery)),
  zyLottery: (element) => import('./lottery/Lottery.tsx').then((m) => m.prepareLottery(element).then(() => m.Lottery)),
  favorite: () => import('./games/AccountGames.tsx').then((m) => m.FavouriteGames),
  recent: () => import('./games/AccountGames.tsx').then((m) => m.RecentGames),
  promotions: () => import('./Promotions.tsx').then((m) => m.Promotions),
  seamless: (element) => import('./Seamless.tsx').then((m) => m.prepareSeamless(element).then(() => m.Seamless)),
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
  palStatementsAgentCopy: () => import('./agent/ProfitLossStatements.tsx').then((m) => m.ProfitLossStatements),
  agentRevenueReport: () => import('./agent/RevenueReport.tsx').then((m) => m.RevenueReport),
  agentDownlineTransactionDetailsCopy: () => import('./agent/DownlineTransactions.tsx').then((m) => m.DownlineTransactions),
  downlineManagmentView: () => import('./agent/DownlineManagement.tsx').then((m) => m.DownlineManagement),
  agentAnnouncement: () => import('./agent/AgentAnnouncements.tsx').then((m) => m.AgentAnnouncements),
  agentDividendRecordCopy2: () => import('./agent/Contracts.tsx').then((m) => m.DividendContracts),
  agentDailyWages2: () => import('./agent/Contracts.tsx').then((m) => m.DailySalary),
  agentHourSalary: () => import('./agent/Contracts.tsx').then((m) => m.HourlySalary),
  agentRealtimeSalary: () => import('./agent/Contracts.tsx').then((m) => m.RealtimeSalary),
};
