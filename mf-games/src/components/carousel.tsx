import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from 'shared-ui';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperType } from 'swiper/types';
import { NS } from '../config/i18n';
import { injectSwiperStyles } from '../lib/swiper-styles';

interface Props<T> {
  /** The carousel's accessible name. */
  label: string;
  /** A visible heading beside the arrows (an h2); the label names the region either way. */
  heading?: ReactNode;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  render: (item: T, index: number) => ReactNode;
  /** Banner mode: one slide at a time; loop and autoplay only with more than one item (SPEC §2, §9). */
  banner?: boolean;
  /** Shown under the heading instead of the slides: the row's loading, error or empty state. */
  placeholder?: ReactNode;
  testId?: string;
}

interface Edges {
  start: boolean;
  end: boolean;
  /** Everything fits: no arrows. */
  locked: boolean;
}

/**
 * A swiper carousel with previous/next IconButtons (SPEC §2 home carousels; spacing 20, slides auto-sized).
 * Keyboard: the arrows are buttons (and ←/→ work on them), a focused slide is scrolled into view (swiper's
 * a11y module); a banner's autoplay pauses under the pointer, while focus is inside, or with its pause button.
 */
export function Carousel<T>(props: Props<T>) {
  const { label, heading, placeholder, testId } = props;
  const { t } = useTranslation(NS);
  return (
    <section
      className={`games-carousel${props.banner ? ' games-banners' : ''}`}
      aria-label={label}
      data-testid={testId}
      aria-roledescription={placeholder ? undefined : t('carousel')}
    >
      {placeholder ? (
        <>
          {heading !== undefined && (
            <div className="games-carousel-head">
              <h2 className="games-carousel-title">{heading}</h2>
            </div>
          )}
          {placeholder}
        </>
      ) : (
        <Slides {...props} />
      )}
    </section>
  );
}

function Slides<T>({ heading, items, itemKey, render, banner = false }: Props<T>) {
  const { t } = useTranslation(NS);
  const [swiper, setSwiper] = useState<SwiperType | null>(null);
  const [edges, setEdges] = useState<Edges>({ start: true, end: false, locked: false });
  const [stopped, setStopped] = useState(false);
  useEffect(() => {
    injectSwiperStyles();
  }, []);
  const many = items.length > 1;
  const rotating = banner && many;
  const sync = (s: SwiperType) => setEdges({ start: s.isBeginning, end: s.isEnd, locked: s.isLocked });
  const atStart = !rotating && edges.start;
  const atEnd = !rotating && edges.end;
  const prev = () => !atStart && swiper?.slidePrev();
  const next = () => !atEnd && swiper?.slideNext();
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    if (e.key === 'ArrowLeft') prev();
    else next();
  };
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
    <div className="games-carousel-controls" onKeyDown={onKeyDown}>
      <IconButton
        variant="secondary"
        label={t('previous')}
        icon={<ChevronLeft aria-hidden />}
        aria-disabled={atStart || undefined}
        onClick={prev}
      />
      {rotating && (
        <IconButton
          variant="secondary"
          label={stopped ? t('slides_play') : t('slides_pause')}
          icon={stopped ? <Play aria-hidden /> : <Pause aria-hidden />}
          onClick={toggle}
        />
      )}
      <IconButton
        variant="secondary"
        label={t('next')}
        icon={<ChevronRight aria-hidden />}
        aria-disabled={atEnd || undefined}
        onClick={next}
      />
    </div>
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
        onSwiper={(s) => (setSwiper(s), sync(s))}
        onSlideChange={sync}
        onReachBeginning={sync}
        onReachEnd={sync}
        onFromEdge={sync}
        onLock={sync}
        onUnlock={sync}
        onResize={sync}
        slidesPerView={banner ? 1 : 'auto'}
        spaceBetween={banner ? 0 : 20}
        loop={rotating}
        speed={banner ? 1000 : 300}
        autoplay={rotating ? { delay: 5000, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
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
