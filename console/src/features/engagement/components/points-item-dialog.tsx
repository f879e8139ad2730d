import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { engagementOpsApi } from 'shared-contracts';
import { Dialog, FormStatus, toast } from 'shared-ui';
import { FormActions } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-fields';
import { createPointsItem } from '../api/create-points-item';
import { updatePointsItem } from '../api/update-points-item';
import { NS } from '../i18n';
import { placeError, showError } from '../schemas/form-kit';
import {
  ITEM_FIELDS,
  itemField,
  itemSchema,
  itemValues,
  toPointsItem,
  type PointsItemValues,
} from '../schemas/points-form';
import { FormCheckbox, FormTextArea } from './fields';

interface Props {
  merchant: string;
  /** The item to edit; null adds one. */
  item: engagementOpsApi.OpsPointsItem | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds or edits an item of the points mall: its name and description in EN and TY, image, cost, stock, order. */
export function PointsItemDialog({ merchant, item, onClose, onSaved }: Props) {
  const { t } = useTranslation(NS);
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={item ? t('item_edit_title', { name: item.name.EN }) : t('item_new_title')}
      size="lg"
      testId="points-item-dialog"
    >
      <Formik<PointsItemValues>
        initialValues={itemValues(item)}
        validationSchema={itemSchema(t)}
        onSubmit={async (v, helpers) => {
          helpers.setStatus(undefined);
          try {
            if (item) await updatePointsItem(item.id, toPointsItem(v), merchant);
            else await createPointsItem(toPointsItem(v), merchant);
            toast({ title: t(item ? 'item_saved_ok' : 'item_created_ok', { name: v.nameEN.trim() }), tone: 'success' });
            onSaved();
            onClose();
          } catch (e) {
            showError(helpers, placeError(t, e, ITEM_FIELDS, itemField));
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form className="console-form-grid" noValidate data-testid="points-item-form">
            <FormTextField name="nameEN" label={t('item_name_en')} autoComplete="off" />
            <FormTextField name="nameTY" label={t('item_name_ty')} autoComplete="off" />
            <FormTextArea name="descriptionEN" label={t('item_description_en')} rows={3} />
            <FormTextArea name="descriptionTY" label={t('item_description_ty')} rows={3} />
            <FormTextField
              className="console-choices-wide"
              name="imageUrl"
              label={t('item_image')}
              hint={t('item_image_hint')}
              autoComplete="off"
              spellCheck={false}
            />
            <FormTextField name="cost" label={t('item_cost')} inputMode="numeric" />
            <FormTextField name="stock" label={t('item_stock')} hint={t('item_stock_hint')} inputMode="numeric" />
            <FormTextField name="sort" label={t('sort')} hint={t('sort_hint')} inputMode="numeric" />
            <div className="console-choices-wide">
              <FormCheckbox name="active" label={t('item_active')} />
            </div>
            <div className="console-choices-wide console-stack">
              <FormStatus status={status} />
              <FormActions busy={isSubmitting} label={t(item ? 'save' : 'item_create')} onCancel={onClose} />
            </div>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
