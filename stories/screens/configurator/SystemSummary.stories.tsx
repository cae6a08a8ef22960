import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../../.storybook/StorefrontStory';
import { configuratorAnswers, lines, linesOf, storedBuild } from '../../../.storybook/fixtures/configurator';

const meta = {
  title: 'Screens/Configurator/SystemSummary',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/system-summary', api: configuratorAnswers(), customiserBuild: storedBuild(linesOf('RS-VANGUARD-5070')) },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function summary(canvasElement: HTMLElement) {
  await afterLoader(canvasElement);
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('table', { name: 'Components' })).toBeVisible();
  return canvas;
}

/** The whole build as the server checks it: parts, price, ship date, power; no issue. */
export const CompleteBuild: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await summary(canvasElement);
    await expect(document.title).toBe('System summary | Rigsmith');
    await expect(canvas.getByText('Every part fits: no compatibility issues.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  },
};

/** The finalise step: the build goes in the cart ('Added to Cart'). */
export const AddedToCart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await summary(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Added to Cart' });
    await expect(dialog).toHaveTextContent('“My custom pc”');
    await expect(within(dialog).getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/checkout');
  },
};

/** A build with a blocker cannot be ordered: it says why. */
export const Blocked: Story = {
  args: { customiserBuild: storedBuild(lines('cpu-amd-ryzen-7-5700x', 'motherboard-asus-tuf-gaming-b760-plus-wifi')) },
  play: async ({ canvasElement }) => {
    const canvas = await summary(canvasElement);
    await expect(canvas.getByText('It cannot be ordered yet:')).toBeVisible();
    await expect(canvas.getByText('Assembly is not finished')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

/** Nothing chosen yet: the way to the customiser. */
export const EmptyBuild: Story = {
  args: { customiserBuild: undefined },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/You have not chosen any parts yet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start a build' })).toHaveAttribute('href', '/custom-pc-builder/customiser');
  },
};

export const FrenchStorefront: Story = {
  args: { storefront: 'fr', api: configuratorAnswers('eur') },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Récapitulatif du système' })).toBeVisible();
  },
};

export const GermanStorefront: Story = {
  args: { storefront: 'de', api: configuratorAnswers('eur') },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('table', { name: 'Komponenten' })).toBeVisible();
  },
};
