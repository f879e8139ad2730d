import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the results feature. */
export const EN = {
  results_date: 'Date',
  results_none: 'No results on this day',
  results_none_hint: 'Choose another day or game.',
  results_failed: 'The results could not be loaded.',
};

addBundles(NS, {
  EN,
  TY: {
    results_date: 'Ngày',
    results_none: 'Không có kết quả trong ngày này',
    results_none_hint: 'Chọn ngày hoặc trò chơi khác.',
    results_failed: 'Không tải được kết quả.',
  } satisfies typeof EN,
});
