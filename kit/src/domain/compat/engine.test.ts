import { describe, expect, it } from 'vitest';
import { buildPartsOf, missingSlots } from './build';
import { alternativesFor, checkCompatibility, compatibilityFilter, compatibleAlternatives, hasBlockers } from './engine';
import { idsOf, part, partsOf, seededBuild, seededBuilds, variant } from './fixtures/curated';
import { compatibilityRules } from './rules';
import { ruleCodes } from './types';

describe('the rule list', () => {
  it('has one rule per code, in the order of ruleCodes, each reading the slots it names', () => {
    expect(compatibilityRules.map((rule) => rule.code)).toEqual([...ruleCodes]);
    for (const rule of compatibilityRules) expect(rule.appliesTo.length).toBeGreaterThan(0);
  });

  it('finds nothing wrong with an empty build', () => {
    expect(checkCompatibility({})).toEqual([]);
  });

  it('passes every pre-built build without a blocker', () => {
    for (const { reference, build } of seededBuilds)
      expect({ reference, blockers: hasBlockers(checkCompatibility(build)) }).toEqual({ reference, blockers: false });
  });
});

describe('checkCompatibility', () => {
  it('lists every issue of a broken build, SPEC §8 rules first, warnings with blockers', () => {
    // An AM5 X3D processor without a cooler on an AM4 board, under a 4090 on a 550 W unit (the
    // board has no USB-C header for the Pop Air's front port, a warning of the build as sold).
    const build = variant('RS-STRIKER-5060', {
      cpu: part('cpu-amd-ryzen-7-7800x3d'),
      gpu: [part('gpu-nvidia-rtx-4090-founders-edition')],
    });
    const issues = checkCompatibility(build);
    expect(issues.map((issue) => issue.rule)).toEqual([
      'socket-mismatch',
      'memory-type',
      'psu-wattage',
      'pcie-power',
      'cooler-required',
      'gpu-power-adapter',
      'front-usb-c',
    ]);
    expect(issues.map((issue) => issue.severity)).toEqual(['blocker', 'blocker', 'blocker', 'blocker', 'blocker', 'warning', 'warning']);
    expect(hasBlockers(issues)).toBe(true);
    expect(hasBlockers(issues.filter((issue) => issue.severity === 'warning'))).toBe(false);
  });

  it('checks a half-made build as it stands', () => {
    expect(
      checkCompatibility({ cpu: part('cpu-amd-ryzen-5-5600'), memory: [part('memory-gskill-flare-x5-32gb-6000-cl36')] }).map((issue) => issue.rule),
    ).toEqual(['memory-type', 'gpu-required']);
  });
});

describe('buildPartsOf and missingSlots', () => {
  it('expands amounts in list slots and reports a second part in a single slot', () => {
    const kit = part('memory-crucial-pro-32gb-5600');
    const { build, overfilled } = buildPartsOf([
      { part: part('cpu-amd-ryzen-5-7600'), amount: 1 },
      { part: kit, amount: 2 },
      { part: part('cpu-amd-ryzen-5-5600'), amount: 1 },
      { part: part('psu-corsair-rm750e-2025'), amount: 2 },
    ]);
    expect(build.cpu?.id).toBe('cpu-amd-ryzen-5-7600');
    expect(build.memory).toEqual([kit, kit]);
    expect(overfilled).toEqual(['cpu', 'psu']);
  });

  it('names the essential slots still empty', () => {
    expect(missingSlots({ cpu: part('cpu-amd-ryzen-5-7600'), memory: [] })).toEqual(['motherboard', 'memory', 'storage', 'case', 'psu']);
    expect(missingSlots(seededBuild('RS-STRIKER-760M'))).toEqual([]);
  });
});

