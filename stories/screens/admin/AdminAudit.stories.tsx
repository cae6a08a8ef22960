import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../../.storybook/StorefrontStory';
import { failWith, pending } from '../../../.storybook/mockApi';
import { ownerFixture } from '../../../.storybook/fixtures/admin';
import { auditEntries, auditPage } from '../../../.storybook/fixtures/adminTeam';

const auditApi = {
  'GET api/admin/me/': ownerFixture,
  'GET api/admin/audit/': (url: URL) => {
    const subject = url.searchParams.get('subject');
    const items = subject ? auditEntries.filter((entry) => entry.subject === subject) : auditEntries;
    return { ...auditPage, items, count: subject ? items.length : auditPage.count, page: Number(url.searchParams.get('page') ?? 1) };
  },
};

const meta = {
  title: 'Screens/Admin/Audit',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/admin/audit', session: true, api: auditApi },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Log: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Audit log' })).toBeVisible();
    await expect(canvas.getByText('64 entries')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(document.title).toBe('Audit log | Rigsmith');
  },
};

/** One record's entries, from the URL. */
export const OneRecord: Story = {
  args: { path: '/admin/audit?subject=order:46' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1 entry')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: /Record/ })).toHaveValue('order:46');
    await expect(canvas.getByRole('link', { name: 'All entries' })).toBeVisible();
  },
};

export const InvalidRecord: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: /Record/ }), 'order 46');
    await userEvent.click(canvas.getByRole('button', { name: 'Show entries' }));
    await expect(canvas.getByText('Enter a record as a kind and a number, such as order:42')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { api: { ...auditApi, 'GET api/admin/audit/': { items: [], count: 0, page: 1, per_page: 20 } } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByText('No entry matches.')).toBeVisible();
  },
};

/** Still loading: the picture waits for the shop's own loader to close, so it shows this screen's loading state. */
export const Loading: Story = {
  args: { api: { ...auditApi, 'GET api/admin/audit/': pending } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
  },
};

export const LoadFailed: Story = {
  args: { api: { ...auditApi, 'GET api/admin/audit/': failWith(500, { code: 'internal', message: 'Something went wrong' }) } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByText('The audit log could not be loaded.', {}, { timeout: 4000 })).toBeVisible();
  },
};

export const Italian: Story = {
  args: { storefront: 'it' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('table', { name: 'Registro di audit' })).toBeVisible();
  },
};
