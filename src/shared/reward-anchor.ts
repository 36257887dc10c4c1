// Where the announcement popup's go-to-promotion button lands in the reward centre (specification
// section 2: the button opens the reward centre when the item has a promotionType).

/** The reward centre's ticket kinds, each with a card of its own. */
const TICKET_KINDS = ['RED_ENVELOPE', 'WHEEL', 'GOLDEN_EGG'] as const;

/** The id of one promotion's card in the reward centre. */
export function promotionAnchor(promotionId: number): string {
  return `reward-promotion-${promotionId}`;
}

/** The promotion a reward-centre place is the card of, or null for any other place. */
export function promotionOfAnchor(anchor: string): number | null {
  const id = /^reward-promotion-(\d{1,15})$/.exec(anchor)?.[1];
  return id === undefined ? null : Number(id);
}

/**
 * The id of the place in the reward centre an announcement points to: the card of the promotion
 * it advertises (promotionId, ours), else by its promotionType the card of that kind of ticket, or
 * else the promotion bonuses (a deposit bonus, a first-login gift, ...).
 */
export function rewardAnchor(announcement: { promotionType: string | null; promotionId?: number }): string {
  if (announcement.promotionId !== undefined) return promotionAnchor(announcement.promotionId);
  const kind = TICKET_KINDS.find((k) => k === announcement.promotionType?.toUpperCase());
  return kind ? `reward-${kind.toLowerCase()}` : 'reward-promotions';
}
