// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient *.css declaration must reach every app that compiles this file from source
/// <reference path="../css-modules.d.ts" />
import css from '../styles.css';

let injected = false;

/** Adds the design system's stylesheet once per page (shell start-up, standalone remotes). */
export function injectBaseStyles(): void {
  if (injected || typeof document === 'undefined') return;
  const style = document.createElement('style');
  style.dataset.owner = 'shared-ui';
  style.textContent = css;
  document.head.appendChild(style);
  injected = true;
}
