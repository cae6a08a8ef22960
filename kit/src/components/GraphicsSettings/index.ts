export { ResolutionChoice, PresetChoice, type ResolutionChoiceProps, type PresetChoiceProps } from './GraphicsSettings';
