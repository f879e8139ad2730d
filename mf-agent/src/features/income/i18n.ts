import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of my income (agentRevenueReport). */
export const EN = {
  inc_type: 'Contract',
  inc_received: 'Received',
  inc_paid: 'Paid to downlines',
  inc_net: 'Net',
  inc_total: 'Total',
  inc_period: '{{from}} – {{to}} (UTC)',
  inc_none: 'No contract income in this period.',
  inc_none_hint: 'Dividends and salaries you receive and pay show here.',
  inc_failed: 'Could not load your income.',
};

addBundles(NS, {
  EN,
  TY: {
    inc_type: 'Hợp đồng',
    inc_received: 'Đã nhận',
    inc_paid: 'Đã trả tuyến dưới',
    inc_net: 'Ròng',
    inc_total: 'Tổng',
    inc_period: '{{from}} – {{to}} (UTC)',
    inc_none: 'Không có thu nhập hợp đồng trong khoảng thời gian này.',
    inc_none_hint: 'Cổ tức và lương bạn nhận và trả sẽ hiện ở đây.',
    inc_failed: 'Không thể tải thu nhập của bạn.',
  } satisfies typeof EN,
});
