import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StorefrontMenu } from '@rigsmith/kit';

const options = [
  { id: 'uk', country: 'United Kingdom', language: 'English', locale: 'en-GB', href: '/games' },
  { id: 'fr', country: 'France', language: 'Français', locale: 'fr-FR', href: '/fr/games' },
  { id: 'it', country: 'Italy', language: 'Italiano', locale: 'it-IT', href: '/it/games' },
  { id: 'es', country: 'Spain', language: 'Español', locale: 'es-ES', href: '/es/games' },
  { id: 'de', country: 'Germany', language: 'Deutsch', locale: 'de-DE', href: '/de/games' },
];

const meta = {
  title: 'Kit/StorefrontMenu',
  component: StorefrontMenu,
  tags: ['autodocs'],
  args: { options, currentId: 'uk', onSelect: fn() },
  decorators: [
    (Story) => (
      // A header landmark, as in the shop, with the room the open menu needs below it.
      <header style={{ display: 'flex', justifyContent: 'flex-end', padding: 16, minHeight: 340 }}>
        <Story />
      </header>
    ),
  ],
} satisfies Meta<typeof StorefrontMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Country and language: United Kingdom, English' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Opened from the keyboard: focus on the first storefront, the current one ticked. */
export const Open: Story = {
  args: { currentId: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    const menu = await canvas.findByRole('list', { name: 'Country and language' });
    const items = within(menu).getAllByRole('link');
    await expect(items).toHaveLength(5);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await expect(items[1]).toHaveAttribute('aria-current', 'true');
  },
};

/** On a phone the menu opens under the button without leaving the screen. */
export const OpenOnPhone: Story = {
  ...Open,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Escape closes the menu and gives focus back to the button. */
export const ClosedWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button');
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvas.getByRole('link', { name: /Germany/ })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    await expect(canvas.queryByRole('list', { name: 'Country and language' })).toBeNull();
  },
};

export const German: Story = {
  parameters: { storefront: 'de' },
  args: {
    currentId: 'de',
    options: options.map((option) => ({
      ...option,
      country: { uk: 'Vereinigtes Königreich', fr: 'Frankreich', it: 'Italien', es: 'Spanien', de: 'Deutschland' }[option.id] ?? option.country,
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Land und Sprache: Deutschland, Deutsch' })).toBeVisible();
  },
};
