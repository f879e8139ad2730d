import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, formatDateTime, type MemberMessage, type playersOpsApi } from 'shared-contracts';
import { Badge, DataTable, FormStatus, SubmitButton, toast, type Column } from 'shared-ui';
import * as yup from 'yup';
import { FormTextField } from '../../../components/form-fields';
import { PagedTable } from '../../../components/paged-table';
import { useCan } from '../../../lib/operator';
import { addPlayerNote } from '../api/add-player-note';
import { useLinkedAccounts } from '../../../api/get-linked-accounts';
import { usePlayerLogins } from '../api/get-player-logins';
import { usePlayerMessages } from '../api/get-player-messages';
import { usePlayerNotes } from '../api/list-player-notes';
import { NS } from '../i18n';
import type { TabProps } from './money-tabs';

const time = (iso: string) => formatDateTime(iso, { seconds: true });
type Login = {
  ip: string | null;
  userAgent: string | null;
  at: string;
  versions: readonly { remote: string; version: string }[];
};

/** The remote versions a session ran, compact: `mf_games 1.1.0 · mf_auth 0.1.0` (ADR 0012 §7). */
export const versionsText = (versions: Login['versions']): string =>
  versions.length ? versions.map((v) => `${v.remote} ${v.version}`).join(' · ') : '—';
type Note = { id: number; text: string; operator: string; createdAt: string };

export function LoginsTab({ id, merchant }: TabProps) {
  const { t } = useTranslation(NS);
  const [page, setPage] = useState(1);
  const columns: Column<Login>[] = [
    { key: 'time', header: t('time'), render: (l) => time(l.at) },
    { key: 'ip', header: t('address'), render: (l) => l.ip ?? '—' },
    { key: 'ua', header: t('browser'), render: (l) => l.userAgent ?? '—' },
    {
      key: 'versions',
      header: t('versions'),
      render: (l) => <span className="console-versions">{versionsText(l.versions)}</span>,
    },
  ];
  return (
    <PagedTable
      state={usePlayerLogins(id, merchant, page)}
      columns={columns}
      rowKey={(l) => `${l.at}-${l.ip}`}
      caption={t('tab_logins')}
      empty={t('none')}
      page={page}
      onPage={setPage}
    />
  );
}

/** Other members sharing an address or a payee name; those in the same agent line are flagged (collusion). */
export function LinkedTab({ id, merchant }: TabProps) {
  const { t } = useTranslation(NS);
  const linked = useLinkedAccounts(id, merchant);
  const columns: Column<playersOpsApi.LinkedAccount>[] = [
    { key: 'username', header: t('username'), render: (l) => l.username },
    {
      key: 'shares',
      header: t('shares'),
      render: (l) => l.shares.map((s) => t(`share_${s.kind}`, { value: s.value })).join(' · '),
    },
    {
      key: 'line',
      header: t('agents'),
      render: (l) => (l.sameAgentLine ? <Badge tone="danger">{t('same_line')}</Badge> : '—'),
    },
  ];
  return (
    <DataTable
      caption={t('tab_linked')}
      columns={columns}
      rows={linked.data?.list ?? []}
      rowKey={(l) => l.id}
      loading={linked.loading}
      error={linked.error ? errorText(t, linked.error) : null}
      onRetry={linked.reload}
      empty={t('none')}
      testId="linked-accounts"
    />
  );
}

export function NotesTab({ id, merchant }: TabProps) {
  const { t } = useTranslation(NS);
  const can = useCan();
  const [page, setPage] = useState(1);
  const notes = usePlayerNotes(id, merchant, page);
  const columns: Column<Note>[] = [
    { key: 'time', header: t('time'), render: (n) => time(n.createdAt) },
    { key: 'by', header: t('by'), render: (n) => n.operator },
    { key: 'text', header: t('note_text'), render: (n) => n.text },
  ];
  return (
    <div className="console-stack">
      {can('players.manage') && (
        <Formik
          initialValues={{ text: '' }}
          validationSchema={yup.object({ text: yup.string().trim().max(2000).required(t('common:err_validation')) })}
          onSubmit={async (v, helpers) => {
            try {
              await addPlayerNote(id, merchant, v.text.trim());
              helpers.resetForm();
              toast({ title: t('note_added'), tone: 'success' });
              notes.reload();
            } catch (e) {
              helpers.setStatus(errorText(t, e));
            }
          }}
        >
          {({ isSubmitting, status }) => (
            <Form className="console-stack console-narrow" noValidate>
              <FormTextField name="text" label={t('note_text')} />
              <FormStatus status={status} />
              <SubmitButton busy={isSubmitting}>{t('note_add')}</SubmitButton>
            </Form>
          )}
        </Formik>
      )}
      <PagedTable
        state={notes}
        columns={columns}
        rowKey={(n) => n.id}
        caption={t('tab_notes')}
        empty={t('none')}
        page={page}
        onPage={setPage}
      />
    </div>
  );
}

export function MessagesTab({ id, merchant }: TabProps) {
  const { t } = useTranslation(NS);
  const [page, setPage] = useState(1);
  const columns: Column<MemberMessage>[] = [
    { key: 'time', header: t('time'), render: (m) => time(m.createdAt) },
    { key: 'title', header: t('message_title'), render: (m) => m.title },
    { key: 'read', header: t('status'), render: (m) => (m.read ? t('read') : t('unread')) },
  ];
  return (
    <PagedTable
      state={usePlayerMessages(id, merchant, page)}
      columns={columns}
      rowKey={(m) => m.id}
      caption={t('tab_messages')}
      empty={t('none')}
      page={page}
      onPage={setPage}
    />
  );
}
