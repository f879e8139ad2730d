import { useTranslation } from 'react-i18next';
import { DataList } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useAnnouncements } from '../api/get-announcements';
import '../i18n';

/** agentAnnouncement: the operator's player notices, each a title and its HTML content. */
export function AnnouncementsPage() {
  const { t } = useTranslation(NS);
  const { data, loading, error, reload } = useAnnouncements();
  return (
    <DataList
      testId="announcements"
      label={t('ann_list')}
      className="agent-notices"
      items={data?.player ?? []}
      itemKey={(n) => n.id}
      loading={loading}
      error={error ? t('ann_failed') : null}
      onRetry={reload}
      empty={t('ann_none')}
      emptyHint={t('ann_none_hint')}
      renderItem={(n) => (
        <article className="ui-card agent-notice">
          <h2 className="agent-card-title">{n.title}</h2>
          {/* Sanitised on the server when stored (platform-api sanitize-html). */}
          <div className="agent-rich-text" dangerouslySetInnerHTML={{ __html: n.content }} />
        </article>
      )}
    />
  );
}
