/**
 * Property tests over random builds of real curated parts (seeded, so a failure replays):
 *
 * 1. every build the engine accepts without a blocker satisfies each rule's invariant,
 *    and each rule blocks exactly the builds that break its invariant — the invariants are
 *    stated here again, plainly, not taken from the rules;
 * 2. `compatibilityFilter`'s prepared constraints give the same verdict as checking the
 *    whole build again for every candidate, whatever the build, slot and kind of change.
 */
import { describe, expect, it } from 'vitest';
import type { M2SlotSupport, Part } from '../catalogue/parts';
import { partsIn, type SlotChange } from './build';
import { checkCompatibility, compatibilityFilter, compatibilityFilterByFullCheck } from './engine';
import { guidedBuild, pick, poolOf, seededRandom, wildBuild } from './fixtures/random';
import { compatibilityRuleByCode, compatibilityRules } from './rules';
import type { BuildParts, BuildSlot, MultiPartSlot, RuleCode, SinglePartSlot } from './types';

/**
 * The random builds are of curated parts, and every curated part is fully checkable
 * (facts.test.ts): the invariants read their facts as known.
 */
type Known<P> = P extends { specs: infer S } ? Omit<P, 'specs'> & { specs: { [K in keyof S]-?: NonNullable<S[K]> } } : never;
type KnownBuild = { readonly [S in SinglePartSlot]?: Known<Part<S>> | null } & { readonly [S in MultiPartSlot]?: readonly Known<Part<S>>[] };

const sum = <T>(list: readonly T[] | undefined, each: (item: T) => number) => (list ?? []).reduce((total, item) => total + each(item), 0);
const count = <T>(list: readonly T[] | undefined, test: (item: T) => boolean) => sum(list, (item) => (test(item) ? 1 : 0));
const shares = (a: readonly string[], b: readonly string[]) => a.some((value) => b.includes(value));
/** A processor's peak power: Intel's published PL2, AMD's PPT of 1.35 × TDP (every curated CPU has one or the other). */
const peakW = (cpu: Known<Part<'cpu'>>) => cpu.specs.peakPowerW ?? Math.round(cpu.specs.tdpW * 1.35);

/** What each blocker rule guarantees about a build, in plain arithmetic on the specs. */
/** Whether some `need` of the drives can each have a slot of their own that takes them. */
function placeable(drives: readonly Known<Part<'storage'>>[], slots: readonly M2SlotSupport[], need: number): boolean {
  if (need === 0) return true;
  return drives.some((drive, index) =>
    slots.some(
      (slot, taken) =>
        slot.sizes.includes(drive.specs.m2Size) &&
        (drive.specs.interface === 'NVMe' || slot.sata) &&
        placeable(
          drives.slice(index + 1),
          slots.filter((_, other) => other !== taken),
          need - 1,
        ),
    ),
  );
}

