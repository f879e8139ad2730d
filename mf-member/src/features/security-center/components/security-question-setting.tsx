import { Form, Formik, type FormikHelpers } from 'formik';
import { CircleCheck, LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from 'shared-contracts';
import { ErrorPanel, FormStatus, PasswordField, Select, Skeleton, SubmitButton, TextField } from 'shared-ui';
import * as yup from 'yup';
import { NS } from '../../../config/i18n';
import { useSecurityQuestion } from '../api/get-security-question';
import { useSecurityQuestions } from '../api/list-security-questions';
import { setSecurityQuestion } from '../api/set-security-question';
import '../i18n';

interface Values {
  questionId: string;
  answer: string;
  password: string;
}

/** Choose a security question and its answer (asked at every login afterwards, SPEC §4). */
export function SecurityQuestionSetting() {
  const { t } = useTranslation(NS);
  const catalogue = useSecurityQuestions();
  const current = useSecurityQuestion();
  const [saved, setSaved] = useState(false);
  const label = (q: { questionId: number; question: string }) =>
    t(`common:security_q_${q.questionId}`, { defaultValue: q.question });
  const required = t('common:err_validation');
  const submit = async (v: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    setSaved(false);
    try {
      await setSecurityQuestion(Number(v.questionId), v.answer, v.password);
      setSaved(true);
      helpers.resetForm();
      current.reload();
    } catch (e) {
      helpers.setStatus(errorText(t, e));
    }
  };
  const options = (catalogue.data?.list ?? []).map((q) => ({ value: String(q.questionId), label: label(q) }));
  return (
    <section className="ui-card member-card" aria-labelledby="sq-title">
      <h3 id="sq-title" className="member-card-title">
        <LockKeyhole aria-hidden />
        {t('security_question')}
      </h3>
      {current.loading && !current.data ? (
        <Skeleton width="70%" />
      ) : (
        <p data-testid="security-question-state">
          {current.data ? t('security_question_set', { question: label(current.data) }) : t('security_question_none')}
        </p>
      )}
      {catalogue.error ? (
        <ErrorPanel message={t('questions_failed')} onRetry={catalogue.reload} />
      ) : (
        <Formik<Values>
          initialValues={{ questionId: '', answer: '', password: '' }}
          validationSchema={yup.object({
            questionId: yup.string().required(required),
            answer: yup.string().trim().required(required).max(100),
            password: yup.string().required(required),
          })}
          onSubmit={submit}
        >
          {({ errors, touched, isSubmitting, status, getFieldProps }) => (
            <Form className="member-form" noValidate>
              <Select
                label={t('security_question_choose')}
                placeholder={t('choose')}
                options={options}
                disabled={catalogue.loading && options.length === 0}
                error={touched.questionId && errors.questionId}
                {...getFieldProps('questionId')}
              />
              <TextField
                label={t('security_answer')}
                autoComplete="off"
                error={touched.answer && errors.answer}
                {...getFieldProps('answer')}
              />
              <PasswordField
                label={t('current_password')}
                autoComplete="current-password"
                error={touched.password && errors.password}
                {...getFieldProps('password')}
              />
              <FormStatus status={status} />
              {saved && (
                <p role="status" className="member-status is-ok">
                  <CircleCheck aria-hidden />
                  {t('security_question_saved')}
                </p>
              )}
              <SubmitButton busy={isSubmitting}>{t('save')}</SubmitButton>
            </Form>
          )}
        </Formik>
      )}
    </section>
  );
}
