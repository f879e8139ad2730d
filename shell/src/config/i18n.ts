import { addBundles, addLanguageLoaders, localeOf } from 'shared-contracts';

/** Sets `<html lang>` for an app language (TY is Vietnamese, TL Filipino: LOCALES). */
export function setDocumentLanguage(lang: string): void {
  document.documentElement.lang = localeOf(lang);
}

/** Namespace `shell`, owned by the shell. */
export const NS = 'shell';

// The lazy languages (SPEC §1): each its own chunk, loaded when a player chooses it.
addLanguageLoaders(NS, {
  ZH: () => import(/* webpackChunkName: "lang-zh" */ '../lang/zh'),
  JA: () => import(/* webpackChunkName: "lang-ja" */ '../lang/ja'),
  TH: () => import(/* webpackChunkName: "lang-th" */ '../lang/th'),
  TL: () => import(/* webpackChunkName: "lang-tl" */ '../lang/tl'),
  KO: () => import(/* webpackChunkName: "lang-ko" */ '../lang/ko'),
});

/** The strings more than one part of the shell uses (app/, several features, lib/). */
export const EN = {
  login: 'Login',
  sign_up: 'Sign up',
  deposit: 'Deposit',
  customer_service: 'Customer service',
  sign_out: 'Sign out',
  promotions: 'Promotions',
  help_center: 'Help center',
  terms: 'Terms and conditions',
  privacy: 'Privacy policy',
  account: 'Account',
  skip_to_content: 'Skip to content',
  download_app: 'Download the app',
};

addBundles(NS, {
  EN,
  TY: {
    login: 'Đăng nhập',
    sign_up: 'Đăng ký',
    deposit: 'Nạp tiền',
    customer_service: 'Chăm sóc khách hàng',
    sign_out: 'Đăng xuất',
    promotions: 'Khuyến mãi',
    help_center: 'Trung tâm trợ giúp',
    terms: 'Điều khoản và điều kiện',
    privacy: 'Chính sách bảo mật',
    account: 'Tài khoản',
    skip_to_content: 'Chuyển đến nội dung',
    download_app: 'Tải ứng dụng',
  } satisfies typeof EN,
});
