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

export type MemoryType = 'DDR4' | 'DDR5';
/** Desktop boards take full-size DIMMs; laptop and some small boards take SO-DIMMs. */
export type MemoryFormFactor = 'DIMM' | 'SO-DIMM';
/** M.2 card sizes by width and length in mm: 2280 is 22 mm wide, 80 mm long. */
export const m2Sizes = ['2230', '2242', '2260', '2280', '22110'] as const;
export type M2Size = (typeof m2Sizes)[number];
/**
 * What one M.2 storage slot of a board takes: the card lengths it has a standoff for, and
 * whether it also runs SATA M.2 drives (B+M key) or PCIe (NVMe) ones only.
 */
export type M2SlotSupport = { sizes: M2Size[]; sata: boolean };
export type PsuFormFactor = 'ATX' | 'SFX' | 'SFX-L';
export type VideoOutput = 'HDMI' | 'DisplayPort' | 'USB-C' | 'DVI';

export type CpuSpecs = {
  socket: CpuSocket;
  /** e.g. 'Zen 5', 'Raptor Lake Refresh', 'Arrow Lake'. */
  microarchitecture: string;
  cores: number;
  threads: number;
  baseClockGhz: number;
  boostClockGhz: number;
  tdpW: Unknowable<number>;
  /**
   * Sustained peak package power the maker allows at stock settings: Intel's "Maximum Turbo
   * Power" (PL2) on ARK. Optional: AMD desktop parts derive it from the TDP (PPT = 1.35 ×
   * TDP, `../compat/power.ts`); an Intel part without it leaves the PSU check unchecked.
   */
  peakPowerW?: number;
  /** Total L3 cache; large-cache (X3D) parts feed games faster, which the FPS estimator models. */
  l3CacheMb: number;
  /** Name of the integrated graphics, or null when the CPU has none (an "F" model). */
  integratedGraphics: string | null;
  /** Whether a cooler comes in the box. */
  includesCooler: Unknowable<boolean>;
  memoryTypes: MemoryType[];
  /** Lanes to the x16 slot(s) and M.2 from the CPU; informs lane-sharing warnings. */
  pcieLanes: number;
};

export type MotherboardSpecs = {
  socket: CpuSocket;
  formFactor: BoardFormFactor;
  chipset: string;
  memoryType: MemoryType;
  /** The memory modules the board's slots take. */
  memoryFormFactor: Unknowable<MemoryFormFactor>;
  /**
   * Fastest memory the board's maker lists for it, overclocked (XMP/EXPO) speeds included:
   * the top of the "Memory" line of its specification page.
   */
  maxMemorySpeedMts: Unknowable<number>;
  dimmSlots: Unknowable<number>;
  maxMemoryGb: Unknowable<number>;
  m2Slots: Unknowable<number>;
  /** Each M.2 storage slot (as many as `m2Slots`): the card sizes and drive kinds it takes. */
  m2SlotSupport: Unknowable<M2SlotSupport[]>;
  /** SATA ports that stop working once the M.2 slot(s) named in the manual are used. */
  sataPortsSharedWithM2: Unknowable<number>;
  /** Whether populating an M.2 slot drops the main x16 slot to x8. */
  m2SharesGpuLanes: Unknowable<boolean>;
  pcieX16Slots: Unknowable<number>;
  pcieX1Slots: Unknowable<number>;
  sataPorts: Unknowable<number>;
  fanHeaders: Unknowable<number>;
  /** 5 V 3-pin addressable RGB headers. */
  argbHeaders: Unknowable<number>;
  /** 12 V 4-pin (non-addressable) RGB headers; a 5 V ARGB device on one burns out. Optional: unknown is not none. */
  rgb12vHeaders?: number;
  /** Rear video outputs, used only by a CPU's integrated graphics; empty when none. */
  videoOutputs: Unknowable<VideoOutput[]>;
  /** CPU microarchitectures that run on the board's shipping BIOS; others of the socket may need an update. */
  biosReadyMicroarchitectures: Unknowable<string[]>;
  /** 8-pin EPS connectors for CPU power. */
  epsConnectors: Unknowable<number>;
  /** Front-panel USB-C headers (USB 3.x Type-E / Key-A). Optional: unknown is not none. */
  usbCHeaders?: number;
};

export type MemorySpecs = {
  type: MemoryType;
  /** DIMM (desktop) or SO-DIMM (laptop) modules. */
  formFactor: MemoryFormFactor;
  modules: number;
  moduleSizeGb: number;
  speedMts: number;
  casLatency: number;
  /** Module height including heat spreader; matters under large air coolers. */
  heightMm: Unknowable<number>;
};

