import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';

const STEPS = ['welcome_step_pick', 'welcome_step_bet', 'welcome_step_verify'] as const;

/**
 * The lottery's one-time welcome (SPEC §7 first login): an intro above the page when the first login says this is
 * the member's first visit (`nickname` given), until the member closes it. Not a modal: the lottery stays usable.
 */
export function WelcomeNote({ nickname }: { nickname: string | null }) {
  const { t } = useTranslation(NS);
  const [closed, setClosed] = useState(false);
  if (nickname === null || closed) return null;
  return (
    <div className="lottery-welcome" data-testid="lottery-welcome">
      <p>
        <strong>{t('welcome_title')}</strong>
      </p>
      <p>{t('welcome_intro', { nickname })}</p>
      <ol>
        {STEPS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      <Button variant="primary" onClick={() => setClosed(true)}>
        {t('welcome_start')}
      </Button>
    </div>
  );
}
