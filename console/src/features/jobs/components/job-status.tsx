import { useTranslation } from 'react-i18next';
import type { jobsOpsApi } from 'shared-contracts';
import { Badge } from 'shared-ui';
import { NS } from '../i18n';

const TONE = {
  running: 'primary',
  ok: 'success',
  retrying: 'neutral',
  failed: 'danger',
  expired: 'danger',
  skipped: 'neutral',
} as const;

/** A run's status as a coloured badge. */
export function JobStatus({ status, testId }: { status: jobsOpsApi.JobRunStatus; testId?: string }) {
  const { t } = useTranslation(NS);
  return (
    <Badge tone={TONE[status]} testId={testId}>
      {t(`status_${status}`)}
    </Badge>
  );
}