const invariants: Partial<Record<RuleCode, (build: KnownBuild) => boolean>> = {
  'socket-mismatch': ({ cpu, motherboard }) => !cpu || !motherboard || cpu.specs.socket === motherboard.specs.socket,
  'board-too-big': ({ motherboard, case: c }) => !motherboard || !c || c.specs.supportedBoards.includes(motherboard.specs.formFactor),
  'psu-form-factor': ({ psu, case: c }) => !psu || !c || c.specs.psuFormFactors.includes(psu.specs.formFactor),
  'drive-bays': ({ storage, case: c }) => {
    if (!c) return true;
    const large = count(storage, (d) => d.specs.formFactor === '3.5"');
    const small = count(storage, (d) => d.specs.formFactor === '2.5"');
    return large <= c.specs.bays35 && small <= c.specs.bays25 + Math.max(0, c.specs.bays35 - large);
  },
  'gpu-too-long': ({ gpu, case: c }) => !c || (gpu ?? []).every((g) => g.specs.lengthMm <= c.specs.maxGpuLengthMm),
  'gpu-too-thick': ({ gpu, case: c }) => !c || (gpu ?? []).every((g) => g.specs.slotWidth <= c.specs.expansionSlots),
  'cooler-too-tall': ({ cooler, case: c }) =>
    !cooler || !c || cooler.specs.kind !== 'air' || (cooler.specs.heightMm ?? 0) <= c.specs.maxCoolerHeightMm,
  'radiator-too-big': ({ cooler, case: c }) =>
    !cooler || !c || cooler.specs.kind !== 'liquid' || c.specs.radiatorSupportMm.includes(cooler.specs.radiatorMm ?? -1),
  'm2-slots': ({ storage, motherboard }) => !motherboard || count(storage, (d) => d.specs.formFactor === 'M.2') <= motherboard.specs.m2Slots,
  'memory-type': ({ memory, motherboard, cpu }) => {
    if (motherboard) {
      return (
        (memory ?? []).every((kit) => kit.specs.type === motherboard.specs.memoryType) &&
        (!cpu || cpu.specs.memoryTypes.includes(motherboard.specs.memoryType))
      );
    }
    return !cpu || (memory ?? []).every((kit) => cpu.specs.memoryTypes.includes(kit.specs.type));
  },
  'dimm-slots': ({ memory, motherboard }) => !motherboard || sum(memory, (kit) => kit.specs.modules) <= motherboard.specs.dimmSlots,
  'memory-capacity': ({ memory, motherboard }) =>
    !motherboard || sum(memory, (kit) => kit.specs.modules * kit.specs.moduleSizeGb) <= motherboard.specs.maxMemoryGb,
  'gpu-required': ({ cpu, gpu }) => !cpu || cpu.specs.integratedGraphics !== null || (gpu ?? []).length > 0,
  // The PSU covers the peak draw: processor peak + graphics board power + 75 W.
  'psu-wattage': ({ psu, cpu, gpu }) => !psu || psu.specs.wattage >= (cpu ? peakW(cpu) : 0) + sum(gpu, (g) => g.specs.boardPowerW) + 75,
  'pcie-power': ({ psu, gpu }) => {
    if (!psu || !gpu || gpu.length === 0) return true;
    // Every 12V-2x6 input through an adapter, less the dearest ones native cables serve.
    const adapters = gpu
      .flatMap((g) => Array<number>(g.specs.powerConnectors.pcie12v2x6).fill(Math.ceil(g.specs.boardPowerW / 150)))
      .sort((a, b) => b - a);
    const saved = sum(adapters.slice(0, psu.specs.connectors.pcie12v2x6), (cables) => cables);
    const cables = sum(gpu, (g) => g.specs.powerConnectors.pcie8Pin + g.specs.powerConnectors.pcie6Pin) + sum(adapters, (cables) => cables) - saved;
    return cables <= psu.specs.connectors.pcie8Pin;
  },
  'fan-mounts': ({ 'case-fan': fans, case: c }) =>
    !c ||
    ([120, 140] as const).every((size) => {
      const added = sum(fans, (f) => (f.specs.sizeMm === size ? f.specs.quantity : 0));
      return added === 0 || added <= (size === 120 ? c.specs.fanMounts120 : c.specs.fanMounts140) - c.specs.includedFans;
    }),
  'argb-headers': ({ 'case-fan': fans, lighting, motherboard }) =>
    !motherboard || count(fans, (f) => f.specs.argb) + sum(lighting, (l) => l.specs.argbHeaders) <= motherboard.specs.argbHeaders,
  'pcie-slots': ({ gpu, motherboard }) => !motherboard || (gpu ?? []).length <= motherboard.specs.pcieX16Slots,
  'monitor-connection': ({ monitor, gpu, motherboard, cpu }) => {
    const outputs =
      (gpu ?? []).length > 0
        ? gpu!.flatMap((g) => g.specs.outputs)
        : motherboard && cpu?.specs.integratedGraphics
          ? motherboard.specs.videoOutputs
          : null;
    return outputs === null || (monitor ?? []).every((m) => shares(m.specs.inputs, outputs));
  },
  'optical-bays': ({ 'optical-drive': drives, case: c }) => !c || (drives ?? []).length <= c.specs.bays525,
  'cooler-socket': ({ cooler, cpu, motherboard }) => {
    const socket = cpu?.specs.socket ?? motherboard?.specs.socket;
    return !cooler || !socket || cooler.specs.sockets.includes(socket);
  },
  'cooler-required': ({ cpu, cooler }) => !cpu || cpu.specs.includesCooler || !!cooler,
  'boxed-cooler-too-tall': ({ cpu, cooler, case: c }) => !cpu || !c || !!cooler || !cpu.specs.includesCooler || c.specs.maxCoolerHeightMm >= 93,
  'memory-clearance': ({ memory, cooler }) =>
    !cooler ||
    cooler.specs.kind !== 'air' ||
    cooler.specs.memoryClearanceMm === 'unlimited' ||
    (memory ?? []).every((kit) => kit.specs.heightMm <= (cooler.specs.memoryClearanceMm as number)),
  // The first EPS input always needs a cable; the others only under a processor peaking above 200 W.
  'eps-connectors': ({ psu, motherboard, cpu }) =>
    !psu ||
    !motherboard ||
    psu.specs.connectors.eps8Pin >= motherboard.specs.epsConnectors ||
    (psu.specs.connectors.eps8Pin >= 1 && (!cpu || peakW(cpu) <= 200)),
  'sata-ports': ({ storage, 'optical-drive': optical, motherboard }) => {
    if (!motherboard) return true;
    const devices = count(storage, (d) => d.specs.interface === 'SATA' && d.specs.formFactor !== 'M.2') + (optical ?? []).length;
    const m2 = count(storage, (d) => d.specs.formFactor === 'M.2');
    return devices <= motherboard.specs.sataPorts - (m2 >= 2 ? motherboard.specs.sataPortsSharedWithM2 : 0);
  },
  'sata-power': ({ storage, 'optical-drive': optical, psu }) =>
    !psu || count(storage, (d) => d.specs.interface === 'SATA' && d.specs.formFactor !== 'M.2') + (optical ?? []).length <= psu.specs.connectors.sata,
  'igpu-no-video-outputs': ({ cpu, gpu, motherboard }) =>
    !cpu || !motherboard || cpu.specs.integratedGraphics === null || (gpu ?? []).length > 0 || motherboard.specs.videoOutputs.length > 0,
  'psu-too-long': ({ psu, case: c }) => !psu || !c || psu.specs.lengthMm <= c.specs.maxPsuLengthMm,
  // As many M.2 drives as the board has slots can each go in a slot that takes their size and interface.
  'm2-key-length': ({ storage, motherboard }) => {
    if (!motherboard) return true;
    const drives = (storage ?? []).filter((d) => d.specs.formFactor === 'M.2');
    return placeable(drives, motherboard.specs.m2SlotSupport, Math.min(drives.length, motherboard.specs.m2SlotSupport.length));
  },
  'memory-form-factor': ({ memory, motherboard }) =>
    !motherboard || (memory ?? []).every((kit) => kit.specs.formFactor === motherboard.specs.memoryFormFactor),
};
const holds = (code: RuleCode, build: BuildParts) => invariants[code]!(build as KnownBuild);

