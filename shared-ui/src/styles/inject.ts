// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient *.css declaration must reach every app that compiles this file from source
/// <reference path="../css-modules.d.ts" />
import tokens from './tokens.css';
import base from './base.css';
import buttons from '../components/button/button.css';
import fields from '../components/field/field.css';
import overlays from '../components/overlay/overlay.css';
import data from '../components/data/data.css';

const injected = new Set<string>();

/** Adds a stylesheet to the page once per `owner` (`<style data-owner=…>`); nothing outside a browser. */
export function injectStyles(owner: string, text: string): void {
  if (injected.has(owner) || typeof document === 'undefined') return;
  const style = document.createElement('style');
  style.dataset.owner = owner;
  style.textContent = text;
  document.head.appendChild(style);
  injected.add(owner);
}

/** Adds the design system's stylesheet once per page (shell start-up, standalone remotes). */
export function injectBaseStyles(): void {
  injectStyles('shared-ui', [tokens, base, buttons, fields, overlays, data].join('\n'));
}
