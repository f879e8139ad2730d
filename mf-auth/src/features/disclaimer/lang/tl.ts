import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The disclaimer feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  disclaimer_agree: 'Sumasang-ayon ako',
  disclaimer_text_1:
    'Ang mga laro sa site na ito ay para sa mga adult na nasa legal na edad ng pagsusugal sa kanilang hurisdiksyon. Maglaro nang responsable: magtakda ng limit at huwag habulin ang mga talo.',
  disclaimer_text_2:
    'Sa pagpapatuloy, tinatanggap mo ang mga tuntunin at kundisyon at ang privacy notice. Hindi puwedeng magrehistro o maglaro ang mga opisyal ng gobyerno, miyembro ng sandatahang lakas at pulisya, at mga taong nasa restricted list kung saan ito ipinagbabawal ng batas.',
};

export default texts;
