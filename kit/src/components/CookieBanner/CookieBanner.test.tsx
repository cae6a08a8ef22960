import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CookieBanner } from './CookieBanner';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const renderBanner = (locale: 'en-GB' | 'fr-FR' = 'en-GB') => {
  const onChoice = vi.fn();
  const utils = renderWithIntl(<CookieBanner policyHref="/cookies" onChoice={onChoice} />, { locale });
  return { onChoice, ...utils };
};

describe('CookieBanner', () => {
  it('is a region named “Cookies on Rigsmith” with a text, two buttons and the policy link', () => {
    renderBanner();
    const region = screen.getByRole('region', { name: 'Cookies on Rigsmith' });
    expect(region.textContent).toContain('We use cookies the shop needs to work');
    expect(screen.getByRole('button', { name: 'Accept All' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Required Only' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read our cookie policy' }).getAttribute('href')).toBe('/cookies');
  });

  it('reports which button was pressed (either marks cookies accepted, SPEC §4)', async () => {
    const user = userEvent.setup();
    const { onChoice } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    await user.click(screen.getByRole('button', { name: 'Required Only' }));
    expect(onChoice.mock.calls).toEqual([['all'], ['required']]);
  });

  it('works by keyboard and traps no focus: Tab leaves it after the link', async () => {
    const user = userEvent.setup();
    const { onChoice } = renderWithIntl(
      <>
        <CookieBanner policyHref="/cookies" onChoice={vi.fn()} />
        <button type="button">After</button>
      </>,
    ) as ReturnType<typeof renderBanner>;
    void onChoice;
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accept All' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Required Only' }));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
  });

  it('answers Enter and Space', async () => {
    const user = userEvent.setup();
    const { onChoice } = renderBanner();
    screen.getByRole('button', { name: 'Required Only' }).focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Accept All' }).focus();
    await user.keyboard(' ');
    expect(onChoice.mock.calls).toEqual([['required'], ['all']]);
  });

  it('speaks the storefront’s language', () => {
    renderBanner('fr-FR');
    expect(screen.getByRole('region', { name: 'Cookies sur Rigsmith' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tout accepter' })).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = renderBanner();
    await expectNoAxeViolations(container);
  });
});
