import type { ReactNode } from 'react';

export interface CarouselProps<T> {
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

/** What the static track and the Swiper version share, so the switch keeps the visitor's place and choice. */
export interface SlidesProps<T> extends CarouselProps<T> {
  /** The visitor paused the banner's rotation. */
  stopped: boolean;
  setStopped: (stopped: boolean) => void;
}

/** A banner turns every 5 s (SPEC §9). */
export const AUTOPLAY_DELAY = 5000;
