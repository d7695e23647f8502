import type { CatalogBanner } from '@chipmart/generated/internal/model/index';
import { useEffect, useState, type ReactNode } from 'react';
import { m } from '$paraglide/messages.js';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { useHomeBanners } from './home-queries.ts';
import { injectTagManager, whenPageIdle } from './tag-manager.ts';
import './home.css';

/** Banner pictures are drawn 1920 × 400; the box keeps that shape before they load, so nothing moves. */
const BANNER_WIDTH = 1920;
const BANNER_HEIGHT = 400;

/** The home banners, one at a time, with previous / next and a picker; nothing turns by itself. */
export function BannerCarousel({ className }: { className?: string }) {
  const banners = useHomeBanners();
  const [current, setCurrent] = useState(0);
  const list = banners.data?.lists ?? [];
  const tagManager = banners.data?.tag_manager;
  // The banner call also carries the tag-manager settings (product spec, section 7).
  useEffect(() => {
    if (tagManager) whenPageIdle(() => injectTagManager(tagManager));
  }, [tagManager]);
  if (banners.isError) return <LoadFailed onRetry={() => void banners.refetch()} />;
  if (banners.data && list.length === 0) return null;
  const shown = Math.min(current, Math.max(0, list.length - 1));
  const go = (index: number) => setCurrent((index + list.length) % list.length);
  return (
    <section className={className ? `banner-carousel ${className}` : 'banner-carousel'} aria-roledescription={m.home_carousel()} aria-label={m.home_bannersLabel()}>
      <div className="banner-frame" style={{ aspectRatio: `${BANNER_WIDTH} / ${BANNER_HEIGHT}` }}>
        {list.map((banner, index) => (
          <div
            key={banner.banner_id}
            className="banner-slide"
            role="group"
            aria-roledescription={m.home_slide()}
            aria-label={m.home_slideOf({ index: index + 1, total: list.length })}
            hidden={index !== shown}
          >
            <BannerLink banner={banner}>
              <img
                src={banner.image}
                alt={banner.title}
                width={BANNER_WIDTH}
                height={BANNER_HEIGHT}
                // Only the first picture is needed for the first paint; the others load when shown.
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'low'}
                decoding="async"
              />
            </BannerLink>
          </div>
        ))}
      </div>
      {list.length > 1 && (
        <div className="banner-controls">
          <button type="button" className="banner-step" onClick={() => go(shown - 1)} aria-label={m.home_slidePrevious()}>
            ‹
          </button>
          <ul className="banner-dots">
            {list.map((banner, index) => (
              <li key={banner.banner_id}>
                <button
                  type="button"
                  className="banner-dot"
                  aria-label={m.home_slideShow({ title: banner.title })}
                  aria-current={index === shown ? 'true' : undefined}
                  onClick={() => setCurrent(index)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className="banner-step" onClick={() => go(shown + 1)} aria-label={m.home_slideNext()}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}

/** A banner opens a shop page, an outside address, or nothing. */
function BannerLink({ banner, children }: { banner: CatalogBanner; children: ReactNode }) {
  if (!banner.link) return <>{children}</>;
  const newTab = banner.open_in_new_tab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (/^https?:\/\//.test(banner.link)) {
    return (
      <a href={banner.link} {...newTab}>
        {children}
      </a>
    );
  }
  return (
    <LocalLink to={banner.link} {...newTab}>
      {children}
    </LocalLink>
  );
}
