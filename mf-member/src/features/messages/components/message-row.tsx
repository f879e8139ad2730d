import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type MemberMessage } from 'shared-contracts';
import { Button, IconButton } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { messageText } from './message-text';
import '../i18n';

/** One message in the list: unread ones are marked (a dot, bold, "Unread" for screen readers); opens or deletes. */
export function MessageRow({
  message,
  onOpen,
  onDelete,
}: {
  message: MemberMessage;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const text = messageText(t, (k) => i18n.exists(k), message);
  return (
    <article
      className={`inbox-row${message.read ? '' : ' is-unread'}`}
      data-testid="message-row"
      data-read={message.read}
      aria-label={text.title}
    >
      <Button variant="ghost" className="inbox-open" onClick={onOpen}>
        <span className="inbox-dot" aria-hidden />
        <span className="inbox-summary">
          <span className="inbox-title">
            {!message.read && <span className="sr-only">{t('inbox_unread')}: </span>}
            {text.title}
          </span>
          <time className="inbox-time" dateTime={message.createdAt}>
            {formatDateTime(message.createdAt, { seconds: true })}
          </time>
        </span>
      </Button>
      <IconButton
        label={t('inbox_delete_named', { title: text.title })}
        icon={<Trash2 aria-hidden />}
        onClick={onDelete}
      />
    </article>
  );
}
