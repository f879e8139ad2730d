/** Customer-service opening hours (`serviceHoursText` with the default `cs_` prefix), merged into `common`. */
export const SERVICE_HOURS_EN = {
  cs_day_1: 'Monday',
  cs_day_2: 'Tuesday',
  cs_day_3: 'Wednesday',
  cs_day_4: 'Thursday',
  cs_day_5: 'Friday',
  cs_day_6: 'Saturday',
  cs_day_7: 'Sunday',
  cs_day_range: '{{from}}–{{to}}',
  cs_day_sep: ', ',
  cs_hours: '{{days}}, {{from}}–{{to}} ({{zone}})',
  cs_hours_label: 'Customer service hours: {{hours}}',
};

export const SERVICE_HOURS_TY: typeof SERVICE_HOURS_EN = {
  cs_day_1: 'Thứ Hai',
  cs_day_2: 'Thứ Ba',
  cs_day_3: 'Thứ Tư',
  cs_day_4: 'Thứ Năm',
  cs_day_5: 'Thứ Sáu',
  cs_day_6: 'Thứ Bảy',
  cs_day_7: 'Chủ Nhật',
  cs_day_range: '{{from}}–{{to}}',
  cs_day_sep: ', ',
  cs_hours: '{{days}}, {{from}}–{{to}} ({{zone}})',
  cs_hours_label: 'Giờ chăm sóc khách hàng: {{hours}}',
};
