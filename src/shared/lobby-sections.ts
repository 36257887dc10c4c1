// The lobby's sections as a brand configures them (layout.lobby, schemas/tenant/layout-lobby.schema.json):
// which options each kind takes, how Lobby.astro groups them and what the list sections show. Pure
// functions, shared by the lobby (build time) and its islands; the styles each kind takes are core/config/layout-checks.ts'.
import type { GameType } from '../../contract/generated/common.ts';
import type { LobbySection } from '../../core/config/generated/resolved-tenant-config.ts';
import { SECTION_STYLES } from '../../core/config/layout-checks.ts';
import type { PageContext } from '../routing/page-context.ts';

export type SectionKind = LobbySection['kind'];

/** What every section component takes (Lobby.astro draws each kind with the page and its section). */
export interface SectionProps {
  ctx: PageContext;
  section: LobbySection;
}

/** How many games or promotions a list section shows when its config does not say. */
const DEFAULT_SECTION_COUNT = 8;

/** A section's style: its own, else its kind's first. */
export function styleOf(section: LobbySection): LobbySection['style'] {
  return section.style ?? SECTION_STYLES[section.kind]?.[0];
}

/** How many items a list section shows. */
export function countOf(section: LobbySection): number {
  return section.count ?? DEFAULT_SECTION_COUNT;
}

/** A run of the lobby: the sections that share the first screen's row on a wide screen, or one section alone. */
export type LobbyRun = { top: true; sections: LobbySection[] } | { top: false; section: LobbySection };

/**
 * The sections in runs: consecutive notices, jackpot and strip banners share one row on a wide
 * screen (the classic lobby's first screen: the banner beside the jackpot and the notices); every
 * other section stands alone, full width.
 */
export function lobbyRuns(sections: readonly LobbySection[]): LobbyRun[] {
  const runs: LobbyRun[] = [];
  for (const section of sections) {
    const top = section.kind === 'notices' || section.kind === 'jackpot' || (section.kind === 'banner' && styleOf(section) === 'strip');
    const last = runs.at(-1);
    if (top && last?.top) last.sections.push(section);
    else runs.push(top ? { top: true, sections: [section] } : { top: false, section });
  }
  return runs;
}

/** Kinds short enough on a phone that a section after them still starts in the first screen. */
const SHORT_KINDS: ReadonlySet<SectionKind> = new Set(['banner', 'notices', 'jackpot']);

/**
 * Whether `section` starts in the phone's first screen: only banners, notices and the jackpot
 * come before it. Its first cards then load eagerly; after a taller section (the sportsbook's
 * sports highlights) they load lazily, so they do not take the first screen's bandwidth from the
 * banner, the page's largest paint (Lighthouse on the sportsbook lobby: 97 → 98).
 */
export function startsInFirstScreen(sections: readonly LobbySection[], section: LobbySection): boolean {
  const at = sections.indexOf(section);
  return at >= 0 && sections.slice(0, at).every((s) => SHORT_KINDS.has(s.kind));
}

/** Game types with the leading one first (the others in their order); as they are without one. */
export function leadFirst<T extends GameType>(types: readonly T[], lead: GameType | undefined): T[] {
  const first = types.filter((type) => type === lead);
  return [...first, ...types.filter((type) => type !== lead)];
}

/** The game type a leadGames section shows: the configured lead, else the first product. */
export function leadTypeOf(lead: GameType | undefined, products: readonly { gameType: GameType }[]): GameType | undefined {
  return lead ?? products[0]?.gameType;
}
