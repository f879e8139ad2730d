import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The disclaimer feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  disclaimer_agree: '我同意',
  disclaimer_text_1: '本站游戏仅供所在司法管辖区已达法定博彩年龄的成年人参与。请理性游戏：设定限额，切勿追回输掉的钱。',
  disclaimer_text_2:
    '继续即表示您接受条款与条件及隐私声明。在法律禁止的地区，政府官员、军警人员以及受限名单上的人士不得注册或游戏。',
};

export default texts;
