// The game menu's entries (the lobby, then each game type the brand offers), wherever the brand's
// layout.navigation puts it: the header's tabs, the side rail or the drawer.
import type { GameType } from '../../../core/config/generated/resolved-tenant-config.ts';
import type { PageContext } from '../../routing/page-context.ts';
import { gameTypePath } from '../../routing/routes.ts';

/** One entry of the game menu; `gameType` is absent on the lobby's. */
export interface GameMenuEntry {
  href: string;
  label: string;
  current: boolean;
  gameType?: GameType;
}

/** Home, then the brand's game types in its order, the page's own marked current. */
export function gameMenuEntries(ctx: PageContext): GameMenuEntry[] {
  const { config, route, t } = ctx;
  return [
    { href: ctx.link(''), label: t('nav.home'), current: route.kind === 'lobby' },
    ...config.products.map(({ gameType }) => ({
      href: ctx.link(gameTypePath(gameType)),
      label: t(`gameType.${gameType}`),
      current: route.gameType === gameType,
      gameType,
    })),
  ];
}
