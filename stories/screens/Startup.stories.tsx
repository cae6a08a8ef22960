import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../.storybook/StorefrontStory';
import { buildFixtures, listingOf } from '../../.storybook/fixtures/builds';
import { failWith, pending } from '../../.storybook/mockApi';

const meta = {
  title: 'Screens/Startup',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/', api: { 'api/ecommerce/builds/': listingOf(buildFixtures) } },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Countries never arrive: the full-screen loader stays, and nothing behind it is reachable. */
export const WaitingForReferenceData: Story = {
  args: { api: { 'api/ecommerce/regional/country/': pending } },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading the shop…');
    await expect(within(canvasElement).queryByRole('main')).toBeNull();
  },
};

/** The shop API is down at start-up: the error page shows the status code. */
export const ReferenceDataFailed: Story = {
  args: {
    api: { 'api/ecommerce/regional/currency/': failWith(503, { code: 'unavailable', message: 'Down for maintenance' }) },
  },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Error 503' }, { timeout: 3000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', '/');
  },
};
