import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The disclaimer texts in Korean. */
const texts: Texts<typeof EN> = {
  disclaimer_agree: '동의합니다',
  disclaimer_text_1:
    '이 사이트의 게임은 해당 관할 지역의 법정 도박 가능 연령에 해당하는 성인을 위한 것입니다. 책임감 있게 플레이하세요: 한도를 정하고, 손실을 만회하려 하지 마세요.',
  disclaimer_text_2:
    '계속 진행하면 이용약관 및 개인정보 처리방침에 동의하는 것으로 간주됩니다. 법으로 금지된 경우 공무원, 군인 및 경찰, 이용 제한 대상자는 가입하거나 플레이할 수 없습니다.',
};

export default texts;
