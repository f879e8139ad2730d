import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart, useLazyPart } from 'shared-ui';
import { NS } from '../config/i18n';
import { injectSwiperStyles } from '../styles/inject';
import { CarouselControls } from './carousel-controls';
import { AUTOPLAY_DELAY, type CarouselProps, type SlidesProps } from './carousel-types';
import './i18n';

export type { CarouselProps } from './carousel-types';

/** Swiper (≈ 28 KiB gzip with its styles): fetched when a carousel first needs it, not with the home page. */
export const swiperPart = lazyPart(() =>
  Promise.all([import('./carousel-swiper'), injectSwiperStyles()]).then(([swiper]) => swiper),
);

/**
 * A carousel (SPEC §2 home carousels) with previous/next IconButtons. It renders at once as a native scrolling
 * track (scroll-snap; touch, wheel and keyboard focus scroll it; the arrows page it), and becomes a Swiper
 * carousel when Swiper is needed: the pointer enters it, or a rotating banner's first turn is due. Keyboard:
 * the arrows are buttons (←/→ work on them); a banner's rotation pauses under the pointer, while focus is
 * inside, or with its pause button.
 */
export function Carousel<T>(props: CarouselProps<T>) {
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

function Slides<T>(props: CarouselProps<T>) {
  const [stopped, setStopped] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [advance, setAdvance] = useState(false);
  const startAt = useRef(0);
  // Swiper only once this carousel wants it: another carousel (the banner) loading it must not swap a row a visitor is
  // scrolling back to its first slide.
  const loaded = useLazyPart(swiperPart, wanted);
  const swiper = wanted ? loaded : undefined;
  const rotating = !!props.banner && props.items.length > 1;
  // The banner's first turn is when it needs Swiper; Swiper then makes that turn at once.
  useEffect(() => {
    if (!rotating || stopped || wanted) return;
    const timer = setTimeout(() => {
      setAdvance(true);
      setWanted(true);
    }, AUTOPLAY_DELAY);
    return () => clearTimeout(timer);
  }, [rotating, stopped, wanted]);
  const want = useCallback((index: number) => {
    startAt.current = index;
    setWanted(true);
  }, []);
  const shared: SlidesProps<T> = { ...props, stopped, setStopped };
  return swiper ? (
    <swiper.SwiperSlides {...shared} startAt={startAt.current} advance={advance} />
  ) : (
    <StaticSlides {...shared} onWant={want} />
  );
}

interface TrackState {
  start: boolean;
  end: boolean;
  /** Everything fits: no arrows. */
  locked: boolean;
}

/** The first slide whose left edge is at or after the track's scroll position. */
function currentIndex(track: HTMLElement | null): number {
  if (!track) return 0;
  const slides = [...track.children] as HTMLElement[];
  const i = slides.findIndex((s) => s.offsetLeft - track.offsetLeft >= track.scrollLeft - 1);
  return Math.max(0, i);
}

/** The slides as a native horizontally scrolling track, until Swiper is needed. */
function StaticSlides<T>({
  heading,
  items,
  itemKey,
  render,
  banner = false,
  stopped,
  setStopped,
  onWant,
}: SlidesProps<T> & { onWant: (index: number) => void }) {
  const { t } = useTranslation(NS);
  const track = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<TrackState>({ start: true, end: false, locked: true });
  const many = items.length > 1;
  const rotating = banner && many;
  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const locked = el.scrollWidth <= el.clientWidth + 1;
    setState({ locked, start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    measure();
    if (typeof ResizeObserver === 'undefined' || !track.current) return;
    const ro = new ResizeObserver(measure);
    ro.observe(track.current);
    return () => ro.disconnect();
  }, [measure, items.length]);
  const page = (dir: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    if (rotating && dir === 1 && state.end) el.scrollTo({ left: 0, behavior: 'smooth' });
    else if (rotating && dir === -1 && state.start) el.scrollTo({ left: el.scrollWidth, behavior: 'smooth' });
    else el.scrollBy({ left: dir * el.clientWidth, behavior: 'smooth' });
  };
  const atStart = !rotating && state.start;
  const atEnd = !rotating && state.end;
  const controls = many && (rotating || !state.locked) && (
    <CarouselControls
      rotating={rotating}
      stopped={stopped}
      atStart={atStart}
      atEnd={atEnd}
      onPrev={() => !atStart && page(-1)}
      onNext={() => !atEnd && page(1)}
      onToggle={() => setStopped(!stopped)}
    />
  );
  return (
    <div className="games-carousel-body" onPointerEnter={() => onWant(currentIndex(track.current))}>
      {heading !== undefined && (
        <div className="games-carousel-head">
          <h2 className="games-carousel-title">{heading}</h2>
          {controls}
        </div>
      )}
      <div ref={track} className={`games-track${banner ? ' games-track-banner' : ''}`} onScroll={measure}>
        {items.map((item, i) => (
          <div
            key={itemKey(item)}
            className={banner ? 'games-slide-banner' : 'games-slide-auto'}
            role="group"
            aria-roledescription={t('slide')}
            aria-label={`${i + 1} / ${items.length}`}
          >
            {render(item, i)}
          </div>
        ))}
      </div>
      {heading === undefined && controls}
    </div>
  );
}
