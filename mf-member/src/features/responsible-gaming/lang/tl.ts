import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The responsible-gaming feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  rg_title: 'Responsible gaming',
  rg_intro: 'Magtakda ng limit sa iyong deposit, o magpahinga muna sa paglalaro.',
  rg_failed: 'Hindi ma-load ang iyong responsible-gaming settings.',
  rg_limits_title: 'Mga deposit limit',
  rg_period_DAILY: 'Araw-araw',
  rg_period_WEEKLY: 'Lingguhan',
  rg_period_MONTHLY: 'Buwanan',
  rg_col_period: 'Period',
  rg_col_limit: 'Limit',
  rg_col_used: 'Na-deposit',
  rg_col_remaining: 'Natitira',
  rg_col_pending: 'Naghihintay na pagbabago',
  rg_no_limit: 'Walang limit',
  rg_pending_amount: '{{amount}} mula <when>{{at}}</when>',
  rg_pending_none: 'Walang limit mula <when>{{at}}</when>',
  rg_windows:
    'Binibilang sa UTC ang mga araw, linggo (mula Lunes) at buwan. Kasama ang mga pending at na-credit na deposit.',
  rg_limit_DAILY: 'Daily limit',
  rg_limit_WEEKLY: 'Weekly limit',
  rg_limit_MONTHLY: 'Monthly limit',
  rg_limit_hint: 'Iwanang blangko kung walang limit.',
  rg_limits_rule:
    'Agad na magiging epektibo ang mas mababang limit. Ang mas mataas na limit, o ang pag-alis nito, ay magiging epektibo makalipas ang 24 oras.',
  rg_limits_save: 'I-save ang mga limit',
  rg_limits_saved: 'Na-save ang iyong mga limit.',
  rg_exclusion_title: 'Self-exclusion',
  rg_exclusion_intro:
    'Magpahinga: habang naka-exclude, hindi ka makakapag-login, makakapag-deposit o makakataya. Hindi na maiikli o makakansela ang exclusion.',
  rg_exclusion_active: 'Naka-exclude ka hanggang <when>{{until}}</when>.',
  rg_exclusion_period: 'I-exclude ako nang',
  rg_ex_P1D: '1 araw',
  rg_ex_P7D: '7 araw',
  rg_ex_P30D: '30 araw',
  rg_ex_P90D: '90 araw',
  rg_ex_P180D: '180 araw',
  rg_ex_P1Y: '1 taon',
  rg_ex_UNTIL: 'Hanggang sa araw na pipiliin ko',
  rg_exclusion_until: 'Huling araw ng exclusion',
  rg_exclusion_until_invalid: 'Pumili ng araw pagkatapos ngayon',
  rg_exclusion_password: 'Login password',
  rg_exclusion_submit: 'I-exclude ako',
  rg_confirm_title: 'I-exclude ang sarili mo?',
  rg_confirm_body:
    'Agad kang ila-logout. Hanggang <when>{{until}}</when>, hindi ka makakapag-login, makakapag-deposit o makakapaglagay ng taya.',
  rg_confirm_final: 'Hindi na ito maiikli o makakansela.',
  rg_confirm_yes: 'Oo, i-exclude ako',
};

export default texts;
