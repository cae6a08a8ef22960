export { BudgetBands, BudgetBand, type BudgetBandsProps, type BudgetBandProps, type BudgetBandSlug } from './BudgetBands';
