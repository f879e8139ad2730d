import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, formatDateTime, type OpsFeedback } from 'shared-contracts';
import { Button, Dialog, toast } from 'shared-ui';
import { NS as CONSOLE } from '../../../config/i18n';
import { useCan } from '../../../lib/operator';
import { closeFeedback } from '../api/close-feedback';
import { NS } from '../i18n';
import { AnswerDialog } from './answer-dialog';

/** One feedback: what the player wrote, the screenshots, the answer; support and admins answer or close it. */
export function FeedbackDetail({
  feedback,
  merchant,
  onClose,
  onChanged,
}: {
  feedback: OpsFeedback | null;
  merchant: string | undefined;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation([NS, CONSOLE]);
  const can = useCan();
  const [answering, setAnswering] = useState(false);
  const [busy, setBusy] = useState(false);
  const f = feedback;
  const writable = f !== null && f.status !== 'closed' && can('feedback.answer');
  const close = async () => {
    if (!f) return;
    setBusy(true);
    try {
      await closeFeedback(f.id, merchant);
      toast({ title: t('closed', { id: f.id }), tone: 'success' });
      onChanged();
    } catch (e) {
      toast({ title: errorText(t, e), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Dialog
        open={f !== null && !answering}
        onOpenChange={(o) => !o && onClose()}
        title={t('detail_title', { id: f?.id ?? 0, username: f?.username ?? '' })}
        size="lg"
        testId="feedback-detail"
        footer={
          writable ? (
            <div className="console-row">
              <Button variant="primary" onClick={() => setAnswering(true)}>
                {t('answer')}
              </Button>
              <Button loading={busy} onClick={() => void close()}>
                {t('close')}
              </Button>
            </div>
          ) : undefined
        }
      >
        {f && (
          <div className="console-stack">
            <dl className="console-facts">
              <dt>{t('type')}</dt>
              <dd>{t(`type_${f.type}`)}</dd>
              <dt>{t('status')}</dt>
              <dd>{t(`status_${f.status}`)}</dd>
              <dt>{t('contact')}</dt>
              <dd>{t(`contact_${f.contact}`)}</dd>
              <dt>{t('sent')}</dt>
              <dd>{formatDateTime(f.createdAt)}</dd>
            </dl>
            <section aria-label={t('content')}>
              <h3 className="console-subtitle">{t('content')}</h3>
              <p className="console-pre">{f.content}</p>
            </section>
            {f.imageUrls.length > 0 && (
              <section aria-label={t('screenshots')}>
                <h3 className="console-subtitle">{t('screenshots')}</h3>
                <div className="console-images">
                  {f.imageUrls.map((url, i) => (
                    <figure key={url}>
                      <a href={url} target="_blank" rel="noreferrer">
                        <img src={url} alt={t('screenshot_n', { n: i + 1 })} />
                      </a>
                      <figcaption>{t('screenshot_n', { n: i + 1 })}</figcaption>
                    </figure>
                  ))}
                </div>
              </section>
            )}
            {f.answer && (
              <section aria-label={t('answer')}>
                <h3 className="console-subtitle">{t('answer')}</h3>
                <p className="console-pre">{f.answer}</p>
                {f.answeredBy && <p className="console-muted">{t('answered_by', { username: f.answeredBy })}</p>}
              </section>
            )}
          </div>
        )}
      </Dialog>
      <AnswerDialog
        feedback={answering ? f : null}
        merchant={merchant}
        onClose={() => setAnswering(false)}
        onAnswered={(done) => {
          toast({ title: t('answered', { username: done.username }), tone: 'success' });
          setAnswering(false);
          onChanged();
        }}
      />
    </>
  );
}
