// Which banners a page's banner strip shows: shared by the strip (BannerStrip.astro) and the
// game pages' preload of their first banner, so the preloaded image is the one painted.
import type { Banners } from '../../../core/config/generated/resolved-tenant-config.ts';
import { bannerImage } from '../../../core/config/banners.ts';
import type { PageContext } from '../../routing/page-context.ts';

/** One banner as the strip draws it. */
export interface StripBanner {
  src: string;
  alt: string;
  href: string | undefined;
}

/** A group's banners: the gateway's when the build had its data, else the merchant config's. */
export function stripBanners(ctx: PageContext, group: keyof Banners): StripBanner[] {
  const fromGateway = (ctx.gateway?.banners ?? [])
    .filter((b) => b.groupName === group)
    .map((b) => ({ src: b.url, alt: b.title, href: b.linkageType === 'URL' && b.href ? b.href : undefined }));
  // A group the gateway has no banner for keeps the config's: the page never loses its banners.
  if (fromGateway.length > 0) return fromGateway;
  return (ctx.config.banners[group] ?? []).map((b) => ({
    src: ctx.asset(bannerImage(b, ctx.lang, ctx.config.languages.default)),
    alt: ctx.text(b.alt),
    href: b.href,
  }));
}
