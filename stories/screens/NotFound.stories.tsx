import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../.storybook/StorefrontStory';

const meta = {
  title: 'Screens/NotFound',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/graphics-cards/rtx-9090' },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownPath: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Error 404' }, { timeout: 3000 })).toBeVisible();
    await expect(canvas.getByText('Page not found: /graphics-cards/rtx-9090')).toBeVisible();
  },
};

export const ItalyStorefront: Story = {
  args: { storefront: 'it' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Pagina non trovata: /it/graphics-cards/rtx-9090', {}, { timeout: 3000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vai alla homepage' })).toHaveAttribute('href', '/it');
  },
};

/** Not pinned to a storefront: the toolbar's applies (Germany here, set as the story's globals). */
export const UnderTheGermanToolbar: Story = {
  globals: { storefront: 'de' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Seite nicht gefunden: /de/graphics-cards/rtx-9090', {}, { timeout: 3000 })).toBeVisible();
  },
};
