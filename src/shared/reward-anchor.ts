// Where the announcement popup's go-to-promotion button lands in the reward centre (specification
// section 2: the button opens the reward centre when the item has a promotionType).

/** The reward centre's ticket kinds, each with a card of its own. */
const TICKET_KINDS = ['RED_ENVELOPE', 'WHEEL', 'GOLDEN_EGG'] as const;

/**
 * The id of the place in the reward centre an announcement's promotionType points to: the card of
 * that kind of ticket, or else the promotion bonuses (a deposit bonus, a first-login gift, ...).
 */
export function rewardAnchor(promotionType: string): string {
  const kind = TICKET_KINDS.find((k) => k === promotionType.toUpperCase());
  return kind ? `reward-${kind.toLowerCase()}` : 'reward-promotions';
}
