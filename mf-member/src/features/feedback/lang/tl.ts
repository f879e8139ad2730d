import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The feedback feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  feedback_intro: 'Sabihin sa amin kung ano ang gumagana at hindi. Sasagot kami sa iyong mga platform message.',
  feedback_form: 'Magpadala ng feedback',
  feedback_type: 'Paksa',
  feedback_type_suggestion: 'Mungkahi',
  feedback_type_complaint: 'Reklamo',
  feedback_type_deposit: 'Deposit',
  feedback_type_withdrawal: 'Withdrawal',
  feedback_type_game: 'Mga laro',
  feedback_type_account: 'Account',
  feedback_type_other: 'Iba pa',
  feedback_content: 'Ang iyong feedback',
  feedback_words_one: '{{count}} salita ({{min}}–{{max}})',
  feedback_words: '{{count}} salita ({{min}}–{{max}})',
  feedback_too_short: 'Sumulat ng hindi bababa sa {{min}} na salita',
  feedback_too_long: 'Sumulat ng hindi hihigit sa {{max}} na salita',
  feedback_images: 'Mga screenshot (hanggang {{max}}, jpeg o png, 5 MB bawat isa)',
  feedback_image_n: 'Screenshot {{n}}',
  feedback_image_remove: 'Alisin ang screenshot {{n}}',
  feedback_contact: 'Paano ka namin sasagutin?',
  feedback_contact_none: 'Hindi kailangan ng sagot',
  feedback_contact_email: 'Sa e-mail',
  feedback_contact_phone: 'Sa telepono',
  feedback_contact_message: 'Sa platform message',
  feedback_send: 'Ipadala ang feedback',
  feedback_sent: 'Salamat: naipadala ang iyong feedback',
  feedback_mine: 'Ang iyong feedback',
  feedback_none: 'Wala ka pang naipadalang feedback.',
  feedback_none_hint: 'Makikita dito ang mga ipinadala mo kasama ang aming sagot.',
  feedback_failed: 'Hindi ma-load ang iyong feedback.',
  feedback_status_open: 'Naghihintay ng sagot',
  feedback_status_answered: 'Nasagot na',
  feedback_status_closed: 'Sarado',
  feedback_answer: 'Ang aming sagot',
  feedback_sent_at: 'Ipinadala noong {{at}}',
  feedback_with_images_one: '{{count}} screenshot',
  feedback_with_images: '{{count}} screenshot',
};

export default texts;
