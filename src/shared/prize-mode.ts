// The prize mode a lottery page asks the lottery gateway for (specification section 4: "Prize
// mode becomes ELOTT if vendor data has an ELOTT card named TCG_LOTTO_VN or LOTT, otherwise LOTT.
// Other modes: ZY, SEA").
//
// "Named" means the card's vendor code (vassalage): it is what identifies a vendor on the wire,
// the same in every language, whereas displayName is a translated label and gameCode names the
// vendor's lobby (TCG_LOTTO_VN_LOBBY on the reference gateway). A card is an ELOTT card when its
// lane or category is ELOTT, or the card itself says gameType ELOTT.

/** The lottery gateway's prize modes. */
export type PrizeMode = 'LOTT' | 'ZY' | 'ELOTT' | 'SEA';

/** The lottery pages (routes /lottery, /seaLottery, /vnLottery, /zyLottery). */
export type LotteryPage = 'lottery' | 'seaLottery' | 'vnLottery' | 'zyLottery';

/** Every lottery page, in the order the routes list them. */
export const LOTTERY_PAGES: readonly LotteryPage[] = ['lottery', 'seaLottery', 'vnLottery', 'zyLottery'];

/**
 * The lottery screen of a vendor's draws: the vendor whose prize mode has a page of its own goes
 * there (TCG_SEA the SEA lottery, VR the ZY lottery, TCG_LOTTO_VN the Vietnamese e-lottery), any
 * other to /lottery, which picks its mode from the vendor data.
 */
export function lotteryPageOf(vassalage: string): LotteryPage {
  if (vassalage === 'TCG_SEA') return 'seaLottery';
  if (vassalage === 'VR') return 'zyLottery';
  if (vassalage === 'TCG_LOTTO_VN') return 'vnLottery';
  return 'lottery';
}

/** Vendor codes whose ELOTT card turns /lottery into the e-lottery. */
const ELOTT_VENDORS: readonly string[] = ['TCG_LOTTO_VN', 'LOTT'];

/** A lane of gamesNewVendors (gameType) or a category of the game menus (gameCategory), with its vendor cards. */
export interface VendorGroup {
  gameType?: string;
  gameCategory?: string;
  cards: ReadonlyArray<{ vassalage: string; gameType?: string }>;
}

/**
 * The prize mode of a lottery page. /seaLottery is the SEA lottery, /vnLottery the Vietnamese
 * e-lottery and /zyLottery the ZY (VR) lottery, whatever the vendor data says; /lottery is ELOTT
 * when the vendor data has an ELOTT card of TCG_LOTTO_VN or LOTT, else LOTT. The specification
 * names the ZY mode but no page for it: /zyLottery is this project's, shaped like /seaLottery.
 */
export function prizeMode(groups: readonly VendorGroup[], page: LotteryPage): PrizeMode {
  if (page === 'seaLottery') return 'SEA';
  if (page === 'zyLottery') return 'ZY';
  if (page === 'vnLottery') return 'ELOTT';
  const elott = groups.some((group) =>
    group.cards.some(
      (card) => (card.gameType ?? group.gameType ?? group.gameCategory) === 'ELOTT' && ELOTT_VENDORS.includes(card.vassalage),
    ),
  );
  return elott ? 'ELOTT' : 'LOTT';
}

/** The game type a lottery game launches under: the e-lottery's games are ELOTT, every other mode's LOTT. */
export function lotteryGameType(mode: PrizeMode): 'ELOTT' | 'LOTT' {
  return mode === 'ELOTT' ? 'ELOTT' : 'LOTT';
}

/** The next draw at or after `now`: the gateway's nextDrawTime, moved on by whole intervals once it has passed. */
export function nextDraw(nextDrawTime: number, intervalMinutes: number, now: number): number {
  const interval = intervalMinutes * 60_000;
  if (nextDrawTime > now || interval <= 0) return nextDrawTime;
  return nextDrawTime + (Math.floor((now - nextDrawTime) / interval) + 1) * interval;
}

/** Seconds as the countdown shows them: h:mm:ss past an hour, else mm:ss. */
export function countdownText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const [h, m, sec] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  return h > 0 ? `${h}:${two(m)}:${two(sec)}` : `${two(m)}:${two(sec)}`;
}
