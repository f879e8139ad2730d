import { useTranslation } from 'react-i18next';
import { errorText, REMOTE_NAMES, type Rollout } from 'shared-contracts';
import { Button, DataList, Page } from 'shared-ui';
import { useRollouts } from '../../../api/list-rollouts';
import { NS as CONSOLE } from '../../../config/i18n';
import { useCan, useOperator } from '../../../lib/operator';
import { NS } from '../i18n';
import { RolloutCard } from './rollout-card';

const order = (r: Rollout) => REMOTE_NAMES.indexOf(r.remote);

/**
 * /console/releases (ADR 0012): the chosen merchant's six remotes — what runs, how each running version fares in
 * real browsers, and (with `releases.rollout`) pin, canary, promote, halt and roll back.
 */
export function ReleasesPage() {
  const { t } = useTranslation([NS, CONSOLE]);
  const { oneMerchant: merchant } = useOperator();
  const can = useCan();
  const rollouts = useRollouts(merchant);
  const rows = [...(rollouts.data?.list ?? [])].sort((a, b) => order(a) - order(b));
  return (
    <Page
      title={t('title')}
      testId="releases-page"
      actions={
        <Button size="sm" variant="secondary" onClick={rollouts.reload}>
          {t(`${CONSOLE}:refresh`)}
        </Button>
      }
    >
      {merchant && <p className="console-muted">{t('intro', { merchant })}</p>}
      <DataList
        label={t('remotes')}
        className="release-list"
        items={rows}
        itemKey={(r) => r.remote}
        renderItem={(r) => (
          <RolloutCard
            rollout={r}
            health={rollouts.data?.health ?? []}
            merchant={merchant!}
            canRollout={can('releases.rollout')}
            onChanged={rollouts.reload}
          />
        )}
        loading={rollouts.loading}
        error={rollouts.error ? errorText(t, rollouts.error) : null}
        onRetry={rollouts.reload}
        empty={t('empty')}
        testId="rollouts"
      />
    </Page>
  );
}
