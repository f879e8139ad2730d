import { addBundles } from 'shared-contracts';
import { NS } from '../config/i18n';

/** Strings of the components the records pages share. */
const EN = {
  records_days_utc: 'Days are counted in UTC.',
  records_count: '{{count}} records',
  records_all: 'All',
  records_filters: 'Filters',
};

addBundles(NS, {
  EN,
  TY: {
    records_days_utc: 'Ngày được tính theo giờ UTC.',
    records_count: '{{count}} bản ghi',
    records_all: 'Tất cả',
    records_filters: 'Bộ lọc',
  } satisfies typeof EN,
});
