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
  tdpW: number;
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
  includesCooler: boolean;
  memoryTypes: MemoryType[];
  /** Lanes to the x16 slot(s) and M.2 from the CPU; informs lane-sharing warnings. */
  pcieLanes: number;
};

export type MotherboardSpecs = {
  socket: CpuSocket;
  formFactor: BoardFormFactor;
  chipset: string;
  memoryType: MemoryType;
  dimmSlots: number;
  maxMemoryGb: number;
  m2Slots: number;
  /** SATA ports that stop working once the M.2 slot(s) named in the manual are used. */
  sataPortsSharedWithM2: number;
  /** Whether populating an M.2 slot drops the main x16 slot to x8. */
  m2SharesGpuLanes: boolean;
  pcieX16Slots: number;
  pcieX1Slots: number;
  sataPorts: number;
  fanHeaders: number;
  /** 5 V 3-pin addressable RGB headers. */
  argbHeaders: number;
  /** 12 V 4-pin (non-addressable) RGB headers; a 5 V ARGB device on one burns out. Optional: unknown is not none. */
  rgb12vHeaders?: number;
  /** Rear video outputs, used only by a CPU's integrated graphics; empty when none. */
  videoOutputs: VideoOutput[];
  /** CPU microarchitectures that run on the board's shipping BIOS; others of the socket may need an update. */
  biosReadyMicroarchitectures: string[];
  /** 8-pin EPS connectors for CPU power. */
  epsConnectors: number;
  /** Front-panel USB-C headers (USB 3.x Type-E / Key-A). Optional: unknown is not none. */
  usbCHeaders?: number;
};

export type MemorySpecs = {
  type: MemoryType;
  modules: number;
  moduleSizeGb: number;
  speedMts: number;
  casLatency: number;
  /** Module height including heat spreader; matters under large air coolers. */
  heightMm: number;
};

export type GpuSpecs = {
  /** e.g. 'GeForce RTX 5070 Ti'. */
  chipset: string;
  memoryGb: number;
  lengthMm: number;
  /** Expansion slots the card occupies (2, 2.5 → 3, ...). */
  slotWidth: number;
  /** Total board power. */
  boardPowerW: number;
  /**
   * The chipset maker's recommended power supply for a system with this card: NVIDIA's
   * "Required System Power", AMD's "Recommended PSU". Optional; a partner card may ask more.
   */
  recommendedPsuW?: number;
  /** Power inputs on the card. */
  powerConnectors: { pcie8Pin: number; pcie6Pin: number; pcie12v2x6: number };
  outputs: VideoOutput[];
  /** PassMark G3D Mark of the chipset (pc-game-fps-dataset gpus.csv); drives the FPS estimator. */
  g3dMark: number;
};

export type StorageSpecs = {
  kind: 'ssd' | 'hdd';
  /** 'M.2' drives go in M.2 slots; 2.5" and 3.5" drives in bays, on SATA ports. */
  formFactor: 'M.2' | '2.5"' | '3.5"';
  interface: 'NVMe' | 'SATA';
  capacityGb: number;
};

export type CoolerSpecs = {
  kind: 'air' | 'liquid';
  /** Air coolers: total height above the CPU. Null for liquid coolers. */
  heightMm: number | null;
  /** Liquid coolers: radiator length (120, 240, 280, 360). Null for air coolers. */
  radiatorMm: number | null;
  sockets: CpuSocket[];
  /** Tallest memory module that fits under an air cooler's fins; null when it does not overhang. */
  memoryClearanceMm: number | null;
  /**
   * Liquid coolers: the radiator's thickness plus its fans' (27 + 25 mm for most), what it
   * takes from the graphics card's length when mounted at the front. Optional: unknown is not 0.
   */
  radiatorThicknessMm?: number;
};

export type CaseSpecs = {
  /** The shop's case model this case belongs to, if any (slug). */
  model: string | null;
  supportedBoards: BoardFormFactor[];
  maxGpuLengthMm: number;
  maxCoolerHeightMm: number;
  /** Radiator lengths the case can mount (at any position). */
  radiatorSupportMm: number[];
  /**
   * Radiator lengths the case takes out of the graphics card's way (top, side, rear); a
   * supported length not listed goes at the front, in the card's length. Optional: unknown
   * is not "front only".
   */
  radiatorClearOfGpuMm?: number[];
  fanMounts120: number;
  fanMounts140: number;
  /** Fans already fitted. */
  includedFans: number;
  bays35: number;
  bays25: number;
  /** External 5.25" bays for optical drives. */
  bays525: number;
  expansionSlots: number;
  psuFormFactors: PsuFormFactor[];
  maxPsuLengthMm: number;
  /** Whether the front panel has a USB-C port (it needs a board USB-C header). Optional: unknown is not none. */
  frontUsbC?: boolean;
};

export type PsuSpecs = {
  wattage: number;
  formFactor: PsuFormFactor;
  /** e.g. '80+ Gold'. */
  efficiency: string;
  modular: 'full' | 'semi' | 'none';
  lengthMm: number;
  connectors: { eps8Pin: number; pcie8Pin: number; pcie12v2x6: number; sata: number };
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
  argbHeaders: number;
};

export type MonitorSpecs = {
  sizeInches: number;
  resolution: { width: number; height: number };
  refreshHz: number;
  panel: string;
  inputs: VideoOutput[];
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
