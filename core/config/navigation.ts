// The header and navigation a brand chose (layout.navigation), with classic's values where it chose
// none, and the checks JSON Schema cannot make: a bottom bar of 3 to 5 items, each once, and only
// game types the brand offers.
import type { BottomBarItem, Layout, Navigation, ResolvedTenantConfig } from './generated/resolved-tenant-config.ts';

/** What the navigation is read from: the config's layout.navigation. */
type WithNavigation = { layout: Pick<Layout, 'navigation'> };
import { pointerOf } from './problems.ts';

/** Classic: today's header and bottom bar (the schema's defaults, for a config without layout.navigation). */
const CLASSIC: Navigation = {
  logo: 'start',
  gameMenu: 'tabs',
  bottomBar: ['home', 'promotions', 'deposit', 'service', 'account'],
};

/** The fewest and the most items a phone's bottom bar holds (five fit a 320 px phone at 200 % text). */
const BAR_ITEMS = { min: 3, max: 5 };

/** The brand's navigation, classic where it sets nothing. */
export function navigationOf(config: WithNavigation): Navigation {
  return { ...CLASSIC, ...config.layout.navigation };
}

/** Where the bottom bar's and the side menu's service entry go: the first customer-service channel, else a floating service resource. */
export function serviceLink(config: Pick<ResolvedTenantConfig, 'support'>): string | undefined {
  const { customerService, resources } = config.support;
  return customerService[0]?.url ?? resources.LIVECHAT ?? resources.TELEGRAM ?? resources.FACEBOOK;
}

/** The bottom bar's items as shown: service only where the brand has a service channel. */
export function bottomBarItems(config: WithNavigation & Pick<ResolvedTenantConfig, 'support'>): BottomBarItem[] {
  const service = serviceLink(config);
  return navigationOf(config).bottomBar.filter((item) => item !== 'service' || service);
}

/** Checks layout.navigation: the bottom bar's count, repeats and game types. */
export function checkNavigation(config: ResolvedTenantConfig, add: (pointer: string, message: string, hint?: string) => void): void {
  const bar = config.layout.navigation?.bottomBar;
  if (!bar) return;
  const offered = config.products.map((p) => p.gameType);
  const seen = new Set<string>();
  bar.forEach((item, i) => {
    const pointer = pointerOf('layout', 'navigation', 'bottomBar', i);
    if (seen.has(item)) add(pointer, `bottom bar item ${item} is listed twice`, 'list each item once');
    seen.add(item);
    if (item === item.toUpperCase() && !offered.includes(item as (typeof offered)[number]))
      add(
        pointer,
        `bottom bar item ${item} is a game type the brand does not offer`,
        `list game types it offers (${offered.join(', ')}); a brand or a layer overrides its preset’s layout.navigation.bottomBar`,
      );
  });
  const shown = bottomBarItems(config).length;
  if (shown < BAR_ITEMS.min || shown > BAR_ITEMS.max) {
    const dropped = seen.has('service') && !serviceLink(config) ? ' (service is left out: the brand has no service channel)' : '';
    add(
      pointerOf('layout', 'navigation', 'bottomBar'),
      `the bottom bar shows ${shown} items${dropped}; it takes ${BAR_ITEMS.min} to ${BAR_ITEMS.max}`,
      shown < BAR_ITEMS.min ? 'add items, e.g. home, deposit, account or menu' : 'leave some out: the drawer (menu) can hold the rest',
    );
  }
}
