import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type contentPagesOpsApi as api } from 'shared-contracts';
import { Badge, Button, DataTable, Page, Select, type Column } from 'shared-ui';
import { NS as CONSOLE } from '../../../config/i18n';
import { useCan, useOperator } from '../../../lib/operator';
import { useHelpSections } from '../api/list-help-sections';
import { PAGES_NS as NS } from '../i18n';
import { ContentTabs } from './content-tabs';
import { HelpDialog } from './help-dialog';

type Section = api.OpsHelpSection;
const LEGAL: readonly string[] = ['terms', 'privacy', 'term'];

/**
 * /console/content/help: the brand's help-centre sections in one of its languages (terms and privacy marked where the
 * site links them); adding and editing them, with a preview of the kept HTML, needs `marketing.write`.
 */
export function HelpPage() {
  const { t } = useTranslation([NS, CONSOLE]);
  const { oneMerchant: merchant } = useOperator();
  const write = useCan()('marketing.write');
  const [lang, setLang] = useState<string | undefined>(undefined);
  const [editing, setEditing] = useState<Section | 'new' | null>(null);
  const list = useHelpSections(merchant, lang);
  const shownLang = list.data?.lang ?? lang;
  const rows = list.data?.list ?? [];
  const columns: Column<Section>[] = [
    { key: 'title', header: t('col_title'), render: (s) => <strong>{s.title}</strong> },
    {
      key: 'key',
      header: t('col_key'),
      render: (s) => (
        <span className="console-row">
          <code>{s.key}</code>
          {LEGAL.includes(s.key) && <Badge tone="primary">{t(`legal_${s.key}`)}</Badge>}
        </span>
      ),
    },
    { key: 'sort', header: t('col_sort'), render: (s) => s.sort, align: 'end' },
    ...(write
      ? [
          {
            key: 'actions',
            header: t(`${CONSOLE}:actions`),
            render: (s: Section) => (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setEditing(s)}
                aria-label={t('edit_named', { title: s.title })}
              >
                {t('edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Page
      title={merchant ? `${t('help_title')} · ${merchant}` : t('help_title')}
      testId="content-help-page"
      actions={
        write &&
        shownLang && (
          <Button size="sm" variant="primary" onClick={() => setEditing('new')}>
            {t('add_section')}
          </Button>
        )
      }
    >
      <ContentTabs />
      <p className="console-muted">{t('help_intro', { merchant: merchant ?? '' })}</p>
      {list.data && (
        <div className="console-row">
          <Select
            label={t('field_lang')}
            value={list.data.lang}
            onChange={(e) => setLang(e.target.value)}
            options={list.data.languages.map((l) => ({ value: l, label: t(`lang_${l}`, { defaultValue: l }) }))}
          />
        </div>
      )}
      <DataTable
        caption={t('help_title')}
        columns={columns}
        rows={rows}
        rowKey={(s) => s.key}
        loading={list.loading}
        error={list.error ? errorText(t, list.error) : null}
        onRetry={list.reload}
        empty={t('empty_help')}
        testId="help-table"
      />
      {editing && merchant && shownLang && (
        <HelpDialog
          merchant={merchant}
          lang={shownLang}
          section={editing === 'new' ? null : editing}
          taken={rows.map((s) => s.key)}
          onClose={() => setEditing(null)}
          onSaved={list.reload}
        />
      )}
    </Page>
  );
}
