import { describe, expect, it } from 'vitest';
import { essentialSlots, isSinglePartSlot } from '../compat/build';
import { partCategories } from '../catalogue/parts';
import { configuratorSteps, isRequiredStep, nextStepOf, previousStepOf, stepTakesOnePart } from './steps';
import { keySpecsOf } from './keySpecs';
import { partOffers } from './fixtures/offers';
import { createIntl } from '../../i18n/createIntl';
import { kitMessages } from '../../i18n/messages';
import { localeTags } from '../storefronts';

describe('configurator steps', () => {
  it('has a step for every part category but accessories, processor first and power supply last of the essentials', () => {
    expect([...configuratorSteps].sort()).toEqual(partCategories.filter((category) => category !== 'accessory').sort());
    expect(configuratorSteps[0]).toBe('cpu');
    const lastEssential = Math.max(...essentialSlots.map((slot) => configuratorSteps.indexOf(slot)));
    expect(configuratorSteps[lastEssential]).toBe('psu');
  });

  it('puts each step after the steps that constrain it', () => {
    const before = (a: string, b: string) => configuratorSteps.indexOf(a as never) < configuratorSteps.indexOf(b as never);
    expect(before('cpu', 'motherboard')).toBe(true);
    expect(before('motherboard', 'memory')).toBe(true);
    expect(before('gpu', 'case')).toBe(true);
    expect(before('cooler', 'case')).toBe(true);
    expect(before('memory', 'cooler')).toBe(true);
    expect(before('case', 'psu')).toBe(true);
    expect(before('gpu', 'psu')).toBe(true);
  });

  it('requires the engine’s essential slots only', () => {
    expect(configuratorSteps.filter(isRequiredStep)).toEqual(['cpu', 'motherboard', 'memory', 'storage', 'case', 'psu']);
  });

  it('takes one part where the engine holds one', () => {
    for (const slot of configuratorSteps) expect(stepTakesOnePart(slot)).toBe(isSinglePartSlot(slot));
  });

  it('walks forwards and backwards', () => {
    expect(nextStepOf('cpu')).toBe('motherboard');
    expect(nextStepOf('os')).toBeNull();
    expect(previousStepOf('cpu')).toBeNull();
    expect(previousStepOf('psu')).toBe('case');
  });
});

describe('keySpecsOf', () => {
  it.each([...localeTags])('gives every curated part up to four facts, each formatted in %s', (locale) => {
    const intl = createIntl({
      locale,
      messages: kitMessages[locale],
      onError: (error) => {
        throw error;
      },
    });
    for (const part of partOffers()) {
      const specs = keySpecsOf(part);
      expect(specs.length).toBeGreaterThan(0);
      expect(specs.length).toBeLessThanOrEqual(4);
      for (const spec of specs) {
        expect(kitMessages[locale][spec.id], `${spec.id} in ${locale}`).toBeTypeOf('string');
        expect(intl.formatMessage({ id: spec.id }, spec.values)).not.toMatch(/[{}]|^\s*$/);
      }
    }
  });

  it('every step has a name in every catalogue', () => {
    for (const locale of localeTags) for (const slot of configuratorSteps) expect(kitMessages[locale][`configurator.slot.${slot}`]).toBeTruthy();
  });

  it('names what decides compatibility', () => {
    const [socket] = keySpecsOf(partOffers().find((part) => part.id === 'cpu-amd-ryzen-5-7600')!);
    expect(socket).toEqual({ id: 'configurator.spec.socket', values: { socket: 'AM5' } });
  });
});
