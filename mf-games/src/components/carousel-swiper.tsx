import { useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperType } from 'swiper/types';
import { NS } from '../config/i18n';
import { CarouselControls } from './carousel-controls';
import { AUTOPLAY_DELAY, type SlidesProps } from './carousel-types';
import './i18n';

interface Edges {
  start: boolean;
  end: boolean;
  /** Everything fits: no arrows. */
  locked: boolean;
}

/**
 * The Swiper version of a carousel's slides (loaded on demand by `Carousel`): spacing 20, slides auto-sized,
 * a banner loops and autoplays. It starts where the static track was (`startAt`); `advance` makes the first
 * turn at once, when Swiper arrived because that turn was due.
 */
export function SwiperSlides<T>({
  heading,
  items,
  itemKey,
  render,
  banner = false,
  stopped,
  setStopped,
  startAt = 0,
  advance = false,
}: SlidesProps<T> & { startAt?: number; advance?: boolean }) {
  const { t } = useTranslation(NS);
  const [swiper, setSwiper] = useState<SwiperType | null>(null);
  const [edges, setEdges] = useState<Edges>({ start: true, end: false, locked: false });
  const many = items.length > 1;
  const rotating = banner && many;
  const sync = (s: SwiperType) => setEdges({ start: s.isBeginning, end: s.isEnd, locked: s.isLocked });
  const atStart = !rotating && edges.start;
  const atEnd = !rotating && edges.end;
  const prev = () => !atStart && swiper?.slidePrev();
  const next = () => !atEnd && swiper?.slideNext();
  const toggle = () => {
    if (!swiper) return;
    if (stopped) swiper.autoplay.start();
    else swiper.autoplay.stop();
    setStopped(!stopped);
  };
  // APG carousel: rotation pauses while keyboard focus is inside and resumes when it leaves.
  const onFocus = () => rotating && !stopped && swiper?.autoplay.pause();
  const onBlur = (e: FocusEvent) => {
    if (!rotating || stopped || e.currentTarget.contains(e.relatedTarget as Node | null)) return;
    swiper?.autoplay.resume();
  };
  const controls = many && (rotating || !edges.locked) && (
    <CarouselControls
      rotating={rotating}
      stopped={stopped}
      atStart={atStart}
      atEnd={atEnd}
      onPrev={prev}
      onNext={next}
      onToggle={toggle}
    />
  );
  return (
    <div className="games-carousel-body" onFocus={onFocus} onBlur={onBlur}>
      {heading !== undefined && (
        <div className="games-carousel-head">
          <h2 className="games-carousel-title">{heading}</h2>
          {controls}
        </div>
      )}
      <Swiper
        modules={[Autoplay, A11y]}
        onSwiper={(s) => {
          setSwiper(s);
          sync(s);
          if (rotating && stopped) s.autoplay.stop();
          else if (advance && rotating) s.slideNext();
        }}
        onSlideChange={sync}
        onReachBeginning={sync}
        onReachEnd={sync}
        onFromEdge={sync}
        onLock={sync}
        onUnlock={sync}
        onResize={sync}
        initialSlide={Math.min(startAt, items.length - 1)}
        slidesPerView={banner ? 1 : 'auto'}
        spaceBetween={banner ? 0 : 20}
        loop={rotating}
        speed={banner ? 1000 : 300}
        autoplay={rotating ? { delay: AUTOPLAY_DELAY, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        a11y={{ itemRoleDescriptionMessage: t('slide'), prevSlideMessage: t('previous'), nextSlideMessage: t('next') }}
      >
        {items.map((item, i) => (
          <SwiperSlide key={itemKey(item)} className={banner ? 'games-slide-banner' : 'games-slide-auto'}>
            {render(item, i)}
          </SwiperSlide>
        ))}
      </Swiper>
      {heading === undefined && controls}
    </div>
  );
}
