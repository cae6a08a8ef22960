/**
 * The engine is total: whatever a build holds (a part in another category's slot, holes in a
 * list, a part missing the facts a rule reads, values that are not parts at all) it answers
 * with issues and never throws — in the full check, in "only compatible" and in the swaps.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createIntl } from '../../i18n/createIntl';
import { kitMessages } from '../../i18n/messages';
import type { Part } from '../catalogue/parts';
import { localeTags } from '../storefronts';
import { alternativesFor, checkCompatibility, compatibilityFilter } from './engine';
import { curatedParts, part, seededBuild, seededBuilds } from './fixtures/curated';
import { engineIssueCodes, multiPartSlots, singlePartSlots, type BuildParts, type BuildSlot } from './types';

const slots: readonly BuildSlot[] = [...singlePartSlots, ...multiPartSlots];
/** A seeded pre-built build: complete and compatible. */
const completeBuild = seededBuilds[0]!.reference;
const anyIdOf = (category: BuildSlot) => curatedParts.find((candidate) => candidate.category === category)!.id;

/** A real part, or one with some of its facts taken away or replaced by junk. */
const damagedPart: fc.Arbitrary<Part> = fc
  .tuple(fc.constantFrom(...curatedParts), fc.dictionary(fc.string({ maxLength: 12 }), fc.anything()), fc.boolean())
  .map(([real, junk, dropFacts]) => ({ ...real, specs: dropFacts ? (junk as Part['specs']) : { ...real.specs, ...junk } }) as Part);

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...curatedParts),
  damagedPart,
  fc.constant(null),
  fc.constant(undefined),
  fc.anything(),
);

/** A build whose every slot holds anything: one value, or a list of values. */
const anyBuild: fc.Arbitrary<BuildParts> = fc
  .dictionary(fc.constantFrom(...slots), fc.oneof(anyValue, fc.array(anyValue, { maxLength: 4 })))
  .map((build) => build as BuildParts);

describe('compatibility engine totality', () => {
  it('checks any build without throwing, every issue well formed', () => {
    fc.assert(
      fc.property(anyBuild, (build) => {
        for (const issue of checkCompatibility(build)) {
          expect(['blocker', 'warning', 'info']).toContain(issue.severity);
          expect(issue.message.id).toBe(`compat.${issue.rule}`);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('answers "only compatible" and swaps for any build and candidate without throwing', () => {
    fc.assert(
      fc.property(anyBuild, fc.constantFrom(...slots), anyValue, (build, slot, candidate) => {
        const fits = compatibilityFilter(build, slot)(candidate as Part);
        expect(typeof fits).toBe('boolean');
        for (const issue of checkCompatibility(build)) alternativesFor(build, issue, slot, [candidate as Part]);
      }),
      { numRuns: 200 },
    );
  });

  it('reports a part in another category’s slot as a blocker and checks the rest without it', () => {
    const build = { ...seededBuild(completeBuild), psu: part(anyIdOf('gpu')) } as unknown as BuildParts;
    const issues = checkCompatibility(build);
    const misplaced = issues.filter((issue) => issue.rule === 'part-in-wrong-slot');
    expect(misplaced).toHaveLength(1);
    expect(misplaced[0]).toMatchObject({ severity: 'blocker', parts: [{ slot: 'psu', id: anyIdOf('gpu') }] });
    // With no power supply left, the rules that need one have nothing to say about it.
    expect(issues.filter((issue) => issue.rule === 'psu-wattage')).toEqual([]);
  });

  it('says a rule could not run when a part lacks a fact it reads, instead of passing silently', () => {
    const build = seededBuild(completeBuild);
    const caseWithoutBoards = { ...build.case!, specs: { ...build.case!.specs, supportedBoards: undefined } } as unknown as Part<'case'>;
    const issues = checkCompatibility({ ...build, case: caseWithoutBoards });
    const note = issues.find((issue) => issue.rule === 'could-not-check');
    expect(note).toMatchObject({ severity: 'info' });
    expect(note!.parts).toContainEqual({ slot: 'case', id: build.case!.id });
    expect(checkCompatibility(build).some((issue) => issue.rule === 'could-not-check')).toBe(false);
  });

  it('leaves a candidate missing a fact a blocker rule reads out of "only compatible"', () => {
    const build = seededBuild(completeBuild);
    const cpu = build.cpu!;
    // Without its supported memory types the memory-type rule cannot judge it (it would throw).
    const cpuWithoutMemoryTypes = { ...cpu, specs: { ...cpu.specs, memoryTypes: undefined } } as unknown as Part<'cpu'>;
    expect(compatibilityFilter(build, 'cpu')(cpu)).toBe(true);
    expect(compatibilityFilter(build, 'cpu')(cpuWithoutMemoryTypes)).toBe(false);
    expect(checkCompatibility({ ...build, cpu: cpuWithoutMemoryTypes }).map((issue) => issue.rule)).toEqual(['could-not-check']);
  });

  it.each([...localeTags])('%s words the engine’s own issues', (locale) => {
    const intl = createIntl({
      locale,
      messages: kitMessages[locale],
      onError: (error) => {
        throw error;
      },
    });
    for (const code of engineIssueCodes) {
      const text = intl.formatMessage({ id: `compat.${code}` }, { part: 'Corsair RM850x', count: 2, fact: 'connectors' });
      expect(text).not.toMatch(/[{}]/);
      expect(text).toContain('Corsair RM850x');
    }
  });
});
