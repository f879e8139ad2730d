import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The welcome feature's texts in Korean. */
const texts: Texts<typeof EN> = {
  welcome_title: '복권에 오신 것을 환영합니다',
  welcome_intro: '{{nickname}}님, 복권 프로필이 준비되었습니다. 이용 방법은 다음과 같습니다.',
  welcome_step_pick: '로비에서 게임을 선택하세요. 빠른 복권은 몇 분마다, 지역 복권은 하루에 한 번 추첨합니다.',
  welcome_step_bet: '번호와 베팅 유형을 고른 뒤 마감 전에 베팅 슬립을 확정하세요.',
  welcome_step_verify: '각 추첨 후 결과를 확인하고 공정했는지 검증할 수 있습니다.',
  welcome_start: '게임 시작',
};

export default texts;
