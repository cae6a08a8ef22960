import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { buildPartsOfChosen, chosenFrom, estimatePower, noParts, withAmount } from '../../domain';
import { offer, seededBuildLines } from '../../domain/configurator/fixtures/offers';
import { PsuLoadMeter, psuLoadState } from './PsuLoadMeter';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const vanguard = chosenFrom(seededBuildLines('RS-VANGUARD-5070'));
const normal = estimatePower(buildPartsOfChosen(vanguard));
const overloaded = estimatePower(buildPartsOfChosen(withAmount(chosenFrom(seededBuildLines('RS-TITAN-5090')), offer('psu-msi-mag-a550bn'), 1)));
// 487 W at peak on 550 W: it runs, below the 650 W NVIDIA recommends for the RTX 5070.
const tight = estimatePower(buildPartsOfChosen(withAmount(vanguard, offer('psu-msi-mag-a550bn'), 1)));
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

  it('explains the peak draw and the recommended wattage', () => {
    renderWithIntl(<PsuLoadMeter power={normal} />);
    expect(
      screen.getByText(
        `Estimated peak draw 487 W (processor at its power limit 162 W, graphics 250 W, rest of the system 75 W). We recommend at least 650 W, leaving headroom for graphics card power spikes.`,
      ),
    ).toBeTruthy();
  });

  it('refuses a power supply below the peak draw', () => {
    const { container } = renderWithIntl(<PsuLoadMeter power={overloaded} />);
    expect(container.firstElementChild!.getAttribute('data-state')).toBe('overloaded');
    expect(
      screen.getByText(
        `The 550 W power supply is too small: the build draws up to ${overloaded.drawW} W. Choose one of at least ${overloaded.recommendedW} W.`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('100');
  });

  it('warns, without refusing, when the power supply covers the peak with little to spare', () => {
    const { container } = renderWithIntl(<PsuLoadMeter power={tight} />);
    expect(psuLoadState(tight)).toBe('tight');
    expect(container.firstElementChild!.getAttribute('data-state')).toBe('tight');
    expect(screen.getByText('The 550 W power supply covers the peak draw with little to spare: we recommend at least 650 W.')).toBeTruthy();
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe(String(Math.round((487 / 550) * 100)));
  });

  it('asks for a power supply while there is none', () => {
    renderWithIntl(<PsuLoadMeter power={noPsu} />);
    expect(screen.getByRole('meter').getAttribute('aria-valuetext')).toBe(`no power supply yet: choose one of at least ${noPsu.recommendedW} W`);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(<PsuLoadMeter power={overloaded} />, { locale: 'it-IT' });
    await expectNoAxeViolations(container);
    const { container: tightContainer } = renderWithIntl(<PsuLoadMeter power={tight} />, { locale: 'de-DE' });
    await expectNoAxeViolations(tightContainer);
  });
});
