import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
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

const list = () => screen.getByRole('list', { name: 'Country and language' });
const isShown = () => !list().closest('[hidden]');

describe('StorefrontMenu', () => {
  it('is one button naming the current storefront, with the list closed', async () => {
    const { container } = renderWithIntl(<StorefrontMenu options={options} currentId="de" />);
    const button = screen.getByRole('button', { name: 'Country and language: Germany, Deutsch' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: 'Country and language' })).toBeNull();
    expect(button.getAttribute('aria-controls')).toBe(container.querySelector('ul')!.id);
    await expectNoAxeViolations(container);
  });

  it('opens from the keyboard on the first storefront, lists all five as links, marks the current one', async () => {
    const user = userEvent.setup();
    const { container } = renderWithIntl(<StorefrontMenu options={options} currentId="fr" />);
    const button = screen.getByRole('button');
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(isShown()).toBe(true);
    const links = within(list()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'United KingdomEnglish',
      'FranceFrançais',
      'ItalyItaliano',
      'SpainEspañol',
      'GermanyDeutsch',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/games', '/fr/games', '/it/games', '/es/games', '/de/games']);
    expect(links[3]?.getAttribute('hreflang')).toBe('es-ES');
    expect(links.filter((link) => link.getAttribute('aria-current') === 'true')).toEqual([links[1]]);
    expect(document.activeElement).toBe(links[0]);
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
    expect(screen.queryByRole('list', { name: 'Country and language' })).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('opens with ArrowUp on the last storefront, and with Space on the first', async () => {
    const user = userEvent.setup();
    renderWithIntl(<StorefrontMenu options={options} currentId="uk" />);
    const button = screen.getByRole('button');
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('GermanyDeutsch');
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(button);
    await user.keyboard(' ');
    expect(isShown()).toBe(true);
    expect(document.activeElement?.textContent).toBe('United KingdomEnglish');
  });

  it('closes when focus leaves it by Tab or a click lands outside', async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <>
        <StorefrontMenu options={options} currentId="uk" />
        <button type="button">Elsewhere</button>
      </>,
    );
    const button = screen.getByRole('button', { name: /^Country and language/ });
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    await user.keyboard('{ArrowUp}');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Elsewhere');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('reports the chosen storefront before the link is followed', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    renderWithIntl(<StorefrontMenu options={options} currentId="uk" onSelect={onSelect} />);
    await user.click(screen.getByRole('button'));
    // jsdom cannot navigate: stop the link there, after the menu has seen the click.
    const stop = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stop);
    await user.click(within(list()).getByRole('link', { name: /Italy/ }));
    document.removeEventListener('click', stop);
    expect(onSelect).toHaveBeenCalledWith('it');
    expect(screen.getByRole('button').getAttribute('aria-expanded')).toBe('false');
  });

  it('speaks the shop’s language', () => {
    renderWithIntl(<StorefrontMenu options={options} currentId="fr" />, { locale: 'fr-FR' });
    expect(screen.getByRole('button', { name: 'Pays et langue\u202f: France, Français' })).toBeTruthy();
  });
});
