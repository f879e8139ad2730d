import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the system feature. */
export const EN = {
  game_maintenance: 'Games under maintenance',
  info_maintenance: 'We are upgrading our service. Please come back later.',
  blockip: 'Access restricted',
  info_ip_block: 'Our service is not available in your region. Your IP address: {{ip}}',
  config_failed: 'We could not reach the server.',
  retry: 'Try again',
};

addBundles(NS, {
  EN,
  TY: {
    game_maintenance: 'Trò chơi đang bảo trì',
    info_maintenance: 'Chúng tôi đang nâng cấp dịch vụ. Vui lòng quay lại sau.',
    blockip: 'Truy cập bị hạn chế',
    info_ip_block: 'Dịch vụ không khả dụng tại khu vực của bạn. Địa chỉ IP của bạn: {{ip}}',
    config_failed: 'Không thể kết nối máy chủ.',
    retry: 'Thử lại',
  } satisfies typeof EN,
});
