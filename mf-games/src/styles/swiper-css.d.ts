// webpack bundles stylesheets as strings (asset/source): swiper's own typing of 'swiper/css' is a side-effect import.
declare module 'swiper/css' {
  const css: string;
  export default css;
}
