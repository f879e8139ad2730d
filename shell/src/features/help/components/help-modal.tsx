import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Modal } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useHelpCenter } from '../api/get-help-center';

const HASH_TO_KEY: Record<string, string> = { '#term': 'term', '#terms': 'terms', '#privacy': 'privacy' };

/** helpModal on /help: the help centre for the current language; #term, #terms, #privacy pick a section. */
export function HelpModal() {
  const { t, i18n } = useTranslation(NS);
  const { hash } = useLocation();
  const navigate = useNavigate();
  const all = useHelpCenter(i18n.language);
  const key = HASH_TO_KEY[hash];
  const sections = all.filter((s) => !key || s.key === key);
  return (
    <Modal title={t('help_center')} onClose={() => navigate('/index')}>
      {sections.map((s) => (
        <section key={s.key} data-section={s.key}>
          <h3>{s.title}</h3>
          {/* Sanitised on the server (platform-api help-center repository). */}
          <div dangerouslySetInnerHTML={{ __html: s.content }} />
        </section>
      ))}
    </Modal>
  );
}
