/** How long an item has waited, as the largest whole unit. */
export const ageKey = (minutes: number): { key: string; count: number } =>
  minutes < 120
    ? { key: 'age_minutes', count: minutes }
    : minutes < 48 * 60
      ? { key: 'age_hours', count: Math.floor(minutes / 60) }
      : { key: 'age_days', count: Math.floor(minutes / 1440) };
