import { Trans, useTranslation } from 'react-i18next';
import { NS } from '../../../config/i18n';

/** A text whose `<when>` part (a date and time) never breaks across lines. */
export function TimedText({ i18nKey, values }: { i18nKey: string; values: Record<string, string> }) {
  const { t } = useTranslation(NS);
  return <Trans t={t} i18nKey={i18nKey} values={values} components={{ when: <span className="member-nowrap" /> }} />;
}
