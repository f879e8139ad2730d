import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The register-center feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  reg_title: 'Bagong account',
  reg_intro:
    'Gagawin ang account sa ilalim mo. Ibigay sa may-ari ang password: kailangan itong palitan sa unang login.',
  reg_username: 'Username',
  reg_username_hint: '4–16 na letra, digit o _',
  reg_username_rule: 'Gumamit ng 4–16 na letra, digit o _',
  reg_password: 'Password',
  reg_password_rule: 'Gumamit ng 6–20 character',
  reg_confirm: 'Kumpirmahin ang password',
  reg_nickname: 'Nickname (opsyonal)',
  reg_nickname_rule: 'Hanggang 32 character',
  reg_kind: 'Uri ng account',
  reg_player: 'Player',
  reg_agent: 'Agent',
  reg_submit: 'Magrehistro',
  reg_done_player: 'Nairehistro ang player na {{account}}.',
  reg_done_agent: 'Nairehistro ang agent na {{account}}.',
  reg_done_code: 'Invitation code: {{code}}',
  inv_title: 'Mag-imbita',
  inv_intro: 'Sasali sa iyong team ang mga bagong player na magrerehistro gamit ang iyong link o code.',
  inv_code: 'Invitation code',
  inv_link: 'Register link',
  inv_copy: 'Kopyahin',
  inv_copy_link: 'Kopyahin ang register link',
  inv_copied: 'Nakopya ang link',
  inv_copy_failed: 'Hindi makopya: piliin ang link at ikaw na ang kumopya',
  inv_qr: 'QR code ng iyong register link',
  inv_failed: 'Hindi ma-load ang iyong imbitasyon.',
};

export default texts;
