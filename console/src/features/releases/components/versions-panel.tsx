import { useTranslation } from 'react-i18next';
import { errorText, formatDateTime, type Release, type RemoteName } from 'shared-contracts';
import { DataTable, type Column } from 'shared-ui';
import { useReleases } from '../../../api/list-releases';
import { NS } from '../i18n';
import { formatBytes } from './rollout-format';

/** Every published version of one remote, newest first: who published it when, from what, and how big it is. */
export function VersionsPanel({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation(NS);
  const releases = useReleases(remote);
  const columns: Column<Release>[] = [
    { key: 'version', header: t('version'), render: (r) => <strong>{r.version}</strong> },
    { key: 'published', header: t('published_at'), render: (r) => formatDateTime(r.publishedAt) },
    { key: 'by', header: t('published_by'), render: (r) => r.publishedBy },
    { key: 'source', header: t('source'), render: (r) => t(`source_${r.source}`) },
    { key: 'files', header: t('files'), align: 'end', render: (r) => r.files },
    { key: 'size', header: t('size'), align: 'end', render: (r) => formatBytes(r.bytes) },
    {
      key: 'commit',
      header: t('git_commit'),
      render: (r) => (r.gitCommit ? <code title={r.gitCommit}>{r.gitCommit.slice(0, 8)}</code> : t('none')),
    },
    { key: 'built', header: t('built_at'), render: (r) => formatDateTime(r.builtAt) },
  ];
  return (
    <DataTable
      caption={t('versions_of', { remote })}
      columns={columns}
      rows={releases.data?.list ?? []}
      rowKey={(r) => r.version}
      loading={releases.loading}
      error={releases.error ? errorText(t, releases.error) : null}
      onRetry={releases.reload}
      empty={t('unversioned')}
      testId={`rollout-versions-${remote}`}
    />
  );
}
