import type { Page } from '@playwright/test';

type ShiftWindow = Window & { __layoutShifts?: [number, number][] };

/** Records the page's layout shifts (not those right after an input) from its first paint, on every navigation. */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as ShiftWindow;
    w.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.__layoutShifts!.push([e.startTime, e.value]);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The page's cumulative layout shift as browsers report it: the largest session window (shifts less than 1 s apart,
 * a window at most 5 s long) of the shifts recorded since it loaded.
 */
export function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    const shifts = (window as ShiftWindow).__layoutShifts ?? [];
    let best = 0;
    let current = 0;
    let start = 0;
    let last = -Infinity;
    for (const [t, value] of shifts) {
      if (t - last > 1000 || t - start > 5000) {
        current = 0;
        start = t;
      }
      current += value;
      last = t;
      best = Math.max(best, current);
    }
    return best;
  });
}
