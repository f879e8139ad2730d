import { CheckCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, type MemberMessage } from 'shared-contracts';
import { Button, Checkbox, DataList, Pager, toast } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { deleteMessage } from '../api/delete-message';
import { useMessages } from '../api/list-messages';
import { readAllMessages } from '../api/read-all-messages';
import { readMessage } from '../api/read-message';
import { DeleteConfirm } from './delete-confirm';
import { MessageDialog } from './message-dialog';
import { MessageRow } from './message-row';
import { messageText } from './message-text';
import '../i18n';

const PAGE_SIZE = 10;

/**
 * messageV2 (SPEC §2 platform information): the member's messages newest (or unread) first, paged by the server;
 * opening one marks it read; mark all read; delete after a confirmation. Every change tells the shell
 * (`messages:changed`) so the header's unread badge follows.
 */
export function MessagesPage() {
  const { t, i18n } = useTranslation(NS);
  const [pageNo, setPage] = useState(1);
  const [unreadFirst, setUnreadFirst] = useState(false);
  const list = useMessages({ pageNo, pageSize: PAGE_SIZE, unreadFirst });
  const [opened, setOpened] = useState<{ message: MemberMessage; failed: boolean } | null>(null);
  const [deleting, setDeleting] = useState<MemberMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const data = list.data;
  const { reload } = list;

  // Deleting the last message of the last page leaves the page number past the end: show the new last page.
  useEffect(() => {
    if (data && data.totalPages > 0 && data.pageNo > data.totalPages) setPage(data.totalPages);
  }, [data]);

  const changed = () => {
    reload();
    bus.emit('messages:changed', {});
  };
  const failed = () => toast({ title: t('inbox_action_failed'), tone: 'error' });

  const open = async (m: MemberMessage) => {
    setOpened({ message: m, failed: false });
    try {
      const read = await readMessage(m.id);
      setOpened((o) => (o?.message.id === m.id ? { message: read, failed: false } : o));
      if (!m.read) changed();
    } catch {
      setOpened((o) => (o?.message.id === m.id ? { ...o, failed: true } : o));
      reload();
    }
  };
  const readAll = async () => {
    setBusy(true);
    try {
      await readAllMessages();
      toast({ title: t('inbox_read_all_done'), tone: 'success' });
      changed();
    } catch {
      failed();
    } finally {
      setBusy(false);
    }
  };
  const remove = async (m: MemberMessage) => {
    setBusy(true);
    try {
      await deleteMessage(m.id);
      setDeleting(null);
      toast({ title: t('inbox_deleted'), tone: 'success' });
      changed();
    } catch {
      failed();
    } finally {
      setBusy(false);
    }
  };

  const unread = data?.unread ?? 0;
  return (
    <div className="records-page" data-testid="messages">
      <section className="ui-card inbox-toolbar" aria-label={t('common:records_filters')}>
        <Checkbox
          label={t('inbox_unread_first')}
          checked={unreadFirst}
          onChange={(e) => (setUnreadFirst(e.target.checked), setPage(1))}
        />
        <span className="inbox-count" data-testid="inbox-unread" aria-live="polite">
          {data && t('inbox_unread_count', { count: unread })}
        </span>
        <Button
          icon={<CheckCheck aria-hidden />}
          loading={busy && !deleting}
          disabled={!unread}
          onClick={() => void readAll()}
        >
          {t('inbox_read_all')}
        </Button>
      </section>
      <DataList<MemberMessage>
        label={t('inbox_list')}
        testId="message-list"
        className="inbox-list"
        items={data?.list ?? []}
        itemKey={(m) => m.id}
        loading={list.loading}
        error={list.error ? t('inbox_failed') : null}
        onRetry={reload}
        empty={t('inbox_none')}
        emptyHint={t('inbox_none_hint')}
        renderItem={(m) => <MessageRow message={m} onOpen={() => void open(m)} onDelete={() => setDeleting(m)} />}
      />
      {data && <Pager page={data.pageNo} pages={data.totalPages} onPage={setPage} />}
      {opened && (
        <MessageDialog
          message={opened.message}
          failed={opened.failed}
          onClose={() => setOpened(null)}
          onDelete={() => (setDeleting(opened.message), setOpened(null))}
        />
      )}
      {deleting && (
        <DeleteConfirm
          title={messageText(t, (k) => i18n.exists(k), deleting).title}
          busy={busy}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void remove(deleting)}
        />
      )}
    </div>
  );
}
