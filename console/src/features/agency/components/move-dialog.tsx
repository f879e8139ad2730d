import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { isApiError, type AgencyNode, type agencyOpsApi, type ResponseOf } from 'shared-contracts';
import { Dialog, FormStatus, toast } from 'shared-ui';
import { FormActions } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-fields';
import { placeRefusal } from '../../../lib/form-errors';
import { moveMember } from '../api/move-member';
import { NS } from '../i18n';
import { moveSchema, UPLINE_REFUSALS, type MoveFormValues } from '../schemas/move-form';

type Moved = ResponseOf<typeof agencyOpsApi.moveMember>;

/** Moves a member with its subtree below another agent of the brand, with a reason (audited). */
export function MoveDialog({
  code,
  node,
  onClose,
  onMoved,
}: {
  code: string;
  node: AgencyNode;
  onClose: () => void;
  onMoved: (m: Moved) => void;
}) {
  const { t } = useTranslation([NS, 'common']);
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('move_title', { account: node.account })}
      size="sm"
      testId="move-dialog"
    >
      <Formik<MoveFormValues>
        initialValues={{ newUpline: '', reason: '' }}
        validationSchema={moveSchema(t)}
        onSubmit={async (v, helpers) => {
          helpers.setStatus(undefined);
          try {
            const moved = await moveMember({
              code,
              account: node.account,
              newUpline: v.newUpline.trim(),
              reason: v.reason.trim(),
            });
            const contracts = moved.terminatedContracts.length
              ? ` ${t('moved_contracts', { count: moved.terminatedContracts.length })}`
              : '';
            toast({
              title: `${t('moved_ok', { account: moved.account, count: moved.moved - 1, upline: moved.toUpline })}${contracts}`,
              tone: 'success',
            });
            onMoved(moved);
            onClose();
          } catch (e) {
            placeRefusal(helpers, t, e, (named) =>
              named === 'reason' || named === 'newUpline'
                ? named
                : isApiError(e) && UPLINE_REFUSALS.includes(e.code)
                  ? 'newUpline'
                  : null,
            );
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form className="console-stack" noValidate data-testid="move-form">
            <p className="console-muted">{t('move_intro')}</p>
            <FormTextField name="newUpline" label={t('new_upline')} autoComplete="off" autoFocus />
            <FormTextField name="reason" label={t('reason')} autoComplete="off" />
            <FormStatus status={status} />
            <FormActions busy={isSubmitting} label={t('move')} onCancel={onClose} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
