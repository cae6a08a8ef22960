/**
 * The few facts a part card shows ("a part card: name, key specs…"): those that
 * decide compatibility and what the shopper compares, as message ids of the kit's
 * `configurator.spec.*` catalogue with their values, so every storefront words them.
 */
import type { Part } from '../catalogue/parts';
import type { MessageValues } from '../compat/types';

export type KeySpec = { id: `configurator.spec.${string}`; values: MessageValues };

const spec = (id: string, values: MessageValues = {}): KeySpec => ({ id: `configurator.spec.${id}`, values });

/**
 * A spec whose facts may be unknown (null for a part imported without them): left out
 * then, rather than shown as 0 (unknown is not zero).
 */
function knownSpec(id: string, values: Record<string, string | number | null>): KeySpec | null {
  for (const value of Object.values(values)) if (value === null) return null;
  return spec(id, values as MessageValues);
}

const shown = (specs: readonly (KeySpec | null)[]): KeySpec[] => specs.filter((item): item is KeySpec => item !== null);

/** Up to four key facts of a part, most telling first. */
export function keySpecsOf(part: Part): KeySpec[] {
  switch (part.category) {
    case 'cpu': {
      const s = part.specs;
      return [
        spec('socket', { socket: s.socket }),
        spec('cores', { cores: s.cores, threads: s.threads }),
        spec('boostClock', { ghz: s.boostClockGhz }),
        s.integratedGraphics ? spec('integratedGraphics', { name: s.integratedGraphics }) : spec('noIntegratedGraphics'),
      ];
    }
    case 'motherboard': {
      const s = part.specs;
      return shown([
        spec('socket', { socket: s.socket }),
        spec('formFactor', { formFactor: s.formFactor }),
        knownSpec('boardMemory', { type: s.memoryType, slots: s.dimmSlots, maxGb: s.maxMemoryGb }),
        knownSpec('m2Slots', { slots: s.m2Slots }),
      ]);
    }
    case 'memory': {
      const s = part.specs;
      return [
        spec('memoryKit', { modules: s.modules, sizeGb: s.moduleSizeGb }),
        spec('memorySpeed', { type: s.type, speed: s.speedMts }),
        spec('casLatency', { cl: s.casLatency }),
      ];
    }
    case 'gpu': {
      const s = part.specs;
      return shown([
        spec('gpuMemory', { gb: s.memoryGb }),
        knownSpec('length', { mm: s.lengthMm }),
        knownSpec('boardPower', { watts: s.boardPowerW }),
      ]);
    }
    case 'storage': {
      const s = part.specs;
      return [
        s.capacityGb >= 1000 ? spec('capacityTb', { tb: s.capacityGb / 1000 }) : spec('capacityGb', { gb: s.capacityGb }),
        spec('driveType', { formFactor: s.formFactor, interface: s.interface, kind: s.kind }),
      ];
    }
    case 'cooler': {
      const s = part.specs;
      return shown([
        s.kind === 'liquid' ? spec('radiator', { mm: s.radiatorMm ?? 0 }) : knownSpec('airCooler', { mm: s.heightMm }),
        knownSpec('coolerSockets', { sockets: s.sockets?.join(', ') ?? null }),
      ]);
    }
    case 'case': {
      const s = part.specs;
      return shown([
        knownSpec('supportedBoards', { boards: s.supportedBoards?.join(', ') ?? null }),
        knownSpec('maxGpuLength', { mm: s.maxGpuLengthMm }),
        knownSpec('maxCoolerHeight', { mm: s.maxCoolerHeightMm }),
      ]);
    }
    case 'psu': {
      const s = part.specs;
      return [
        spec('wattage', { watts: s.wattage }),
        spec('efficiency', { rating: s.efficiency }),
        spec('psuFormFactor', { formFactor: s.formFactor, modular: s.modular }),
      ];
    }
    case 'case-fan': {
      const s = part.specs;
      return [spec('fanPack', { quantity: s.quantity, mm: s.sizeMm }), s.argb ? spec('argb') : spec('noArgb')];
    }
    case 'lighting': {
      const s = part.specs;
      return shown([spec('lighting', { kind: s.kind }), knownSpec('argbHeadersNeeded', { headers: s.argbHeaders })]);
    }
    case 'monitor': {
      const s = part.specs;
      return [
        spec('screen', { inches: s.sizeInches, width: s.resolution.width, height: s.resolution.height }),
        spec('refreshRate', { hz: s.refreshHz, panel: s.panel }),
        knownSpec('inputs', { inputs: s.inputs?.join(', ') ?? null }),
      ].filter((item): item is KeySpec => item !== null);
    }
    case 'optical-drive': {
      const s = part.specs;
      return [spec('opticalDrive', { kind: s.kind, writer: s.writer ? 'yes' : 'no' })];
    }
    case 'os':
      return [spec('osEdition', { edition: part.specs.edition })];
    case 'accessory':
      // ICU select keys are words: 'thermal-paste' → 'thermalPaste'.
      return [
        spec('accessory', {
          kind: part.specs.kind.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
          wireless: part.specs.wireless ? 'yes' : 'no',
        }),
      ];
  }
}
