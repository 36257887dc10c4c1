// Checks of the brand's layout (layout.lobby, layout.cards) that the schema cannot express: each
// kind of lobby section once, a style and a count only where its kind takes them, sports highlights
// only for a brand with sports, a leading game type the brand offers.
import type { LobbySection, ResolvedTenantConfig } from './generated/resolved-tenant-config.ts';
import { pointerOf } from './problems.ts';

type SectionKind = LobbySection['kind'];
type SectionStyle = NonNullable<LobbySection['style']>;

const LIST_STYLES: readonly SectionStyle[] = ['grid', 'row'];
/** The styles each kind of lobby section takes, its default first; a kind missing here takes none. */
export const SECTION_STYLES: Partial<Record<SectionKind, readonly SectionStyle[]>> = {
  banner: ['strip', 'hero'],
  gameMenu: ['tabs', 'tiles', 'rail'],
  hotGames: LIST_STYLES,
  newGames: LIST_STYLES,
  leadGames: LIST_STYLES,
  sportsHighlights: LIST_STYLES,
  promotions: LIST_STYLES,
};
/** The kinds that list games or promotions, and so take a count. */
const COUNTED: ReadonlySet<SectionKind> = new Set(['hotGames', 'newGames', 'leadGames', 'sportsHighlights', 'promotions']);

export function checkLayout(config: ResolvedTenantConfig, add: (pointer: string, message: string, hint?: string) => void): void {
  const { sections, leadGameType } = config.layout.lobby;
  const offered = config.products.map((p) => p.gameType);
  const first = new Map<SectionKind, number>();
  sections.forEach((section, i) => {
    const at = (...path: Array<string | number>) => pointerOf('layout', 'lobby', 'sections', i, ...path);
    const seen = first.get(section.kind);
    if (seen !== undefined)
      add(
        at('kind'),
        `the lobby lists the section "${section.kind}" twice (also at ${pointerOf('layout', 'lobby', 'sections', seen)})`,
        'each kind of section shows once: remove one, or move the first where you want it',
      );
    else first.set(section.kind, i);
    const styles = SECTION_STYLES[section.kind];
    if (section.style !== undefined && !styles?.includes(section.style))
      add(
        at('style'),
        `a ${section.kind} section has no style "${section.style}"`,
        styles ? `${section.kind} takes: ${styles.join(', ')}` : `${section.kind} takes no style: remove it`,
      );
    if (section.count !== undefined && !COUNTED.has(section.kind))
      add(at('count'), `a ${section.kind} section has no count`, `only ${[...COUNTED].join(', ')} take a count: remove it`);
    if (section.kind === 'sportsHighlights' && !offered.includes('SPORTS'))
      add(
        at('kind'),
        'sports highlights need a SPORTS product, and the brand has none',
        `add a SPORTS product to products, or list the sections without it (the brand offers ${offered.join(', ')})`,
      );
  });
  if (leadGameType !== undefined && !offered.includes(leadGameType))
    add(
      '/layout/lobby/leadGameType',
      `the lobby leads with ${leadGameType}, which the brand does not offer`,
      `lead with one of its products: ${offered.join(', ')} (a brand or a layer overrides its preset’s layout.lobby.leadGameType)`,
    );
}
