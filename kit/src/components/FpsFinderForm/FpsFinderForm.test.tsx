import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FpsFinderForm, defaultFpsFinderValue, type FpsFinderValue } from './FpsFinderForm';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

// jsdom has no `CSS.escape`, which react-aria uses to find the focused option by its key.
if (typeof globalThis.CSS?.escape !== 'function') {
  const escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`);
  globalThis.CSS = Object.assign(globalThis.CSS ?? {}, { escape }) as typeof CSS;
}

const games = [
  { slug: 'counter-strike-2', name: 'Counter-Strike 2' },
  { slug: 'cyberpunk-2077', name: 'Cyberpunk 2077' },
  { slug: 'elden-ring', name: 'Elden Ring' },
  { slug: 'fortnite', name: 'Fortnite' },
  { slug: 'baldurs-gate-3', name: "Baldur's Gate 3" },
];

function Controlled({ onChange, initial = defaultFpsFinderValue }: { onChange: (v: FpsFinderValue) => void; initial?: FpsFinderValue }) {
  const [value, setValue] = useState(initial);
  return (
    <FpsFinderForm
      games={games}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Game' });

describe('FpsFinderForm', () => {
  it('is a named form with a game combobox, two radio groups and a framerate select', () => {
    renderWithIntl(<FpsFinderForm games={games} />);
    expect(screen.getByRole('form', { name: 'Find a PC by FPS' })).toBeTruthy();
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(within(screen.getByRole('radiogroup', { name: 'Resolution' })).getAllByRole('radio')).toHaveLength(3);
    expect(within(screen.getByRole('radiogroup', { name: 'Graphics settings' })).getAllByRole('radio')).toHaveLength(4);
    const select = screen.getByRole('combobox', { name: 'Target framerate' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['30 FPS', '60 FPS', '120 FPS', '144 FPS', '240 FPS']);
    expect(select.value).toBe('60');
    expect(screen.getByRole('radio', { name: '1080p' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'High' })).toHaveProperty('checked', true);
  });

  describe('Keyboard', () => {
    it('filters the games as the shopper types and chooses one with Enter', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      renderWithIntl(<Controlled onChange={onChange} />);
      await user.tab();
      expect(document.activeElement).toBe(combobox());
      await user.keyboard('cyber');
      const listbox = screen.getByRole('listbox');
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Cyberpunk 2077']);
      await user.keyboard('{ArrowDown}{Enter}');
      expect(onChange).toHaveBeenLastCalledWith({ ...defaultFpsFinderValue, game: 'cyberpunk-2077' });
      expect((combobox() as HTMLInputElement).value).toBe('Cyberpunk 2077');
      expect(screen.queryByRole('listbox')).toBeNull();
    });

    it('matches regardless of accents and case', async () => {
      const user = userEvent.setup();
      renderWithIntl(<Controlled onChange={() => {}} />);
      await user.click(combobox());
      await user.keyboard('BALDUR');
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(["Baldur's Gate 3"]);
    });

    it('says when no game matches', async () => {
      const user = userEvent.setup();
      renderWithIntl(<Controlled onChange={() => {}} />);
      await user.click(combobox());
      await user.keyboard('zzz');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(screen.getByText('No games match “zzz”.')).toBeTruthy();
    });

    it('changes resolution and preset with the arrow keys and the framerate with the select', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      renderWithIntl(<Controlled onChange={onChange} initial={{ ...defaultFpsFinderValue, game: 'fortnite' }} />);
      screen.getByRole('radio', { name: '1080p' }).focus();
      await user.keyboard('{ArrowRight}');
      expect(onChange).toHaveBeenLastCalledWith({ game: 'fortnite', resolution: '1440p', preset: 'high', fps: 60 });
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'High' }));
      await user.keyboard('{ArrowRight}');
      expect(onChange).toHaveBeenLastCalledWith({ game: 'fortnite', resolution: '1440p', preset: 'ultra', fps: 60 });
      await user.selectOptions(screen.getByRole('combobox', { name: 'Target framerate' }), '144');
      expect(onChange).toHaveBeenLastCalledWith({ game: 'fortnite', resolution: '1440p', preset: 'ultra', fps: 144 });
    });
  });

  describe('Controlled', () => {
    it('shows the game chosen elsewhere, even one missing from the list', () => {
      const value = { ...defaultFpsFinderValue, game: 'starfield' };
      const { rerender } = renderWithIntl(<FpsFinderForm games={games} value={value} selectedGameName="Starfield" />);
      expect((combobox() as HTMLInputElement).value).toBe('Starfield');
      rerender(<FpsFinderForm games={games} value={{ ...value, game: 'elden-ring' }} />);
      expect((combobox() as HTMLInputElement).value).toBe('Elden Ring');
    });

    it('puts the chosen game back on Escape or when the shopper leaves the box', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      renderWithIntl(<Controlled onChange={onChange} initial={{ ...defaultFpsFinderValue, game: 'elden-ring' }} />);
      await user.click(combobox());
      await user.keyboard('{Control>}a{/Control}fort');
      expect(screen.getByRole('listbox')).toBeTruthy();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect((combobox() as HTMLInputElement).value).toBe('Elden Ring');
      await user.keyboard('{Control>}a{/Control}cyb');
      await user.tab();
      expect((combobox() as HTMLInputElement).value).toBe('Elden Ring');
      expect(onChange).not.toHaveBeenCalled();
    });

    it('opens the list when a server search brings matches for what was typed', async () => {
      const user = userEvent.setup();
      const { rerender } = renderWithIntl(<FpsFinderForm games={games} />);
      await user.click(combobox());
      await user.keyboard('star');
      expect(screen.queryByRole('listbox')).toBeNull();
      rerender(<FpsFinderForm games={[{ slug: 'starfield', name: 'Starfield' }]} />);
      expect(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Starfield' })).toBeTruthy();
    });

    it('asks the app to search as the shopper types, not when a game is chosen', async () => {
      const user = userEvent.setup();
      const onGameSearchChange = vi.fn();
      renderWithIntl(<FpsFinderForm games={games} onGameSearchChange={onGameSearchChange} />);
      await user.click(combobox());
      await user.keyboard('for');
      expect(onGameSearchChange).toHaveBeenLastCalledWith('for');
      await user.keyboard('{ArrowDown}{Enter}');
      expect(onGameSearchChange).toHaveBeenLastCalledWith('');
    });
  });

  describe('Uncontrolled', () => {
    it('keeps its own value from the default', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      renderWithIntl(
        <FpsFinderForm
          games={games}
          defaultValue={{ game: 'elden-ring', resolution: '4k', preset: 'ultra', fps: 30 }}
          onValueChange={onValueChange}
        />,
      );
      expect((combobox() as HTMLInputElement).value).toBe('Elden Ring');
      await user.click(screen.getByText('Low'));
      expect(screen.getByRole('radio', { name: 'Low' })).toHaveProperty('checked', true);
      expect(onValueChange).toHaveBeenCalledWith({ game: 'elden-ring', resolution: '4k', preset: 'low', fps: 30 });
    });
  });

  it('tells the shopper while the games load', () => {
    renderWithIntl(<FpsFinderForm games={[]} isLoadingGames />, { locale: 'fr-FR' });
    expect(screen.getByText('Chargement des jeux…')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Jeu' })).toBeTruthy();
  });

  describe('A11y', () => {
    it('has no axe violations', async () => {
      const { container } = renderWithIntl(<FpsFinderForm games={games} value={{ ...defaultFpsFinderValue, game: 'fortnite' }} />);
      await expectNoAxeViolations(container);
    });

    // react-aria hides everything but the box and its list while the list is open
    // (ariaHideOutside, adobe/react-spectrum#4937); the page must come back when it closes.
    it('gives the rest of the form back to screen readers when the list closes', async () => {
      const user = userEvent.setup();
      const { container } = renderWithIntl(<FpsFinderForm games={games} />);
      await user.click(combobox());
      await user.keyboard('e');
      expect(screen.getByRole('listbox')).toBeTruthy();
      expect(screen.getByRole('radiogroup', { name: 'Resolution', hidden: true }).closest('[aria-hidden="true"]')).not.toBeNull();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(screen.getByRole('radiogroup', { name: 'Resolution' }).closest('[aria-hidden="true"]')).toBeNull();
      await act(async () => {
        await expectNoAxeViolations(container);
      });
    });
  });
});
