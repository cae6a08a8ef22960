export {
  FpsFinderForm,
  targetFramerates,
  defaultFpsFinderValue,
  type FpsFinderFormProps,
  type FpsFinderValue,
  type FpsFinderGame,
} from './FpsFinderForm';
