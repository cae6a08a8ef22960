import type { z } from 'zod';
import type {
  AccessorySpecsSchema,
  CaseFanSpecsSchema,
  CaseSpecsSchema,
  CoolerSpecsSchema,
  CpuSpecsSchema,
  GpuSpecsSchema,
  LightingSpecsSchema,
  M2SlotSupportSchema,
  MemoryFormFactorSchema,
  MemorySpecsSchema,
  MemoryTypeSchema,
  MonitorSpecsSchema,
  MotherboardSpecsSchema,
  OpticalDriveSpecsSchema,
  OsSpecsSchema,
  PsuFormFactorSchema,
  PsuSpecsSchema,
  StorageSpecsSchema,
  VideoOutputSchema,
} from '../contract/parts';

/**
 * A fact a source may not state: null when it is unknown. Unknown is not zero (SPEC §8
 * "Configurator compatibility errors"): a rule that needs it reads it through `knownFact`
 * (`../compat/facts.ts`), which makes the engine report the check as not made rather than
 * compare a 0. The curated catalogue knows every such fact; parts imported wholesale from
 * the dataset leave the ones the dataset lacks null.
 */
export type Unknowable<T> = T | null;

/**
 * The shop's parts and the facts about them that the configurator, the compatibility
 * rules (SPEC §8) and the FPS estimator need. Every field is a fact about the real part
 * (from pc-part-dataset, completed from the manufacturer's specification sheet) in the
 * unit its name says. The curated catalogue fills every required field; parts imported
 * wholesale from the dataset may leave optional ones out.
 */

export const partCategories = [
  'cpu',
  'motherboard',
  'memory',
  'gpu',
  'storage',
  'cooler',
  'case',
  'psu',
  'case-fan',
  'lighting',
  'monitor',
  'optical-drive',
  'os',
  'accessory',
] as const;
export type PartCategory = (typeof partCategories)[number];

/**
 * Categories sold as licences rather than boxes (an OEM key issued per order): the shop
 * holds no stock of them, so they never run out and are never taken from or given back
 * to stock.
 */
export const digitalPartCategories: readonly PartCategory[] = ['os'];

export function isDigitalPart(category: PartCategory): boolean {
  return digitalPartCategories.includes(category);
}

/** Units of a part the shop can ship now: its stock, or no limit for a digital item. */
export function unitsAvailable(category: PartCategory, stock: number): number {
  return isDigitalPart(category) ? Number.POSITIVE_INFINITY : stock;
}

/**
 * What the shop knows of a part's supply: units on the shelf, working days to dispatch from
 * the shelf, and, when the supplier takes backorders, working days for a restock to arrive
 * and ship (null: it takes none, so an empty shelf stops sales). A PC workshop restocks:
 * most parts can be ordered when the shelf is empty and simply ship later.
 */
export type PartSupply = { category: PartCategory; stock: number; leadTimeDays: number; restockDays: number | null };

/** Units the shop can take orders for now: the shelf's, or no limit for a licence or a part the supplier backorders. */
export function unitsOrderable(supply: PartSupply): number {
  return supply.restockDays === null ? unitsAvailable(supply.category, supply.stock) : Number.POSITIVE_INFINITY;
}

/** Whether `amount` units would wait for a restock: more than the shelf holds of a physical part. */
export function isBackordered(supply: PartSupply, amount: number): boolean {
  return unitsAvailable(supply.category, supply.stock) < amount && supply.restockDays !== null;
}

/**
 * Working days before `amount` units can ship: the lead time from the shelf; on backorder
 * the restock time, never sooner than the lead time. An amount that cannot be ordered at
 * all (`unitsOrderable`) has no ship date the shop could keep; its lead time is answered
 * and the caller refuses the order.
 */
export function partShippingDays(supply: PartSupply, amount: number): number {
  return isBackordered(supply, amount) ? Math.max(supply.leadTimeDays, supply.restockDays!) : supply.leadTimeDays;
}

export const cpuSockets = ['AM4', 'AM5', 'LGA1700', 'LGA1851'] as const;
export type CpuSocket = (typeof cpuSockets)[number];

export const boardFormFactors = ['E-ATX', 'ATX', 'Micro ATX', 'Mini ITX'] as const;
export type BoardFormFactor = (typeof boardFormFactors)[number];

