import { SERVICE_HOURS_EN } from '../../i18n/service-hours';
import { dayRuns, serviceHoursText, zoneLabel } from '../service-hours';

const t = (key: string, p: Record<string, string> = {}) =>
  (SERVICE_HOURS_EN as Record<string, string>)[key]!.replace(/\{\{(\w+)\}\}/g, (_, k: string) => p[k] ?? '');

describe('service hours', () => {
  it('groups consecutive weekdays into runs', () => {
    expect(dayRuns([5, 1, 2, 3, 7])).toEqual([
      [1, 3],
      [5, 5],
      [7, 7],
    ]);
    expect(dayRuns([])).toEqual([]);
  });

  it('renders days, times and the zone through the i18n keys', () => {
    const hours = { days: [1, 2, 3, 4, 5], from: '12:00', to: '21:00', timeZone: 'Asia/Ho_Chi_Minh' };
    expect(serviceHoursText(hours, t)).toBe('Monday–Friday, 12:00–21:00 (GMT+7)');
    expect(serviceHoursText({ ...hours, days: [1, 3, 6, 7] }, t)).toBe(
      'Monday, Wednesday, Saturday–Sunday, 12:00–21:00 (GMT+7)',
    );
  });

  it('says nothing when no day is published, and falls back to the zone name for an unknown zone', () => {
    expect(serviceHoursText({ days: [], from: '12:00', to: '21:00', timeZone: 'UTC' }, t)).toBe('');
    expect(zoneLabel('Not/AZone')).toBe('Not/AZone');
  });
});
