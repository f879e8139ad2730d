import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The system feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  game_maintenance: '游戏维护中',
  info_maintenance: '我们正在升级服务，请稍后再来。',
  blockip: '访问受限',
  info_ip_block: '您所在的地区暂不提供服务。您的 IP 地址：{{ip}}',
  config_failed: '无法连接服务器。',
  retry: '重试',
};

export default texts;
