import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { errorText, FEEDBACK_ANSWER_MAX_CHARS, type OpsFeedback } from 'shared-contracts';
import { Dialog, FormStatus, TextArea } from 'shared-ui';
import * as yup from 'yup';
import { FormActions } from '../../../components/form-actions';
import { answerFeedback } from '../api/answer-feedback';
import { NS } from '../i18n';

/** Writes the answer to a feedback (sent to the player as a platform message), then `onAnswered` with the new row. */
export function AnswerDialog({
  feedback,
  merchant,
  onClose,
  onAnswered,
}: {
  feedback: OpsFeedback | null;
  merchant: string | undefined;
  onClose: () => void;
  onAnswered: (f: OpsFeedback) => void;
}) {
  const { t } = useTranslation(NS);
  const schema = yup.object({
    answer: yup.string().trim().max(FEEDBACK_ANSWER_MAX_CHARS).required(t('answer_required')),
  });
  return (
    <Dialog
      open={feedback !== null}
      onOpenChange={(o) => !o && onClose()}
      title={t('answer_title', { id: feedback?.id ?? 0 })}
      testId="feedback-answer"
    >
      <Formik
        initialValues={{ answer: feedback?.answer ?? '' }}
        validationSchema={schema}
        onSubmit={async (v, helpers) => {
          try {
            onAnswered(await answerFeedback(feedback!.id, merchant, v.answer.trim()));
          } catch (e) {
            helpers.setStatus(errorText(t, e));
          }
        }}
      >
        {({ isSubmitting, status, getFieldProps, errors, touched }) => (
          <Form className="console-stack" noValidate>
            <TextArea
              label={t('answer_label')}
              rows={6}
              autoFocus
              error={touched.answer && errors.answer}
              {...getFieldProps('answer')}
            />
            <FormStatus status={status} />
            <FormActions busy={isSubmitting} label={t('answer_send')} onCancel={onClose} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
