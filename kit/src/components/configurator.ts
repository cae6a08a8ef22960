// Configurator components, exported from the kit's main entry.
export { ConfiguratorSteps, type ConfiguratorStepsProps, type ConfiguratorStepItem } from './ConfiguratorSteps';
export { PartCard, type PartCardProps } from './PartCard';
export { PartListHeader, type PartListHeaderProps } from './PartListHeader';
export { PartList, type PartListProps } from './PartList';
export {
  CompatibilityBanner,
  CompatibilityBanners,
  issueKey,
  type BannerPart,
  type BannerSwap,
  type CompatibilityBannerItem,
  type CompatibilityBannerProps,
  type CompatibilityBannersProps,
} from './CompatibilityBanners';
export { PsuLoadMeter, psuLoadState, type PsuLoadMeterProps } from './PsuLoadMeter';
export { BuildSummaryPanel, issueCountsText, type BuildSummaryPanelProps } from './BuildSummaryPanel';
export { BuildPerformance, type BuildPerformanceProps } from './BuildPerformance';
export { BuildPartsTable, type BuildPartsTableProps } from './BuildPartsTable';
export { ShareBuildLink, type ShareBuildLinkProps } from './ShareBuildLink';
export { ResetBuildDialog, type ResetBuildDialogProps } from './ResetBuildDialog';
export { DiscountWarningDialog, type DiscountWarningDialogProps } from './DiscountWarningDialog';
export { SaveDraftDialog, type SaveDraftDialogProps } from './SaveDraftDialog';
export { DraftSavedDialog, type DraftSavedDialogProps } from './DraftSavedDialog';
export { BuildAddedToCartDialog, type BuildAddedToCartDialogProps } from './BuildAddedToCartDialog';
export { SavedBuildCard, type SavedBuildCardProps } from './SavedBuildCard';
export { ConfiguratorTabs, type ConfiguratorTab, type ConfiguratorTabsProps } from './ConfiguratorTabs';
