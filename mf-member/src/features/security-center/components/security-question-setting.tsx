import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from 'shared-contracts';
import { FieldError, FormStatus, SubmitButton } from 'shared-ui';
import * as yup from 'yup';
import { NS } from '../../../config/i18n';
import { useSecurityQuestion } from '../api/get-security-question';
import { useSecurityQuestions } from '../api/list-security-questions';
import { setSecurityQuestion } from '../api/set-security-question';

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
  return (
    <section className="card" aria-labelledby="sq-title">
      <h3 id="sq-title">{t('security_question')}</h3>
      <p data-testid="security-question-state">
        {current.data ? t('security_question_set', { question: label(current.data) }) : t('security_question_none')}
      </p>
      <Formik<Values>
        initialValues={{ questionId: '', answer: '', password: '' }}
        validationSchema={yup.object({
          questionId: yup.string().required(required),
          answer: yup.string().trim().required(required).max(100),
          password: yup.string().required(required),
        })}
        onSubmit={submit}
      >
        {({ errors, touched, isSubmitting, status }) => (
          <Form className="stack" noValidate>
            <div className="field">
              <label htmlFor="sq-question">{t('security_question_choose')}</label>
              <Field as="select" name="questionId" id="sq-question">
                <option value="">{t('choose')}</option>
                {(catalogue.data?.list ?? []).map((q) => (
                  <option key={q.questionId} value={String(q.questionId)}>
                    {label(q)}
                  </option>
                ))}
              </Field>
              <FieldError error={touched.questionId && errors.questionId} />
            </div>
            <label>
              {t('security_answer')}
              <Field name="answer" autoComplete="off" />
            </label>
            <FieldError error={touched.answer && errors.answer} />
            <label>
              {t('current_password')}
              <Field name="password" type="password" autoComplete="current-password" />
            </label>
            <FieldError error={touched.password && errors.password} />
            <FormStatus status={status} />
            {saved && <p role="status">{t('security_question_saved')}</p>}
            <SubmitButton busy={isSubmitting}>{t('save')}</SubmitButton>
          </Form>
        )}
      </Formik>
    </section>
  );
}
