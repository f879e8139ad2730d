import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type MemberMessage } from 'shared-contracts';
import { Button, Dialog, ErrorPanel } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { messageText } from './message-text';
import '../i18n';

/** An opened message: its title, time and text; delete asks for confirmation first. */
export function MessageDialog({
  message,
  failed,
  onClose,
  onDelete,
}: {
  message: MemberMessage;
  /** Opening it failed (e.g. deleted from another tab). */
  failed: boolean;
  onClose: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const text = messageText(t, (k) => i18n.exists(k), message);
  return (
    <Dialog
      open
      title={text.title}
      onOpenChange={(o) => !o && onClose()}
      testId="message-dialog"
      footer={
        <>
          <Button variant="danger" icon={<Trash2 aria-hidden />} onClick={onDelete} disabled={failed}>
            {t('inbox_delete')}
          </Button>
          <Button variant="primary" onClick={onClose}>
            {t('common:close')}
          </Button>
        </>
      }
    >
      {failed ? (
        <ErrorPanel message={t('inbox_open_failed')} />
      ) : (
        <article className="inbox-message" data-testid="message-body">
          <time className="inbox-time" dateTime={message.createdAt}>
            {formatDateTime(message.createdAt, { seconds: true })}
          </time>
          {text.lines ? (
            text.lines.map((line, i) => <p key={i}>{line}</p>)
          ) : (
            // Sanitised on the server when stored.
            <div className="inbox-rich-text" dangerouslySetInnerHTML={{ __html: text.html ?? '' }} />
          )}
        </article>
      )}
    </Dialog>
  );
}
