export { BuildTierCard, buildTiers, type BuildTierCardProps, type BuildTier } from './BuildTierCard';
