import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { PcBuild } from '@rigsmith/kit/api';
import { StorefrontStory, afterLoader } from '../../../.storybook/StorefrontStory';
import { pending } from '../../../.storybook/mockApi';
import { configuratorAnswers, lines, linesOf, pcBuildOf } from '../../../.storybook/fixtures/configurator';
import { offer, seededBuildLines } from '../../../kit/src/domain/configurator/fixtures/offers';

const ready = pcBuildOf(41, 'Quiet AM5 build', linesOf('RS-VANGUARD-5070'));
const outOfStock = pcBuildOf(42, 'Streaming rig', linesOf('RS-AURORA-9070'), 'gbp', {
  updated_at: '2026-11-18T09:00:00Z',
  blocks: [{ kind: 'out_of_stock', title: 'Sapphire PULSE Radeon RX 9070' }],
});
const archived = pcBuildOf(43, 'Office upgrade', linesOf('RS-STRIKER-760M'), 'gbp', {
  updated_at: '2026-11-10T09:00:00Z',
  blocks: [{ kind: 'archived', title: 'Microsoft Windows 10 Pro' }],
});
const unfinished = pcBuildOf(44, 'My custom pc', lines('cpu-amd-ryzen-7-5700x', 'motherboard-asus-tuf-gaming-b760-plus-wifi'), 'gbp', {
  updated_at: '2026-11-02T09:00:00Z',
});
// Every part chosen, but a 168 mm tower in a case that takes 155 mm: incompatible, not unfinished.
const incompatible = pcBuildOf(
  45,
  'Small and tall',
  seededBuildLines('RS-NOMAD-5070').map(({ part, amount }) => ({
    component: part.category === 'cooler' ? offer('cooler-be-quiet-dark-rock-pro-5').product_id : part.product_id,
    amount,
  })),
  'gbp',
  { updated_at: '2026-11-01T09:00:00Z' },
);

const withBuilds = (builds: PcBuild[]) => ({ ...configuratorAnswers(), 'GET api/ecommerce/pc_build/': builds });

const meta = {
  title: 'Screens/Configurator/SavedBuilds',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/account/saved-builds', session: true, api: withBuilds([ready, outOfStock, archived, unfinished, incompatible]) },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every blocked state of SPEC §8 beside a build ready to order; the ways to find another stay. */
export const EveryBlockedState: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your saved builds' });
    await expect(within(list).getAllByRole('article')).toHaveLength(5);
    await expect(within(list).getByRole('article', { name: 'Streaming rig' })).toHaveTextContent('Sapphire PULSE Radeon RX 9070 out of stock');
    await expect(within(list).getByRole('article', { name: 'Office upgrade' })).toHaveTextContent('Microsoft Windows 10 Pro is archived');
    await expect(within(list).getByRole('article', { name: 'My custom pc' })).toHaveTextContent('Assembly is not finished');
    const small = within(list).getByRole('article', { name: 'Small and tall' });
    await expect(small).toHaveTextContent('Not compatible: The be quiet! Dark Rock Pro 5 cooler is 168 mm tall');
    await expect(within(small).getByRole('link', { name: 'Go to the Case step' })).toHaveAttribute(
      'href',
      '/custom-pc-builder/customiser?draft=45&step=case',
    );
    await expect(within(list).getByRole('link', { name: 'Edit system: Quiet AM5 build' })).toHaveAttribute(
      'href',
      '/custom-pc-builder/customiser?draft=41',
    );
    await expect(canvas.getByRole('link', { name: 'Create your own PC' })).toBeVisible();
  },
};

/** Add to cart: 'Added to Cart'. */
export const AddToCart: Story = {
  args: {
    api: {
      ...withBuilds([ready, outOfStock, archived, unfinished, incompatible]),
      // The server's cart after the add; the dialog names the build from the card.
      'POST api/account/basket/product/': [],
    },
  },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to cart: Quiet AM5 build' }));
    await expect(await screen.findByRole('dialog', { name: 'Added to Cart' })).toHaveTextContent('“Quiet AM5 build”');
  },
};

/** Rename: the name dialog with the current name. */
export const Rename: Story = {
  args: {
    api: {
      ...withBuilds([ready]),
      'PATCH api/ecommerce/pc_build/41/': { ...ready, name: 'Quiet AM5 build v2' },
    },
  },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Rename: Quiet AM5 build' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Quiet AM5 build');
    await userEvent.type(name, ' v2{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Still loading: the picture waits for the shop's own loader to close, so it shows this screen's loading state. */
export const Loading: Story = {
  args: { api: { ...configuratorAnswers(), 'GET api/ecommerce/pc_build/': pending } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
  },
};

export const GermanStorefront: Story = {
  args: { storefront: 'de' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('list', { name: 'Ihre gespeicherten Konfigurationen' })).toBeVisible();
  },
};
