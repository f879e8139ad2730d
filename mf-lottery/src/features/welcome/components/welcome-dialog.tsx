import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';

const STEPS = ['welcome_step_pick', 'welcome_step_bet', 'welcome_step_verify'] as const;

/**
 * The lottery's one-time welcome (SPEC §7 first login): shown when the first login says this is the member's first
 * visit (`nickname` given), until the member closes it.
 */
export function WelcomeDialog({ nickname }: { nickname: string | null }) {
  const { t } = useTranslation(NS);
  const [closed, setClosed] = useState(false);
  const close = () => setClosed(true);
  return (
    <Dialog
      open={nickname !== null && !closed}
      onOpenChange={(o) => !o && close()}
      title={t('welcome_title')}
      size="sm"
      testId="lottery-welcome"
      footer={
        <Button variant="primary" onClick={close}>
          {t('welcome_start')}
        </Button>
      }
    >
      <p>{t('welcome_intro', { nickname })}</p>
      <ol>
        {STEPS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
    </Dialog>
  );
}
