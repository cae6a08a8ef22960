/**
 * The customiser's steps: one per slot of a build, in the order a shopper
 * chooses them. The order follows what each part constrains, so every step's "only
 * compatible" list is filtered by the choices that decide it:
 *
 * 1. processor — the platform: socket, memory type, integrated graphics, power;
 * 2. motherboard — must take the processor's socket; sets memory type, slots, headers;
 * 3. memory — must match the board's type and slots;
 * 4. graphics card — the biggest price and performance decision; its length and power
 *    then constrain the case and the power supply;
 * 5. storage — M.2 slots and SATA ports are the board's, bays the case's;
 * 6. cooler — socket from the processor, clearance over the memory; before the case so
 *    the case list accounts for its height or radiator;
 * 7. case — must hold the board, the card's length, the cooler and the drives;
 * 8. power supply — last of the essentials: wattage from processor and card, cables
 *    from board, card and drives, size from the case;
 * 9–13. extras: case fans (mounts of the case, headers of the board), lighting,
 *    monitor (the card's outputs), optical drive (the case's 5.25" bays), operating system.
 *
 * Accessories (keyboards, mice…) are not a step: they sit beside a build in the cart.
 */
import { essentialSlots, isSinglePartSlot } from '../compat/build';
import type { BuildSlot } from '../compat/types';

export const configuratorSteps = [
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
] as const satisfies readonly BuildSlot[];

/** A slot the customiser has a step for (every part category but accessories). */
export type ConfiguratorSlot = (typeof configuratorSteps)[number];

const stepSet: ReadonlySet<string> = /* @__PURE__ */ new Set(configuratorSteps);

export function isConfiguratorSlot(value: unknown): value is ConfiguratorSlot {
  return typeof value === 'string' && stepSet.has(value);
}

/**
 * Whether a build cannot be ordered without this step (the engine's `essentialSlots`).
 * A graphics card or a cooler may also become necessary (`gpu-required`,
 * `cooler-required`): the compatibility rules say so, and the step shows the issue.
 */
export function isRequiredStep(slot: ConfiguratorSlot): boolean {
  return (essentialSlots as readonly BuildSlot[]).includes(slot);
}

/** Whether the step takes one part (a radio-like choice) or several, each with an amount. */
export function stepTakesOnePart(slot: ConfiguratorSlot): boolean {
  return isSinglePartSlot(slot);
}

/** The step after `slot`, or null after the last. */
export function nextStepOf(slot: ConfiguratorSlot): ConfiguratorSlot | null {
  return configuratorSteps[configuratorSteps.indexOf(slot) + 1] ?? null;
}

/** The step before `slot`, or null before the first. */
export function previousStepOf(slot: ConfiguratorSlot): ConfiguratorSlot | null {
  const index = configuratorSteps.indexOf(slot);
  return index > 0 ? configuratorSteps[index - 1]! : null;
}