export type GpuSpecs = {
  /** e.g. 'GeForce RTX 5070 Ti'. */
  chipset: string;
  memoryGb: number;
  lengthMm: Unknowable<number>;
  /** Expansion slots the card occupies (2, 2.5 → 3, ...). */
  slotWidth: Unknowable<number>;
  /** Total board power. */
  boardPowerW: Unknowable<number>;
  /**
   * The chipset maker's recommended power supply for a system with this card: NVIDIA's
   * "Required System Power", AMD's "Recommended PSU". Optional; a partner card may ask more.
   */
  recommendedPsuW?: number;
  /** Power inputs on the card. */
  powerConnectors: Unknowable<{ pcie8Pin: number; pcie6Pin: number; pcie12v2x6: number }>;
  outputs: Unknowable<VideoOutput[]>;
  /** PassMark G3D Mark of the chipset (pc-game-fps-dataset gpus.csv); drives the FPS estimator. */
  g3dMark: number;
};

export type StorageSpecs = {
  kind: 'ssd' | 'hdd';
  /** 'M.2' drives go in M.2 slots; 2.5" and 3.5" drives in bays, on SATA ports. */
  formFactor: 'M.2' | '2.5"' | '3.5"';
  interface: 'NVMe' | 'SATA';
  /** An M.2 drive's card size (the dataset's "M.2-2280"); null for drives of other form factors. */
  m2Size: M2Size | null;
  capacityGb: number;
};

export type CoolerSpecs = {
  kind: 'air' | 'liquid';
  /** Air coolers: total height above the CPU (null when unknown). Null for liquid coolers. */
  heightMm: number | null;
  /** Liquid coolers: radiator length (120, 240, 280, 360). Null for air coolers. */
  radiatorMm: number | null;
  sockets: Unknowable<CpuSocket[]>;
  /**
   * Air coolers: the tallest memory module that fits under the fins, or `'unlimited'` when
   * they do not overhang the memory slots; null when unknown (and for liquid coolers, which
   * have no fins over the memory).
   */
  memoryClearanceMm: Unknowable<number | 'unlimited'>;
  /**
   * Liquid coolers: the radiator's thickness plus its fans' (27 + 25 mm for most), what it
   * takes from the graphics card's length when mounted at the front. Optional: unknown is not 0.
   */
  radiatorThicknessMm?: number;
};

export type CaseSpecs = {
  /** The shop's case model this case belongs to, if any (slug). */
  model: string | null;
  supportedBoards: Unknowable<BoardFormFactor[]>;
  maxGpuLengthMm: Unknowable<number>;
  maxCoolerHeightMm: Unknowable<number>;
  /** Radiator lengths the case can mount (at any position). */
  radiatorSupportMm: Unknowable<number[]>;
  /**
   * Radiator lengths the case takes out of the graphics card's way (top, side, rear); a
   * supported length not listed goes at the front, in the card's length. Optional: unknown
   * is not "front only".
   */
  radiatorClearOfGpuMm?: number[];
  fanMounts120: Unknowable<number>;
  fanMounts140: Unknowable<number>;
  /** Fans already fitted. */
  includedFans: Unknowable<number>;
  bays35: Unknowable<number>;
  bays25: Unknowable<number>;
  /** External 5.25" bays for optical drives. */
  bays525: Unknowable<number>;
  expansionSlots: Unknowable<number>;
  psuFormFactors: Unknowable<PsuFormFactor[]>;
  maxPsuLengthMm: Unknowable<number>;
  /** Whether the front panel has a USB-C port (it needs a board USB-C header). Optional: unknown is not none. */
  frontUsbC?: boolean;
};

export type PsuSpecs = {
  wattage: number;
  formFactor: PsuFormFactor;
  /** e.g. '80+ Gold'. */
  efficiency: string;
  modular: 'full' | 'semi' | 'none';
  lengthMm: Unknowable<number>;
  connectors: Unknowable<{ eps8Pin: number; pcie8Pin: number; pcie12v2x6: number; sata: number }>;
};

export type CaseFanSpecs = {
  sizeMm: 120 | 140;
  /** Fans in the pack. */
  quantity: number;
  argb: boolean;
};

export type LightingSpecs = {
  kind: 'strip' | 'controller' | 'cable';
  /** ARGB headers the product needs on the motherboard. */
  argbHeaders: Unknowable<number>;
};

export type MonitorSpecs = {
  sizeInches: number;
  resolution: { width: number; height: number };
  refreshHz: number;
  panel: string;
  inputs: Unknowable<VideoOutput[]>;
};

export type OpticalDriveSpecs = { kind: 'DVD' | 'Blu-ray'; writer: boolean };

export type OsSpecs = { edition: string };

export type AccessorySpecs = {
  kind: 'keyboard' | 'mouse' | 'headphones' | 'speakers' | 'webcam' | 'thermal-paste' | 'fan-controller' | 'case-accessory';
  wireless: boolean;
};

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
