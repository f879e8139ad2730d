import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorText, isApiError } from 'shared-contracts';
import { PROMOTION_COMMENT_MAX, PROMOTION_IMAGES_MAX, type Promotion } from 'shared-contracts/engagement';
import { FormStatus, IconButton, SubmitButton, TextField } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { ImageField } from '../../../components/money/image-field';
import { imageFileProblem } from '../../../components/money/image-file';
import { applyPromotion } from '../api/apply-promotion';
import '../i18n';

interface Values {
  comment: string;
  images: File[];
}

/** Characters as the API counts them (code points, not UTF-16 units). */
export const commentLength = (s: string): number => [...s].length;

/** The server's image fields, by position. */
const IMAGE_FIELD = /^image([1-3])$/;

/**
 * Applying to an activity: a comment (at most 140 characters, with a counter) and up to three images, each
 * jpeg/jpg/png of at most 5 MB (SPEC §5, §9: activity_apply_remark_limit2 / 3) — checked here and again by the
 * server on the bytes. Each chosen image opens the next slot.
 */
export function ApplyForm({ promotion, onApplied }: { promotion: Promotion; onApplied: (p: Promotion) => void }) {
  const { t } = useTranslation(NS);

  const validate = (v: Values): FormikErrors<Values> => {
    const errors: FormikErrors<Values> = {};
    if (commentLength(v.comment.trim()) > PROMOTION_COMMENT_MAX)
      errors.comment = t('promo_comment_max', { max: PROMOTION_COMMENT_MAX });
    const images = v.images.map((f) => {
      const problem = imageFileProblem(f);
      return problem ? t(`common:${problem}`) : '';
    });
    if (images.some(Boolean)) errors.images = images;
    return errors;
  };

  const submit = async (v: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    try {
      onApplied(await applyPromotion({ activityId: promotion.id, comment: v.comment.trim(), images: v.images }));
    } catch (e) {
      const field = isApiError(e) ? (e.details.field ?? '') : '';
      const image = IMAGE_FIELD.exec(field);
      if (field === 'comment') helpers.setFieldError('comment', errorText(t, e));
      else if (image) {
        const errors = v.images.map(() => '');
        errors[Number(image[1]) - 1] = errorText(t, e);
        helpers.setFieldError('images', errors as never);
      } else helpers.setStatus(errorText(t, e));
    }
  };

  return (
    <Formik<Values> initialValues={{ comment: '', images: [] }} validate={validate} onSubmit={submit}>
      {({ values, errors, isSubmitting, status, getFieldProps, setFieldValue }) => {
        const imageErrors = (Array.isArray(errors.images) ? errors.images : []) as string[];
        const setImage = (i: number, file: File | null) => {
          const next = [...values.images];
          if (file) next[i] = file;
          else next.splice(i, 1);
          void setFieldValue('images', next, true);
        };
        const slots = Math.min(values.images.length + 1, PROMOTION_IMAGES_MAX);
        return (
          <Form className="member-form promo-apply" noValidate aria-label={t('promo_apply_title')}>
            <TextField
              label={t('promo_comment')}
              autoComplete="off"
              hint={t('promo_comment_count', { count: commentLength(values.comment), max: PROMOTION_COMMENT_MAX })}
              error={errors.comment}
              {...getFieldProps('comment')}
            />
            <fieldset className="promo-images">
              <legend>{t('promo_images', { max: PROMOTION_IMAGES_MAX })}</legend>
              {Array.from({ length: slots }, (_, i) => (
                <div className="promo-image-slot" key={i}>
                  <ImageField
                    label={t('promo_image_n', { n: i + 1 })}
                    file={values.images[i] ?? null}
                    error={imageErrors[i] || null}
                    testId={`promo-image-${i + 1}`}
                    onChange={(file) => setImage(i, file)}
                  />
                  {values.images[i] && (
                    <IconButton
                      label={t('promo_image_remove', { n: i + 1 })}
                      icon={<X aria-hidden />}
                      onClick={() => setImage(i, null)}
                    />
                  )}
                </div>
              ))}
            </fieldset>
            <FormStatus status={status} />
            <SubmitButton busy={isSubmitting}>{t('promo_apply')}</SubmitButton>
          </Form>
        );
      }}
    </Formik>
  );
}
