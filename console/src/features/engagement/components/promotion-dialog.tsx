import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { engagementOpsApi } from 'shared-contracts';
import { Dialog, FormStatus, toast } from 'shared-ui';
import { FormActions } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-fields';
import { createPromotion } from '../api/create-promotion';
import { updatePromotion } from '../api/update-promotion';
import { NS } from '../i18n';
import { placeError, showError } from '../schemas/form-kit';
import {
  newPromotionValues,
  PROMOTION_FIELDS,
  promotionSchema,
  promotionValues,
  toPromotionCreate,
  toPromotionReplace,
  type PromotionFormValues,
} from '../schemas/promotion-form';
import { FormCheckbox, FormSelect, FormTextArea } from './fields';

interface Props {
  merchant: string;
  /** The promotion to edit; null adds one. */
  promotion: engagementOpsApi.OpsPromotion | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Adds or edits a promotion: kind (fixed once made), title, banner, rules (HTML, sanitised by the server), audience,
 * period (the operator's clock), reward in major units (sent ×100), turnover multiple, a raffle's winners, order, on.
 * A refusal shows under the field the server names.
 */
export function PromotionDialog({ merchant, promotion, onClose, onSaved }: Props) {
  const { t } = useTranslation(NS);
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={promotion ? t('promo_edit_title', { title: promotion.title }) : t('promo_new_title')}
      size="lg"
      testId="promotion-dialog"
    >
      <Formik<PromotionFormValues>
        initialValues={promotion ? promotionValues(promotion) : newPromotionValues()}
        validationSchema={promotionSchema(t)}
        onSubmit={async (v, helpers) => {
          helpers.setStatus(undefined);
          try {
            if (promotion) await updatePromotion(promotion.id, toPromotionReplace(v), merchant);
            else await createPromotion(toPromotionCreate(v), merchant);
            toast({
              title: t(promotion ? 'promo_saved_ok' : 'promo_created_ok', { title: v.title.trim() }),
              tone: 'success',
            });
            onSaved();
            onClose();
          } catch (e) {
            showError(helpers, placeError(t, e, PROMOTION_FIELDS));
          }
        }}
      >
        {({ values, isSubmitting, status }) => (
          <Form className="console-form-grid" noValidate data-testid="promotion-form">
            <FormSelect
              name="kind"
              label={t('promo_kind')}
              hint={t(promotion ? 'promo_kind_fixed' : 'promo_kind_hint')}
              disabled={promotion !== null}
              options={engagementOpsApi.PROMOTION_KINDS.map((k) => ({ value: k, label: t(`kind_${k}`) }))}
            />
            <FormSelect
              name="audience"
              label={t('promo_audience')}
              options={engagementOpsApi.PROMOTION_AUDIENCES.map((a) => ({ value: a, label: t(`audience_${a}`) }))}
            />
            <FormTextField className="console-choices-wide" name="title" label={t('promo_title')} autoComplete="off" />
            <FormTextField
              className="console-choices-wide"
              name="bannerUrl"
              label={t('promo_banner')}
              hint={t('promo_banner_hint')}
              autoComplete="off"
              spellCheck={false}
            />
            <FormTextField name="startsAt" label={t('promo_starts')} type="datetime-local" />
            <FormTextField name="endsAt" label={t('promo_ends')} type="datetime-local" />
            <FormTextField name="rewardAmount" label={t('promo_reward')} hint={t('major_hint')} inputMode="decimal" />
            <FormTextField
              name="turnoverMultiple"
              label={t('turnover_multiple')}
              hint={t('turnover_hint')}
              inputMode="decimal"
            />
            {values.kind === 'RAFFLE' && (
              <FormTextField name="winners" label={t('promo_winners')} inputMode="numeric" />
            )}
            <FormTextField name="sort" label={t('sort')} hint={t('sort_hint')} inputMode="numeric" />
            <FormTextArea
              className="console-choices-wide"
              name="rules"
              label={t('promo_rules')}
              hint={t('promo_rules_hint')}
              rows={5}
            />
            <div className="console-choices-wide">
              <FormCheckbox name="enabled" label={t('promo_enabled')} />
            </div>
            <div className="console-choices-wide console-stack">
              <FormStatus status={status} />
              <FormActions busy={isSubmitting} label={t(promotion ? 'save' : 'promo_create')} onCancel={onClose} />
            </div>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
