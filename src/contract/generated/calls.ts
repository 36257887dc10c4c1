/* This file is generated from schemas/gateway/*.json (x-call) by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';
import type { AffiliateCall } from './agent-affiliate.ts';
import type { AgentAnnouncementsCall } from './agent-announcements.ts';
import type { AgentDownlineCreateCall } from './agent-downline-create.ts';
import type { AgentDownlinesCall } from './agent-downlines.ts';
import type { AgentInviteCall } from './agent-invite.ts';
import type { AgentReportProfitLossCall } from './agent-report-profit-loss.ts';
import type { AgentReportRevenueCall } from './agent-report-revenue.ts';
import type { AgentReportTransactionsCall } from './agent-report-transactions.ts';
import type { AgentTeamOverviewCall } from './agent-team-overview.ts';
import type { CaptchaCall } from './captcha.ts';
import type { LaunchChatCall } from './chat-launch.ts';
import type { DailySalaryContractActionCall } from './contract-daily-salary-action.ts';
import type { DailySalaryContractsCall } from './contract-daily-salary.ts';
import type { DividendContractActionCall } from './contract-dividend-action.ts';
import type { DividendContractsCall } from './contract-dividend.ts';
import type { HourSalaryContractActionCall } from './contract-hour-salary-action.ts';
import type { HourSalaryContractsCall } from './contract-hour-salary.ts';
import type { RealtimeSalaryContractActionCall } from './contract-realtime-salary-action.ts';
import type { RealtimeSalaryContractsCall } from './contract-realtime-salary.ts';
import type { AddFavoriteCall } from './favourites-add.ts';
import type { FavoriteIdsCall } from './favourites-ids.ts';
import type { FavoriteListCall } from './favourites-list.ts';
import type { RemoveFavoriteCall } from './favourites-remove.ts';
import type { FeedbackListCall } from './feedback-list.ts';
import type { FeedbackSubmitCall } from './feedback-submit.ts';
import type { HotGamesCall } from './games-hot.ts';
import type { LaunchGameCall } from './games-launch.ts';
import type { GameListCall } from './games-list.ts';
import type { GameMenusCall } from './games-menus.ts';
import type { NewGameVendorsCall } from './games-new-vendors.ts';
import type { PvpRoomsCall } from './games-pvp-rooms.ts';
import type { RecentGamesCall } from './games-recent.ts';
import type { VendorGameTypesCall } from './games-vendor-types.ts';
import type { AnnouncementsCall } from './home-announcements.ts';
import type { RankListCall } from './home-rank-list.ts';
import type { UnreadCountCall } from './home-unread-count.ts';
import type { LotteryMenuRecentCall } from './lottery-menu-recent.ts';
import type { LotteryMenuCall } from './lottery-menu.ts';
import type { OpenedNumbersGameCall } from './lottery-opened-game.ts';
import type { OpenedNumbersNumeroCall } from './lottery-opened-numero.ts';
import type { BonusDetailsCall } from './member-bonus-details.ts';
import type { MemberConsolidatedCall } from './member-consolidated.ts';
import type { BindEmailCall } from './member-email.ts';
import type { MemberIconCall } from './member-icon.ts';
import type { MemberInfoCall } from './member-info.ts';
import type { ChangeLanguageCall } from './member-language.ts';
import type { LoginHistoryCall } from './member-login-history.ts';
import type { MessageReadCall } from './member-message-read.ts';
import type { MessagesDeleteCall } from './member-messages-delete.ts';
import type { MessagesReadAllCall } from './member-messages-read-all.ts';
import type { MessagesCall } from './member-messages.ts';
import type { BindMobileCall } from './member-mobile.ts';
import type { ForgotPasswordEmailCall } from './member-password-email.ts';
import type { SetPasswordByPhoneCall } from './member-password-verification.ts';
import type { ChangePasswordCall } from './member-password.ts';
import type { PaymentPasswordCall } from './member-payment-password.ts';
import type { ProfileUpdateCall } from './member-profile-update.ts';
import type { ProfileCall } from './member-profile.ts';
import type { RegisterMobileCall } from './member-register-mobile.ts';
import type { RegisterOneClickCall } from './member-register-one-click.ts';
import type { RegisterCall } from './member-register.ts';
import type { MissionsClaimCall } from './missions-claim.ts';
import type { MissionsLeaderboardCall } from './missions-leaderboard.ts';
import type { MissionsSummaryCall } from './missions-summary.ts';
import type { PointsConvertCall } from './points-convert.ts';
import type { PointsDetailsCall } from './points-details.ts';
import type { PointsGoodsCall } from './points-goods.ts';
import type { PointsRedeemCall } from './points-redeem.ts';
import type { PointsRedemptionsCall } from './points-redemptions.ts';
import type { PointsSummaryCall } from './points-summary.ts';
import type { RebateClaimCall } from './rebate-claim.ts';
import type { RebateClaimsCall } from './rebate-claims.ts';
import type { RebateSummaryCall } from './rebate-summary.ts';
import type { BetRecordsCall } from './records-bets.ts';
import type { ProfitLossCall } from './records-profit.ts';
import type { ReferralFriendsCall } from './referral-friends.ts';
import type { ReferralInfoCall } from './referral-info.ts';
import type { FreePlayLoginCall } from './session-login-freeplay.ts';
import type { IpVerificationLoginCall } from './session-login-ip-verification.ts';
import type { SocialLinkCall } from './session-login-social-link.ts';
import type { SocialRegisterCall } from './session-login-social-register.ts';
import type { SocialLoginCall } from './session-login-social.ts';
import type { LoginCall } from './session-login.ts';
import type { LogoutCall } from './session-logout.ts';
import type { RsaKeyCall } from './session-rsa-key.ts';
import type { DomainRouteCall } from './system-domain-route.ts';
import type { HelpCenterCall } from './system-help-center.ts';
import type { RegisterSettingsCall } from './system-register-settings.ts';
import type { SystemStatusCall } from './system-status.ts';
import type { WhitelabelCall } from './system-whitelabel.ts';
import type { UploadImageCall } from './upload-image.ts';
import type { MailCodeCall } from './verification-mail.ts';
import type { SmsBindCall } from './verification-sms-bind.ts';
import type { SmsMemberCall } from './verification-sms-member.ts';
import type { SmsNoLoginCall } from './verification-sms-no-login.ts';
import type { SmsRegisterCall } from './verification-sms-register.ts';
import type { BalanceCall } from './wallet-balance.ts';
import type { DepositChannelsCall } from './wallet-deposit-channels.ts';
import type { DepositCreateCall } from './wallet-deposit-create.ts';
import type { DepositOrdersCall } from './wallet-deposit-orders.ts';
import type { MerchantWalletCall } from './wallet-merchant.ts';
import type { PayoutBindCall } from './wallet-payout-bind.ts';
import type { WalletTransactionsCall } from './wallet-transactions.ts';
import type { TransferToMemberCall } from './wallet-transfer-member.ts';
import type { TransferTargetsCall } from './wallet-transfer-targets.ts';
import type { WalletTransferCall } from './wallet-transfer.ts';
import type { WithdrawInfoCall } from './wallet-withdraw-info.ts';
import type { WithdrawReceiptCall } from './wallet-withdraw-receipt.ts';
import type { WithdrawCall } from './wallet-withdraw.ts';
import type { WithdrawalOrdersCall } from './wallet-withdrawal-orders.ts';

/** Checks an agent affiliate code; an unknown one answers errorCode invitation_code_error. */
export const agentAffiliate: CallSpec<AffiliateCall> = { method: 'GET', path: '/wps/agent/affiliate', token: false, encrypted: false };
/** The announcements the operator posts for agents (never shown to members), newest first, paged (9 a page, specification section 9), each in the page's language by the platform's fallback (the Language header, EN, the merchant's default). Agents only (agent.only; trial accounts too). */
export const agentAnnouncements: CallSpec<AgentAnnouncementsCall> = { method: 'GET', path: '/wps/agent/announcements', token: true, encrypted: false };
/** An agent opens an account for their team: a member, or a sub-agent (type 2, with an affiliate code of its own), directly below the agent. Username and password follow the merchant's registration rules (the same error keys as registration: input_cannot_empty, reg_pattern_<id>, confirm_password_error, with value { field, key, params }); a taken username is register.username.taken. Agents only (agent.only). The new account can log in at once with the password given. */
export const agentDownlineCreate: CallSpec<AgentDownlineCreateCall> = { method: 'POST', path: '/wps/agent/downline', token: true, encrypted: true };
/** An agent's downline tree, one level at a time: the direct downlines of the agent or of an account below it (parentId), or, with account, every account under that parent at any depth whose username contains the text. Paged, newest registration first. A parentId that is not the agent or in its team is refused with agent.downline.unknown, whether or not it exists. Agents only (agent.only; trial accounts too). */
export const agentDownlines: CallSpec<AgentDownlinesCall> = { method: 'GET', path: '/wps/agent/downlines', token: true, encrypted: false };
/** The agent's invitation: the affiliate code a registration names to join the agent's team (the site makes its register link and QR code of it). An agent without a code gets one, kept from then on. Agents only (agent.only). */
export const agentInvite: CallSpec<AgentInviteCall> = { method: 'GET', path: '/wps/agent/invite', token: true, encrypted: false };
/** Profit and loss statements of an agent's team in a period: one row per direct downline that played, a sub-agent's row rolling up its whole team below it, and the totals. Only agents (types 1, 2, 41, 42) may ask (agent.only otherwise); trial accounts are never agents. */
export const agentReportProfitLoss: CallSpec<AgentReportProfitLossCall> = { method: 'GET', path: '/wps/agent/report/profit-loss', token: true, encrypted: false };
/** An agent's team's revenue in a period by game type and vendor (every level below the agent), and the totals. Only agents (types 1, 2, 41, 42) may ask (agent.only otherwise); trial accounts are never agents. */
export const agentReportRevenue: CallSpec<AgentReportRevenueCall> = { method: 'GET', path: '/wps/agent/report/revenue', token: true, encrypted: false };
/** The ledger movements of an agent's team's wallets in a period (every level below the agent): deposits, withdrawals, transfers and other credits, each transaction once per account (bets are in the other reports), newest first, with the totals per group. Only agents (types 1, 2, 41, 42) may ask (agent.only otherwise); trial accounts are never agents. */
export const agentReportTransactions: CallSpec<AgentReportTransactionsCall> = { method: 'GET', path: '/wps/agent/report/transactions', token: true, encrypted: false };
/** An agent's team in a period: the direct downlines, and the whole team (every level below the agent). Only agents (types 1, 2, 41, 42) may ask (agent.only otherwise). */
export const agentTeamOverview: CallSpec<AgentTeamOverviewCall> = { method: 'GET', path: '/wps/agent/team/overview', token: true, encrypted: false };
/** A new single-use captcha for this client IP (replacing any earlier one); the answer is 4 digits. */
export const captcha: CallSpec<CaptchaCall> = { method: 'GET', path: '/wps/captcha', token: false, encrypted: false };
/** Opens the merchant's chat room for the signed-in member (specification: response chatUrl; the request is not shown). Merchants without a chat room (support.chatRoom) refuse it with function.not.available; trial accounts with in_need_true_account. */
export const chatLaunch: CallSpec<LaunchChatCall> = { method: 'GET', path: '/wps/relay/CBS_launchChat', token: true, encrypted: false };
/** Acts on daily salary contracts (on the daily valid bet). An upline OFFERs one to a direct sub-agent downline (contract.downline.invalid when it is not one, contract.downline.member for a member downline, contract.offer.pending when one waits already, contract.terms.invalid) or TERMINATEs one (asks the downline to agree; a pending offer is withdrawn at once). The downline ACCEPTs or REJECTs what waits (a new contract: accepting ends its active one of this kind, reason replaced; or a termination) or TERMINATEs its active contract at once. contract.not.found, contract.state.invalid when it changed meanwhile. Agents only. The path is the specification's; its shape is invented. */
export const contractDailySalaryAction: CallSpec<DailySalaryContractActionCall> = { method: 'POST', path: '/wps/relay/MCS2_processDailySalContract', token: true, encrypted: false };
/** An agent's daily salary contracts (on the daily valid bet): its own contract with its upline and any offer waiting, its direct sub-agent downlines' contracts, and one page of settlements. Agents only (agent.only); function.not.available when the merchant's salary flag is off. The path is the specification's; its shape is invented. */
export const contractDailySalary: CallSpec<DailySalaryContractsCall> = { method: 'GET', path: '/wps/relay/MCS2_processDailySalContract', token: true, encrypted: false };
/** Acts on dividend contracts (the period profit and loss, with active-member and valid-bet tiers). An upline OFFERs one to a direct sub-agent downline (contract.downline.invalid when it is not one, contract.downline.member for a member downline, contract.offer.pending when one waits already, contract.terms.invalid) or TERMINATEs one (asks the downline to agree; a pending offer is withdrawn at once). The downline ACCEPTs or REJECTs what waits (a new contract: accepting ends its active one of this kind, reason replaced; or a termination) or TERMINATEs its active contract at once. contract.not.found, contract.state.invalid when it changed meanwhile. Agents only. The path is the specification's; its shape is invented. */
export const contractDividendAction: CallSpec<DividendContractActionCall> = { method: 'POST', path: '/wps/relay/MCS2_processDividendReq', token: true, encrypted: false };
/** An agent's dividend contracts (the period profit and loss, with active-member and valid-bet tiers): its own contract with its upline and any offer waiting, its direct sub-agent downlines' contracts, and one page of settlements. Agents only (agent.only); function.not.available when the merchant's enableCt flag is off. The path is the specification's; its shape is invented. */
export const contractDividend: CallSpec<DividendContractsCall> = { method: 'GET', path: '/wps/relay/MCS2_processDividendReq', token: true, encrypted: false };
/** Acts on hourly salary contracts (on the hourly valid bet). An upline OFFERs one to a direct sub-agent downline (contract.downline.invalid when it is not one, contract.downline.member for a member downline, contract.offer.pending when one waits already, contract.terms.invalid) or TERMINATEs one (asks the downline to agree; a pending offer is withdrawn at once). The downline ACCEPTs or REJECTs what waits (a new contract: accepting ends its active one of this kind, reason replaced; or a termination) or TERMINATEs its active contract at once. contract.not.found, contract.state.invalid when it changed meanwhile. Agents only. The path is the specification's; its shape is invented. */
export const contractHourSalaryAction: CallSpec<HourSalaryContractActionCall> = { method: 'POST', path: '/wps/relay/MCS2_processContractHourSalary', token: true, encrypted: false };
/** An agent's hourly salary contracts (on the hourly valid bet): its own contract with its upline and any offer waiting, its direct sub-agent downlines' contracts, and one page of settlements. Agents only (agent.only); function.not.available when the merchant's hourSalary flag is off. The path is the specification's; its shape is invented. */
export const contractHourSalary: CallSpec<HourSalaryContractsCall> = { method: 'GET', path: '/wps/relay/MCS2_processContractHourSalary', token: true, encrypted: false };
/** Acts on real-time salary contracts (win and loss rates, every 5 minutes). An upline OFFERs one to a direct sub-agent downline (contract.downline.invalid when it is not one, contract.downline.member for a member downline, contract.offer.pending when one waits already, contract.terms.invalid) or TERMINATEs one (asks the downline to agree; a pending offer is withdrawn at once). The downline ACCEPTs or REJECTs what waits (a new contract: accepting ends its active one of this kind, reason replaced; or a termination) or TERMINATEs its active contract at once. contract.not.found, contract.state.invalid when it changed meanwhile. Agents only. The path is the specification's; its shape is invented. */
export const contractRealtimeSalaryAction: CallSpec<RealtimeSalaryContractActionCall> = { method: 'POST', path: '/wps/relay/MCSFE_processRealTimeSalaryContract', token: true, encrypted: false };
/** An agent's real-time salary contracts (win and loss rates, every 5 minutes): its own contract with its upline and any offer waiting, its direct sub-agent downlines' contracts, and one page of settlements. Agents only (agent.only); function.not.available when the merchant's agentRealtimeSalary flag is off. The path is the specification's; its shape is invented. */
export const contractRealtimeSalary: CallSpec<RealtimeSalaryContractsCall> = { method: 'GET', path: '/wps/relay/MCSFE_processRealTimeSalaryContract', token: true, encrypted: false };
/** Adds a favourite (idempotent). */
export const favouritesAdd: CallSpec<AddFavoriteCall> = { method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGameV2', token: true, encrypted: false };
/** Ids of the member's favourite games. */
export const favouritesIds: CallSpec<FavoriteIdsCall> = { method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames', token: true, encrypted: false };
/** The member's favourite games, paged. */
export const favouritesList: CallSpec<FavoriteListCall> = { method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGamesList', token: true, encrypted: false };
/** Removes a favourite (idempotent). */
export const favouritesRemove: CallSpec<RemoveFavoriteCall> = { method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2', token: true, encrypted: false };
/** The member's earlier feedback, newest first, each with the operator's replies (oldest first). Real accounts only. */
export const feedbackList: CallSpec<FeedbackListCall> = { method: 'GET', path: '/wps/feedback/list', token: true, encrypted: false };
/** The member's feedback: a question type, a description within the merchant's word bounds (support.feedback.minWords and maxWords; words are runs of non-space characters) and up to 3 images uploaded before with POST /wps/upload/image (png or jpg, at most 5 MB each). Real accounts only; at most 10 an hour per member. */
export const feedbackSubmit: CallSpec<FeedbackSubmitCall> = { method: 'PUT', path: '/wps/feedback', token: true, encrypted: false };
/** Hot games of the merchant (vendor cards for sports, esports and cockfight). */
export const gamesHot: CallSpec<HotGamesCall> = { method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2', token: false, encrypted: false };
/** Launches a game (also served at /wps/relay/GCS_gameLaunchFB): needs a member, a real (non-trial) one unless accountType is 0; accountType 0 only where supportPlay is 0. Recorded in recent games. */
export const gamesLaunch: CallSpec<LaunchGameCall> = { method: 'GET', path: '/wps/game/launchGame', token: true, encrypted: false };
/** Paged game list with filters; name search is case-insensitive on the display name. */
export const gamesList: CallSpec<GameListCall> = { method: 'GET', path: '/wps/relay/GCSGAME_gameList', token: false, encrypted: false };
/** The lobby menu: one category per enabled product with its vendor cards and classes. */
export const gamesMenus: CallSpec<GameMenusCall> = { method: 'GET', path: '/lgw/games/game_menus', token: false, encrypted: false };
/** Vendor lanes: one per game type of the merchant. */
export const gamesNewVendors: CallSpec<NewGameVendorsCall> = { method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor', token: false, encrypted: false };
/** PVP card rooms of a vendor or game. */
export const gamesPvpRooms: CallSpec<PvpRoomsCall> = { method: 'GET', path: '/wps/relay/GLS2_roomList', token: false, encrypted: false };
/** Games the member launched, most recent first. */
export const gamesRecent: CallSpec<RecentGamesCall> = { method: 'GET', path: '/wps/relay/GCS_recentGame', token: true, encrypted: false };
/** Game type → vendor codes of the merchant. */
export const gamesVendorTypes: CallSpec<VendorGameTypesCall> = { method: 'GET', path: '/wps/relay/GCSGAME_getVassGameType', token: false, encrypted: false };
/** Banners (B), notices (PL), popups (PU) and promotions (PR); popups and promotions are filtered by execution (B visitors, A members, F first login). */
export const homeAnnouncements: CallSpec<AnnouncementsCall> = { method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', token: false, encrypted: false };
/** Winner board: the biggest wins, by winAmount descending. */
export const homeRankList: CallSpec<RankListCall> = { method: 'GET', path: '/wps/relay/GCSGAME_getRankList', token: false, encrypted: false };
/** Unread platform messages of the member. Trial accounts have none and are refused (in_need_true_account), as the site never asks for theirs. */
export const homeUnreadCount: CallSpec<UnreadCountCall> = { method: 'GET', path: '/wps/relay/CSP_unreadCount', token: true, encrypted: false };
/** Lottery games the member launched lately. */
export const lotteryMenuRecent: CallSpec<LotteryMenuRecentCall> = { method: 'GET', path: '/lgw/vn/games/game_menu/recent', token: true, encrypted: false };
/** Lottery games of the merchant for a prize mode. */
export const lotteryMenu: CallSpec<LotteryMenuCall> = { method: 'GET', path: '/lgw/vn/games/game_menu', token: false, encrypted: false };
/** Past draws of a VN lottery game (deterministic from the clock). */
export const lotteryOpenedGame: CallSpec<OpenedNumbersGameCall> = { method: 'GET', path: '/lgw/vn/numeros/opened/game', token: false, encrypted: false };
/** Past draws of a lottery game (same data, the lotto gateway path). */
export const lotteryOpenedNumero: CallSpec<OpenedNumbersNumeroCall> = { method: 'GET', path: '/lotto/lgw/games/opened/numero', token: false, encrypted: false };
/** The member's bonuses granted in a period (at most 92 days), newest first, paged: what each paid, its turnover requirement and how much of it is done; with the requirement still open over all bonuses. Real members only (a trial account: in_need_true_account). */
export const memberBonusDetails: CallSpec<BonusDetailsCall> = { method: 'GET', path: '/wps/member/bonus/details', token: true, encrypted: false };
/** What a member must answer about contracts, asked after login when the merchant's AGENTPOLICY3 is on: one flag per contract kind (the flag names are the specification's; their values are invented). Members and trial accounts, who cannot take contracts, get 0s. */
export const memberConsolidated: CallSpec<MemberConsolidatedCall> = { method: 'GET', path: '/wps/member/info/funds/consolidated', token: true, encrypted: false };
/** Binds an email address, or changes the bound one, with the code mailed to the new address (verification/mail). Changing a bound address also takes the login password. */
export const memberEmail: CallSpec<BindEmailCall> = { method: 'PUT', path: '/wps/member/email', token: true, encrypted: true };
/** The member's avatar. */
export const memberIcon: CallSpec<MemberIconCall> = { method: 'GET', path: '/wps/member/info/icon', token: true, encrypted: false };
/** The logged-in account. */
export const memberInfo: CallSpec<MemberInfoCall> = { method: 'GET', path: '/wps/member/info', token: true, encrypted: false };
/** Remembers the member's language. */
export const memberLanguage: CallSpec<ChangeLanguageCall> = { method: 'POST', path: '/wps/member/language', token: true, encrypted: false };
/** The member's latest logins (at most 100 are kept), newest first, paged: when, from which address, and the browser and system in a few words. */
export const memberLoginHistory: CallSpec<LoginHistoryCall> = { method: 'GET', path: '/wps/member/loginHistory', token: true, encrypted: false };
/** Opens one of the member's messages and marks it read (again is no change). Real accounts only. */
export const memberMessageRead: CallSpec<MessageReadCall> = { method: 'POST', path: '/wps/relay/CSP_readMessage', token: true, encrypted: false };
/** Deletes one or more of the member's messages, read or not. Nothing is deleted when one id is not the member's (message.unknown). Real accounts only. */
export const memberMessagesDelete: CallSpec<MessagesDeleteCall> = { method: 'POST', path: '/wps/relay/CSP_deleteMessages', token: true, encrypted: false };
/** Marks every message of the member read. Real accounts only. */
export const memberMessagesReadAll: CallSpec<MessagesReadAllCall> = { method: 'POST', path: '/wps/relay/CSP_readAllMessages', token: true, encrypted: false };
/** One page of the member's platform messages, newest first, each with its read flag: notifications the gateway writes (deposits, withdrawals, transfers, feedback replies: `kind` and `params` say which, so the site can write them in the page's language) and messages the operator sends. Real accounts only (in_need_true_account for a trial account). */
export const memberMessages: CallSpec<MessagesCall> = { method: 'GET', path: '/wps/relay/CSP_messageList', token: true, encrypted: false };
/** Binds a mobile number, or changes the bound one, with the code sent to the new number (sms/bind). Changing a bound number also takes the login password (password.old.incorrect; 5 tries in 15 minutes). */
export const memberMobile: CallSpec<BindMobileCall> = { method: 'PUT', path: '/wps/member/mobile', token: true, encrypted: true };
/** Form-encoded. Records a reset mail (a single-use link, 30 minutes) in the outbox when username and email match. */
export const memberPasswordEmail: CallSpec<ForgotPasswordEmailCall> = { method: 'POST', path: '/wps/member/password/email', token: false, encrypted: false, form: true };
/** Sets a new password with an SMS code sent by sms/noLogin; revokes sessions. */
export const memberPasswordVerification: CallSpec<SetPasswordByPhoneCall> = { method: 'POST', path: '/wps/member/password/verification', token: false, encrypted: true };
/** Changes the password and revokes every session of the account (log in again). */
export const memberPassword: CallSpec<ChangePasswordCall> = { method: 'POST', path: '/wps/member/password', token: true, encrypted: true };
/** Sets the member's payment password, or changes it. Setting takes the login password and is refused with payment.password.set once one is set; changing takes the current payment password (oldPaymentPassword) or, with change true, the login password. */
export const memberPaymentPassword: CallSpec<PaymentPasswordCall> = { method: 'PUT', path: '/wps/member/paymentPassword', token: true, encrypted: true };
/** Changes the nickname and the optional registration fields, each checked with its registration rule (the shared pattern catalogue). A field the merchant does not collect is profile.field.unknown; a set-once field (real name, birthday, ID number) that has a value is profile.field.locked. */
export const memberProfileUpdate: CallSpec<ProfileUpdateCall> = { method: 'PUT', path: '/wps/member/profile', token: true, encrypted: false };
/** The security centre's profile: the nickname, the bound mobile number and email (masked), and the values of the optional fields the merchant's registration collects. */
export const memberProfile: CallSpec<ProfileCall> = { method: 'GET', path: '/wps/member/profile', token: true, encrypted: false };
/** Mobile registration: the mobile number is the username; needs the SMS code when REGMOBVERF3 or the field requires it. */
export const memberRegisterMobile: CallSpec<RegisterMobileCall> = { method: 'PUT', path: '/wps/member/register/mobile', token: false, encrypted: true };
/** One-click registration: generated username and password (shown once), then logged in. */
export const memberRegisterOneClick: CallSpec<RegisterOneClickCall> = { method: 'PUT', path: '/wps/member/register/oneClick', token: false, encrypted: false };
/** Username registration; every field is checked with the shared pattern catalogue; logs in. */
export const memberRegister: CallSpec<RegisterCall> = { method: 'PUT', path: '/wps/member/register', token: false, encrypted: true };
/** Claims a done mission's reward for today: once per request id (a repeat answers the same) and once per mission and day whatever the id; paid from the house into the main wallet through the ledger. Refusals: mission.unknown, mission.not.done, mission.claimed, request.id.reused. Real members only (a trial account: in_need_true_account). */
export const missionsClaim: CallSpec<MissionsClaimCall> = { method: 'POST', path: '/wps/relay/MCSFE_claimMission', token: true, encrypted: false };
/** The merchant's members by valid bet today or over the last 7 days of the merchant (today included): the top 10, accounts partly hidden, and the member's own place. The shape is ours: section 7 names only the path. Real members only (a trial account: in_need_true_account). */
export const missionsLeaderboard: CallSpec<MissionsLeaderboardCall> = { method: 'GET', path: '/wps/relay/MCSFE_getMissionLeaderboard', token: true, encrypted: false };
/** The merchant's missions with the member's progress today (the merchant's day), counted by the gateway from its bets and deposits, and how many wait to be claimed (the member centre's badge). The shape is ours: section 7 names only the path. Real members only (a trial account: in_need_true_account). */
export const missionsSummary: CallSpec<MissionsSummaryCall> = { method: 'GET', path: '/wps/relay/MCSFE_getMissionSummaryDetails', token: true, encrypted: false };
/** Converts points into the main wallet at the member's VIP rate, in whole steps (points.convert.step with value.step otherwise): one ledger movement from the house, written with the points it spends. Refusals: points.insufficient (value.points) and the payment password's. Real members only (a trial account: in_need_true_account). */
export const pointsConvert: CallSpec<PointsConvertCall> = { method: 'POST', path: '/wps/relay/passwordCheck/MCS2_convertPoint', token: true, encrypted: true };
/** The member's points details: every change of their points in a period (earned from a bet, spent on a redemption or a conversion, given back by a rejection), newest first, paged, with what came in and went out over the whole period. Periods are at most 92 days (records.range.invalid). Real members only (a trial account: in_need_true_account). */
export const pointsDetails: CallSpec<PointsDetailsCall> = { method: 'GET', path: '/wps/relay/ODSFE2_MemTransDet', token: true, encrypted: false };
/** The points mall's goods (the reward list), in the mall's order. Anyone signed in may read it, trial accounts too (they cannot redeem). */
export const pointsGoods: CallSpec<PointsGoodsCall> = { method: 'GET', path: '/wps/points/goods', token: true, encrypted: false };
/** Redeems a good: takes its points (and its amount from the main wallet) and a unit of stock per unit at once, and leaves the redemption in process until the operator approves or rejects it (a rejection gives everything back). Refusals: points.good.unknown, points.quantity.invalid (value.max), points.address.required, points.account.required, points.stock.out, points.insufficient (value.points), wallet.balance.insufficient, and the payment password's. Real members only (a trial account: in_need_true_account). */
export const pointsRedeem: CallSpec<PointsRedeemCall> = { method: 'POST', path: '/wps/relay/passwordCheck/MCS2_redeemPointReward', token: true, encrypted: true };
/** The member's redemptions (the redeem history), newest first, paged, optionally of one status. Real members only (a trial account: in_need_true_account). */
export const pointsRedemptions: CallSpec<PointsRedemptionsCall> = { method: 'GET', path: '/wps/points/redemptions', token: true, encrypted: false };
/** The member's points and the merchant's points rules: what a point takes, the conversion into the main wallet at the member's VIP level, and the exchange rate table (the conversion at every VIP level). Real members only (a trial account: in_need_true_account). */
export const pointsSummary: CallSpec<PointsSummaryCall> = { method: 'GET', path: '/wps/points/summary', token: true, encrypted: false };
/** Claims the rebate: every unclaimed valid bet of a rated game type is taken once and the total paid from the house into the main wallet, in one ledger movement, once per request id. Refused below the minimum with rebate.below.minimum (value.minimum, value.amount in minor units). Real members only (a trial account: in_need_true_account). */
export const rebateClaim: CallSpec<RebateClaimCall> = { method: 'POST', path: '/wps/rebate/claim', token: true, encrypted: false };
/** The member's rebate claims, newest first, paged. Real members only (a trial account: in_need_true_account). */
export const rebateClaims: CallSpec<RebateClaimsCall> = { method: 'GET', path: '/wps/rebate/claims', token: true, encrypted: false };
/** What the member may claim now: per game type of the merchant's rates, the valid bets no claim took yet and their rebate, the total and the smallest claim. Real members only (a trial account: in_need_true_account). */
export const rebateSummary: CallSpec<RebateSummaryCall> = { method: 'GET', path: '/wps/rebate/summary', token: true, encrypted: false };
/** The member's bets in a period (the betting record), newest first, paged, with the period's totals. */
export const recordsBets: CallSpec<BetRecordsCall> = { method: 'GET', path: '/wps/relay/ODSFE2_betRecords', token: true, encrypted: false };
/** The member's profit and loss in a period, by day of the merchant's time zone and game type, newest day first, with the period's totals. */
export const recordsProfit: CallSpec<ProfitLossCall> = { method: 'GET', path: '/wps/relay/ODSFE2_profitLoss', token: true, encrypted: false };
/** The member's friends, newest first, paged: each account partly hidden, when they registered and what they earned the member. Real members only (a trial account: in_need_true_account); function.not.available where the merchant's referral feature is off. */
export const referralFriends: CallSpec<ReferralFriendsCall> = { method: 'GET', path: '/wps/referral/friends', token: true, encrypted: false };
/** The member's referral code (made on first ask and kept), what a referrer earns, how many friends registered with the code and what they earned the member in all. The invite link is the site's /register?referralCode=<code>. Real members only (a trial account: in_need_true_account); function.not.available where the merchant's referral feature is off. */
export const referralInfo: CallSpec<ReferralInfoCall> = { method: 'GET', path: '/wps/referral/info', token: true, encrypted: false };
/** Creates a trial account (type 4) and logs it in. Needs FREEPLAY3, X-Gateway-Version 3 and an Encryption header made from a random string. */
export const sessionLoginFreeplay: CallSpec<FreePlayLoginCall> = { method: 'POST', path: '/wps/session/login/freeplay', token: false, encrypted: false };
/** Completes a login that needed IP verification: the same credentials plus the SMS code; the IP is remembered. */
export const sessionLoginIpVerification: CallSpec<IpVerificationLoginCall> = { method: 'POST', path: '/wps/session/login/ipVerification', token: false, encrypted: true };
/** Links an unlinked social identity to an existing account after its password is given and confirm is true. Irreversible: there is no unlink, and an account keeps one identity per provider. */
export const sessionLoginSocialLink: CallSpec<SocialLinkCall> = { method: 'POST', path: '/wps/session/login/social/link', token: false, encrypted: true };
/** Creates a new account for an unlinked social identity (generated username) and logs in. */
export const sessionLoginSocialRegister: CallSpec<SocialRegisterCall> = { method: 'POST', path: '/wps/session/login/social/register', token: false, encrypted: false };
/** Exchanges an authorization code from the gateway's identity provider pages (/wps/oauth/{provider}/authorize). A linked identity logs in; an unlinked one returns a ticket to register or link with. */
export const sessionLoginSocial: CallSpec<SocialLoginCall> = { method: 'POST', path: '/wps/session/login/social', token: false, encrypted: false };
/** Username or SMS-code login. After 3 failures for the account or IP the response value carries captcha true; unknown user and wrong password answer alike. With LOGINIPVERF3 a login from an unseen IP answers errorCode login.ip.verification.required and an SMS code goes to the account's mobile. */
export const sessionLogin: CallSpec<LoginCall> = { method: 'POST', path: '/wps/session/login', token: false, encrypted: true };
/** Revokes the session server-side. */
export const sessionLogout: CallSpec<LogoutCall> = { method: 'DELETE', path: '/wps/session/logout', token: true, encrypted: false };
/** The RSA public modulus for the rsa-des scheme; the exponent is 65537. */
export const sessionRsaKey: CallSpec<RsaKeyCall> = { method: 'GET', path: '/wps/session/key/rsa', token: false, encrypted: false };
/** Mirror links of the merchant. */
export const systemDomainRoute: CallSpec<DomainRouteCall> = { method: 'GET', path: '/wps/system/domainRoute', token: false, encrypted: false };
/** Help-centre articles as HTML, in the asked language (fallback EN, then the default language). */
export const systemHelpCenter: CallSpec<HelpCenterCall> = { method: 'GET', path: '/wps/system/helpCenter', token: false, encrypted: false };
/** Registration field rules from the merchant config; patterns come from the shared catalogue. */
export const systemRegisterSettings: CallSpec<RegisterSettingsCall> = { method: 'GET', path: '/wps/system/setting/register', token: false, encrypted: false };
/** The permission call: maintenance, region restriction, the caller's IP and the merchant's public settings. */
export const systemStatus: CallSpec<SystemStatusCall> = { method: 'GET', path: '/wps/system/status', token: false, encrypted: false };
/** The merchant's whitelabel switches as a tree. */
export const systemWhitelabel: CallSpec<WhitelabelCall> = { method: 'GET', path: '/wps/system/whitelabel', token: false, encrypted: false };
/** Uploads one image (png or jpg, at most 5 MB, checked by its bytes, not its name) for a later call to name: proof that a withdrawal did not arrive, and later feedback and promotion applications. multipart/form-data with the file in the field `file`. At most 30 an hour per member. Unused uploads are deleted after a day. */
export const uploadImage: CallSpec<UploadImageCall> = { method: 'POST', path: '/wps/upload/image', token: true, encrypted: false, multipart: true };
/** Mails a code to an address the member wants to bind (or change to). The address must follow the merchant's email rule. The throttles of SMS codes apply per address and per client. */
export const verificationMail: CallSpec<MailCodeCall> = { method: 'POST', path: '/wps/verification/mail', token: true, encrypted: false };
/** Sends a code to a mobile number the member wants to bind (or change to). The number must follow the merchant's mobile rule and belong to no account (mobile.taken). The SMS throttles of every code apply. */
export const verificationSmsBind: CallSpec<SmsBindCall> = { method: 'POST', path: '/wps/verification/sms/bind', token: true, encrypted: false };
/** Sends a code to the logged-in member's own number. Same throttles. */
export const verificationSmsMember: CallSpec<SmsMemberCall> = { method: 'POST', path: '/wps/verification/sms', token: true, encrypted: false };
/** Sends a code for SMS login, IP verification or set-password-by-phone to a registered number. One per number per 60 s, at most 5 per hour, then sms.too.many.requests for 5 minutes. Codes go only to the outbox. */
export const verificationSmsNoLogin: CallSpec<SmsNoLoginCall> = { method: 'POST', path: '/wps/verification/sms/noLogin', token: false, encrypted: false };
/** Sends a registration code to a number not yet registered. Same throttles. */
export const verificationSmsRegister: CallSpec<SmsRegisterCall> = { method: 'POST', path: '/wps/verification/sms/register', token: false, encrypted: false };
/** The member's balances (read-only). */
export const walletBalance: CallSpec<BalanceCall> = { method: 'GET', path: '/wps/v2/wallets/balance', token: true, encrypted: false };
/** The merchant's deposit channels (tenant config wallet.deposit.channels), names and notes in the request's language. */
export const walletDepositChannels: CallSpec<DepositChannelsCall> = { method: 'GET', path: '/wps/relay/PAY_depositChannels', token: true, encrypted: false };
/** Requests a deposit: a pending order with a reference and where to pay. Nothing moves until the operator approves it (or, for a demo channel, until it credits itself). Idempotent by requestId. */
export const walletDepositCreate: CallSpec<DepositCreateCall> = { method: 'POST', path: '/wps/relay/PAY_createDeposit', token: true, encrypted: false };
/** The member's deposit orders, newest first, paged. */
export const walletDepositOrders: CallSpec<DepositOrdersCall> = { method: 'GET', path: '/wps/relay/PAY_depositOrders', token: true, encrypted: false };
/** Whether the merchant runs a single wallet. */
export const walletMerchant: CallSpec<MerchantWalletCall> = { method: 'GET', path: '/wps/relay/GCS_merchantWallet', token: false, encrypted: false };
/** Binds a payout account (bank account or e-wallet) at one of the merchant's payout providers; the payment password authorises it. At most 5 per member. */
export const walletPayoutBind: CallSpec<PayoutBindCall> = { method: 'POST', path: '/wps/relay/PAY_bindPayoutAccount', token: true, encrypted: true };
/** The member's money movements in a period: every ledger entry on their wallets, newest first, paged, with what came in and went out over the whole period. Periods are at most 92 days. */
export const walletTransactions: CallSpec<WalletTransactionsCall> = { method: 'GET', path: '/wps/relay/ODSFE2_walletTransactions', token: true, encrypted: false };
/** Sends money from the member's main wallet to their upline's, or an agent's to a direct downline's. Idempotent by requestId; the receiver gets a transfer.received notification once. */
export const walletTransferMember: CallSpec<TransferToMemberCall> = { method: 'POST', path: '/wps/relay/PAY_transferToMember', token: true, encrypted: true };
/** Who the member may send money to: their upline, and for an agent their direct downlines (at most 200, by username); with what the main wallet holds and whether a payment password is set. */
export const walletTransferTargets: CallSpec<TransferTargetsCall> = { method: 'GET', path: '/wps/relay/PAY_transferTargets', token: true, encrypted: false };
/** Moves money between the member's main wallet and a vendor wallet, on merchants that are not single-wallet. Idempotent by requestId: a repeat answers the first answer and moves nothing. */
export const walletTransfer: CallSpec<WalletTransferCall> = { method: 'POST', path: '/wps/relay/GCS_walletTransfer', token: true, encrypted: false };
/** What the withdrawal page needs: whether a payment password is set, the merchant's limits and fee, today's count, what the main wallet holds, the payout providers and the member's payout accounts. */
export const walletWithdrawInfo: CallSpec<WithdrawInfoCall> = { method: 'GET', path: '/wps/relay/PAY_withdrawInfo', token: true, encrypted: false };
/** The member says what arrived of a paid-out withdrawal: all of it (FULL), a part (PARTIAL, with the amount received so far), or nothing (NOT_RECEIVED, with 1 to 3 uploaded images as proof). Unconfirmed (or confirmed only in part) once the merchant's minutes have passed, it counts as received (FORCED): the amount is not refunded. */
export const walletWithdrawReceipt: CallSpec<WithdrawReceiptCall> = { method: 'POST', path: '/wps/relay/PAY_withdrawReceipt', token: true, encrypted: false };
/** Asks to be paid out to one of the member's payout accounts. The amount is held from the main wallet at once (wallet.balance.insufficient when it holds less) and the order waits for the operator. Idempotent by requestId. */
export const walletWithdraw: CallSpec<WithdrawCall> = { method: 'POST', path: '/wps/relay/PAY_withdraw', token: true, encrypted: true };
/** The member's withdrawal orders, newest first, paged. */
export const walletWithdrawalOrders: CallSpec<WithdrawalOrdersCall> = { method: 'GET', path: '/wps/relay/PAY_withdrawalOrders', token: true, encrypted: false };
