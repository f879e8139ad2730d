import { injectBaseStyles, injectStyles } from 'shared-ui';
import chrome from './chrome.css';
import engagement from './header-engagement.css';
import download from './download.css';

/**
 * The shell's one style injection point (docs/architecture.md, "One way of each thing"): the design system's sheet,
 * then the chrome's. Called once by the bootstrap, before the first render.
 */
export function injectAppStyles(): void {
  injectBaseStyles();
  injectStyles('shell', `${chrome}\n${engagement}\n${download}`);
}
