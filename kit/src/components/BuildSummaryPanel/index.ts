export { BuildSummaryPanel, type BuildSummaryPanelProps } from './BuildSummaryPanel';
