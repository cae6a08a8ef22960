import { describe, expect, it } from 'vitest';
import { createIntl } from '../../../i18n/createIntl';
import { kitMessages } from '../../../i18n/messages';
import type { Part } from '../../catalogue/parts';
import { localeTags } from '../../storefronts';
import { checkCompatibility, compatibilityFilter } from '../engine';
import { part, seededBuilds, variant } from '../fixtures/curated';
import { epsConnectors } from './eps-connectors';

const oneCable = part('psu-msi-mag-a650bn');
const twoInputs = part('motherboard-msi-mag-b650-tomahawk-wifi');
const withPeak = (cpu: Part<'cpu'>, peakPowerW: number | undefined): Part<'cpu'> => ({ ...cpu, specs: { ...cpu.specs, peakPowerW } });

describe('eps-connectors', () => {
  it('passes every pre-built build', () => {
    for (const { build } of seededBuilds) expect(epsConnectors.check(build)).toEqual([]);
  });

  it('accepts a 65 W Ryzen 5 7600 on a two-input board with one EPS cable: the second input is optional', () => {
    const build = { cpu: part('cpu-amd-ryzen-5-7600'), motherboard: twoInputs, psu: oneCable };
    expect(epsConnectors.check(build)).toEqual([]);
    expect(epsConnectors.check(variant('RS-AURORA-9070', { psu: oneCable }))).toEqual([]);
  });

  it('blocks one EPS cable when a processor peaking above 200 W needs both inputs', () => {
    const build = { cpu: part('cpu-amd-ryzen-9-9950x'), motherboard: twoInputs, psu: oneCable };
    expect(epsConnectors.check(build)).toEqual([
      expect.objectContaining({
        severity: 'blocker',
        parts: [
          { slot: 'psu', id: 'psu-msi-mag-a650bn' },
          { slot: 'motherboard', id: 'motherboard-msi-mag-b650-tomahawk-wifi' },
          { slot: 'cpu', id: 'cpu-amd-ryzen-9-9950x' },
        ],
        message: { id: 'compat.eps-connectors', values: expect.objectContaining({ reason: 'high-draw', cables: 1, inputs: 2, cpuW: 230 }) },
      }),
    ]);
  });

  it('draws the line at 200 W of processor peak power', () => {
    const cpu = part('cpu-intel-core-i5-14600k');
    expect(epsConnectors.check({ cpu: withPeak(cpu, 200), motherboard: twoInputs, psu: oneCable })).toEqual([]);
    expect(epsConnectors.check({ cpu: withPeak(cpu, 201), motherboard: twoInputs, psu: oneCable })).toHaveLength(1);
  });

  it('blocks a PSU with no EPS cable at all, whatever the processor', () => {
    const noCable = { ...oneCable, specs: { ...oneCable.specs, connectors: { ...oneCable.specs.connectors!, eps8Pin: 0 } } };
    const oneInput = part('motherboard-msi-b650-gaming-plus-wifi');
    expect(epsConnectors.check({ motherboard: oneInput, psu: noCable })).toEqual([
      expect.objectContaining({
        parts: [
          { slot: 'psu', id: noCable.id },
          { slot: 'motherboard', id: oneInput.id },
        ],
        message: { id: 'compat.eps-connectors', values: expect.objectContaining({ reason: 'none', cables: 0, inputs: 1 }) },
      }),
    ]);
  });

  it('reports "could not check" for a missing-cable case it cannot judge without the processor’s peak', () => {
    const cpu = withPeak(part('cpu-intel-core-i9-14900k'), undefined);
    const issues = checkCompatibility({ cpu, motherboard: part('motherboard-msi-mag-z790-tomahawk-wifi'), psu: oneCable });
    expect(issues.map((issue) => issue.rule)).not.toContain('eps-connectors');
    expect(issues.map((issue) => issue.rule)).toContain('could-not-check');
  });

  it('filters boards, power supplies and processors by the same line', () => {
    const highDraw = part('cpu-amd-ryzen-9-9950x');
    expect(compatibilityFilter({ psu: oneCable, cpu: part('cpu-amd-ryzen-5-7600') }, 'motherboard')(twoInputs)).toBe(true);
    expect(compatibilityFilter({ psu: oneCable, cpu: highDraw }, 'motherboard')(twoInputs)).toBe(false);
    expect(compatibilityFilter({ psu: oneCable, cpu: highDraw }, 'motherboard')(part('motherboard-msi-b650-gaming-plus-wifi'))).toBe(true);
    expect(compatibilityFilter({ motherboard: twoInputs, cpu: highDraw }, 'psu')(oneCable)).toBe(false);
    expect(compatibilityFilter({ motherboard: twoInputs, cpu: part('cpu-amd-ryzen-7-9700x') }, 'psu')(oneCable)).toBe(true);
    const cpus = compatibilityFilter({ motherboard: twoInputs, psu: oneCable }, 'cpu');
    expect(cpus(part('cpu-amd-ryzen-7-9800x3d'))).toBe(true);
    expect(cpus(highDraw)).toBe(false);
  });

  it.each([...localeTags])('words both reasons in %s', (locale) => {
    const intl = createIntl({
      locale,
      messages: kitMessages[locale],
      onError: (error) => {
        throw error;
      },
    });
    const none = { reason: 'none', psu: 'PSU X', cables: 0, board: 'Board Y', inputs: 1 };
    const highDraw = { reason: 'high-draw', psu: 'PSU X', cables: 1, board: 'Board Y', inputs: 2, cpu: 'CPU Z', cpuW: 230 };
    for (const values of [none, highDraw]) {
      const text = intl.formatMessage({ id: 'compat.eps-connectors' }, values);
      expect(text).toContain('PSU X');
      expect(text).toContain('Board Y');
      expect(text).not.toMatch(/[{}]/);
    }
    expect(intl.formatMessage({ id: 'compat.eps-connectors' }, highDraw)).toContain('CPU Z');
  });
});
