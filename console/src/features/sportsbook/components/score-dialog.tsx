import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { SportsbookFixture, SportsbookScore } from 'shared-contracts';
import { Dialog, FormStatus } from 'shared-ui';
import * as yup from 'yup';
import { FormActions } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-fields';
import { placeRefusal } from '../../../lib/form-errors';
import { NS } from '../i18n';

const FIELDS = ['homeScore', 'awayScore'];

/** Asks for a final score (finish now, correct result), then runs `onSubmit` with it. */
export function ScoreDialog({
  fixture,
  title,
  action,
  onClose,
  onSubmit,
}: {
  fixture: SportsbookFixture;
  title: string;
  action: string;
  onClose: () => void;
  onSubmit: (score: SportsbookScore) => Promise<void>;
}) {
  const { t } = useTranslation(NS);
  const score = yup
    .string()
    .trim()
    .required(t('score_invalid'))
    .matches(/^\d{1,3}$/, t('score_invalid'));
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={title} size="sm" testId="score-dialog">
      <Formik
        initialValues={{ homeScore: String(fixture.homeScore), awayScore: String(fixture.awayScore) }}
        validationSchema={yup.object({ homeScore: score, awayScore: score })}
        onSubmit={async (v, helpers) => {
          try {
            await onSubmit({ homeScore: Number(v.homeScore), awayScore: Number(v.awayScore) });
            onClose();
          } catch (e) {
            placeRefusal(helpers, t, e, (f) => (FIELDS.includes(f) ? f : null));
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form className="console-stack" noValidate>
            <FormTextField
              name="homeScore"
              label={t('home_score', { team: fixture.home })}
              inputMode="numeric"
              autoComplete="off"
              autoFocus
            />
            <FormTextField
              name="awayScore"
              label={t('away_score', { team: fixture.away })}
              inputMode="numeric"
              autoComplete="off"
            />
            <FormStatus status={status} />
            <FormActions busy={isSubmitting} label={action} onCancel={onClose} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
