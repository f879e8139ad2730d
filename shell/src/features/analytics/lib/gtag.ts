/** The Google tag (gtag.js) of a measurement id. */
export const gtagSrc = (id: string): string => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/**
 * Loads the Google tag of `id` once (only after the visitor accepted analytics): the script and the standard
 * `dataLayer` / `gtag('config', id)` set-up.
 */
export function injectGtag(id: string, doc: Document = document): void {
  const loaded = Array.from(doc.querySelectorAll<HTMLScriptElement>('script[data-gtag-id]'));
  if (loaded.some((s) => s.dataset.gtagId === id)) return;
  const win = (doc.defaultView ?? window) as GtagWindow;
  const dataLayer = (win.dataLayer ??= []);
  win.gtag = function gtag() {
    // gtag.js reads Arguments objects from the data layer, not arrays.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', id);
  const script = doc.createElement('script');
  script.async = true;
  script.src = gtagSrc(id);
  script.dataset.gtagId = id;
  doc.head.appendChild(script);
}
