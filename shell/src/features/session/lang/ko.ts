import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The session texts in Korean. */
const texts: Texts<typeof EN> = {
  logout_confirm: '정말 로그아웃하시겠습니까?',
  switch_account_title: '계정을 전환하시겠습니까?',
  switch_account_body: '현재 {{current}}(으)로 로그인되어 있습니다. 이 링크는 {{next}}(으)로 로그인합니다.',
  switch_account_keep: '{{current}} 유지',
  switch_account_switch: '{{next}}(으)로 전환',
};

export default texts;
