import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { buildPartsOfChosen, chosenFrom, estimatePower, noParts, withAmount } from '../../domain';
import { offer, seededBuildLines } from '../../domain/configurator/fixtures/offers';
import { PsuLoadMeter, psuLoadState } from './PsuLoadMeter';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const vanguard = chosenFrom(seededBuildLines('RS-VANGUARD-5070'));
const normal = estimatePower(buildPartsOfChosen(vanguard));
const overloaded = estimatePower(buildPartsOfChosen(withAmount(chosenFrom(seededBuildLines('RS-TITAN-5090')), offer('psu-msi-mag-a550bn'), 1)));
const noPsu = estimatePower(buildPartsOfChosen(withAmount(noParts, offer('cpu-amd-ryzen-5-7600'), 1)));

describe('PsuLoadMeter', () => {
  it('is a meter of the load, its value in words', () => {
    const { container } = renderWithIntl(<PsuLoadMeter power={normal} />);
    const meter = screen.getByRole('meter', { name: 'PSU load' });
    const percent = Math.round(normal.load! * 100);
    expect(meter.getAttribute('aria-valuenow')).toBe(String(percent));
    expect(meter.getAttribute('aria-valuetext')).toBe(`about ${normal.drawW} W of ${normal.psuW} W (${percent}%)`);
    expect(container.firstElementChild!.getAttribute('data-state')).toBe('ok');
    expect(psuLoadState(normal)).toBe('ok');
  });

  it('explains the draw and the 40% headroom', () => {
    renderWithIntl(<PsuLoadMeter power={normal} />);
    expect(
      screen.getByText(
        new RegExp(
          `Estimated draw ${normal.drawW} W \\(processor ${normal.cpuW} W, graphics ${normal.gpuW} W, rest of the system 75 W\\)\\. We recommend at least ${normal.recommendedW} W: 40% headroom`,
        ),
      ),
    ).toBeTruthy();
  });

  it('warns when the power supply is too small', () => {
    const { container } = renderWithIntl(<PsuLoadMeter power={overloaded} />);
    expect(container.firstElementChild!.getAttribute('data-state')).toBe('overloaded');
    expect(screen.getByText(`The 550 W power supply is too small: choose one of at least ${overloaded.recommendedW} W.`)).toBeTruthy();
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('100');
  });

  it('asks for a power supply while there is none', () => {
    renderWithIntl(<PsuLoadMeter power={noPsu} />);
    expect(screen.getByRole('meter').getAttribute('aria-valuetext')).toBe(`no power supply yet: choose one of at least ${noPsu.recommendedW} W`);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(<PsuLoadMeter power={overloaded} />, { locale: 'it-IT' });
    await expectNoAxeViolations(container);
  });
});
