import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../../.storybook/StorefrontStory';
import { failWith, pending } from '../../../.storybook/mockApi';
import { ownerFixture, supportFixture } from '../../../.storybook/fixtures/admin';
import { approvedReviews, hiddenReviews, pendingReviews } from '../../../.storybook/fixtures/adminTeam';

const queues = { pending: pendingReviews, approved: approvedReviews, hidden: hiddenReviews } as const;

const reviewsApi = {
  'GET api/admin/me/': supportFixture,
  'GET api/admin/reviews/': (url: URL) => queues[(url.searchParams.get('status') ?? 'pending') as keyof typeof queues],
  'POST api/admin/reviews/31/approve/': { id: 31, status: 'approved' },
  'POST api/admin/reviews/32/hide/': { id: 32, status: 'hidden' },
};

const meta = {
  title: 'Screens/Admin/Reviews',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/admin/reviews', session: true, api: reviewsApi },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Support moderates: their sections are Orders, Stock and Reviews; the queue waits oldest first. */
export const Queue: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Back office' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Orders', 'Stock', 'Support', 'Reviews']);
    await expect(within(nav).getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('list', { name: 'Reviews waiting for moderation' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Waiting' })).toHaveAttribute('aria-current', 'page');
    await expect(document.title).toBe('Reviews | Rigsmith');
  },
};

/** The status is in the URL. */
export const Hidden: Story = {
  args: { path: '/admin/reviews?status=hidden' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Advertising and a phone number')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Hidden' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Approve: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve “Quiet, quick and well packed”' }));
    await expect(await canvas.findByText('“Quiet, quick and well packed” is approved: its model page shows it.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Quiet, quick and well packed' })).toBeNull());
  },
};

export const HideWithReason: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Hide “<script>alert("hi")</script>”' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Hide review' }));
    await expect(canvas.getByText('Enter the reason for hiding this review')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { api: { ...reviewsApi, 'GET api/admin/reviews/': [] } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByText('No review is waiting for moderation.')).toBeVisible();
  },
};

/** The queue still on its way: the list says so (the picture waits for it, not for the shop's loader). */
export const Loading: Story = {
  args: { api: { ...reviewsApi, 'GET api/admin/reviews/': pending } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByText('Loading reviews…', {}, { timeout: 4000 })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { api: { ...reviewsApi, 'GET api/admin/reviews/': failWith(500, { code: 'internal', message: 'Something went wrong' }) } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByText('The reviews could not be loaded.', {}, { timeout: 4000 })).toBeVisible();
  },
};

/** The owner sees every section. */
export const Owner: Story = {
  args: { api: { ...reviewsApi, 'GET api/admin/me/': ownerFixture } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const nav = await within(canvasElement).findByRole('navigation', { name: 'Back office' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(expect.arrayContaining(['Reviews', 'Team', 'Audit log']));
  },
};

export const French: Story = {
  args: { storefront: 'fr' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('list', { name: 'Avis en attente de modération' })).toBeVisible();
  },
};
