import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The system texts in Korean. */
const texts: Texts<typeof EN> = {
  game_maintenance: '게임 점검 중',
  info_maintenance: '서비스를 업그레이드하고 있습니다. 잠시 후 다시 방문해 주세요.',
  blockip: '접속 제한',
  info_ip_block: '회원님의 지역에서는 서비스를 이용할 수 없습니다. IP 주소: {{ip}}',
  config_failed: '서버에 연결할 수 없습니다.',
  retry: '다시 시도',
};

export default texts;
