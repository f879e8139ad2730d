import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type AgencyNode } from 'shared-contracts';
import { Button, Select } from 'shared-ui';
import { FormTextField } from '../../../components/form-fields';
import { findInTree } from '../api/find-in-tree';
import { NS } from '../i18n';
import { AgentTree } from './agent-tree';
import { MoveDialog } from './move-dialog';
import { useTree } from './use-tree';

type Range = '1' | '7' | '30';
const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The agent tree with its range of team figures, a search by account that opens the tree on it, and moves. */
export function TreeTab({ code, canWrite }: { code: string; canWrite: boolean }) {
  const { t } = useTranslation([NS, 'common']);
  const [range, setRange] = useState<Range>('1');
  const days = useMemo(() => {
    const now = Date.now();
    return { startDate: utcDay(now - (Number(range) - 1) * DAY_MS), endDate: utcDay(now) };
  }, [range]);
  const tree = useTree(code, days);
  const [line, setLine] = useState<AgencyNode[] | null>(null);
  const [moving, setMoving] = useState<AgencyNode | null>(null);
  const found = line?.[line.length - 1]?.account ?? null;
  const outside = line !== null && line[0]?.role !== 'agent';

  return (
    <div className="console-stack">
      <div className="console-filters">
        <Formik
          initialValues={{ account: '' }}
          onSubmit={async (v, helpers) => {
            helpers.setStatus(undefined);
            const account = v.account.trim();
            if (!account) return setLine(null);
            try {
              const { path } = await findInTree({ code, account, ...days });
              setLine(path);
              if (path[0]?.role === 'agent') await tree.openPath(path);
            } catch (e) {
              setLine(null);
              helpers.setFieldError('account', errorText(t, e));
              void helpers.setFieldTouched('account', true, false);
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form className="console-row agency-search" noValidate role="search">
              <FormTextField name="account" label={t('find_account')} autoComplete="off" />
              <Button type="submit" variant="secondary" loading={isSubmitting}>
                {t('find')}
              </Button>
            </Form>
          )}
        </Formik>
        <Select
          label={t('days')}
          value={range}
          onChange={(e) => setRange(e.target.value as Range)}
          options={[
            { value: '1', label: t('days_today') },
            { value: '7', label: t('days_7') },
            { value: '30', label: t('days_30') },
          ]}
        />
      </div>
      {line && (
        <p className="agency-line" data-testid="agency-line">
          <span className="console-muted">{t('path')}:</span> {line.map((n) => n.account).join(' › ')}
          {outside && <span className="console-muted"> — {t('not_in_tree', { account: found })}</span>}
        </p>
      )}
      <AgentTree state={tree} selected={found} onMove={canWrite ? setMoving : undefined} />
      {moving && (
        <MoveDialog
          code={code}
          node={moving}
          onClose={() => setMoving(null)}
          onMoved={() => {
            setLine(null);
            void tree.refresh();
          }}
        />
      )}
    </div>
  );
}
