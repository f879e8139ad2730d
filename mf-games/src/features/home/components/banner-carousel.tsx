import { useTranslation } from 'react-i18next';
import { systemApi, type Banner } from 'shared-contracts';
import { useCall } from 'shared-ui';
import { Carousel } from '../../../components/carousel';
import { NS } from '../../../config/i18n';
import { openBanner } from '../../../lib/banner-action';

/** The w_home banner carousel (loops and autoplays only with more than one banner). */
export function BannerCarousel({ navigate }: { navigate: (to: string) => void }) {
  const { t } = useTranslation(NS);
  const { data } = useCall(systemApi.getBanners, { groupName: 'w_home' });
  const banners = data?.list ?? [];
  if (banners.length === 0) return null;
  return (
    <Carousel<Banner>
      banner
      label={t('banners')}
      testId="home-banners"
      items={banners}
      itemKey={(b) => b.id}
      render={(b) => (
        <button type="button" className="banner" onClick={() => openBanner(b, navigate)}>
          <img src={b.url} alt={b.title} />
        </button>
      )}
    />
  );
}
