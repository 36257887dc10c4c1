// Which banners a page's banner strip shows: shared by the strip (BannerStrip.astro) and the
// game pages' preload of their first banner, so the preloaded image is the one painted.
import type { Banner, Banners } from '../../../core/config/generated/resolved-tenant-config.ts';
import { bannerFiles, bannerImage } from '../../../core/config/banners.ts';
import type { PageContext } from '../../routing/page-context.ts';

/** A banner's words drawn as text over its art, in the page's language. */
interface BannerText {
  headline: string;
  subline: string | undefined;
  button: string | undefined;
}

/** One banner as the strip draws it. */
export interface StripBanner {
  src: string;
  alt: string;
  href: string | undefined;
  text?: BannerText;
}

/** The config banner's text in the page's language, where it has a headline. */
function bannerText(ctx: PageContext, banner: Banner | undefined): { text?: BannerText } {
  if (!banner?.headline) return {};
  const optional = (text: Banner['subline']) => (text ? ctx.text(text) : undefined);
  return { text: { headline: ctx.text(banner.headline), subline: optional(banner.subline), button: optional(banner.button) } };
}

/** A group's banners: the gateway's when the build had its data, else the merchant config's. */
export function stripBanners(ctx: PageContext, group: keyof Banners): StripBanner[] {
  const own = ctx.config.banners[group] ?? [];
  // A gateway banner that is one of the config's (the reference gateway serves them) keeps the config's words.
  const ownOf = (url: string) => own.find((b) => bannerFiles(b).some((file) => url.endsWith(`/${file}`)));
  const fromGateway = (ctx.gateway?.banners ?? [])
    .filter((b) => b.groupName === group)
    .map((b) => ({
      src: b.url,
      alt: b.title,
      href: b.linkageType === 'URL' && b.href ? b.href : undefined,
      ...bannerText(ctx, ownOf(b.url)),
    }));
  // A group the gateway has no banner for keeps the config's: the page never loses its banners.
  if (fromGateway.length > 0) return fromGateway;
  return own.map((b) => ({
    src: ctx.asset(bannerImage(b, ctx.lang, ctx.config.languages.default)),
    alt: ctx.text(b.alt),
    href: b.href,
    ...bannerText(ctx, b),
  }));
}
