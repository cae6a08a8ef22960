import { graphicsPresets, resolutions, type GraphicsPreset, type Resolution } from '../../domain';
import { useIntl } from '../../i18n';
import { ChoiceGroup } from '../ChoiceGroup';

export type ResolutionChoiceProps = {
  /** The chosen resolution (controlled). */
  value: Resolution;
  /** Called with the resolution the shopper chose. */
  onValueChange: (value: Resolution) => void;
};

/** The resolution radio group of every FPS screen (1080p, 1440p, 4K), labelled from the catalogue. */
export function ResolutionChoice({ value, onValueChange }: ResolutionChoiceProps) {
  const intl = useIntl();
  return (
    <ChoiceGroup
      label={intl.formatMessage({ id: 'fpsFinder.resolution' })}
      name="resolution"
      options={resolutions.map((resolution) => ({
        value: resolution,
        label: intl.formatMessage({ id: `graphics.resolution.${resolution}` }),
      }))}
      value={value}
      onValueChange={onValueChange}
    />
  );
}

export type PresetChoiceProps = {
  /** The chosen graphics preset (controlled). */
  value: GraphicsPreset;
  /** Called with the preset the shopper chose. */
  onValueChange: (value: GraphicsPreset) => void;
};

/** The graphics-settings radio group of every FPS screen (Low to Ultra), labelled from the catalogue. */
export function PresetChoice({ value, onValueChange }: PresetChoiceProps) {
  const intl = useIntl();
  return (
    <ChoiceGroup
      label={intl.formatMessage({ id: 'fpsFinder.preset' })}
      name="preset"
      options={graphicsPresets.map((preset) => ({
        value: preset,
        label: intl.formatMessage({ id: `graphics.preset.${preset}` }),
      }))}
      value={value}
      onValueChange={onValueChange}
    />
  );
}
