// CSS files are bundled as strings (asset/source) and injected once at start.
declare module '*.css' {
  const css: string;
  export default css;
}
