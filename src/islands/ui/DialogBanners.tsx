import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';

/**
 * A dialog's banner group (w_login, w_forget) as the build resolved it: nothing when the merchant
 * has none. Sized by their aspect ratio before they arrive, so the form below never moves.
 */
export function DialogBanners({ group }: { group: 'w_login' | 'w_forget' }) {
  const banners = pageConfig().dialogBanners[group];
  if (banners.length === 0) return null;
  // More than one scrolls sideways: the strip must be reachable by keyboard, through its links or itself.
  const scrollStop = banners.length > 1 && banners.every((b) => !b.href) ? 0 : undefined;
  return (
    <section className="dialog-banners" data-group={group} aria-label={t('lobby.banners')}>
      <ul className="banner-track" tabIndex={scrollStop}>
        {banners.map((banner) => {
          const img = <img src={banner.src} alt={banner.alt} width="1200" height="400" loading="lazy" decoding="async" />;
          return (
            <li key={banner.src} className="banner-slide">
              {banner.href ? <a href={banner.href}>{img}</a> : img}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
