import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { OpsSecurityQuestion } from 'shared-contracts';
import { Dialog, FormStatus, toast } from 'shared-ui';
import { FormActions } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-fields';
import { addSecurityQuestion } from '../api/add-security-question';
import { updateSecurityQuestion } from '../api/update-security-question';
import { NS } from '../i18n';
import { showServerError } from '../schemas/form-errors';
import { QUESTION_FIELDS, questionSchema, type QuestionFormValues } from '../schemas/question-form';

/** Adds a brand's own question (`question` null) or rewords one of its own. */
export function QuestionDialog({
  code,
  question,
  taken,
  onClose,
  onSaved,
}: {
  code: string;
  question: OpsSecurityQuestion | null;
  taken: readonly string[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(NS);
  const others = taken.filter((q) => q !== question?.question.toLowerCase());
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={question ? t('question_edit_title') : t('question_new_title')}
      size="md"
      testId="question-dialog"
    >
      <Formik<QuestionFormValues>
        initialValues={{ question: question?.question ?? '' }}
        validationSchema={questionSchema(t, others)}
        onSubmit={async (v, helpers) => {
          helpers.setStatus(undefined);
          try {
            const text = v.question.trim();
            if (question) await updateSecurityQuestion(code, question.questionId, { question: text });
            else await addSecurityQuestion(code, text);
            toast({ title: t('question_saved'), tone: 'success' });
            onSaved();
            onClose();
          } catch (e) {
            showServerError(t, helpers, e, QUESTION_FIELDS);
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form className="console-stack" noValidate>
            <FormTextField name="question" label={t('question_label')} hint={t('question_hint')} autoComplete="off" />
            <FormStatus status={status} />
            <FormActions busy={isSubmitting} label={t('save')} onCancel={onClose} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
