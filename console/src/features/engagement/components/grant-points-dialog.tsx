import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { isApiError } from 'shared-contracts';
import { Dialog, FormStatus, toast, useRequestId } from 'shared-ui';
import { FormActions } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-fields';
import { grantPoints } from '../api/grant-points';
import { NS } from '../i18n';
import { placeError, showError, wholeOf } from '../schemas/form-kit';
import { GRANT_FIELDS, grantSchema, type GrantValues } from '../schemas/points-form';

/**
 * Gives a member points from the house. One request id per intended grant (kept when the answer was lost, so a retry
 * grants once; renewed after a refusal or when the account or points change).
 */
export function GrantPointsDialog({ merchant, onClose }: { merchant: string; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const ids = useRequestId<string>();
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={t('grant_title')} size="sm" testId="grant-points-dialog">
      <Formik<GrantValues>
        initialValues={{ account: '', points: '', note: '' }}
        validationSchema={grantSchema(t)}
        onSubmit={async (v, helpers) => {
          helpers.setStatus(undefined);
          const account = v.account.trim();
          const points = wholeOf(v.points)!;
          try {
            const requestId = ids.for(`${account}:${points}`);
            const r = await grantPoints({ account, points, requestId, ...(v.note ? { note: v.note } : {}) }, merchant);
            ids.forget();
            toast({
              title: t('grant_ok', { points: r.points, account: r.account, balance: r.balance }),
              tone: 'success',
            });
            onClose();
          } catch (e) {
            ids.failed(e);
            // An account the brand does not have is a 404 without a field: it belongs under the account.
            if (isApiError(e) && e.status === 404)
              showError(helpers, { field: 'account', message: t('grant_no_account') });
            else showError(helpers, placeError(t, e, GRANT_FIELDS));
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form className="console-stack" noValidate data-testid="grant-points-form">
            <FormTextField name="account" label={t('grant_account')} autoComplete="off" />
            <FormTextField name="points" label={t('grant_points')} inputMode="numeric" />
            <FormTextField name="note" label={t('grant_note')} autoComplete="off" />
            <FormStatus status={status} />
            <FormActions busy={isSubmitting} label={t('grant_submit')} onCancel={onClose} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
