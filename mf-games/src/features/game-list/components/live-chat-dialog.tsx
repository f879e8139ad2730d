import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveTable } from 'shared-contracts';
import { Dialog, ErrorPanel, Skeleton } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { launchChat } from '../api/launch-chat';

type ChatState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

/**
 * A live table's chat in a dialog: asks for a fresh one-time chat link each time it opens (a link works once) and
 * shows the vendor's chat page in a frame. A 401 already opened the login modal (session:expired).
 */
export function LiveChatDialog({ table, onClose }: { table: LiveTable; onClose: () => void }) {
  const { t, i18n } = useTranslation(NS);
  const [state, setState] = useState<ChatState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    launchChat(table.code, i18n.language)
      .then((r) => live && setState({ status: 'ready', url: r.chatUrl }))
      .catch(() => live && setState({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [table.code, i18n.language, attempt]);
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('live_chat_title', { table: table.name })}
      size="md"
      testId="live-chat"
    >
      <div className="games-live-chat" aria-busy={state.status === 'loading'}>
        {state.status === 'failed' ? (
          <ErrorPanel message={t('live_chat_failed')} onRetry={() => setAttempt((a) => a + 1)} />
        ) : state.status === 'ready' ? (
          <iframe
            title={t('live_chat_title', { table: table.name })}
            src={state.url}
            className="games-live-chat-frame"
          />
        ) : (
          <Skeleton height="100%" radius="var(--radius-md)" />
        )}
      </div>
    </Dialog>
  );
}
