/**
 * The compatibility facts of SPEC §8 ("Configurator compatibility errors") for a
 * whole build, as plain messages. The shop's pre-built builds must pass every one; the
 * configurator's own engine lives in the kit and may phrase them differently.
 */
import type { Part, PartCategory, PartSpecsByCategory } from '@rigsmith/kit/domain';

/** What a build draws besides CPU and graphics card: board, memory, drives, fans. */
export const REST_OF_SYSTEM_W = 75;
/** A power supply must offer this much over the estimated draw (40 % headroom). */
export const PSU_HEADROOM = 1.4;
/** Boxed coolers stand up to 93 mm (AMD Wraith Prism); a case must take that to run one. */
export const BOXED_COOLER_HEIGHT_MM = 93;
/** Watts one 8-pin PCIe cable carries, to size the adapter boxed with 12V-2x6 cards. */
const WATTS_PER_8_PIN = 150;

type Specs<C extends PartCategory> = PartSpecsByCategory[C];
type Line<C extends PartCategory> = { specs: Specs<C>; amount: number };
export type BuildLine = { part: Part; amount: number };

function linesOf<C extends PartCategory>(lines: BuildLine[], category: C): Line<C>[] {
  return lines
    .filter((line) => line.part.category === category)
    .map((line) => ({ specs: line.part.specs as Specs<C>, amount: line.amount }));
}
const total = <C extends PartCategory>(lines: Line<C>[], each: (specs: Specs<C>) => number = () => 1) =>
  lines.reduce((sum, line) => sum + each(line.specs) * line.amount, 0);

/** CPU TDP, every graphics card's board power and the rest of the system, in watts. */
export function estimatedDrawW(cpu: Specs<'cpu'>, gpus: Line<'gpu'>[]): number {
  return cpu.tdpW + total(gpus, (gpu) => gpu.boardPowerW) + REST_OF_SYSTEM_W;
}

/** The one line of a category a build must have exactly once, or a message why not. */
function single<C extends PartCategory>(lines: BuildLine[], category: C, problems: string[], required = true): Specs<C> | null {
  const found = linesOf(lines, category);
  const count = total(found);
  if (count === 1) return found[0]!.specs;
  if (count > 1 || required) problems.push(`needs exactly one ${category}, has ${count}`);
  return null;
}

/**
 * Every compatibility problem of a build (empty when it is sound). A pre-built build
 * must have a CPU, motherboard, memory, storage, case, power supply and operating
 * system; a graphics card unless the CPU has integrated graphics; a cooler unless the
 * CPU comes with one.
 */
