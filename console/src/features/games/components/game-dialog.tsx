import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { OpsGame } from 'shared-contracts';
import { Checkbox, Dialog, FormStatus, toast } from 'shared-ui';
import { FormActions } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-fields';
import { placeRefusal } from '../../../lib/form-errors';
import { updateGame } from '../api/update-game';
import { uploadGameIcon } from '../api/upload-game-icon';
import { NS } from '../i18n';
import { gameSchema, gameValues, toGamePatch, type GameFormValues } from '../schemas/game-form';
import { IconField } from './icon-field';

const FIELDS = ['displayName', 'sort', 'icon'];

/**
 * Edits the brand's settings of one game: the name players see (empty: the catalogue's), hot, order, hidden, and its
 * icon (uploaded on save, previewed before). Sends only what changed; a refusal shows under the field it names.
 */
export function GameDialog({
  merchant,
  game,
  onClose,
  onSaved,
}: {
  merchant: string;
  game: OpsGame;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(NS);
  const shownName = game.displayName ?? game.name;
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('game_title', { name: shownName, vendor: game.vendor })}
      size="md"
      testId="game-dialog"
    >
      <Formik<GameFormValues>
        initialValues={gameValues(game)}
        validationSchema={gameSchema(t)}
        onSubmit={async (v, helpers) => {
          helpers.setStatus(undefined);
          const patch = toGamePatch(v, game);
          if (Object.keys(patch).length === 0 && !v.icon) return helpers.setStatus(t('no_change'));
          try {
            if (v.icon) await uploadGameIcon(merchant, game.id, v.icon);
            const saved = Object.keys(patch).length ? await updateGame(merchant, game.id, patch) : null;
            const name = saved?.displayName ?? (v.displayName.trim() || game.name);
            toast({ title: t('saved_ok', { name }), tone: 'success' });
            onSaved();
            onClose();
          } catch (e) {
            placeRefusal(helpers, t, e, (f) => (FIELDS.includes(f) ? f : null));
          }
        }}
      >
        {({ values, isSubmitting, status, setFieldValue }) => (
          <Form className="console-stack" noValidate data-testid="game-form">
            <FormTextField
              name="displayName"
              label={t('display_name')}
              hint={t('display_name_hint', { name: game.name })}
              autoComplete="off"
            />
            <Checkbox
              label={t('game_hot_label')}
              checked={values.hot}
              onChange={(e) => void setFieldValue('hot', e.target.checked)}
            />
            <Checkbox
              label={t('hidden_label')}
              checked={values.hidden}
              onChange={(e) => void setFieldValue('hidden', e.target.checked)}
            />
            <FormTextField name="sort" label={t('game_sort')} hint={t('sort_hint')} inputMode="numeric" />
            <IconField current={game.iconUrl} uploaded={game.iconUploaded} />
            <FormStatus status={status} />
            <FormActions busy={isSubmitting} label={t('save')} onCancel={onClose} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
