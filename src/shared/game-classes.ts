// The extra game classes a page offers as chips (GamePage, the game list island's class filter).
import type { LanguageCode } from '../../core/config/generated/resolved-tenant-config.ts';

/**
 * Classes that belong to one language's market only. The specification's constants: "Extra
 * classes: SC scratch, VP video poker, JP jackpot, TG table games, AC arcade, BG bingo (TY only)",
 * where TY is the platform's default message set for the Philippine market (prize modes are LOTT,
 * ZY, ELOTT and SEA: TY is not one of them).
 */
const ONE_LANGUAGE_ONLY: Readonly<Record<string, LanguageCode>> = { BG: 'TY' };

/** The merchant's classes that a page in this language shows: BG bingo on TY pages only. */
export function classesFor<T extends string>(classes: readonly T[], lang: LanguageCode): T[] {
  return classes.filter((c) => (ONE_LANGUAGE_ONLY[c] ?? lang) === lang);
}
