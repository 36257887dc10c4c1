// Promotion application rules both the form and the gateway check (specification section 5): a
// comment of at most 140 characters, and images as for feedback (png or jpg, at most 3 of 5 MB).
export { FEEDBACK_IMAGES as APPLICATION_IMAGES } from './feedback.ts';

/** The longest application comment, in characters. */
export const COMMENT_MAX = 140;

/** A comment's length as the member sees it: characters (code points) once trimmed, not UTF-16 units. */
export function commentLength(comment: string): number {
  return [...comment.trim()].length;
}
