import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { BudgetBand, BudgetBands } from './BudgetBands';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const gbp = (amount: number) => ({ amount, currency: 'gbp' as const });

describe('BudgetBand', () => {
  it('names the band and its range in whole pounds', () => {
    renderWithIntl(
      <BudgetBand band="mainstream" min={gbp(100_000)} max={gbp(150_000)} seeAllHref="/gaming-pcs?price_min=1000">
        <p>cards</p>
      </BudgetBand>,
    );
    const section = screen.getByRole('region', { name: 'Mainstream £1,000 to £1,500' });
    expect(within(section).getByRole('heading', { level: 2 })).toBeTruthy();
    expect(within(section).getByText('cards')).toBeTruthy();
    const link = within(section).getByRole('link', { name: 'See all Mainstream gaming PCs' });
    expect(link.getAttribute('href')).toBe('/gaming-pcs?price_min=1000');
    expect(link.textContent).toBe('See all Mainstream gaming PCs');
  });

  it('says "up to" for a band from zero and "and over" for the top band, keeping pence when there are any', () => {
    renderWithIntl(
      <>
        <BudgetBand band="entry" min={gbp(0)} max={gbp(99_999)} />
        <BudgetBand band="enthusiast" min={gbp(250_000)} max={null} headingLevel={3} />
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Entry Up to £999.99' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Enthusiast £2,500 and over' })).toBeTruthy();
  });

  it('shows a message instead of an empty band, without "See all"', () => {
    const { container } = renderWithIntl(<BudgetBand band="performance" min={gbp(150_000)} max={gbp(250_000)} seeAllHref="/x" />);
    expect(screen.getByText('No builds in this price band right now.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('[data-band="performance"]')?.hasAttribute('data-empty')).toBe(true);
  });

  it('speaks French, in euros', () => {
    renderWithIntl(
      <BudgetBand band="entry" min={{ amount: 60_000, currency: 'eur' }} max={{ amount: 120_000, currency: 'eur' }} seeAllHref="/fr/x">
        <p>cards</p>
      </BudgetBand>,
      { locale: 'fr-FR' },
    );
    expect(screen.getByRole('heading', { name: (name) => name.replace(/\s/g, ' ') === 'Entrée de gamme de 600 € à 1 200 €' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tout voir : PC gamer Entrée de gamme' })).toBeTruthy();
  });
});

describe('BudgetBands', () => {
  it('has no axe violations with four bands', async () => {
    const { container } = renderWithIntl(
      <BudgetBands>
        <BudgetBand band="entry" min={gbp(0)} max={gbp(100_000)} seeAllHref="/a">
          <p>a</p>
        </BudgetBand>
        <BudgetBand band="mainstream" min={gbp(100_000)} max={gbp(150_000)} seeAllHref="/b" />
        <BudgetBand band="performance" min={gbp(150_000)} max={gbp(250_000)} seeAllHref="/c">
          <p>c</p>
        </BudgetBand>
        <BudgetBand band="enthusiast" min={gbp(250_000)} max={null} seeAllHref="/d">
          <p>d</p>
        </BudgetBand>
      </BudgetBands>,
    );
    expect(screen.getAllByRole('region')).toHaveLength(4);
    await expectNoAxeViolations(container);
  });
});
