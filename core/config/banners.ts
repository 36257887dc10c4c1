import type { Banner } from './generated/resolved-tenant-config.ts';
import { inLanguage } from '../localized.ts';

/** A banner's image for a page: its `images` entry for the language (by the platform's fallback), else `image`, which is the default language's. */
export function bannerImage(banner: Banner, language: string, defaultLanguage: string): string {
  return inLanguage({ [defaultLanguage]: banner.image, ...banner.images }, language, defaultLanguage) ?? banner.image;
}

/** Every image file a banner names, in any language. */
export function bannerFiles(banner: Banner): string[] {
  return [banner.image, ...Object.values(banner.images ?? {}).filter((path) => path !== undefined)];
}
