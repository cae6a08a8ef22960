export { RatingSummary, type RatingSummaryProps } from './RatingSummary';
