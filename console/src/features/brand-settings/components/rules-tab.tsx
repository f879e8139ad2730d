import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterRule } from 'shared-contracts';
import { Badge, Button, DataTable, type Column } from 'shared-ui';
import { NS } from '../i18n';
import { RuleDialog, patternText } from './rule-dialog';
import type { TabProps } from './tab-props';

/** The registration form's fields with their rules, each edited in a dialog (merchants.configure). */
export function RulesTab({ code, settings, write, onSaved }: TabProps) {
  const { t } = useTranslation(NS);
  const [editing, setEditing] = useState<RegisterRule | null>(null);
  const yesNo = (on: boolean) => <Badge tone={on ? 'success' : 'neutral'}>{t(on ? 'yes' : 'no')}</Badge>;
  const label = (field: string) => t(`field_${field}`, { defaultValue: field });
  const columns: Column<RegisterRule>[] = [
    {
      key: 'field',
      header: t('col_field'),
      render: (r) => (
        <span>
          <strong>{label(r.field)}</strong> <span className="console-muted">{r.field}</span>
        </span>
      ),
    },
    { key: 'step', header: t('col_step'), render: (r) => r.step },
    { key: 'shown', header: t('col_shown'), render: (r) => yesNo(r.shown) },
    { key: 'required', header: t('col_required'), render: (r) => yesNo(r.required) },
    { key: 'length', header: t('col_length'), render: (r) => t('length', { min: r.min, max: r.max }) },
    { key: 'pattern', header: t('col_pattern'), render: (r) => patternText(t, r.acceptedPattern, r) },
    ...(write
      ? [
          {
            key: 'actions',
            header: t('actions'),
            render: (r: RegisterRule) => (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setEditing(r)}
                aria-label={`${t('edit')} ${r.field}`}
              >
                {t('edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <section className="console-stack" aria-label={t('tab_registration')} data-testid="settings-rules">
      <p className="console-muted">{t('rules_intro')}</p>
      <DataTable
        caption={t('tab_registration')}
        columns={columns}
        rows={settings.registerRules}
        rowKey={(r) => r.field}
        testId="rules-table"
      />
      {editing && (
        <RuleDialog
          code={code}
          rule={editing}
          label={label(editing.field)}
          onClose={() => setEditing(null)}
          onSaved={onSaved}
        />
      )}
    </section>
  );
}
