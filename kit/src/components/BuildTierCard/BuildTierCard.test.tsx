import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { BuildTierCard, type BuildTierCardProps } from './BuildTierCard';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const props: BuildTierCardProps = {
  tier: 'best_match',
  estimatedFps: { min: 148, max: 190 },
  targetFps: 144,
  title: 'Rigsmith Vanguard RTX 5060',
  price: { amount: 99_900, currency: 'gbp' },
  estimatedShipDate: '2026-11-26',
  shippingDays: 3,
  rating: 4.6,
  reviewCount: 212,
  inStock: true,
  href: '/models/vanguard',
};

describe('BuildTierCard', () => {
  it('heads the card with its tier and shows the estimated FPS and the card facts', () => {
    renderWithIntl(<BuildTierCard {...props} />);
    const tier = screen.getByRole('region', { name: 'Best Match' });
    expect(within(tier).getByRole('heading', { level: 3, name: 'Best Match' })).toBeTruthy();
    expect(within(tier).getByText('148–190 FPS')).toBeTruthy();
    expect(within(tier).getByText('Meets your 144 FPS target')).toBeTruthy();
    const card = within(tier).getByRole('article', { name: props.title });
    expect(within(card).getByRole('heading', { level: 4 })).toBeTruthy();
    expect(within(card).getByText('£999.00')).toBeTruthy();
    expect(within(card).getByText('In stock')).toBeTruthy();
    expect(within(card).getByRole('link', { name: props.title }).getAttribute('href')).toBe('/models/vanguard');
    expect(tier.getAttribute('data-tier')).toBe('best_match');
  });

  it('says in words whether the build reaches the target', () => {
    const { rerender, container } = renderWithIntl(<BuildTierCard {...props} tier="level_up" estimatedFps={{ min: 120, max: 160 }} />);
    expect(screen.getByText('Reaches 144 FPS in lighter scenes')).toBeTruthy();
    rerender(<BuildTierCard {...props} tier="ultimate" estimatedFps={{ min: 90, max: 120 }} />);
    expect(screen.getByRole('heading', { name: 'Ultimate PC' })).toBeTruthy();
    expect(screen.getByText('Below your 144 FPS target')).toBeTruthy();
    rerender(<BuildTierCard {...props} targetFps={undefined} />);
    expect(container.querySelector('[data-target]')).toBeNull();
  });

  it('speaks the shopper language', () => {
    renderWithIntl(<BuildTierCard {...props} tier="level_up" price={{ amount: 149_900, currency: 'eur' }} />, { locale: 'de-DE' });
    expect(screen.getByRole('heading', { name: 'Eine Stufe höher' })).toBeTruthy();
    expect(screen.getByText('Erreicht Ihr Ziel von 144 FPS')).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(<BuildTierCard {...props} />);
    await expectNoAxeViolations(container);
  });
});
