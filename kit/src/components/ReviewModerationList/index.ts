export { ReviewModerationList, type ReviewModerationListProps } from './ReviewModerationList';
