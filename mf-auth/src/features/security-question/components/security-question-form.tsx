import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, errorText, session, type SecurityQuestion } from 'shared-contracts';
import { FormStatus, LogoutButton, SubmitButton } from 'shared-ui';
import * as yup from 'yup';
import { FormTextField } from '../../../components/form-fields';
import { NS } from '../../../config/i18n';
import { verifyAnswer } from '../api/verify-answer';
import '../i18n';

/**
 * securityQuestions modal body (SPEC §2, §4): the member's question after login. Right → the session is
 * usable; wrong → local_wrong_logout, and on confirm logout and /index.
 */
export function SecurityQuestionForm({ question, onVerified }: { question: SecurityQuestion; onVerified: () => void }) {
  const { t } = useTranslation(NS);
  const [wrong, setWrong] = useState(false);
  const submit = async (v: { answer: string }, helpers: FormikHelpers<{ answer: string }>) => {
    helpers.setStatus(null);
    // A call answering 401 while the answer is checked (the server ends the session on a wrong one) waits for it.
    bus.emit('auth:verifying', { active: true });
    try {
      if (await verifyAnswer(question.questionId, v.answer)) {
        session.set('validate', true);
        return onVerified();
      }
      // The server has ended the session: drop it now, so no call made meanwhile reports an expiry.
      session.clearSession();
      setWrong(true);
    } catch (e) {
      helpers.setStatus(errorText(t, e));
    } finally {
      bus.emit('auth:verifying', { active: false });
    }
  };
  if (wrong) {
    return (
      <div role="alertdialog" aria-labelledby="wrong-answer-title" className="auth-notice">
        <h3 id="wrong-answer-title">{t('common:local_wrong_logout')}</h3>
        <LogoutButton />
      </div>
    );
  }
  return (
    <Formik
      initialValues={{ answer: '' }}
      validationSchema={yup.object({ answer: yup.string().trim().required(t('common:err_validation')) })}
      onSubmit={submit}
    >
      {({ isSubmitting, status }) => (
        <Form className="auth-stack" data-testid="security-question-form" noValidate>
          <p className="auth-question">
            {t(`common:security_q_${question.questionId}`, { defaultValue: question.question })}
          </p>
          <FormTextField name="answer" label={t('security_answer')} autoComplete="off" />
          <FormStatus status={status} />
          <SubmitButton busy={isSubmitting}>{t('common:confirm')}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
