import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperType } from 'swiper/types';
import { NS } from '../config/i18n';
import { injectSwiperStyles } from '../lib/swiper-styles';

interface Props<T> {
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  render: (item: T, index: number) => ReactNode;
  /** Banner mode: one slide at a time; loop and autoplay only with more than one item (SPEC §2, §9). */
  banner?: boolean;
  testId?: string;
}

/** A swiper carousel with previous/next arrows (SPEC §2 home carousels; spacing 20, slides auto-sized). */
export function Carousel<T>({ label, items, itemKey, render, banner = false, testId }: Props<T>) {
  const { t } = useTranslation(NS);
  const [swiper, setSwiper] = useState<SwiperType | null>(null);
  useEffect(() => {
    injectSwiperStyles();
  }, []);
  const many = items.length > 1;
  return (
    <section className="carousel" aria-label={label} aria-roledescription="carousel" data-testid={testId}>
      <Swiper
        modules={[Navigation, Autoplay, A11y]}
        onSwiper={setSwiper}
        slidesPerView={banner ? 1 : 'auto'}
        spaceBetween={banner ? 0 : 20}
        loop={banner && many}
        speed={banner ? 1000 : 300}
        autoplay={banner && many ? { delay: 5000, disableOnInteraction: false } : false}
      >
        {items.map((item, i) => (
          <SwiperSlide key={itemKey(item)} className={banner ? 'banner-slide' : 'auto-slide'}>
            {render(item, i)}
          </SwiperSlide>
        ))}
      </Swiper>
      {many && (
        <div className="carousel-arrows">
          <button type="button" className="btn" aria-label={t('previous')} onClick={() => swiper?.slidePrev()}>
            ‹
          </button>
          <button type="button" className="btn" aria-label={t('next')} onClick={() => swiper?.slideNext()}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}