describe('compatibilityFilter', () => {
  it('rejects parts of another category', () => {
    expect(compatibilityFilter({}, 'gpu')(part('cpu-amd-ryzen-5-5600') as never)).toBe(false);
  });

  it('is not swayed by blockers elsewhere in the build', () => {
    // The processor and board disagree; graphics cards are judged on the case and PSU alone.
    const build = variant('RS-VANGUARD-5070', { cpu: part('cpu-amd-ryzen-5-5600') });
    expect(hasBlockers(checkCompatibility(build))).toBe(true);
    expect(compatibilityFilter(build, 'gpu')(part('gpu-msi-rtx-5060-ti-16g-ventus-2x-plus-oc'))).toBe(true);
  });

  it('prepares a constraint for every blocker rule, and probes a rule without one part by part', () => {
    const blockers = compatibilityRules.filter((rule) => rule.severity === 'blocker' && !rule.satisfiedBy);
    expect(blockers.filter((rule) => !rule.constrain).map((rule) => rule.code)).toEqual([]);
    // The same rules without their constraints give the same verdicts, the slow way.
    const probed = compatibilityRules.map(({ constrain: _constrain, ...rule }) => rule);
    const build = variant('RS-NOMAD-5070', { cpu: part('cpu-intel-core-i5-14400f') });
    for (const slot of ['cpu', 'motherboard', 'gpu', 'psu', 'cooler', 'memory'] as const) {
      const prepared = compatibilityFilter(build, slot);
      const probe = compatibilityFilter(build, slot, 'replace', probed);
      expect(idsOf(slot, probe)).toEqual(idsOf(slot, prepared));
    }
  });

  it('judges a replacement without the part it replaces', () => {
    // Two kits on a four-slot board: a third kit does not fit, a kit in place of one does.
    const kit = part('memory-gskill-flare-x5-32gb-6000-cl36');
    const build = variant('RS-VANGUARD-5070', { memory: [kit, kit] });
    const candidate = part('memory-crucial-pro-64gb-5600');
    expect(compatibilityFilter(build, 'memory', 'add')(candidate)).toBe(false);
    expect(compatibilityFilter(build, 'memory', { replace: kit.id })(candidate)).toBe(true);
    expect(compatibilityFilter(build, 'memory', 'replace')(candidate)).toBe(true);
  });
});

describe('compatibleAlternatives and alternativesFor', () => {
  const broken = variant('RS-STRIKER-5060', { cpu: part('cpu-amd-ryzen-7-7800x3d') });

  it('names the boards that would clear a socket mismatch', () => {
    const build = variant('RS-VANGUARD-5070', { motherboard: part('motherboard-msi-mag-b550-tomahawk') });
    const mismatch = checkCompatibility(build).find((issue) => issue.rule === 'socket-mismatch')!;
    const boards = alternativesFor(build, mismatch, { slot: 'motherboard', id: 'motherboard-msi-mag-b550-tomahawk' }, partsOf('motherboard'));
    expect(boards.map((board) => board.id)).toContain('motherboard-msi-b650-gaming-plus-wifi');
    expect(boards.every((board) => board.specs.socket === 'AM5' && board.specs.memoryType === 'DDR5')).toBe(true);
  });

  it('offers no board that would trade one blocker for another', () => {
    // AM5 processor, DDR4 memory: every AM5 board is DDR5, so no board alone makes it whole.
    const [mismatch] = checkCompatibility(broken);
    expect(mismatch!.rule).toBe('socket-mismatch');
    expect(alternativesFor(broken, mismatch!, { slot: 'motherboard', id: 'motherboard-msi-b550m-pro-vdh-wifi' }, partsOf('motherboard'))).toEqual([]);
  });

  it('names the processors that clear it from the other side', () => {
    const [mismatch] = checkCompatibility(broken);
    const cpus = alternativesFor(broken, mismatch!, { slot: 'cpu', id: 'cpu-amd-ryzen-7-7800x3d' }, partsOf('cpu'));
    expect(cpus.map((cpu) => cpu.id)).toEqual(idsOf('cpu', (cpu) => cpu.specs.socket === 'AM4'));
  });

  it('for "a graphics card is required", offers a processor with graphics or any graphics card that fits', () => {
    const build = variant('RS-STRIKER-5060', { gpu: [] });
    const issue = checkCompatibility(build).find((found) => found.rule === 'gpu-required')!;
    const cpus = alternativesFor(build, issue, { slot: 'cpu', id: 'cpu-amd-ryzen-5-5600' }, partsOf('cpu'));
    expect(cpus.map((cpu) => cpu.id)).toEqual(['cpu-amd-ryzen-5-5600g', 'cpu-amd-ryzen-7-5700g']);
    const cards = alternativesFor(build, issue, 'gpu', partsOf('gpu'));
    expect(cards.map((card) => card.id)).toEqual(compatibleAlternatives(build, 'gpu', partsOf('gpu')).map((card) => card.id));
    expect(cards.length).toBeGreaterThan(5);
  });

  it('for a warning, offers the parts that do not bring it', () => {
    const build = variant('RS-VANGUARD-5070', { psu: part('psu-msi-mag-a650bn') });
    const warning = checkCompatibility(build).find((found) => found.rule === 'gpu-power-adapter')!;
    const psus = alternativesFor(build, warning, { slot: 'psu', id: 'psu-msi-mag-a650bn' }, partsOf('psu'));
    expect(psus.length).toBeGreaterThan(0);
    expect(psus.every((psu) => psu.specs.connectors!.pcie12v2x6 >= 1 && psu.specs.formFactor === 'ATX')).toBe(true);
  });
});
