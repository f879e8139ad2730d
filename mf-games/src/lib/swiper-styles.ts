// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- 'swiper/css' typed as the string webpack bundles
/// <reference path="./swiper-css.d.ts" />
import { injectStyles } from 'shared-ui';
import css from 'swiper/css';

/** Swiper's core stylesheet, added once (our own arrows replace its navigation styles). */
export function injectSwiperStyles(): void {
  injectStyles('swiper', css);
}