export function buildProblems(lines: BuildLine[]): string[] {
  const problems: string[] = [];
  const cpu = single(lines, 'cpu', problems);
  const board = single(lines, 'motherboard', problems);
  const chassis = single(lines, 'case', problems);
  const psu = single(lines, 'psu', problems);
  single(lines, 'os', problems);
  const cooler = single(lines, 'cooler', problems, false);
  const memory = linesOf(lines, 'memory');
  const gpus = linesOf(lines, 'gpu');
  const drives = linesOf(lines, 'storage');
  const fans = linesOf(lines, 'case-fan');
  const lights = linesOf(lines, 'lighting');
  const optical = linesOf(lines, 'optical-drive');
  const monitors = linesOf(lines, 'monitor');
  if (memory.length === 0) problems.push('needs memory');
  if (drives.length === 0) problems.push('needs storage');
  if (!cpu || !board || !chassis || !psu) return problems;

  // Processor and motherboard
  if (cpu.socket !== board.socket) problems.push(`motherboard/processor socket mismatch: ${cpu.socket} CPU on a ${board.socket} board`);
  if (!board.biosReadyMicroarchitectures.includes(cpu.microarchitecture)) {
    problems.push(`the board's shipping BIOS does not run ${cpu.microarchitecture}`);
  }
  if (!chassis.supportedBoards.includes(board.formFactor)) problems.push(`motherboard too big for case: ${board.formFactor}`);

  // Memory
  for (const kit of memory) {
    if (kit.specs.type !== board.memoryType) problems.push(`memory type mismatch: ${kit.specs.type} on a ${board.memoryType} board`);
  }
  if (!cpu.memoryTypes.includes(board.memoryType)) problems.push(`memory type mismatch: the CPU does not take ${board.memoryType}`);
  const modules = total(memory, (kit) => kit.modules);
  if (modules > board.dimmSlots) problems.push(`not enough DIMM slots: ${modules} modules, ${board.dimmSlots} slots`);

  // Graphics
  if (gpus.length === 0) {
    if (!cpu.integratedGraphics || board.videoOutputs.length === 0) {
      problems.push('no integrated graphics so a graphics card is required');
    }
  }
  if (total(gpus) > board.pcieX16Slots) problems.push(`not enough PCIe slots: ${total(gpus)} graphics cards, ${board.pcieX16Slots} x16 slots`);
  for (const { specs: gpu } of gpus) {
    if (gpu.lengthMm > chassis.maxGpuLengthMm) problems.push(`graphics card too big: ${gpu.lengthMm} mm, the case takes ${chassis.maxGpuLengthMm} mm`);
    if (gpu.slotWidth > chassis.expansionSlots) problems.push(`graphics card too big: ${gpu.slotWidth} slots, the case has ${chassis.expansionSlots}`);
  }

  // Cooling
  if (!cooler) {
    if (!cpu.includesCooler) problems.push('needs a cooler: the CPU comes without one');
    else if (chassis.maxCoolerHeightMm < BOXED_COOLER_HEIGHT_MM) problems.push('cooler too big: the boxed cooler does not fit the case');
  } else {
    if (!cooler.sockets.includes(cpu.socket)) problems.push(`the cooler does not mount on ${cpu.socket}`);
    if (cooler.kind === 'air' && (cooler.heightMm ?? 0) > chassis.maxCoolerHeightMm) {
      problems.push(`cooler too big: ${cooler.heightMm} mm, the case takes ${chassis.maxCoolerHeightMm} mm`);
    }
    if (cooler.kind === 'liquid' && !chassis.radiatorSupportMm.includes(cooler.radiatorMm ?? 0)) {
      problems.push(`radiator too big: the case takes no ${cooler.radiatorMm} mm radiator`);
    }
    const clearance = cooler.memoryClearanceMm;
    for (const kit of memory) {
      if (clearance !== null && kit.specs.heightMm > clearance) problems.push(`cooler too big: ${kit.specs.heightMm} mm memory under ${clearance} mm of clearance`);
    }
  }

  // Storage: M.2 slots, SATA ports (some go when a later M.2 slot is used) and bays
  const m2 = total(drives, (drive) => Number(drive.formFactor === 'M.2'));
  const in35 = total(drives, (drive) => Number(drive.formFactor === '3.5"'));
  const in25 = total(drives, (drive) => Number(drive.formFactor === '2.5"'));
  const sataDevices = total(drives, (drive) => Number(drive.interface === 'SATA' && drive.formFactor !== 'M.2')) + total(optical);
  const sataPorts = board.sataPorts - (m2 > 1 ? board.sataPortsSharedWithM2 : 0);
  if (m2 > board.m2Slots) problems.push(`not enough M.2 slots: ${m2} drives, ${board.m2Slots} slots`);
  if (sataDevices > sataPorts) problems.push(`not enough SATA ports: ${sataDevices} devices, ${sataPorts} ports`);
  if (in35 > chassis.bays35) problems.push(`not enough 3.5 inch bays: ${in35} drives, ${chassis.bays35} bays`);
  // 3.5" bays take 2.5" drives too.
  if (in25 > chassis.bays25 + Math.max(0, chassis.bays35 - in35)) problems.push(`not enough 2.5 inch bays: ${in25} drives`);
  if (total(optical) > chassis.bays525) problems.push(`not enough optical drive bays: ${total(optical)} drives, ${chassis.bays525} bays`);

  // Power
  if (!chassis.psuFormFactors.includes(psu.formFactor)) problems.push(`PSU form factor mismatch: ${psu.formFactor} in a case for ${chassis.psuFormFactors.join('/')}`);
  if (psu.lengthMm > chassis.maxPsuLengthMm) problems.push(`PSU form factor mismatch: ${psu.lengthMm} mm long, the case takes ${chassis.maxPsuLengthMm} mm`);
  const draw = estimatedDrawW(cpu, gpus);
  if (psu.wattage < draw * PSU_HEADROOM) problems.push(`PSU not powerful enough: ${psu.wattage} W for an estimated ${draw} W (needs ${Math.ceil(draw * PSU_HEADROOM)} W)`);
  if (psu.connectors.eps8Pin < board.epsConnectors) problems.push(`not enough CPU power cables: ${board.epsConnectors} EPS inputs, ${psu.connectors.eps8Pin} cables`);
  let eightPin = psu.connectors.pcie8Pin;
  let native = psu.connectors.pcie12v2x6;
  for (const { specs: gpu, amount } of gpus) {
    for (let card = 0; card < amount; card += 1) {
      const { pcie8Pin, pcie6Pin, pcie12v2x6 } = gpu.powerConnectors;
      eightPin -= pcie8Pin + pcie6Pin; // a 6+2-pin cable serves a 6-pin input too
      for (let input = 0; input < pcie12v2x6; input += 1) {
        if (native > 0) native -= 1;
        else eightPin -= Math.ceil(gpu.boardPowerW / WATTS_PER_8_PIN); // through the adapter in the box
      }
    }
  }
  if (eightPin < 0) problems.push('no compatible PCIe power connections');
  const sataPower = psu.connectors.sata;
  if (sataDevices > sataPower) problems.push(`not enough SATA power connectors: ${sataDevices} devices, ${sataPower} connectors`);

  // Fans and lighting: fitted fans hold mounts of either size; one ARGB header per fan pack
  for (const size of [120, 140] as const) {
    const added = total(fans, (fan) => (fan.sizeMm === size ? fan.quantity : 0));
    const mounts = (size === 120 ? chassis.fanMounts120 : chassis.fanMounts140) - chassis.includedFans;
    if (added > mounts) problems.push(`not enough ${size} mm fan bays: ${added} fans, ${mounts} free mounts`);
  }
  const argb = total(fans, (fan) => Number(fan.argb)) + total(lights, (light) => light.argbHeaders);
  if (argb > board.argbHeaders) problems.push(`not enough ARGB headers for case fans or lighting: ${argb} needed, ${board.argbHeaders} on the board`);

  // Monitors
  const outputs = gpus.length > 0 ? gpus.flatMap((gpu) => gpu.specs.outputs) : board.videoOutputs;
  for (const { specs: monitor } of monitors) {
    if (!monitor.inputs.some((input) => outputs.includes(input))) problems.push('monitor without compatible connection');
  }
  return problems;
}
