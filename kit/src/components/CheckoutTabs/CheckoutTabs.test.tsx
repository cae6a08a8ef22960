import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { checkoutStagePath } from '../../domain';
import { CheckoutTabs } from './CheckoutTabs';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const hrefOf = (stage: 0 | 1 | 2 | 3 | 4) => checkoutStagePath(stage, 42);

describe('CheckoutTabs', () => {
  it('lists the five stages in SPEC’s order, the current one marked', () => {
    renderWithIntl(<CheckoutTabs currentStage={0} enterableStages={[0, 1]} hrefOf={hrefOf} />);
    const nav = screen.getByRole('navigation', { name: 'Checkout steps' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1. Shopping Cart', '2. Login', '3. Shipping', '4. Payment', '5. Confirmation']);
    expect(items[0]!.querySelector('[aria-current="step"]')?.textContent).toBe('1. Shopping Cart');
  });

  it('links only the stages the guard lets the shopper into', () => {
    renderWithIntl(<CheckoutTabs currentStage={0} enterableStages={[0, 1]} hrefOf={hrefOf} />);
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['2. Login', '/checkout/auth']]);
  });

  it('marks completed stages, for screen readers too', () => {
    renderWithIntl(<CheckoutTabs currentStage={3} completedStage={2} enterableStages={[0, 3]} hrefOf={hrefOf} />);
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('link', { name: '1. Shopping Cart (completed)' }).getAttribute('href')).toBe('/checkout');
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.state)).toEqual(['done', 'done', 'done', 'current', 'locked']);
    expect(items[2]!.textContent).toBe('3. Shipping (completed)');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(<CheckoutTabs currentStage={2} completedStage={1} enterableStages={[0, 2]} hrefOf={hrefOf} />);
    await expectNoAxeViolations(container);
  });
});
