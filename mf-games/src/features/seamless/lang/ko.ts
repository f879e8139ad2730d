import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The seamless texts in Korean. */
const texts: Texts<typeof EN> = {
  seamless_title: '게임',
  seamless_none: '로비에서 게임을 선택하여 플레이를 시작하세요.',
  seamless_loading: '게임을 시작하는 중…',
  launch_failed: '게임을 시작할 수 없습니다. 다시 시도해 주세요.',
  fun_mode: '체험 모드: 가상 머니로 플레이 중입니다.',
};

export default texts;
