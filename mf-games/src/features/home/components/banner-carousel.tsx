import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, openBanner, type Banner } from 'shared-contracts';
import { Button, Skeleton } from 'shared-ui';
import { Carousel } from '../../../components/carousel';
import { LazyImage } from '../../../components/lazy-image';
import { NS } from '../../../config/i18n';
import { useBanners } from '../api/get-banners';
import '../i18n';

/** Banner art is 1200 × 360. */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 360;

/**
 * The w_home banner carousel (loops and autoplays only with more than one banner). The first banner is the
 * page's largest paint: it loads at once with high priority; the others lazily.
 */
export const BannerCarousel = memo(function BannerCarousel({ navigate }: { navigate: (to: string) => void }) {
  const { t } = useTranslation(NS);
  const { banners, loading } = useBanners('w_home');
  if (loading && banners.length === 0)
    return (
      <div className="games-banner-skeleton" aria-hidden>
        <Skeleton height="100%" radius="var(--radius-lg)" />
      </div>
    );
  if (banners.length === 0) return null;
  const image = (b: Banner, i: number) => (
    <LazyImage src={b.url} alt={b.title} width={BANNER_WIDTH} height={BANNER_HEIGHT} priority={i === 0} />
  );
  return (
    <Carousel<Banner>
      banner
      label={t('banners')}
      testId="home-banners"
      items={banners}
      itemKey={(b) => b.id}
      render={(b, i) =>
        b.linkageType === 'NONE' ? (
          <div className="games-banner">{image(b, i)}</div>
        ) : (
          <Button variant="ghost" className="games-banner" onClick={() => openBanner(b, bus, navigate)}>
            {image(b, i)}
          </Button>
        )
      }
    />
  );
});
