/**
 * Specs from one dataset row, per file: what the row states, plus derivations that hold
 * for every part of a kind (an AM5 CPU takes DDR5; a "Micro ATX" board is Micro ATX).
 * A fact the row does not give is null (unknown is not zero: the compatibility rules then
 * say they could not check it, `knownFact` in the kit); the few facts that are not
 * measurements (a name, a flag with a safe side) take the neutral value documented on
 * `partFromDataset`.
 */
import {
  caseFinishes,
  m2Sizes,
  type AccessorySpecs,
  type BoardFormFactor,
  type CaseFinish,
  type CpuSocket,
  type M2Size,
  type MemoryFormFactor,
  type MemoryType,
  type PartCategory,
  type PartSpecsByCategory,
  type PsuFormFactor,
} from '@rigsmith/kit/domain';
import { bool, num, pair, str, type Row } from './dataset-row';
import type { DatasetCategory, datasetPartCategory } from './dataset';
import { referenceBoardPower, referenceRecommendedPsu } from './gpu-reference';

type SpecsOf<F extends DatasetCategory> = PartSpecsByCategory[(typeof datasetPartCategory)[F]];
type SpecsMapper = { [F in DatasetCategory]: (row: Row, name: string) => SpecsOf<F> | null };

/** Spec fields the dataset does not state, per category: the curated catalogue must supply them. */
export const factsTheDatasetLacks = {
  cpu: ['includesCooler', 'l3CacheMb'],
  motherboard: [
    'maxMemorySpeedMts',
    'm2Slots',
    'm2SlotSupport',
    'sataPortsSharedWithM2',
    'm2SharesGpuLanes',
    'pcieX16Slots',
    'pcieX1Slots',
    'sataPorts',
    'fanHeaders',
    'argbHeaders',
    'videoOutputs',
    'biosReadyMicroarchitectures',
    'epsConnectors',
  ],
  memory: ['heightMm'],
  gpu: ['slotWidth', 'powerConnectors', 'outputs', 'g3dMark'],
  storage: [],
  cooler: ['heightMm', 'sockets', 'memoryClearanceMm'],
  case: [
    'maxGpuLengthMm',
    'maxCoolerHeightMm',
    'radiatorSupportMm',
    'fanMounts120',
    'fanMounts140',
    'includedFans',
    'bays25',
    'bays525',
    'expansionSlots',
    'psuFormFactors',
    'maxPsuLengthMm',
  ],
  psu: ['lengthMm', 'connectors'],
  'case-fan': [],
  lighting: ['kind', 'argbHeaders'],
  monitor: ['inputs'],
  'optical-drive': [],
  os: [],
  accessory: [],
} as const satisfies { [C in PartCategory]: readonly (keyof PartSpecsByCategory[C])[] };

const socketByMicroarchitecture: Record<string, CpuSocket> = {
  Zen: 'AM4',
  'Zen+': 'AM4',
  'Zen 2': 'AM4',
  'Zen 3': 'AM4',
  'Zen 4': 'AM5',
  'Zen 5': 'AM5',
  'Alder Lake': 'LGA1700',
  'Raptor Lake': 'LGA1700',
  'Raptor Lake Refresh': 'LGA1700',
  'Arrow Lake': 'LGA1851',
};

const memoryBySocket: Record<CpuSocket, MemoryType[]> = {
  AM4: ['DDR4'],
  AM5: ['DDR5'],
  LGA1700: ['DDR4', 'DDR5'],
  LGA1851: ['DDR5'],
};

/** CPU lanes to the graphics slot and M.2 of the platform's desktop parts (some APUs have fewer). */
const pcieLanesBySocket: Record<CpuSocket, number> = { AM4: 20, AM5: 24, LGA1700: 20, LGA1851: 24 };

/**
 * Performance cores of Alder and Raptor Lake desktop CPUs by total core count: every
 * model with that many cores has this many P-cores, and only P-cores run two threads.
 */
const intelHybridPCores: Record<number, number> = { 2: 2, 4: 4, 6: 6, 10: 6, 12: 8, 14: 6, 16: 8, 20: 8, 24: 8 };

