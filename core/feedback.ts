// Feedback rules both the form and the gateway check (specification section 5): the description's
// words within the merchant's bounds (support.feedback), images png or jpg, at most 3 of 5 MB.

/** What a feedback is about, in the order the form offers them. */
export const FEEDBACK_TYPES = ['ACCOUNT', 'DEPOSIT', 'WITHDRAWAL', 'GAME', 'PROMOTION', 'SUGGESTION', 'OTHER'] as const;

/** Images a feedback may carry: their types, how many and how large each. */
export const FEEDBACK_IMAGES = { types: ['image/png', 'image/jpeg'], most: 3, maxBytes: 5 * 1024 * 1024 } as const;

/** Words in a text: runs of non-space characters. */
export function countWords(text: string): number {
  return text.split(/\s+/u).filter(Boolean).length;
}