const random = seededRandom(20261121);
const wild = Array.from({ length: 1500 }, () => wildBuild(random));
const guided = Array.from({ length: 500 }, () => guidedBuild(random));
const blocksFor = (build: BuildParts, code: RuleCode) =>
  compatibilityRuleByCode
    .get(code)!
    .check(build)
    .some((issue) => issue.severity === 'blocker');

describe('every blocker rule has an invariant stated here', () => {
  it.each(compatibilityRules.filter((rule) => rule.severity === 'blocker').map((rule) => rule.code))('%s', (code) => {
    expect(invariants[code]).toBeTypeOf('function');
  });
});

describe.each([
  ['wild', wild],
  ['guided', guided],
])('%s random builds', (_kind, builds) => {
  it('a build with no blocker satisfies every invariant', () => {
    const accepted = builds.filter((build) => !checkCompatibility(build).some((issue) => issue.severity === 'blocker'));
    const broken = accepted.flatMap((build) => (Object.keys(invariants) as RuleCode[]).filter((code) => !holds(code, build)));
    expect(broken).toEqual([]);
    // Not vacuous: guided builds are mostly sound, wild ones mostly not.
    if (builds === guided) expect(accepted.length).toBeGreaterThan(builds.length / 2);
    else expect(accepted.length).toBeLessThan(builds.length / 2);
  });

  it.each(Object.keys(invariants) as RuleCode[])('%s blocks exactly the builds that break its invariant', (code) => {
    let broken = 0;
    const disagreements: number[] = [];
    builds.forEach((build, index) => {
      const kept = holds(code, build);
      if (!kept) broken += 1;
      if (blocksFor(build, code) === kept) disagreements.push(index);
    });
    expect(disagreements).toEqual([]);
    // The wild builds break every rule at least once, so the equivalence is tested both ways.
    if (builds === wild) expect(broken).toBeGreaterThan(0);
  });
});

describe('compatibilityFilter agrees with checking the whole build again', () => {
  const slots: BuildSlot[] = [
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
  ];
  const candidates = new Map(slots.map((slot) => [slot, poolOf(slot) as Part[]]));

  it.each(slots)('for %s, on random builds and every kind of change', { timeout: 30_000 }, (slot) => {
    const local = seededRandom(slot.length * 7919);
    let compared = 0;
    let rejected = 0;
    for (const build of [...wild.slice(0, 160), ...guided.slice(0, 100)]) {
      const existing = partsIn(build, slot);
      const changes: SlotChange[] = ['replace', 'add'];
      const one = pick(local, existing);
      if (one) changes.push({ replace: one.id });
      for (const change of changes) {
        const fast = compatibilityFilter(build, slot, change);
        const slow = compatibilityFilterByFullCheck(build, slot, change);
        for (const part of candidates.get(slot)!) {
          const verdict = fast(part as never);
          if (verdict !== slow(part as never)) {
            const ids = Object.fromEntries(slots.map((name) => [name, partsIn(build, name).map((found) => found.id)]));
            throw new Error(`${slot} ${JSON.stringify(change)} ${part.id}: filter says ${verdict} on ${JSON.stringify(ids)}`);
          }
          compared += 1;
          if (!verdict) rejected += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect(rejected).toBeGreaterThan(0);
    expect(rejected).toBeLessThan(compared);
  });
});
