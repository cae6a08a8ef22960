import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../../.storybook/StorefrontStory';
import { deliveryPageFixture } from '../../../.storybook/fixtures/cms';
import { pending } from '../../../.storybook/mockApi';

const meta = {
  title: 'Screens/Cms/ContentPage',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/delivery', api: { 'api/cms/pages/delivery/': deliveryPageFixture } },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2 `/{slug}`: a page the start-up list names, in the default layout, reached from the footer. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Delivery' }, { timeout: 3000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Delivery costs' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Information' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Delivery | Rigsmith'));
  },
};

/** The page body is on its way: a status, titled from the start-up list already, never a 404. */
export const Loading: Story = {
  args: { api: { 'api/cms/pages/delivery/': pending } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const main = within(canvasElement.querySelector('main')!);
    await expect(await main.findByText('Loading page…')).toBeVisible();
    await expect(main.queryByText(/Page not found/)).toBeNull();
    await waitFor(() => expect(document.title).toBe('Delivery | Rigsmith'));
  },
};

/** Looking up a redirect for a path that is no page: a status while the lookup runs. */
export const LookingUpRedirect: Story = {
  args: { path: '/old-offer', api: { 'HEAD api/cms/redirect/old-offer': pending } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const main = within(canvasElement.querySelector('main')!);
    await expect(await main.findByText('Looking for this page…')).toBeVisible();
    await expect(main.queryByText(/Page not found/)).toBeNull();
  },
};

/** No page and no redirect: the shop's not-found page. */
export const NotFound: Story = {
  args: { path: '/no-such-page' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Page not found: /no-such-page', {}, { timeout: 3000 })).toBeVisible();
  },
};

/** SPEC §8 route validation: a known route whose parameter fails its check. */
export const RouteValidationFailure: Story = {
  args: { path: '/models/Not_A_Slug' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Page Not Found: /models/Not_A_Slug', {}, { timeout: 3000 })).toBeVisible();
  },
};
