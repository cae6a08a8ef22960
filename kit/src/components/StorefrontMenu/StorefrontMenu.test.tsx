import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StorefrontMenu, type StorefrontMenuOption } from './StorefrontMenu';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const options: StorefrontMenuOption[] = [
  { id: 'uk', country: 'United Kingdom', language: 'English', locale: 'en-GB', href: '/games' },
  { id: 'fr', country: 'France', language: 'Français', locale: 'fr-FR', href: '/fr/games' },
  { id: 'it', country: 'Italy', language: 'Italiano', locale: 'it-IT', href: '/it/games' },
  { id: 'es', country: 'Spain', language: 'Español', locale: 'es-ES', href: '/es/games' },
  { id: 'de', country: 'Germany', language: 'Deutsch', locale: 'de-DE', href: '/de/games' },
];

describe('StorefrontMenu', () => {
  it('is one button naming the current storefront, with the menu closed', async () => {
    const { container } = renderWithIntl(<StorefrontMenu options={options} currentId="de" />);
    const button = screen.getByRole('button', { name: 'Country and language: Germany, Deutsch' });
    expect(button.getAttribute('aria-haspopup')).toBe('true');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('opens from the keyboard on the first storefront, lists all five as links, marks the current one', async () => {
    const user = userEvent.setup();
    const { container } = renderWithIntl(<StorefrontMenu options={options} currentId="fr" />);
    const button = screen.getByRole('button');
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Country and language' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'United KingdomEnglish',
      'FranceFrançais',
      'ItalyItaliano',
      'SpainEspañol',
      'GermanyDeutsch',
    ]);
    expect(items.map((item) => item.getAttribute('href'))).toEqual(['/games', '/fr/games', '/it/games', '/es/games', '/de/games']);
    expect(items[3]?.getAttribute('hreflang')).toBe('es-ES');
    expect(items.filter((item) => item.getAttribute('aria-current') === 'true')).toEqual([items[1]]);
    expect(menu.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(items[0]);
    // The menu renders beside its button, inside whatever landmark holds it.
    expect(container.contains(menu)).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('moves with the arrows, Home and End, and Escape closes with focus back on the button', async () => {
    const user = userEvent.setup();
    renderWithIntl(<StorefrontMenu options={options} currentId="uk" />);
    const button = screen.getByRole('button');
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('United KingdomEnglish');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('ItalyItaliano');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('GermanyDeutsch');
    await user.keyboard('{Home}{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('GermanyDeutsch');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('opens with ArrowUp on the last storefront and with Space', async () => {
    const user = userEvent.setup();
    renderWithIntl(<StorefrontMenu options={options} currentId="uk" />);
    const button = screen.getByRole('button');
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('GermanyDeutsch');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(button));
    await user.keyboard(' ');
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('United KingdomEnglish');
  });

  it('reports the chosen storefront before the link is followed', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    renderWithIntl(<StorefrontMenu options={options} currentId="uk" onSelect={onSelect} />);
    await user.click(screen.getByRole('button'));
    // jsdom cannot navigate: stop the link there, after the menu has seen the click.
    const stop = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stop);
    await user.click(screen.getByRole('menuitem', { name: /Italy/ }));
    document.removeEventListener('click', stop);
    expect(onSelect).toHaveBeenCalledWith('it');
    await act(async () => {});
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('speaks the shop’s language', () => {
    renderWithIntl(<StorefrontMenu options={options} currentId="fr" />, { locale: 'fr-FR' });
    expect(screen.getByRole('button', { name: 'Pays et langue\u202f: France, Français' })).toBeTruthy();
  });
});
