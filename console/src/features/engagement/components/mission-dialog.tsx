import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { engagementOpsApi } from 'shared-contracts';
import { Dialog, FormStatus, toast } from 'shared-ui';
import { FormActions } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-fields';
import { createMission } from '../api/create-mission';
import { updateMission } from '../api/update-mission';
import { NS } from '../i18n';
import { placeError, showError } from '../schemas/form-kit';
import {
  isMoneyKind,
  MISSION_FIELDS,
  missionSchema,
  missionValues,
  newMissionValues,
  toMissionInput,
  type MissionFormValues,
} from '../schemas/mission-form';
import { FormCheckbox, FormSelect } from './fields';

interface Props {
  code: string;
  /** The mission to edit (its period and kind stay); null adds one. */
  mission: engagementOpsApi.OpsMission | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds or edits a daily or weekly mission: what it counts, its target, its reward (major units), order and switch. */
export function MissionDialog({ code, mission, onClose, onSaved }: Props) {
  const { t } = useTranslation(NS);
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={mission ? t('mission_edit_title', { title: mission.title }) : t('mission_new_title')}
      testId="mission-dialog"
    >
      <Formik<MissionFormValues>
        initialValues={mission ? missionValues(mission) : newMissionValues()}
        validationSchema={missionSchema(t)}
        onSubmit={async (v, helpers) => {
          helpers.setStatus(undefined);
          try {
            const input = toMissionInput(v);
            if (mission) await updateMission(code, mission.id, input);
            else await createMission(code, input);
            toast({
              title: t(mission ? 'mission_saved_ok' : 'mission_created_ok', { title: input.title }),
              tone: 'success',
            });
            onSaved();
            onClose();
          } catch (e) {
            showError(helpers, placeError(t, e, MISSION_FIELDS));
          }
        }}
      >
        {({ values, isSubmitting, status }) => (
          <Form className="console-form-grid" noValidate data-testid="mission-form">
            <FormSelect
              name="period"
              label={t('mission_period')}
              disabled={mission !== null}
              options={engagementOpsApi.MISSION_PERIODS.map((p) => ({ value: p, label: t(`period_${p}`) }))}
            />
            <FormSelect
              name="kind"
              label={t('mission_kind')}
              disabled={mission !== null}
              options={engagementOpsApi.MISSION_KINDS.map((k) => ({ value: k, label: t(`mission_kind_${k}`) }))}
            />
            <FormTextField
              className="console-choices-wide"
              name="title"
              label={t('mission_title')}
              autoComplete="off"
            />
            <FormTextField
              name="target"
              label={t('mission_target')}
              hint={t(isMoneyKind(values.kind) ? 'major_hint' : 'mission_target_count')}
              inputMode={isMoneyKind(values.kind) ? 'decimal' : 'numeric'}
            />
            <FormTextField name="reward" label={t('mission_reward')} hint={t('major_hint')} inputMode="decimal" />
            <FormTextField name="turnoverMultiple" label={t('turnover_multiple')} inputMode="decimal" />
            <FormTextField name="sort" label={t('sort')} hint={t('sort_hint')} inputMode="numeric" />
            <div className="console-choices-wide">
              <FormCheckbox name="active" label={t('mission_active')} />
            </div>
            {mission && <p className="console-muted console-choices-wide">{t('mission_fixed')}</p>}
            <div className="console-choices-wide console-stack">
              <FormStatus status={status} />
              <FormActions busy={isSubmitting} label={t(mission ? 'save' : 'mission_create')} onCancel={onClose} />
            </div>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
