export { BuildSummaryPanel, type BuildSummaryPanelProps } from './BuildSummaryPanel';
export { issueCountsText } from './issueCounts';
