/* global beforeAll */
// shared-ui's overlays (Dialog, Menu, Tabs, Toaster) load their Radix part on first use; once loaded they render
// synchronously. Load them before each test file so tests can query a dialog right after opening it.
// (shared-ui/src/components/__tests__/lazy-overlays.test.tsx covers the loading itself.)
// A test file that checks the loading itself sets `globalThis.__skipOverlayPreload = true` at its top.
beforeAll(async () => {
  if (globalThis.__skipOverlayPreload) return;
  const ui = require('shared-ui');
  if (typeof ui.preloadOverlays === 'function') await ui.preloadOverlays();
});
