// A page's largest paint, preloaded from the head at high priority so it starts before the
// stylesheets and fonts are read (the body's images wait for them): the lobby's first home banner;
// on a game page, on a phone the first game's icon (the banner is a thin strip there, game-list.css),
// on a wider screen the banner. Each preload carries a media query, so a browser fetches only the
// one its screen paints.
import type { Banners } from '../../../core/config/generated/resolved-tenant-config.ts';
import type { PageContext } from '../../routing/page-context.ts';
import { cardView, iconSources } from '../../shared/game-card.ts';
import { stripBanners } from '../lobby/strip-banners.ts';

/** An image for the head to preload (`<link rel=preload as=image>`). */
export interface ImagePreload {
  href: string;
  srcset?: string;
  sizes?: string;
  media: string;
}

/** Where game-list.css turns the page into its phone layout. */
const PHONE = '(max-width: 40rem)';
const WIDER = '(min-width: 40.01rem)';

/** The preloads of a page: its largest paint where that is an image the build knows. */
export function pagePreloads(ctx: PageContext): ImagePreload[] {
  return ctx.route.kind === 'lobby' ? lobbyPreloads(ctx) : gamePagePreloads(ctx);
}

/**
 * The lobby's: the first home banner when the brand's lobby shows the banners (BannerSection.astro,
 * group w_home). The sportsbook lobby draws it below the sports highlights, so the browser found it
 * only after the stylesheets and fonts: preloaded, Lighthouse's LCP there fell from 2.4 s to 1.7 s
 * (performance 97 → 99, medians of 5, docs/layout.md).
 */
function lobbyPreloads(ctx: PageContext): ImagePreload[] {
  if (!ctx.config.layout.lobby.sections.some((s) => s.kind === 'banner')) return [];
  const banner = stripBanners(ctx, 'w_home')[0];
  return banner ? [{ href: banner.src, media: 'all' }] : [];
}

/** A game page's preloads: its banner group's first image and its first game's icon, each for the screens where it is the largest. */
function gamePagePreloads(ctx: PageContext): ImagePreload[] {
  const type = ctx.route.gameType;
  if (!type) return [];
  const banner = stripBanners(ctx, `w_${type.toLowerCase()}` as keyof Banners)[0];
  const game = ctx.route.kind === 'gameList' ? ctx.gateway?.gameLists?.[type]?.games[0] : undefined;
  const icon = game && cardView(game);
  const iconPreload = icon && { href: icon.icon, ...iconSources(icon.icon, icon.iconLarge) };
  const preloads: ImagePreload[] = [];
  if (iconPreload) preloads.push({ ...iconPreload, media: banner ? PHONE : 'all' });
  if (banner) preloads.push({ href: banner.src, media: iconPreload ? WIDER : 'all' });
  return preloads;
}
