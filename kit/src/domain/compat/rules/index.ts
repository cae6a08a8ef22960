/**
 * Every compatibility rule, in the order the engine runs them: SPEC §8 first, then the
 * ones beyond it. One rule a file, its test beside it.
 */
import { socketMismatch } from './socket-mismatch';
import { boardTooBig } from './board-too-big';
import { psuFormFactor } from './psu-form-factor';
import { driveBays } from './drive-bays';
import { gpuTooLong } from './gpu-too-long';
import { coolerTooTall } from './cooler-too-tall';
import { radiatorTooBig } from './radiator-too-big';
import { m2Slots } from './m2-slots';
import { memoryType } from './memory-type';
import { dimmSlots } from './dimm-slots';
import { gpuRequired } from './gpu-required';
import { psuWattage } from './psu-wattage';
import { pciePower } from './pcie-power';
import { fanMounts } from './fan-mounts';
import { argbHeaders } from './argb-headers';
import { pcieSlots } from './pcie-slots';
import { monitorConnection } from './monitor-connection';
import { opticalBays } from './optical-bays';
import { coolerSocket } from './cooler-socket';
import { coolerRequired } from './cooler-required';
import { boxedCoolerTooTall } from './boxed-cooler-too-tall';
import { memoryClearance } from './memory-clearance';
import { memoryCapacity } from './memory-capacity';
import { epsConnectors } from './eps-connectors';
import { gpuPowerAdapter } from './gpu-power-adapter';
import { m2DisablesSata } from './m2-disables-sata';
import { m2SharesGpuLanes } from './m2-shares-gpu-lanes';
import { sataPorts } from './sata-ports';
import { sataPower } from './sata-power';
import { biosUpdate } from './bios-update';
import { igpuNoVideoOutputs } from './igpu-no-video-outputs';
import { psuTooLong } from './psu-too-long';
import { gpuTooThick } from './gpu-too-thick';
import { psuHeadroom } from './psu-headroom';
import { radiatorFanMounts } from './radiator-fan-mounts';
import { frontUsbC } from './front-usb-c';
import { gpuFrontRadiator } from './gpu-front-radiator';
import { rgbHeaderVoltage } from './rgb-header-voltage';
import { m2KeyLength } from './m2-key-length';
import { memoryFormFactor } from './memory-form-factor';
import { memorySpeed } from './memory-speed';
import type { CompatibilityRule, IssueCode } from '../types';

export const compatibilityRules: readonly CompatibilityRule[] = [
  socketMismatch,
  boardTooBig,
  psuFormFactor,
  driveBays,
  gpuTooLong,
  coolerTooTall,
  radiatorTooBig,
  m2Slots,
  memoryType,
  dimmSlots,
  gpuRequired,
  psuWattage,
  pciePower,
  fanMounts,
  argbHeaders,
  pcieSlots,
  monitorConnection,
  opticalBays,
  coolerSocket,
  coolerRequired,
  boxedCoolerTooTall,
  memoryClearance,
  memoryCapacity,
  epsConnectors,
  gpuPowerAdapter,
  m2DisablesSata,
  m2SharesGpuLanes,
  sataPorts,
  sataPower,
  biosUpdate,
  igpuNoVideoOutputs,
  psuTooLong,
  gpuTooThick,
  psuHeadroom,
  radiatorFanMounts,
  frontUsbC,
  gpuFrontRadiator,
  rgbHeaderVoltage,
  m2KeyLength,
  memoryFormFactor,
  memorySpeed,
];

/** The rule behind a code. */
/** Rules by code; the engine's own issue codes have no rule. */
export const compatibilityRuleByCode: ReadonlyMap<IssueCode, CompatibilityRule> = /* @__PURE__ */ new Map(
  /* @__PURE__ */ compatibilityRules.map((rule) => [rule.code, rule]),
);

export { BOXED_COOLER_HEIGHT_MM } from './boxed-cooler-too-tall';
export { WATTS_PER_8_PIN, pcieCablesNeeded } from './pcie-power';
export { EPS_SINGLE_INPUT_MAX_W } from './eps-connectors';
