import { useFormikContext } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { gamesOpsApi } from 'shared-contracts';
import { Checkbox } from 'shared-ui';
import { ImagePicker, useImagePreview } from '../../../components/image-picker';
import { NS } from '../i18n';
import type { GameFormValues } from '../schemas/game-form';

/**
 * The game's icon: the native file input stays (keyboard, the system's picker) but is visually hidden behind a label
 * styled as the design system's button; the chosen JPEG or PNG is previewed before saving, else the icon players see
 * now. An uploaded icon can go back to the generated tile.
 */
export function IconField({ current, uploaded }: { current: string; uploaded: boolean }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const { values, errors, setFieldValue, setFieldTouched } = useFormikContext<GameFormValues>();
  const preview = useImagePreview(values.icon);
  const error = values.icon && errors.icon ? String(errors.icon) : undefined;
  const shown = preview ?? (values.dropIcon ? null : current);
  return (
    <div className={`ui-field games-icon-field${error ? ' is-invalid' : ''}`}>
      <span className="ui-field-label" id={`${id}-label`}>
        {t('icon')}
      </span>
      <div className="console-row games-icon-row">
        {shown && <img className="games-icon-preview" src={shown} alt={t('icon_preview')} width={72} height={72} />}
        <ImagePicker
          label={t(values.icon ? 'icon_change' : 'icon_choose')}
          accept={gamesOpsApi.GAME_ICON_TYPES}
          labelledBy={`${id}-label`}
          describedBy={`${id}-state`}
          invalid={!!error}
          testId="game-icon-input"
          onPick={(file) => {
            void setFieldValue('icon', file);
            void setFieldTouched('icon', true, false);
          }}
        />
        <span className="console-muted">{values.icon?.name ?? t('icon_none')}</span>
      </div>
      {error ? (
        <p id={`${id}-state`} className="ui-field-error field-error" role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-state`} className="ui-field-hint">
          {t('icon_hint')}
        </p>
      )}
      {uploaded && !values.icon && (
        <Checkbox
          label={t('icon_drop')}
          checked={values.dropIcon}
          onChange={(e) => void setFieldValue('dropIcon', e.target.checked)}
        />
      )}
    </div>
  );
}
