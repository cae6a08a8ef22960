import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../.storybook/StorefrontStory';
import { buildFixtures, euroBuildFixtures, listingOf } from '../../.storybook/fixtures/builds';
import { failWith, pending } from '../../.storybook/mockApi';

const BUILDS = 'api/ecommerce/builds/';

const meta = {
  title: 'Screens/Home',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/', api: { [BUILDS]: listingOf(buildFixtures) } },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gaming PCs built to order' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Best-selling gaming PCs' });
    await expect(within(list).getAllByRole('article')).toHaveLength(3);
    await expect(within(list).getByText('£2,499.99')).toBeVisible();
  },
};

export const LoadingBuilds: Story = {
  args: { api: { [BUILDS]: pending } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(within(canvasElement).getByText('Loading builds…')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { api: { [BUILDS]: listingOf([]) } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(within(canvasElement).getByText(/There are no builds to show right now/)).toBeVisible();
  },
};

export const BuildsFailed: Story = {
  args: { api: { [BUILDS]: failWith(500, { code: 'internal_error', message: 'Something went wrong on our side.' }) } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent("We couldn't load the builds.");
  },
};

export const FranceStorefront: Story = {
  args: { storefront: 'fr', api: { [BUILDS]: listingOf(euroBuildFixtures) } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'PC gamer assemblés sur commande' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'France' })).toHaveAttribute('aria-current', 'true');
  },
};

export const GermanyStorefront: Story = {
  args: { storefront: 'de', api: { [BUILDS]: listingOf(euroBuildFixtures) } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Meistverkaufte Gaming-PCs' })).toBeVisible();
  },
};
