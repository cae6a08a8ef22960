import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../.storybook/StorefrontStory';
import { budgetBandFixtures, euroBudgetBandFixtures } from '../../.storybook/fixtures/listing';
import { failWith, pending } from '../../.storybook/mockApi';

const BANDS = 'api/ecommerce/builds/by-budget/';

const meta = {
  title: 'Screens/Budget',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/gaming-pcs/by-budget', api: { [BANDS]: budgetBandFixtures } },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gaming PCs by budget' })).toBeVisible();
    const headings = await canvas.findAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'Entry Up to £1,000',
      'Mainstream £1,000 to £1,500',
      'Performance £1,500 to £2,500',
      'Enthusiast £2,500 and over',
    ]);
    for (const band of ['Entry', 'Mainstream', 'Performance', 'Enthusiast']) {
      await expect(within(canvas.getByRole('list', { name: band })).getAllByRole('article')).toHaveLength(4);
    }
    await expect(canvas.getByRole('link', { name: 'See all Entry gaming PCs' })).toHaveAttribute('href', '/gaming-pcs?price_max=999.99');
    await expect(canvas.getByRole('link', { name: 'See all Mainstream gaming PCs' })).toHaveAttribute(
      'href',
      '/gaming-pcs?price_min=1000&price_max=1499.99',
    );
    await expect(canvas.getByRole('link', { name: 'See all Enthusiast gaming PCs' })).toHaveAttribute('href', '/gaming-pcs?price_min=2500');
    await expect(within(canvas.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'By budget' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Loading: Story = {
  args: { api: { [BANDS]: pending } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const loading = within(canvasElement).getByText('Loading price bands…');
    await expect(loading).toBeVisible();
    await expect(loading.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  args: { api: { [BANDS]: failWith(503, { code: 'unavailable', message: 'Try later.' }) } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent("We couldn't load the price bands. Please try again.");
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { api: { [BANDS]: budgetBandFixtures.map((band) => ({ ...band, builds: [] })) } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByText(/There are no builds to show right now/)).toBeVisible();
  },
};

export const FranceStorefront: Story = {
  args: { storefront: 'fr', api: { [BANDS]: euroBudgetBandFixtures } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'PC gamer par budget' })).toBeVisible();
    const link = await canvas.findByRole('link', { name: 'Tout voir : PC gamer Milieu de gamme' });
    await expect(link).toHaveAttribute('href', '/fr/gaming-pcs?price_min=1200&price_max=1799.99');
  },
};