function threadsOf(cores: number, microarchitecture: string): number {
  // Every Zen 3 and later desktop Ryzen has SMT; some older ones (Ryzen 5 3500) do not.
  if (/^Zen [345]$/.test(microarchitecture)) return cores * 2;
  if (/^(Alder|Raptor) Lake/.test(microarchitecture)) return cores + (intelHybridPCores[cores] ?? 0);
  return cores; // Arrow Lake has no Hyper-Threading; otherwise a safe lower bound.
}

const boardFormFactors: Record<string, BoardFormFactor> = {
  ATX: 'ATX',
  EATX: 'E-ATX',
  'Micro ATX': 'Micro ATX',
  'Mini ITX': 'Mini ITX',
  'Thin Mini ITX': 'Mini ITX',
};

/** 'MSI MAG B650 TOMAHAWK WIFI' → 'B650'; 'Asus ROG STRIX X670E-E' → 'X670E'; 'B550M-A' → 'B550'. */
export function chipsetFromBoardName(name: string): string {
  return /\b([ABHQWXZ]\d{3})(E?)(?:M|I)?(?=[\s\-/]|$)/i.exec(name)?.slice(1, 3).join('').toUpperCase() ?? '';
}

function boardMemory(socket: CpuSocket, name: string): MemoryType {
  // LGA1700 boards come in both; makers mark the DDR4 ones ("DDR4", "D4").
  if (socket === 'LGA1700') return /DDR4|\bD4\b|\/D4/i.test(name) ? 'DDR4' : 'DDR5';
  return socket === 'AM4' ? 'DDR4' : 'DDR5';
}

/** The dataset's colour names the shop calls otherwise; the rest are the finish's own name. */
const finishSynonyms: Record<string, CaseFinish> = { gray: 'grey', gunmetal: 'grey' };

/**
 * A case's finish from the dataset's `color` ("Black", "White / Black", "Black / Red"): the
 * first colour is the body's, the others its accents or interior. A colour the shop has no
 * finish for ("Clear", "Multicolor", "Turquoise") and a row without one are unknown, not
 * black.
 */
export function caseFinishOf(color: string | null): CaseFinish | null {
  const body = color?.split('/')[0]?.trim().toLowerCase();
  if (!body) return null;
  const finish = finishSynonyms[body] ?? body;
  return (caseFinishes as readonly string[]).includes(finish) ? (finish as CaseFinish) : null;
}

function caseBoards(type: string | null): BoardFormFactor[] | null {
  if (!type) return null;
  if (/^ATX/i.test(type)) return ['ATX', 'Micro ATX', 'Mini ITX'];
  if (/^MicroATX/i.test(type)) return ['Micro ATX', 'Mini ITX'];
  if (/^Mini ITX/i.test(type)) return ['Mini ITX'];
  return null;
}

const soDimm = /\bSO-?DIMM\b/i;

/**
 * The memory slots of a board: full-size DIMMs on every ATX, Micro ATX and Mini ITX desktop
 * board unless its name says SO-DIMM; a Thin Mini ITX board (built for all-in-ones, often
 * with laptop memory) is unknown unless its name says which.
 */
function boardMemoryFormFactor(formFactor: string, name: string): MemoryFormFactor | null {
  if (soDimm.test(name)) return 'SO-DIMM';
  return /^Thin/i.test(formFactor) ? null : 'DIMM';
}

/** 'M.2-2280' → '2280'; null for any other form factor. */
function m2SizeOf(formFactor: string): M2Size | null {
  const size = formFactor.replace(/^M\.2-/, '');
  return (m2Sizes as readonly string[]).includes(size) ? (size as M2Size) : null;
}

const psuFormFactors: Record<string, PsuFormFactor> = { ATX: 'ATX', SFX: 'SFX', 'SFX-L': 'SFX-L' };
const efficiencyNames: Record<string, string> = {
  plus: '80+',
  bronze: '80+ Bronze',
  silver: '80+ Silver',
  gold: '80+ Gold',
  platinum: '80+ Platinum',
  titanium: '80+ Titanium',
};

