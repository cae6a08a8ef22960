export { FpsEstimateNote, type FpsEstimateNoteProps } from './FpsEstimateNote';
