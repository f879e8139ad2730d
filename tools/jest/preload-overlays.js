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

// waitFor / findBy ceilings: 1 s (the library's default) is too short for a lazy chunk on a loaded two-core machine
// (CI runs jest beside the build). A ceiling, not a wait: a passing query returns as soon as it matches.
require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