/**
 * A case's finish: the colour of its body as the maker sells it (accents aside: a black
 * case with red trim is black). The shop's names for the colours makers use.
 */
export const caseFinishes = [
  'black',
  'white',
  'grey',
  'silver',
  'red',
  'blue',
  'green',
  'pink',
  'yellow',
  'orange',
  'purple',
  'brown',
  'gold',
] as const;
export type CaseFinish = (typeof caseFinishes)[number];

/**
 * Each finish's base colour as a hex code: what a swatch shows and what a drawing of the case
 * is lit from, so a brand's swatches and the shop's pictures agree.
 */
export const caseFinishColours: Readonly<Record<CaseFinish, string>> = {
  black: '#1b1f24',
  white: '#ffffff',
  grey: '#5f6670',
  silver: '#b9c0c9',
  red: '#b3262b',
  blue: '#2454b8',
  green: '#2f7a45',
  pink: '#e89ab9',
  yellow: '#e2bd2f',
  orange: '#e0742a',
  purple: '#74439f',
  brown: '#7a5535',
  gold: '#c5a253',
};

// The facts themselves are declared once, as the API contract's zod schemas
// (`../contract/parts.ts`): these types are their output.
export type MemoryType = z.infer<typeof MemoryTypeSchema>;
/** Desktop boards take full-size DIMMs; laptop and some small boards take SO-DIMMs. */
export type MemoryFormFactor = z.infer<typeof MemoryFormFactorSchema>;
/** M.2 card sizes by width and length in mm: 2280 is 22 mm wide, 80 mm long. */
export const m2Sizes = ['2230', '2242', '2260', '2280', '22110'] as const;
export type M2Size = (typeof m2Sizes)[number];
/**
 * What one M.2 storage slot of a board takes: the card lengths it has a standoff for, and
 * whether it also runs SATA M.2 drives (B+M key) or PCIe (NVMe) ones only.
 */
export type M2SlotSupport = z.infer<typeof M2SlotSupportSchema>;
export type PsuFormFactor = z.infer<typeof PsuFormFactorSchema>;
export type VideoOutput = z.infer<typeof VideoOutputSchema>;

export type CpuSpecs = z.infer<typeof CpuSpecsSchema>;
export type MotherboardSpecs = z.infer<typeof MotherboardSpecsSchema>;
export type MemorySpecs = z.infer<typeof MemorySpecsSchema>;
export type GpuSpecs = z.infer<typeof GpuSpecsSchema>;
export type StorageSpecs = z.infer<typeof StorageSpecsSchema>;
export type CoolerSpecs = z.infer<typeof CoolerSpecsSchema>;
export type CaseSpecs = z.infer<typeof CaseSpecsSchema>;
export type PsuSpecs = z.infer<typeof PsuSpecsSchema>;
export type CaseFanSpecs = z.infer<typeof CaseFanSpecsSchema>;
export type LightingSpecs = z.infer<typeof LightingSpecsSchema>;
export type MonitorSpecs = z.infer<typeof MonitorSpecsSchema>;
export type OpticalDriveSpecs = z.infer<typeof OpticalDriveSpecsSchema>;
export type OsSpecs = z.infer<typeof OsSpecsSchema>;
export type AccessorySpecs = z.infer<typeof AccessorySpecsSchema>;

export type PartSpecsByCategory = {
  cpu: CpuSpecs;
  motherboard: MotherboardSpecs;
  memory: MemorySpecs;
  gpu: GpuSpecs;
  storage: StorageSpecs;
  cooler: CoolerSpecs;
  case: CaseSpecs;
  psu: PsuSpecs;
  'case-fan': CaseFanSpecs;
  lighting: LightingSpecs;
  monitor: MonitorSpecs;
  'optical-drive': OpticalDriveSpecs;
  os: OsSpecs;
  accessory: AccessorySpecs;
};

/** A part of a given category with its facts. */
export type Part<C extends PartCategory = PartCategory> = {
  [K in C]: {
    /** Stable slug, e.g. 'cpu-amd-ryzen-7-9800x3d'. */
    id: string;
    category: K;
    name: string;
    brand: string;
    specs: PartSpecsByCategory[K];
  };
}[C];