const wirelessConnection = (row: Row) => /wireless/i.test(str(row, 'connection_type') ?? '');
const accessory = (kind: AccessorySpecs['kind'], wireless = false): AccessorySpecs => ({ kind, wireless });

/** The chip maker's recommended PSU when the reference table knows it; left out otherwise (unknown is not zero). */
function recommendedPsu(chipset: string): { recommendedPsuW?: number } {
  const watts = referenceRecommendedPsu(chipset);
  return watts === null ? {} : { recommendedPsuW: watts };
}

export const specsFromRow: SpecsMapper = {
  cpu(row, name) {
    const microarchitecture = str(row, 'microarchitecture') ?? '';
    const socket = socketByMicroarchitecture[microarchitecture];
    const cores = num(row, 'core_count');
    // Threadripper shares microarchitecture names with Ryzen but not the socket.
    if (!socket || !cores || /threadripper/i.test(name)) return null;
    const base = num(row, 'core_clock') ?? 0;
    return {
      socket,
      microarchitecture,
      cores,
      threads: threadsOf(cores, microarchitecture),
      baseClockGhz: base,
      boostClockGhz: num(row, 'boost_clock') ?? base,
      tdpW: num(row, 'tdp'),
      l3CacheMb: 0,
      integratedGraphics: str(row, 'graphics'),
      includesCooler: null,
      memoryTypes: memoryBySocket[socket],
      pcieLanes: pcieLanesBySocket[socket],
    };
  },
  motherboard(row, name) {
    const socket = str(row, 'socket') as CpuSocket | null;
    const statedFormFactor = str(row, 'form_factor') ?? '';
    const formFactor = boardFormFactors[statedFormFactor];
    if (!socket || !(socket in memoryBySocket) || !formFactor) return null;
    return {
      socket,
      formFactor,
      chipset: chipsetFromBoardName(name),
      memoryType: boardMemory(socket, name),
      memoryFormFactor: boardMemoryFormFactor(statedFormFactor, name),
      maxMemorySpeedMts: null,
      dimmSlots: num(row, 'memory_slots'),
      maxMemoryGb: num(row, 'max_memory'),
      m2Slots: null,
      m2SlotSupport: null,
      sataPortsSharedWithM2: null,
      m2SharesGpuLanes: null,
      pcieX16Slots: null,
      pcieX1Slots: null,
      sataPorts: null,
      fanHeaders: null,
      argbHeaders: null,
      videoOutputs: null,
      biosReadyMicroarchitectures: null,
      epsConnectors: null,
    };
  },
  memory(row, name) {
    const speed = pair(row, 'speed');
    const modules = pair(row, 'modules');
    if (!speed || !modules || (speed[0] !== 4 && speed[0] !== 5)) return null;
    return {
      type: speed[0] === 4 ? 'DDR4' : 'DDR5',
      // The dataset lists desktop memory; the few laptop kits say SO-DIMM in their name.
      formFactor: soDimm.test(name) ? 'SO-DIMM' : 'DIMM',
      modules: modules[0],
      moduleSizeGb: modules[1],
      speedMts: speed[1],
      casLatency: num(row, 'cas_latency') ?? 0,
      heightMm: null,
    };
  },
  'video-card'(row) {
    const chipset = str(row, 'chipset');
    if (!chipset) return null;
    return {
      chipset,
      memoryGb: num(row, 'memory') ?? 0,
      lengthMm: num(row, 'length'),
      slotWidth: null,
      boardPowerW: referenceBoardPower(chipset),
      ...recommendedPsu(chipset),
      powerConnectors: null,
      outputs: null,
      g3dMark: 0,
    };
  },
  'internal-hard-drive'(row) {
    const formFactor = row.form_factor;
    const bus = str(row, 'interface') ?? '';
    const capacityGb = num(row, 'capacity');
    if (!capacityGb) return null;
    if (typeof formFactor === 'string' && formFactor.startsWith('M.2-')) {
      const nvme = /PCIe|NVMe/i.test(bus);
      if (!nvme && !/SATA/i.test(bus)) return null;
      const m2Size = m2SizeOf(formFactor);
      if (!m2Size) return null;
      return { kind: 'ssd', formFactor: 'M.2', interface: nvme ? 'NVMe' : 'SATA', m2Size, capacityGb };
    }
    if (formFactor !== 2.5 && formFactor !== 3.5) return null;
    const nvme = /U\.2/i.test(bus);
    if (!nvme && !/^SATA/i.test(bus)) return null; // SAS and PATA drives need controllers the shop does not model
    return {
      kind: str(row, 'type') === 'SSD' ? 'ssd' : 'hdd',
      formFactor: formFactor === 2.5 ? '2.5"' : '3.5"',
      interface: nvme ? 'NVMe' : 'SATA',
      m2Size: null,
      capacityGb,
    };
  },
  'cpu-cooler'(row) {
    const radiator = num(row, 'size');
    return {
      kind: radiator ? 'liquid' : 'air',
      heightMm: null,
      radiatorMm: radiator,
      sockets: null,
      memoryClearanceMm: null,
    };
  },
  case(row) {
    const colour = caseFinishOf(str(row, 'color'));
    return {
      model: null,
      supportedBoards: caseBoards(str(row, 'type')),
      maxGpuLengthMm: null,
      maxCoolerHeightMm: null,
      radiatorSupportMm: null,
      fanMounts120: null,
      fanMounts140: null,
      includedFans: null,
      bays35: num(row, 'internal_35_bays'),
      bays25: null,
      bays525: null,
      expansionSlots: null,
      psuFormFactors: null,
      maxPsuLengthMm: null,
      // Optional in the contract: an unknown finish is left out.
      ...(colour ? { colour } : {}),
    };
  },
  'power-supply'(row) {
    const formFactor = psuFormFactors[str(row, 'type') ?? ''];
    const wattage = num(row, 'wattage');
    if (!formFactor || !wattage) return null;
    const modular = str(row, 'modular') ?? '';
    return {
      wattage,
      formFactor,
      efficiency: efficiencyNames[str(row, 'efficiency') ?? ''] ?? '',
      modular: /^full/i.test(modular) ? 'full' : /^semi/i.test(modular) ? 'semi' : 'none',
      lengthMm: null,
      connectors: null,
    };
  },
  'case-fan'(row, name) {
    const size = num(row, 'size');
    if (size !== 120 && size !== 140) return null;
    return {
      sizeMm: size,
      quantity: Number(/(\d+)-Pack/i.exec(name)?.[1] ?? 1),
      // "RGB" alone may be 12 V RGB; only the addressable kind is named so.
      argb: /\bA-?RGB\b/i.test(name),
    };
  },
  monitor(row) {
    const resolution = pair(row, 'resolution');
    return {
      sizeInches: num(row, 'screen_size') ?? 0,
      resolution: { width: resolution?.[0] ?? 0, height: resolution?.[1] ?? 0 },
      refreshHz: num(row, 'refresh_rate') ?? 0,
      panel: str(row, 'panel_type') ?? '',
      inputs: null,
    };
  },
  'optical-drive'(row) {
    const bluRay = num(row, 'bd') !== null || str(row, 'bd_write') !== null;
    return { kind: bluRay ? 'Blu-ray' : 'DVD', writer: str(row, bluRay ? 'bd_write' : 'dvd_write') !== null };
  },
  os(_row, name) {
    const edition = /^(?:Microsoft\s+)?(.*?)(?:\s+(?:OEM|Retail|Full|Upgrade)\b.*)?$/i.exec(name)?.[1];
    return { edition: edition || name };
  },
  keyboard: (row) => accessory('keyboard', wirelessConnection(row)),
  mouse: (row) => accessory('mouse', wirelessConnection(row)),
  headphones: (row) => accessory('headphones', bool(row, 'wireless')),
  speakers: () => accessory('speakers'),
  webcam: () => accessory('webcam'),
  'thermal-paste': () => accessory('thermal-paste'),
  'fan-controller': () => accessory('fan-controller'),
  'case-accessory': () => accessory('case-accessory'),
};
