// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- 'swiper/css' typed as the string webpack bundles
/// <reference path="./swiper-css.d.ts" />
import { injectBaseStyles, injectStyles } from 'shared-ui';
import carousel from './carousel.css';
import home from './home.css';
import pages from './pages.css';
import tiles from './tiles.css';

/**
 * mf-games' one style injection point (docs/architecture.md, "One way of each thing"): the design system's sheet,
 * then the tiles, carousels, home and pages. Called by the bootstrap and every exposed parcel when its module loads.
 */
export function injectAppStyles(): void {
  injectBaseStyles();
  injectStyles('mf-games', [tiles, carousel, home, pages].join('\n'));
}

/** Swiper's core stylesheet, fetched with the Swiper carousel (components/carousel.tsx), not with the page. */
export async function injectSwiperStyles(): Promise<void> {
  const { default: swiper } = await import('swiper/css');
  injectStyles('swiper', swiper);
}
