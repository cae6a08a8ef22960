import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FpsFinderForm } from '@rigsmith/kit';
import { gameFixtures } from '../../.storybook/fixtures/games';

const meta = {
  title: 'Kit/FpsFinderForm',
  component: FpsFinderForm,
  tags: ['autodocs'],
  args: { games: gameFixtures, onValueChange: fn(), onGameSearchChange: fn() },
  // Room under the combobox for its list, so the screenshot shows it open.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900, padding: 16, minHeight: 460 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FpsFinderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoGameChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Find a PC by FPS' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Game' })).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: '1080p' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'High' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Target framerate' })).toHaveValue('60');
  },
};

/** Keyboard: type to filter the games, arrow down to one, Enter to choose it. */
export const TypingAndChoosingAGame: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Game' });
    await userEvent.click(input);
    await userEvent.keyboard('red');
    const listbox = await canvas.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Red Dead Redemption 2']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      game: 'red-dead-redemption-2',
      resolution: '1080p',
      preset: 'high',
      fps: 60,
    });
    await expect(input).toHaveValue('Red Dead Redemption 2');
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/**
 * Typing filters the list; arrow keys move the active option (virtual focus: DOM focus stays
 * in the box); Escape closes the list. While the list is open react-aria
 * hides the rest of the page from screen readers (`ariaHideOutside`, see
 * adobe/react-spectrum#4937); the story ends with the list closed, as the page is then.
 */
export const FilteringTheList: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Game' });
    await userEvent.click(input);
    await userEvent.keyboard('ar');
    const listbox = await canvas.findByRole('listbox');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Call of Duty: Warzone', 'Hogwarts Legacy', 'Starfield']);
    await expect(args.onGameSearchChange).toHaveBeenLastCalledWith('ar');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    await expect(active).toHaveTextContent('Hogwarts Legacy');
    await expect(input).toHaveFocus();
    // Escape closes the list and puts back the chosen game's name (none chosen yet).
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const NoMatchingGame: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Game' }));
    await userEvent.keyboard('zelda');
    await waitFor(() => expect(canvas.getByText('No games match “zelda”.')).toBeVisible());
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

export const LoadingGames: Story = {
  args: { games: [], isLoadingGames: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading games…')).toBeVisible();
  },
};

/** Settings chosen elsewhere (the address): 1440p, High, 144 FPS in Cyberpunk 2077. */
export const Preselected: Story = {
  args: { value: { game: 'cyberpunk-2077', resolution: '1440p', preset: 'high', fps: 144 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Game' })).toHaveValue('Cyberpunk 2077');
    await expect(canvas.getByRole('radio', { name: '1440p' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Target framerate' })).toHaveValue('144');
    // Changing one control reports the whole new value.
    await userEvent.click(canvas.getByText('Ultra'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      game: 'cyberpunk-2077',
      resolution: '1440p',
      preset: 'ultra',
      fps: 144,
    });
  },
};

/** Resolution, preset and framerate by keyboard alone. */
export const KeyboardSettings: Story = {
  args: { defaultValue: { game: 'fortnite', resolution: '1080p', preset: 'high', fps: 60 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Game' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1080p' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'High' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Target framerate' }), '144');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ game: 'fortnite', resolution: '1440p', preset: 'high', fps: 144 });
  },
};

export const GermanStorefront: Story = {
  args: { value: { game: 'elden-ring', resolution: '4k', preset: 'ultra', fps: 30 } },
  parameters: { storefront: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Spiel' })).toHaveValue('Elden Ring');
    await expect(canvas.getByRole('radiogroup', { name: 'Grafikeinstellungen' })).toBeVisible();
  },
};

export const EmberTheme: Story = { parameters: { theme: 'ember' } };
