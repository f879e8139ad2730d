import { useTranslation } from 'react-i18next';
import { RECORDS_MAX_DAYS } from 'shared-contracts';
import { DateRangeFilter } from './date-range-filter';
import { utcToday, type DayRange } from './date-range';

/** A records page's day range: presets counted from today in UTC (the API's days), at most 90 days. */
export function RecordRange({ value, onChange }: { value: DayRange; onChange: (range: DayRange) => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="ui-record-range">
      <DateRangeFilter value={value} onChange={onChange} maxDays={RECORDS_MAX_DAYS} today={utcToday()} />
      <p className="ui-record-range-hint">{t('records_days_utc')}</p>
    </div>
  );
}
