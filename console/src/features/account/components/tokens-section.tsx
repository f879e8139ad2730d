import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, formatDateTime, type opsApi, type Permission } from 'shared-contracts';
import { Button, Checkbox, DataTable, Dialog, FormStatus, SubmitButton, toast, type Column } from 'shared-ui';
import * as yup from 'yup';
import { FormTextField } from '../../../components/form-fields';
import { NS as CONSOLE } from '../../../config/i18n';
import { useOperator } from '../../../lib/operator';
import { createToken } from '../api/create-token';
import { useMyTokens } from '../api/list-tokens';
import { revokeToken } from '../api/revoke-token';
import { NS } from '../i18n';

/** The operator's API tokens: listed, made (the secret shown once), revoked. */
export function TokensSection() {
  const { t } = useTranslation([NS, CONSOLE]);
  const { me } = useOperator();
  const list = useMyTokens();
  const [making, setMaking] = useState(false);
  const [made, setMade] = useState<string | null>(null);
  const columns: Column<opsApi.OperatorToken>[] = [
    { key: 'name', header: t('token_name'), render: (k) => k.name },
    { key: 'scopes', header: t('token_scopes'), render: (k) => k.scopes.join(', ') },
    { key: 'expires', header: t('token_expires'), render: (k) => formatDateTime(k.expiresAt) },
    { key: 'used', header: t('token_used'), render: (k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : t('never')) },
    {
      key: 'revoke',
      header: t(`${CONSOLE}:actions`),
      render: (k) => (
        <Button
          size="sm"
          variant="danger"
          onClick={() =>
            revokeToken(k.id).then(
              () => {
                toast({ title: t('token_revoked'), tone: 'success' });
                list.reload();
              },
              (e: unknown) => toast({ title: errorText(t, e), tone: 'error' }),
            )
          }
        >
          {t('token_revoke')}
        </Button>
      ),
    },
  ];
  const schema = yup.object({
    name: yup.string().trim().max(64).required(t('common:err_validation')),
    days: yup.number().typeError(t('common:err_invalid_input')).integer().min(1).max(365).required(),
    scopes: yup.array().of(yup.string()).min(1, t('token_scopes_required')),
  });
  return (
    <section className="console-stack" aria-labelledby="tokens-title">
      <div className="console-row">
        <h2 id="tokens-title">{t('tokens')}</h2>
        <Button size="sm" variant="primary" onClick={() => setMaking(true)}>
          {t('token_new')}
        </Button>
      </div>
      <p className="console-muted">{t('tokens_intro')}</p>
      {made && (
        <div role="status" className="console-card" data-testid="token-made">
          <p>{t('token_made')}</p>
          <code className="console-secret">{made}</code>
        </div>
      )}
      <DataTable
        caption={t('tokens')}
        columns={columns}
        rows={list.data?.list ?? []}
        rowKey={(k) => k.id}
        loading={list.loading}
        error={list.error ? errorText(t, list.error) : null}
        onRetry={list.reload}
        empty={t('tokens_empty')}
      />
      <Dialog open={making} onOpenChange={setMaking} title={t('token_new')}>
        <Formik
          initialValues={{ name: '', days: '90', scopes: [...me.permissions] as Permission[] }}
          validationSchema={schema}
          onSubmit={async (v, helpers) => {
            try {
              const answer = await createToken({ name: v.name.trim(), days: Number(v.days), scopes: v.scopes });
              setMade(answer.token);
              setMaking(false);
              list.reload();
            } catch (e) {
              helpers.setStatus(errorText(t, e));
            }
          }}
        >
          {({ isSubmitting, status, values, setFieldValue, errors, submitCount }) => (
            <Form className="console-stack" noValidate>
              <FormTextField name="name" label={t('token_name')} />
              <FormTextField name="days" label={t('token_days')} inputMode="numeric" />
              <fieldset className="console-scopes">
                <legend>{t('token_scopes')}</legend>
                {me.permissions.map((p) => (
                  <Checkbox
                    key={p}
                    label={p}
                    checked={values.scopes.includes(p)}
                    onChange={(e) =>
                      void setFieldValue(
                        'scopes',
                        e.target.checked ? [...values.scopes, p] : values.scopes.filter((s) => s !== p),
                      )
                    }
                  />
                ))}
              </fieldset>
              {submitCount > 0 && typeof errors.scopes === 'string' && <p role="alert">{errors.scopes}</p>}
              <FormStatus status={status} />
              <SubmitButton busy={isSubmitting}>{t('token_new')}</SubmitButton>
            </Form>
          )}
        </Formik>
      </Dialog>
    </section>
  );
}
