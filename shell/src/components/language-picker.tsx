import { useTranslation } from 'react-i18next';
import { bus, isLanguage, LANGUAGE_NAMES, session, switchLanguage } from 'shared-contracts';
import { Select } from 'shared-ui';
import { useShell } from '../hooks/use-shell';
import { setLanguage } from '../api/set-language';
import { NS } from '../config/i18n';
import './i18n';

/**
 * The merchant’s languages in its order, each named in itself: stores `lang` and `hisLang`, loads the language's texts (a chunk
 * per package for ZH, JA, TH, TL, KO), switches i18next and tells the others (SPEC §4).
 */
export function LanguagePicker() {
  const { t, i18n } = useTranslation(NS);
  const { config } = useShell();
  const offered = config.languages.filter(isLanguage);
  if (offered.length < 2) return null;
  const change = (lang: string) => {
    if (!isLanguage(lang)) return;
    session.setLocal('hisLang', i18n.language);
    session.setLocal('lang', lang);
    void switchLanguage(lang).then(() => bus.emit('language:changed', { lang }));
    // SPEC §4: a logged-in member's language is also stored on the server (best effort).
    if (session.get('token')) setLanguage(lang).catch(() => undefined);
  };
  return (
    <Select
      className="lang-picker"
      label={t('language')}
      hideLabel
      value={i18n.language}
      onChange={(e) => change(e.target.value)}
      options={offered.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
    />
  );
}
