import type { TFunction } from 'i18next';
import type { GameSchedule, MenuGame } from 'shared-contracts/lottery';

/** A menu's game as the shared schedule rules take it (the menu carries the deployment's scaled times). */
export function scheduleOf(g: MenuGame): GameSchedule {
  const [h = 0, m = 0] = (g.dailyAt ?? '').split(':').map(Number);
  return {
    code: g.gameCode,
    closeBeforeSeconds: g.closeBeforeSeconds,
    ...(g.intervalSeconds ? { intervalSeconds: g.intervalSeconds } : { dailyAtMinutes: h * 60 + m }),
  };
}

/** "A draw every minute" / "Daily at 18:15 (Vietnam time)". */
export function scheduleText(t: TFunction, g: MenuGame): string {
  if (!g.intervalSeconds) return t('daily_at', { time: g.dailyAt ?? '' });
  if (g.intervalSeconds % 60 !== 0) return t('every_seconds', { count: g.intervalSeconds });
  return t('every_minutes', { count: g.intervalSeconds / 60 });
}

/** The game's display name (its code when the dictionary has none). */
export const gameName = (t: TFunction, code: string): string => t(`game_${code}`, { defaultValue: code });
