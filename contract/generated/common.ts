/* This file is generated from schemas/gateway/common.json by `npm run gen`. Do not edit it by hand. */

/**
 * A platform game type.
 */
export type GameType = "RNG" | "LIVE" | "FISH" | "PVP" | "SPORTS" | "ESPORTS" | "COCKFIGHT" | "ELOTT" | "LOTT";
/**
 * The client's parameters that every game-list call accepts (and mostly ignores).
 */
export interface ClientParams {
  /**
   * Client type; 3 is the web site.
   */
  clientType?: number;
  /**
   * Client platform, e.g. "flash,html5-desktop", "html5-desktop" or "W".
   */
  platform?: string;
  /**
   * Sales channel; ignored.
   */
  channel?: string;
  /**
   * Merchant code (the Merchant header carries it too).
   */
  merchant?: string;
  /**
   * Platform language code (EN, TY, VI, ...).
   */
  language?: string;
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * A game, or a vendor card (isGame VASSALAGE) that opens that vendor's list.
 */
export interface Game {
  /**
   * Unique id of the game.
   */
  nodeId: number;
  /**
   * Name of the game.
   */
  gameName: string;
  /**
   * Same as gameName (older clients read this).
   */
  nodeName: string;
  /**
   * Name to show.
   */
  displayName: string;
  /**
   * Vendor code.
   */
  vassalage: string;
  gameType: GameType;
  /**
   * The vendor's code of the game.
   */
  gameCode: string;
  /**
   * Extra class (SC, VP, JP, TG, AC, BG, Crash, MG) or empty.
   */
  gameClassify: string;
  /**
   * Icon path (root-relative; prefix an imageCDNs host when cross-origin).
   */
  showIcon: string;
  /**
   * Same icon as showIcon.
   */
  iconUrl: string;
  /**
   * Large icon path.
   */
  lagerIcon: string;
  /**
   * GAME for a game, VASSALAGE for a vendor card.
   */
  isGame: "GAME" | "VASSALAGE";
  /**
   * 1 shows the hot badge.
   */
  isHot: 0 | 1;
  /**
   * 1 for a new game.
   */
  isNew: 0 | 1;
  /**
   * 0 means free trial (accountType 0) is available.
   */
  supportPlay: 0 | 1;
  /**
   * Smallest bet.
   */
  minBet: number;
}
/**
 * A new session.
 */
export interface LoginValue {
  /**
   * Session token (32 hex characters, 128 random bits); send it raw in Authorization.
   */
  token: string;
  /**
   * Member id.
   */
  id: number;
  /**
   * Account name.
   */
  userName: string;
  /**
   * Account type: 0 member, 1/2/41/42 agent, 4 trial.
   */
  customerType: number;
  /**
   * True on the first login of the account.
   */
  firstTimeLogin: boolean;
  /**
   * True when the password is older than the expiry period.
   */
  passwordExpired: boolean;
}
/**
 * A vendor card of a menu or lane.
 */
export interface VendorCard {
  /**
   * Vendor code.
   */
  vassalage: string;
  /**
   * Vendor name.
   */
  displayName: string;
  gameType: GameType;
  /**
   * Code of the vendor lobby.
   */
  gameCode: string;
  /**
   * Always VASSALAGE.
   */
  isGame: "VASSALAGE";
  /**
   * Vendor logo path.
   */
  showIcon: string;
  /**
   * Vendor logo path.
   */
  iconUrl: string;
  /**
   * Games of this vendor and type.
   */
  gameCount: number;
  /**
   * A vendor the merchant added recently (GCSGAME_newGameVendor): the site flags it "new" in its menus and vendor filters. Absent: not new.
   */
  isNew?: boolean;
}
/**
 * A notice, popup or promotion; content is HTML the site must sanitise.
 */
export interface Announcement {
  /**
   * Announcement id.
   */
  id: number;
  /**
   * Title.
   */
  title: string;
  /**
   * HTML content (untrusted: sanitise before rendering).
   */
  content: string;
  /**
   * Promotion kind; non-null shows the go-to-promotion button.
   */
  promotionType: string | null;
  /**
   * Invented: the promotion (Promotion.promotionId) the announcement advertises, whose card the go-to-promotion button opens in the reward centre; absent when it advertises none (the button then goes by promotionType).
   */
  promotionId?: number;
  /**
   * Audience: B before login, A after login, F first login.
   */
  execution: "A" | "B" | "F";
  /**
   * Kind: PL notice, PU popup, PR promotion.
   */
  type: "PL" | "PU" | "PR";
  /**
   * Publication time in ms.
   */
  createdAt: number;
}
/**
 * A banner.
 */
export interface GatewayBanner {
  /**
   * Alt text.
   */
  title: string;
  /**
   * Image path.
   */
  url: string;
  /**
   * Banner group (w_home, w_login, ...).
   */
  groupName: string;
  /**
   * NONE, or URL when href is set.
   */
  linkageType: "NONE" | "URL";
  /**
   * Where a click goes (empty for none).
   */
  href: string;
}
/**
 * Registration fields (specification section 3); which are required is decided by the register settings.
 */
export interface RegisterUser {
  /**
   * Account name.
   */
  username?: string;
  /**
   * Password.
   */
  password?: string;
  /**
   * Repeat of password.
   */
  confirmPassword?: string;
  /**
   * Real name.
   */
  payeeName?: string;
  /**
   * Email.
   */
  email?: string;
  /**
   * QQ number.
   */
  qqNum?: string;
  /**
   * Mobile number without dialling code.
   */
  mobileNum?: string;
  /**
   * Recommender.
   */
  recommenderId?: string;
  /**
   * Captcha text, when the captcha field is enabled.
   */
  captcha?: string;
  /**
   * SMS code.
   */
  verificationCode?: string;
  /**
   * Agent affiliate code.
   */
  affiliateCode?: string;
  /**
   * Payment password.
   */
  paymentPassword?: string;
  /**
   * LINE id.
   */
  line?: string;
  /**
   * WhatsApp.
   */
  whatsapp?: string;
  /**
   * Facebook.
   */
  facebook?: string;
  /**
   * WeChat.
   */
  wechat?: string;
  /**
   * Telegram.
   */
  telegram?: string;
  /**
   * Zalo.
   */
  zalo?: string;
  /**
   * Id number.
   */
  idNumber?: string;
  /**
   * Nickname.
   */
  nickname?: string;
  /**
   * Birthday.
   */
  birthday?: string;
  /**
   * Address.
   */
  address?: string;
  /**
   * Nationality.
   */
  nationality?: string;
  /**
   * Place of birth.
   */
  placeOfBirth?: string;
  /**
   * Occupation.
   */
  occupation?: string;
  /**
   * Source of income.
   */
  sourceOfIncome?: string;
  /**
   * Invented: the player confirmed being of the merchant's minimum age; required where the jurisdiction preset asks for age confirmation (register.age.unconfirmed otherwise).
   */
  ageConfirmed?: boolean;
  /**
   * Referral code from the query parameter referralCode.
   */
  referralCode?: string;
  /**
   * Host name the site runs on.
   */
  domain?: string;
  /**
   * Dialling code without +.
   */
  countryDialingCode?: string;
  /**
   * Always WEB from the site.
   */
  registerMethod?: string;
  /**
   * Log in at once (always true from the site).
   */
  login?: boolean;
  /**
   * Device id kept by the client (a UUID).
   */
  loginDeviceId?: string;
  /**
   * sms when the number was verified through the merchant's phone-authentication provider (registration.phoneAuth); then firebaseIdToken replaces verificationCode.
   */
  firebaseChannel?: string;
  /**
   * The provider's id token for the number (the reference provider's from POST /wps/phone-auth/confirm); checked by the gateway: a forged one answers phone.auth.token.invalid, an expired one phone.auth.token.expired, one for another number phone.auth.token.mismatch.
   */
  firebaseIdToken?: string;
}
/**
 * A refused call: errorCode is stable, message is for people; value may carry details (a failed login's captcha flag).
 */
export interface Failure {
  /**
   * The call was refused.
   */
  success: false;
  /**
   * null, or details such as { captcha: true }.
   */
  value: null | {
    [k: string]: unknown | undefined;
  };
  /**
   * Human-readable reason.
   */
  message: string;
  /**
   * Stable code, e.g. login.not.session, function.not.available, request.invalid.
   */
  errorCode: string;
}
/**
 * A wallet.
 */
export interface WalletBalance {
  /**
   * Wallet type: 0 the main wallet, 1 a vendor wallet.
   */
  accountTypeId: number;
  /**
   * Available, in major units.
   */
  availBalance: number;
  /**
   * The vendor code of a vendor wallet (accountTypeId 1); absent for the main wallet.
   */
  vendor?: string;
}
/**
 * One line of payment instructions.
 */
export interface PayToLine {
  /**
   * What the value is, in the request's language.
   */
  label: string;
  /**
   * The value to copy.
   */
  value: string;
}
/**
 * A way to pay in. Amounts in major units of the merchant's currency.
 */
export interface DepositChannel {
  /**
   * The channel's id.
   */
  channelId: string;
  /**
   * Bank transfer, e-wallet, QR payment, card or crypto.
   */
  kind: "BANK" | "EWALLET" | "QR" | "CARD" | "CRYPTO";
  /**
   * The channel's name in the request's language.
   */
  name: string;
  /**
   * The smallest deposit.
   */
  min: number;
  /**
   * The largest deposit.
   */
  max: number;
  /**
   * Percent of the amount kept as a fee (rounded down to the minor unit).
   */
  feePercent: number;
  /**
   * A fixed fee added to the percentage.
   */
  feeFixed: number;
  /**
   * How long processing takes, in the request's language; empty when the channel has none.
   */
  note: string;
  /**
   * The channel's icon: a root-relative address on the site (the reference gateway gives the tenant config's asset, which the build copies into the site) or an https address. Absent when the channel has none: the page shows its kind's glyph. Invented: the specification has no icon per channel.
   */
  icon?: string;
}
/**
 * A deposit order. Amounts in major units.
 */
export interface DepositOrder {
  /**
   * The order's id (the operator's CLI names it).
   */
  orderId: number;
  /**
   * What the member writes on the payment so it can be matched.
   */
  reference: string;
  /**
   * The channel's id.
   */
  channelId: string;
  /**
   * The channel's name in the request's language (its id when the merchant no longer offers it).
   */
  channelName: string;
  /**
   * The channel's kind.
   */
  kind: "BANK" | "EWALLET" | "QR" | "CARD" | "CRYPTO";
  /**
   * What the member pays.
   */
  amount: number;
  /**
   * What the channel keeps.
   */
  fee: number;
  /**
   * What reaches the main wallet: amount less fee.
   */
  credit: number;
  /**
   * PENDING until the operator approves (CREDITED: the credit is in the main wallet) or fails it (FAILED: nothing moved).
   */
  status: "PENDING" | "CREDITED" | "FAILED";
  /**
   * Why a FAILED order failed; empty otherwise.
   */
  reason: string;
  /**
   * When it was requested, ms since the epoch.
   */
  createdAt: number;
  /**
   * When it was credited or failed, ms since the epoch; absent while PENDING.
   */
  settledAt?: number;
  /**
   * Where to pay, in the request's language.
   */
  payTo: PayToLine[];
}
/**
 * A bank account or e-wallet the member is paid out to.
 */
export interface PayoutAccount {
  /**
   * The account's id.
   */
  accountId: number;
  /**
   * The provider's id.
   */
  providerId: string;
  /**
   * The provider's name in the request's language (its id when the merchant no longer offers it).
   */
  providerName: string;
  /**
   * Bank or e-wallet.
   */
  kind: "BANK" | "EWALLET";
  /**
   * The name the account is held in.
   */
  accountName: string;
  /**
   * The number with all but its last four characters masked (•••• 7890).
   */
  accountNumber: string;
}
/**
 * A withdrawal order. Amounts in major units.
 */
export interface WithdrawalOrder {
  /**
   * The order's id (the operator's CLI names it).
   */
  orderId: number;
  /**
   * The order's reference: W and 8 digits.
   */
  reference: string;
  account: PayoutAccount;
  /**
   * What left the main wallet (held while PENDING).
   */
  amount: number;
  /**
   * What the merchant keeps.
   */
  fee: number;
  /**
   * What reaches the payout account: amount less fee.
   */
  payout: number;
  /**
   * PENDING (held) until the operator approves it (APPROVED: paid out) or rejects it (REJECTED: the amount is back in the main wallet).
   */
  status: "PENDING" | "APPROVED" | "REJECTED";
  /**
   * Why a REJECTED order was rejected; empty otherwise.
   */
  reason: string;
  /**
   * When it was requested, ms since the epoch.
   */
  createdAt: number;
  /**
   * When it was approved or rejected, ms since the epoch; absent while PENDING.
   */
  settledAt?: number;
  /**
   * Once APPROVED: what the member confirmed. AWAITING until they say; PARTIAL with `received`; RECEIVED; NOT_RECEIVED (with proof, for the operator to answer: see `dispute`); FORCED when unconfirmed by `receiptDueAt` (counts as received, not refunded). Absent before approval.
   */
  receipt?: "AWAITING" | "PARTIAL" | "RECEIVED" | "NOT_RECEIVED" | "FORCED";
  /**
   * What the member confirmed as arrived, in major units (0 until they say).
   */
  received?: number;
  /**
   * What has not arrived yet: payout less received (0 once RECEIVED or FORCED).
   */
  remaining?: number;
  /**
   * Until when (ms since the epoch) the member can confirm; absent before approval.
   */
  receiptDueAt?: number;
  /**
   * The operator's answer to a NOT_RECEIVED receipt: REFUNDED (what did not arrive, and the fee when nothing did, is back in the main wallet) or UPHELD (the payout did arrive; `disputeReason` says how it was checked). Absent until answered.
   */
  dispute?: "REFUNDED" | "UPHELD";
  /**
   * Why an UPHELD dispute was closed, as the operator wrote it.
   */
  disputeReason?: string;
}
/**
 * Sums over the whole period and filter, in major units.
 */
export interface BetTotals {
  /**
   * How many bets.
   */
  bets: number;
  /**
   * What was staked.
   */
  stake: number;
  /**
   * What counts towards turnover: stakes, less pushes.
   */
  validBet: number;
  /**
   * What the games paid back.
   */
  payout: number;
  /**
   * The member's result: payout less stake (negative: a loss).
   */
  winLoss: number;
}
/**
 * A platform message to one member.
 */
export interface Message {
  /**
   * Its id.
   */
  id: number;
  /**
   * Title in English (or as the operator wrote it).
   */
  title: string;
  /**
   * Text in English (or as the operator wrote it).
   */
  body: string;
  /**
   * For a notification: the event, so a site writes it in its own words from params. Absent for an operator's message.
   */
  kind?:
    | "deposit.credited"
    | "deposit.failed"
    | "withdrawal.approved"
    | "withdrawal.rejected"
    | "withdrawal.refunded"
    | "withdrawal.upheld"
    | "transfer.received"
    | "feedback.replied"
    | "contract.offered"
    | "contract.termination"
    | "contract.accepted"
    | "contract.rejected"
    | "contract.ended"
    | "promotion.approved"
    | "promotion.rejected"
    | "vip.promoted";
  /**
   * The notification's values (reference, amount, credit, paid, reason, from, relation, feedbackId; a contract's contractId, kind, upline, downline; a promotion's promotionId, title and a rejection's reason; vip.promoted's level, label).
   */
  params?: {
    [k: string]: string | number | undefined;
  };
  /**
   * When it was sent (ms since the epoch).
   */
  createdAt: number;
  /**
   * The member has opened it (or marked all read).
   */
  read: boolean;
}
/**
 * What the feedback is about: account and security, deposits, withdrawals, games, promotions, a suggestion, or something else.
 */
export type FeedbackType = "ACCOUNT" | "DEPOSIT" | "WITHDRAWAL" | "GAME" | "PROMOTION" | "SUGGESTION" | "OTHER";
/**
 * Feedback a member sent, with the operator's replies.
 */
export interface Feedback {
  /**
   * Its id.
   */
  id: number;
  type: FeedbackType;
  /**
   * What the member wrote.
   */
  content: string;
  /**
   * Images sent with it.
   */
  images: number;
  /**
   * When it was sent (ms since the epoch).
   */
  createdAt: number;
  /**
   * The operator's replies, oldest first.
   */
  replies: FeedbackReply[];
}
/**
 * One reply.
 */
export interface FeedbackReply {
  /**
   * What the operator wrote.
   */
  text: string;
  /**
   * When (ms since the epoch).
   */
  createdAt: number;
}
/**
 * The member's profile as the security centre shows it.
 */
export interface MemberProfile {
  /**
   * Account name.
   */
  account: string;
  /**
   * Nickname (the account when none).
   */
  nickname: string;
  /**
   * The bound mobile number masked but for its last 4 digits, or empty.
   */
  mobile: string;
  /**
   * The bound email masked, or empty.
   */
  email: string;
  /**
   * The optional registration fields the merchant collects (enabled in registration.fields: payeeName, birthday, address, line, ...), each with the member's value ('' when none).
   */
  fields: {
    [k: string]: string | undefined;
  };
  /**
   * Fields that are set once and have a value: the member cannot change them (the operator can).
   */
  locked: string[];
}
/**
 * A redemption of a good of the points mall.
 */
export interface PointRedemption {
  /**
   * The redemption.
   */
  redemptionId: number;
  /**
   * The good.
   */
  goodId: number;
  /**
   * The good's name in the page's language.
   */
  goodName: string;
  /**
   * Units.
   */
  quantity: number;
  /**
   * What one unit is called.
   */
  unit: string;
  /**
   * Points it took.
   */
  points: number;
  /**
   * Major units it took from the main wallet (0 when none).
   */
  amount: number;
  /**
   * In process until the operator decides.
   */
  status: "IN_PROCESS" | "REJECTED" | "APPROVED";
  /**
   * The operator's remark (why it was rejected, a tracking number), or empty.
   */
  remark: string;
  /**
   * The receiving address given.
   */
  address?: string;
  /**
   * The account given to pay into.
   */
  paidAccount?: string;
  /**
   * When asked, ms since the epoch.
   */
  createdAt: number;
  /**
   * When decided.
   */
  decidedAt?: number;
}
/**
 * What a part of an agent's team played in a period (the agent centre's reports); money in major units.
 */
export interface ReportFigures {
  /**
   * How many bets.
   */
  bets: number;
  /**
   * Accounts with at least one of those bets (active players).
   */
  players: number;
  /**
   * What was staked.
   */
  stake: number;
  /**
   * What counts towards turnover: stakes, less pushes.
   */
  validBet: number;
  /**
   * What the games paid back.
   */
  payout: number;
  /**
   * What the play earned the house: stakes less payouts (negative when the players won).
   */
  profit: number;
}
/**
 * Dividend (period profit), daily salary (daily valid bet), hourly salary (hourly valid bet) or real-time salary (win and loss rates, every 5 minutes).
 */
export type ContractKind = "DIVIDEND" | "DAILY" | "HOURLY" | "REALTIME";
/**
 * How often a contract settles, in the merchant's time zone: a dividend daily, weekly (from Monday), semimonthly (1st-15th, 16th-end) or monthly; a daily salary DAILY; an hourly one HOURLY; a real-time one every 5 minutes (SLOT5).
 */
export type ContractPeriod = "DAILY" | "WEEKLY" | "SEMIMONTHLY" | "MONTHLY" | "HOURLY" | "SLOT5";
/**
 * A tier: its rate applies when the downline's team reaches both minimums in the period (a salary's activeMembers is 0).
 */
export interface ContractTier {
  /**
   * Rate in percent (at most 2 decimals). At most 2 decimals (contract.terms.invalid otherwise).
   */
  rate: number;
  /**
   * Dividends: members of the team with a bet in the period, at least.
   */
  activeMembers: number;
  /**
   * The team's valid bet in the period, at least (major units).
   */
  validBet: number;
}
/**
 * A contract between an upline agent and a direct sub-agent downline.
 */
export interface Contract {
  /**
   * The contract.
   */
  id: number;
  kind: ContractKind;
  /**
   * PENDING: offered, waiting for the downline; ACTIVE: accepted; REJECTED; TERMINATED (see endReason).
   */
  status: "PENDING" | "ACTIVE" | "REJECTED" | "TERMINATED";
  /**
   * The upline agent (who pays nothing: the house pays).
   */
  upline: string;
  /**
   * The downline agent, who is paid.
   */
  downline: string;
  period: ContractPeriod;
  /**
   * Dividend and daily or hourly salary: the tiers, lowest minimums first (empty for a real-time salary).
   *
   * @maxItems 5
   */
  tiers: ContractTier[];
  /**
   * Real-time salary: percent of the valid bet in a slot the team won or drew (null otherwise).
   */
  winRate: number | null;
  /**
   * Real-time salary: percent of the house's profit in a slot the team lost (null otherwise).
   */
  lossRate: number | null;
  /**
   * The highest rate of the terms (what "a lower rate" compares), percent. At most 2 decimals (contract.terms.invalid otherwise).
   */
  topRate: number;
  /**
   * When it was offered (ms).
   */
  offeredAt: number;
  /**
   * When the downline accepted (ms): play counts from then.
   */
  startedAt: number | null;
  /**
   * When it was rejected or ended (ms).
   */
  endedAt: number | null;
  /**
   * Why it ended: rejected; ended by the downline; by the upline with the downline agreeing; replaced by a newer contract; an offer the upline withdrew.
   */
  endReason: ("rejected" | "downline" | "upline" | "replaced" | "withdrawn") | null;
  /**
   * ACTIVE: the upline asked to end it; the downline accepts (it ends) or rejects (it stays).
   */
  terminationAsked: boolean;
  /**
   * PENDING: the top rate of the active contract of this kind that accepting ends (null when there is none).
   */
  replacesRate: number | null;
  /**
   * PENDING: the offer has a lower top rate than the active contract it would end.
   */
  lowerRate: boolean;
}
/**
 * One settled period of a contract: the figures, the tier and rate applied, and what the house paid the downline (major units).
 */
export interface ContractSettlement {
  /**
   * The settlement.
   */
  id: number;
  /**
   * Its contract.
   */
  contractId: number;
  /**
   * The upline of the contract.
   */
  upline: string;
  /**
   * The downline paid.
   */
  downline: string;
  /**
   * Period from (ms, included).
   */
  periodStart: number;
  /**
   * Period to (ms, excluded).
   */
  periodEnd: number;
  /**
   * Members of the downline's team with a bet in the period (while the contract was active).
   */
  activeMembers: number;
  /**
   * The team's valid bet then.
   */
  validBet: number;
  /**
   * The house's profit from the team's play then (stakes less payouts; negative when the team won).
   */
  profit: number;
  /**
   * What the rate applied to.
   */
  basis: "PROFIT" | "VALID_BET";
  /**
   * The figure the rate applied to.
   */
  base: number;
  /**
   * The tier met, from 1 (0: none, nothing due).
   */
  tier: number;
  /**
   * The rate applied, percent. At most 2 decimals (contract.terms.invalid otherwise).
   */
  rate: number;
  /**
   * Paid to the downline main wallet (rate × base, rounded down); 0 when nothing was due.
   */
  amount: number;
  /**
   * When it was settled (ms).
   */
  settledAt: number;
}
/**
 * An agent's contracts of one kind and their settlements.
 */
export interface ContractsPage {
  /**
   * The agent's upline's username; null for an agent at the top of its tree, which has no contract to receive on (the page then shows the paid side alone).
   */
  upline: string | null;
  /**
   * The agent's active contract of this kind with its upline.
   */
  contract: Contract | null;
  /**
   * A new contract the upline offers, waiting for the agent.
   */
  offer: Contract | null;
  /**
   * The agent's direct sub-agent downlines (at most 200, by account) with their contracts of this kind.
   */
  downlines: DownlineContracts[];
  records: ContractRecords;
}
/**
 * A direct downline agent and its contracts with this agent.
 */
export interface DownlineContracts {
  /**
   * Account name.
   */
  account: string;
  /**
   * Nickname (may be empty).
   */
  nickname: string;
  /**
   * Its active contract of this kind.
   */
  contract: Contract | null;
  /**
   * An offer of this kind waiting for it.
   */
  offer: Contract | null;
}
/**
 * One page of settlements of the asked side in the period, newest first.
 */
export interface ContractRecords {
  /**
   * The side listed: the one asked, or the agent's own (the query's side).
   */
  side: "RECEIVED" | "PAID";
  /**
   * The page.
   */
  list: ContractSettlement[];
  /**
   * Pages in all.
   */
  totalPages: number;
  /**
   * Settlements in the period.
   */
  totalCount: number;
  /**
   * What they paid in all (major units).
   */
  totalAmount: number;
}
/**
 * An agent's contracts of a kind: the settlements period, which side, and paging.
 */
export interface ContractsQuery {
  /**
   * Settlements of periods that began from (ms, included): the start of a day in the merchant's time zone.
   */
  startTime: number;
  /**
   * To (ms, excluded); at most 92 days after startTime (records.range.invalid otherwise).
   */
  endTime: number;
  /**
   * RECEIVED: paid to this agent on its contract with its upline; PAID: paid to its downlines on their contracts with it. Absent: the agent's own side, RECEIVED while it has an active contract of the kind with its upline, else PAID (records.side says which was listed).
   */
  side?: "RECEIVED" | "PAID";
  /**
   * Page, from 1.
   */
  pageNo?: number;
  /**
   * Per page.
   */
  pageSize?: number;
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * An action on a contract and what it needs.
 */
export interface ContractAction {
  /**
   * What to do.
   */
  action: "OFFER" | "ACCEPT" | "REJECT" | "TERMINATE";
  /**
   * ACCEPT, REJECT, TERMINATE: the contract.
   */
  contractId?: number;
  /**
   * OFFER: the direct downline agent.
   */
  downline?: string;
  /**
   * OFFER, dividends: how often it settles (MONTHLY by default).
   */
  period?: "DAILY" | "WEEKLY" | "SEMIMONTHLY" | "MONTHLY";
  /**
   * OFFER (not real-time): the tiers.
   *
   * @minItems 1
   * @maxItems 5
   */
  tiers?: ContractTier[];
  /**
   * OFFER, real-time: percent of the valid bet in a slot the team did not lose. At most 2 decimals (contract.terms.invalid otherwise).
   */
  winRate?: number;
  /**
   * OFFER, real-time: percent of the house's profit in a slot the team lost. At most 2 decimals (contract.terms.invalid otherwise).
   */
  lossRate?: number;
}
/**
 * A promotion with the asker's state in it (invented: the platform's promotion objects are not specified). Amounts in major units.
 */
export interface Promotion {
  /**
   * Its id.
   */
  promotionId: number;
  /**
   * In the page's language (the platform's fallback: EN, the merchant's default, any).
   */
  title: string;
  /**
   * The rules as HTML in the page's language, as the operator wrote them: the site sanitises it like an announcement's content.
   */
  rules: string;
  /**
   * The banner image's URL (a path on the gateway when it draws one).
   */
  banner: string;
  /**
   * When taking part opens (ms since the epoch).
   */
  startsAt: number;
  /**
   * When it closes (ms since the epoch; earlier when the operator closed it).
   */
  endsAt: number;
  /**
   * Who is shown it: everyone, members only, or members registered since it started (and visitors).
   */
  audience: "ALL" | "MEMBERS" | "NEW_MEMBERS";
  /**
   * AUTO: the member joins and the bonus is issued on a qualifying deposit; APPLY: the member applies (comment, images) and the operator decides.
   */
  kind: "AUTO" | "APPLY";
  /**
   * AUTO: the smallest credited deposit (after fee) in the period, after joining, that issues the bonus.
   */
  minDeposit?: number;
  bonus: PromotionBonus;
  /**
   * The valid bet asked before a withdrawal: the bonus times this.
   */
  turnoverMultiple: number;
  /**
   * The asker's state (specification section 4): JOIN (open; may join or apply by kind), JOINED (joined an AUTO one, its deposit not credited yet), APPLYING (application waiting), REJECTED, ISSUED (bonus waiting to be claimed), PROCESS (claimed; its turnover requirement not met yet), CLAIMED (claimed and bet through), COMING_SOON (not started), CLOSED (ended or closed without a bonus for the asker).
   */
  state: "JOIN" | "APPLYING" | "REJECTED" | "ISSUED" | "CLAIMED" | "PROCESS" | "JOINED" | "COMING_SOON" | "CLOSED";
  /**
   * ISSUED, PROCESS, CLAIMED: the bonus.
   */
  amount?: number;
  /**
   * REJECTED: the operator's reason.
   */
  reason?: string;
}
/**
 * What it pays.
 */
export interface PromotionBonus {
  /**
   * A fixed amount, or a percentage of the qualifying deposit.
   */
  kind: "FIXED" | "PERCENT";
  /**
   * FIXED: the amount; PERCENT: the percentage.
   */
  value: number;
  /**
   * PERCENT: the most it pays.
   */
  cap?: number;
}
/**
 * A lottery game.
 */
export interface LotteryGame {
  /**
   * Game code.
   */
  gameCode: string;
  /**
   * Name.
   */
  gameName: string;
  /**
   * Vendor.
   */
  vassalage: string;
  /**
   * Prize mode.
   */
  prizeMode: string;
  /**
   * Minutes between draws.
   */
  drawIntervalMinutes: number;
  /**
   * Next draw in ms.
   */
  nextDrawTime: number;
  /**
   * Issue number now on sale.
   */
  currentNumero: string;
}
/**
 * A draw.
 */
export interface Draw {
  /**
   * Issue number.
   */
  numero: string;
  /**
   * Draw time in ms.
   */
  openTime: number;
  /**
   * Drawn numbers (two-digit strings for VN, else digits).
   */
  numbers: string[];
}
/**
 * Past draws, newest first.
 */
export interface OpenedNumbersValue {
  /**
   * Draws.
   */
  list: Draw[];
}
/**
 * How one registration field behaves.
 */
export interface RegisterFieldRule {
  /**
   * Shown.
   */
  enabled: boolean;
  /**
   * Must be filled in.
   */
  required: boolean;
  /**
   * The regular expression; * accepts anything.
   */
  acceptedPattern: string;
  /**
   * Pattern catalogue id (error key reg_pattern_<id>).
   */
  patternId: string;
  /**
   * Fewest characters.
   */
  minLength: number;
  /**
   * Most characters.
   */
  maxLength: number;
}
/**
 * Field name → rule; a field that is absent is not shown.
 */
export interface RegisterSettings {
  [k: string]: RegisterFieldRule | undefined;
}
/**
 * Where the code went.
 */
export interface SmsValue {
  /**
   * Minutes the code stays valid.
   */
  expiredMinutes: number;
}
/**
 * One switch; enabled is "1" for on.
 */
export interface WhitelabelNode {
  /**
   * Switch or group id.
   */
  modId: string;
  /**
   * "1" on, "0" off.
   */
  enabled: "0" | "1";
  /**
   * Switches under this one.
   */
  childrenNodes: WhitelabelNode[];
}
/**
 * A member's player protection.
 */
export interface ProtectionState {
  /**
   * Every deposit and loss limit (DAY, WEEK, MONTH of each), set or not.
   */
  limits: ProtectionLimit[];
  /**
   * The reality check's interval in minutes (the jurisdiction's default until the member sets one).
   */
  realityCheckMinutes: number;
  /**
   * Time-out lengths on offer, in days.
   */
  timeOutDays: number[];
  /**
   * Self-exclusion lengths on offer, in months.
   */
  selfExclusionMonths: number[];
  /**
   * Hours before a raised or removed limit applies.
   */
  limitRaiseDelayHours: number;
  /**
   * When a time-out or self-exclusion in force ends, ms since the epoch; absent when none.
   */
  breakUntil?: number;
  /**
   * The break in force; absent when none.
   */
  breakKind?: "timeOut" | "selfExclusion";
}
/**
 * One limit in its current window.
 */
export interface ProtectionLimit {
  /**
   * Deposits made, or net losses.
   */
  kind: "deposit" | "loss";
  /**
   * The window, in the merchant's time zone.
   */
  period: "DAY" | "WEEK" | "MONTH";
  /**
   * The limit in force, major units; null when none.
   */
  amount: number | null;
  /**
   * Deposited (pending and credited orders) or lost (stakes less wins, at least 0) in the current window.
   */
  used: number;
  /**
   * What is left of the limit in this window (at least 0); null when none.
   */
  left: number | null;
  /**
   * When the current window ends, ms since the epoch.
   */
  resetsAt: number;
  pending?: PendingLimit;
  /**
   * Invented: the operator set this limit; until then (ms since the epoch) the member may lower it but not raise or remove it (protection.limit.locked). Absent for the member's own limit.
   */
  lockedUntil?: number;
}
/**
 * A raise or removal waiting for its delay.
 */
export interface PendingLimit {
  /**
   * The amount it becomes; null: removed.
   */
  amount: number | null;
  /**
   * When it applies, ms since the epoch.
   */
  appliesAt: number;
}
/**
 * A login's fields: a name and a password (or a mobile number and an SMS code) and how the client signs in.
 */
export interface LoginFields {
  /**
   * Account name, or the mobile number for type sms.
   */
  username: string;
  /**
   * Password, or the SMS code for type sms.
   */
  password: string;
  /**
   * Captcha text; required once a failed login answered captcha true.
   */
  captcha?: string;
  /**
   * username or sms.
   */
  type?: "username" | "sms";
  /**
   * Device id kept by the client (a UUID).
   */
  loginDeviceId?: string;
  /**
   * Slider-captcha answer: the piece's x offset in px, as digits, for the challenge of GET /wps/captcha/slider. Once a failed login answered captcha true, either it or captcha (the image's text) is required.
   */
  sliderData?: string | {} | null;
  /**
   * Invented: keep this browser signed in for 24 hours (spec §9's remember-me cookie). A successful login sets an HttpOnly cookie that POST /wps/session/resume turns into a new session; logout and a password change revoke it.
   */
  rememberMe?: boolean;
}
/**
 * Which lottery games to list: a prize mode for a device class, in a language.
 */
export interface LotteryMenuQuery {
  /**
   * Prize mode.
   */
  prizeMode?: "LOTT" | "ZY" | "ELOTT" | "SEA";
  /**
   * Device class, WEB on the site.
   */
  device?: string;
  /**
   * Platform language code (EN, TY, VI, ...).
   */
  language?: string;
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * A period of at most 92 days, a game type filter and paging.
 */
export interface GameTypePeriodQuery {
  /**
   * From (ms since the epoch, included): the start of a day in the merchant's time zone.
   */
  startTime: number;
  /**
   * To (ms since the epoch, excluded); at most 92 days after startTime (records.range.invalid otherwise).
   */
  endTime: number;
  /**
   * Only bets of this game type; ALL (the default) for every type.
   */
  gameType?: GameType | "ALL";
  /**
   * Page, from 1.
   */
  pageNo?: number;
  /**
   * Per page.
   */
  pageSize?: number;
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * An account on the way down an agent's tree (downline management's breadcrumb).
 */
export interface TreeStep {
  /**
   * Its id, what parentId takes.
   */
  id: number;
  /**
   * Its username.
   */
  account: string;
}
/**
 * One account of an agent's team, as downline management shows it.
 */
export interface Downline {
  /**
   * Its id, what parentId takes to list its own downlines.
   */
  id: number;
  /**
   * Its username: what a transfer names.
   */
  account: string;
  /**
   * Its nickname; may be empty.
   */
  nickname: string;
  /**
   * A member, or an agent (types 1, 2, 41, 42) with a team of its own.
   */
  kind: "MEMBER" | "AGENT";
  /**
   * Its upline's username (the parent, or an account below it in a search).
   */
  upline: string;
  /**
   * Whether it is the asking agent's own direct downline: only those can be sent money.
   */
  direct: boolean;
  /**
   * What its wallets hold in all (main and vendor wallets), in major units.
   */
  balance: number;
  /**
   * ONLINE with a live session; LOCKED while too many failed logins lock its name; OFFLINE otherwise.
   */
  status: "ONLINE" | "OFFLINE" | "LOCKED";
  /**
   * Registration time, ms since the epoch.
   */
  regDate: number;
  /**
   * Its latest login, ms since the epoch; null when it never logged in.
   */
  lastLogin: number | null;
  /**
   * For an agent, the accounts at every level below it (trial accounts aside); 0 for a member.
   */
  teamSize: number;
  /**
   * For a direct sub-agent: its contracts with the agent that are active or offered and waiting (the agent centre's contract column); absent for deeper accounts.
   */
  contracts?: DownlineContract[];
}
/**
 * One contract.
 */
export interface DownlineContract {
  kind: ContractKind;
  /**
   * Active, or offered and waiting for the downline.
   */
  status: "ACTIVE" | "PENDING";
}
/**
 * One bet, as the member's betting record and an agent's detail of a team account list it.
 */
export interface BetRecord {
  /**
   * The bet's id.
   */
  betId: number;
  gameType: GameType;
  /**
   * The vendor code.
   */
  vendor: string;
  /**
   * The game's name; its node id where the catalogue no longer has it.
   */
  gameName: string;
  /**
   * What was staked.
   */
  stake: number;
  /**
   * What counted towards turnover (0 for a push).
   */
  validBet: number;
  /**
   * What the game paid back.
   */
  payout: number;
  /**
   * Payout less stake.
   */
  winLoss: number;
  /**
   * When, ms since the epoch.
   */
  placedAt: number;
}
/**
 * Success: value carries the payload.
 */
export interface Success<T> {
  /**
   * The call did what was asked.
   */
  success: true;
  /**
   * The payload: each call's response names its type.
   */
  value: T;
  /**
   * Informational message.
   */
  message?: string;
  /**
   * Unused on success.
   */
  errorCode?: string;
}
