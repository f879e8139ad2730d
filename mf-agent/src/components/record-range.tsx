import { useTranslation } from 'react-i18next';
import { RECORDS_MAX_DAYS } from 'shared-contracts';
import { DateRangeFilter, type DayRange } from 'shared-ui';
import { NS } from '../config/i18n';
import { utcToday } from '../lib/dates';
import './i18n';

/** The agent pages' day range: presets counted from today in UTC (the API's days), at most 90 days. */
export function RecordRange({ value, onChange }: { value: DayRange; onChange: (range: DayRange) => void }) {
  const { t } = useTranslation(NS);
  return (
    <div className="agent-range">
      <DateRangeFilter value={value} onChange={onChange} maxDays={RECORDS_MAX_DAYS} today={utcToday()} />
      <p className="agent-hint">{t('records_days_utc')}</p>
    </div>
  );
}
