import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  countWords,
  errorText,
  FEEDBACK_CONTACTS,
  FEEDBACK_TYPES,
  isApiError,
  type Feedback,
  type FeedbackContact,
  type FeedbackSettings,
  type FeedbackType,
} from 'shared-contracts';
import { FormStatus, IconButton, Select, SubmitButton, TextArea } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { ImageField } from '../../../components/money/image-field';
import { imageFileProblem } from '../../../components/money/image-file';
import { sendFeedback } from '../api/send-feedback';
import '../i18n';

interface Values {
  type: FeedbackType;
  content: string;
  contact: FeedbackContact;
  images: File[];
}

const INITIAL: Values = { type: 'suggestion', content: '', contact: 'message', images: [] };
/** The server's screenshot fields, by position. */
const IMAGE_FIELD = /^screenshot([1-3])$/;

/**
 * The feedback form: a topic, the text with its live word count against the merchant's limits, up to three
 * screenshots (jpeg/png, 5 MB each, each chosen one opens the next slot and can be removed) and how to answer. Checked
 * here with the server's own rules (`countWords`), and again by the server.
 */
export function FeedbackForm({ settings, onSent }: { settings: FeedbackSettings; onSent: (f: Feedback) => void }) {
  const { t } = useTranslation(NS);
  const { minWords: min, maxWords: max, maxImages } = settings;

  const validate = (v: Values): FormikErrors<Values> => {
    const errors: FormikErrors<Values> = {};
    const words = countWords(v.content);
    if (words < min) errors.content = t('feedback_too_short', { min });
    else if (words > max) errors.content = t('feedback_too_long', { max });
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
      const sent = await sendFeedback({
        type: v.type,
        content: v.content.trim(),
        contact: v.contact,
        images: v.images,
      });
      helpers.resetForm();
      onSent(sent);
    } catch (e) {
      const field = isApiError(e) ? (e.details.field ?? '') : '';
      const image = IMAGE_FIELD.exec(field);
      const code = isApiError(e) ? e.code : '';
      if (field === 'content' || code === 'FEEDBACK_TOO_SHORT' || code === 'FEEDBACK_TOO_LONG')
        helpers.setFieldError('content', errorText(t, e));
      else if (image) {
        const errors = v.images.map(() => '');
        errors[Number(image[1]) - 1] = errorText(t, e);
        helpers.setFieldError('images', errors as never);
      } else helpers.setStatus(errorText(t, e));
    }
  };

  return (
    <Formik<Values> initialValues={INITIAL} validate={validate} onSubmit={submit}>
      {({ values, errors, touched, isSubmitting, status, getFieldProps, setFieldValue }) => {
        const imageErrors = (Array.isArray(errors.images) ? errors.images : []) as string[];
        const setImage = (i: number, file: File | null) => {
          const next = [...values.images];
          if (file) next[i] = file;
          else next.splice(i, 1);
          void setFieldValue('images', next, true);
        };
        const slots = Math.min(values.images.length + 1, maxImages);
        return (
          <Form className="member-form feedback-form" noValidate aria-label={t('feedback_form')}>
            <Select
              label={t('feedback_type')}
              {...getFieldProps('type')}
              options={FEEDBACK_TYPES.map((v) => ({ value: v, label: t(`feedback_type_${v}`) }))}
            />
            <TextArea
              label={t('feedback_content')}
              rows={6}
              hint={t('feedback_words', { count: countWords(values.content), min, max })}
              error={touched.content && errors.content}
              {...getFieldProps('content')}
            />
            <fieldset className="promo-images">
              <legend>{t('feedback_images', { max: maxImages })}</legend>
              {Array.from({ length: slots }, (_, i) => (
                <div className="promo-image-slot" key={i}>
                  <ImageField
                    label={t('feedback_image_n', { n: i + 1 })}
                    file={values.images[i] ?? null}
                    error={imageErrors[i] || null}
                    testId={`feedback-image-${i + 1}`}
                    onChange={(file) => setImage(i, file)}
                  />
                  {values.images[i] && (
                    <IconButton
                      label={t('feedback_image_remove', { n: i + 1 })}
                      icon={<X aria-hidden />}
                      onClick={() => setImage(i, null)}
                    />
                  )}
                </div>
              ))}
            </fieldset>
            <Select
              label={t('feedback_contact')}
              {...getFieldProps('contact')}
              options={FEEDBACK_CONTACTS.map((v) => ({ value: v, label: t(`feedback_contact_${v}`) }))}
            />
            <FormStatus status={status} />
            <SubmitButton busy={isSubmitting}>{t('feedback_send')}</SubmitButton>
          </Form>
        );
      }}
    </Formik>
  );
}
