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
