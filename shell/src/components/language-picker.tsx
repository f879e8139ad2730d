import { useTranslation } from 'react-i18next';
import { bus, LANGUAGES, session } from 'shared-contracts';
import { setLanguage } from '../api/set-language';
import { NS } from '../config/i18n';

/** EN/TY picker: stores `lang` and `hisLang`, switches i18next and tells the others (SPEC §4). */
export function LanguagePicker() {
  const { t, i18n } = useTranslation(NS);
  const change = (lang: string) => {
    session.setLocal('hisLang', i18n.language);
    session.setLocal('lang', lang);
    void i18n.changeLanguage(lang);
    bus.emit('language:changed', { lang });
    // SPEC §4: a logged-in member's language is also stored on the server (best effort).
    if (session.get('token')) setLanguage(lang).catch(() => undefined);
  };
  return (
    <label className="lang-picker">
      <span className="sr-only">{t('language')}</span>
      <select aria-label={t('language')} value={i18n.language} onChange={(e) => change(e.target.value)}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {t(`lang_${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
