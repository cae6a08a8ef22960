/**
 * Unknown is not zero (SPEC §8 "Configurator compatibility errors"): a part imported from
 * a source that does not state a fact has it null, and a rule must not compare that null
 * as a 0 (a graphics card of length 0 fits every case). Rules read such facts through
 * `knownFact`; it throws `UnknownFactError`, and the engine reports the rule as not
 * checked (`could-not-check`) and keeps the part out of "only compatible".
 */
import type { Part, PartCategory, PartSpecsByCategory } from '../catalogue/parts';

/** A rule needed a fact the part does not state. */
export class UnknownFactError extends Error {
  constructor(
    readonly partId: string,
    readonly fact: string,
  ) {
    super(`${partId}: ${fact} is unknown`);
    this.name = 'UnknownFactError';
  }
}

/** The part's fact, or `UnknownFactError` when it is null (unknown). */
export function knownFact<P extends Part, K extends keyof P['specs'] & string>(part: P, fact: K): NonNullable<P['specs'][K]> {
  const value = (part.specs as P['specs'])[fact];
  if (value === null || value === undefined) throw new UnknownFactError(part.id, fact);
  return value as NonNullable<P['specs'][K]>;
}

/**
 * The facts, per category, that a source may leave unknown (`Unknowable` in the spec
 * types) and some rule reads (a board's fan headers and x1 slots are unknowable too, but no
 * rule reads them). A part with none of them null is fully checkable.
 */
export const unknowableFacts = {
  cpu: ['tdpW', 'includesCooler'],
  motherboard: [
    'dimmSlots',
    'maxMemoryGb',
    'memoryFormFactor',
    'maxMemorySpeedMts',
    'm2Slots',
    'm2SlotSupport',
    'sataPortsSharedWithM2',
    'm2SharesGpuLanes',
    'pcieX16Slots',
    'sataPorts',
    'argbHeaders',
    'videoOutputs',
    'biosReadyMicroarchitectures',
    'epsConnectors',
  ],
  memory: ['heightMm'],
  gpu: ['lengthMm', 'slotWidth', 'boardPowerW', 'powerConnectors', 'outputs'],
  storage: [],
  cooler: ['heightMm', 'sockets', 'memoryClearanceMm'],
  case: [
    'supportedBoards',
    'maxGpuLengthMm',
    'maxCoolerHeightMm',
    'radiatorSupportMm',
    'fanMounts120',
    'fanMounts140',
    'includedFans',
    'bays35',
    'bays25',
    'bays525',
    'expansionSlots',
    'psuFormFactors',
    'maxPsuLengthMm',
  ],
  psu: ['lengthMm', 'connectors'],
  'case-fan': [],
  lighting: ['argbHeaders'],
  monitor: ['inputs'],
  'optical-drive': [],
  os: [],
  accessory: [],
} as const satisfies { [C in PartCategory]: readonly (keyof PartSpecsByCategory[C])[] };

/** The part's unknown facts (an empty list: every rule can judge it). */
export function unknownFacts(part: Part): string[] {
  const specs = part.specs as Record<string, unknown>;
  return (unknowableFacts[part.category] as readonly string[]).filter((fact) => {
    // A liquid cooler has no height above the CPU and no fins over the memory: null there is the fact, not a gap.
    if (part.category === 'cooler' && (fact === 'heightMm' || fact === 'memoryClearanceMm') && part.specs.kind === 'liquid') return false;
    return specs[fact] === null || specs[fact] === undefined;
  });
}

/** Whether every fact a rule reads is known for the part. */
export const isFullyCheckable = (part: Part): boolean => unknownFacts(part).length === 0;
