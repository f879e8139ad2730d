import { useTranslation } from 'react-i18next';
import { bus, openBanner, type Banner } from 'shared-contracts';
import { Carousel } from '../../../components/carousel';
import { NS } from '../../../config/i18n';
import { useBanners } from '../api/get-banners';

/** The w_home banner carousel (loops and autoplays only with more than one banner). */
export function BannerCarousel({ navigate }: { navigate: (to: string) => void }) {
  const { t } = useTranslation(NS);
  const banners = useBanners('w_home');
  if (banners.length === 0) return null;
  return (
    <Carousel<Banner>
      banner
      label={t('banners')}
      testId="home-banners"
      items={banners}
      itemKey={(b) => b.id}
      render={(b) => (
        <button type="button" className="banner" onClick={() => openBanner(b, bus, navigate)}>
          <img src={b.url} alt={b.title} />
        </button>
      )}
    />
  );
}
