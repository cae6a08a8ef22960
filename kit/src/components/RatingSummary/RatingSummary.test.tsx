import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { RatingSummary } from './RatingSummary';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

describe('RatingSummary', () => {
  it('says the rating in words and hides the decorative stars', () => {
    const { container } = renderWithIntl(<RatingSummary rating={4.7} reviewCount={38} />);
    expect(screen.getByText('4.7 out of 5, 38 reviews')).toBeTruthy();
    const stars = container.querySelector('[aria-hidden="true"]')!;
    expect(stars.textContent).toContain('★');
    // 4.7 of 5 stars filled: the fill width is a CSS variable set inline.
    expect(stars.querySelector('span')!.getAttribute('style')).toMatch(/94\.?0*%/);
  });

  it('uses the singular for one review and the locale for numbers', () => {
    renderWithIntl(<RatingSummary rating={5} reviewCount={1} size="small" />);
    expect(screen.getByText('5.0 out of 5, 1 review')).toBeTruthy();
    renderWithIntl(<RatingSummary rating={4.5} reviewCount={12} />, { locale: 'fr-FR' });
    expect(screen.getByText('4,5 sur 5, 12 avis')).toBeTruthy();
  });

  it('says when nobody has rated yet', () => {
    const { container } = renderWithIntl(<RatingSummary rating={null} reviewCount={0} />);
    expect(screen.getByText('Not yet rated')).toBeTruthy();
    expect(container.querySelector('[data-rated="false"]')).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(<RatingSummary rating={4.2} reviewCount={7} />);
    await expectNoAxeViolations(container);
  });
});
