import type { TFunction } from 'i18next';
import type { jobsOpsApi } from 'shared-contracts';

const hhmm = (seconds: number) => {
  const s = ((seconds % 86_400) + 86_400) % 86_400;
  return `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}`;
};

/** A job's schedule in words: "Every 5 minutes", "Every day at 17:00 UTC", a cron, or "Only when started". */
export function scheduleText(t: TFunction, job: jobsOpsApi.JobSummary): string {
  if (job.cron) return t('cron', { cron: job.cron, tz: job.tz ?? 'UTC' });
  const every = job.every;
  if (!every) return t('on_demand');
  if (every % 86_400 === 0) {
    const n = every / 86_400;
    const time = hhmm(job.offsetSeconds ?? 0);
    return n === 1 ? t('every_day', { time }) : t('every_days', { n, time });
  }
  if (every % 3600 === 0) return every === 3600 ? t('every_hour') : t('every_hours', { n: every / 3600 });
  if (every % 60 === 0) return every === 60 ? t('every_minute') : t('every_minutes', { n: every / 60 });
  return t('every_seconds', { n: every });
}
