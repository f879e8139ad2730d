import { useTranslation } from 'react-i18next';
import { DEFAULT_FEEDBACK_SETTINGS, formatDateTime, type Feedback } from 'shared-contracts';
import { Badge, DataList, toast } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useFeedbackList } from '../api/list-feedback';
import { FeedbackForm } from './feedback-form';
import '../i18n';

const TONE = { open: 'neutral', answered: 'success', closed: 'neutral' } as const;

/** One feedback the member sent: topic, status, text and the operator's answer. */
function FeedbackRow({ f }: { f: Feedback }) {
  const { t } = useTranslation(NS);
  return (
    <article className="feedback-row" aria-label={t(`feedback_type_${f.type}`)}>
      <header className="feedback-row-head">
        <strong>{t(`feedback_type_${f.type}`)}</strong>
        <Badge tone={TONE[f.status]}>{t(`feedback_status_${f.status}`)}</Badge>
      </header>
      <p className="feedback-text">{f.content}</p>
      <p className="feedback-meta">
        {t('feedback_sent_at', { at: formatDateTime(f.createdAt) })}
        {f.images > 0 && ` · ${t('feedback_with_images', { count: f.images })}`}
      </p>
      {f.answer && (
        <div className="feedback-answer">
          <strong>{t('feedback_answer')}</strong>
          <p className="feedback-text">{f.answer}</p>
        </div>
      )}
    </article>
  );
}

/** The member centre's feedback page (`/member?page=feedback`): the form, then the member's feedback with answers. */
export function FeedbackPage() {
  const { t } = useTranslation(NS);
  const list = useFeedbackList();
  return (
    <div className="records-page feedback-page" data-testid="feedback">
      <p className="feedback-intro">{t('feedback_intro')}</p>
      <section className="ui-card">
        <FeedbackForm
          settings={list.data?.settings ?? DEFAULT_FEEDBACK_SETTINGS}
          onSent={() => {
            toast({ title: t('feedback_sent'), tone: 'success' });
            list.reload();
          }}
        />
      </section>
      <h3 className="feedback-mine">{t('feedback_mine')}</h3>
      <DataList<Feedback>
        label={t('feedback_mine')}
        testId="feedback-list"
        items={list.data?.list ?? []}
        itemKey={(f) => f.id}
        loading={list.loading}
        error={list.error ? t('feedback_failed') : null}
        onRetry={list.reload}
        empty={t('feedback_none')}
        emptyHint={t('feedback_none_hint')}
        renderItem={(f) => <FeedbackRow f={f} />}
      />
    </div>
  );
}
