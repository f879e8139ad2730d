// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- 'swiper/css' typed as the string webpack bundles
/// <reference path="./swiper-css.d.ts" />
import css from 'swiper/css';

let injected = false;

/** Swiper's core stylesheet, added once (our own arrows replace its navigation styles). */
export function injectSwiperStyles(): void {
  if (injected || typeof document === 'undefined') return;
  const style = document.createElement('style');
  style.dataset.owner = 'swiper';
  style.textContent = css;
  document.head.appendChild(style);
  injected = true;
}
