export { SavedBuildCard, type SavedBuildCardProps } from './SavedBuildCard';
