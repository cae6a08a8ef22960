import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SupportTicketDetail } from '@rigsmith/kit/domain';
import { StorefrontStory, afterLoader } from '../../../.storybook/StorefrontStory';
import { failWith, pending } from '../../../.storybook/mockApi';
import { fulfilmentFixture, supportFixture } from '../../../.storybook/fixtures/admin';
import { answeredTicket, supportTicketPage, supportTicketRows } from '../../../.storybook/fixtures/supportInbox';

/** A reply as the API takes it: kept, and the ticket answered with it. */
const replied = (_url: URL, init: RequestInit | undefined): SupportTicketDetail => {
  const body = JSON.parse(String(init?.body)) as { text: string; status?: SupportTicketDetail['status'] };
  return {
    ...answeredTicket,
    status: body.status ?? 'waiting_on_customer',
    reply_count: answeredTicket.replies.length + 1,
    replies: [...answeredTicket.replies, { id: 6, text: body.text, author: supportFixture.email, created_at: '2026-11-27T08:00:00Z' }],
  };
};

const supportApi = {
  'GET api/admin/me/': supportFixture,
  'GET api/admin/support/': supportTicketPage,
  'GET api/admin/support/30/': answeredTicket,
  'POST api/admin/support/30/reply/': replied,
  'POST api/admin/support/30/status/': { ...answeredTicket, status: 'closed' },
};

const meta = {
  title: 'Screens/AdminSupport',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/admin/support', session: true, api: supportApi },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The inbox for the support role: its nav entry current, a ticket in each status. */
export const Inbox: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Back office' });
    await expect(within(nav).getByRole('link', { name: 'Support' })).toHaveAttribute('aria-current', 'page');
    const table = await canvas.findByRole('table', { name: 'Support tickets' });
    await expect(within(table).getAllByRole('row')).toHaveLength(supportTicketRows.length + 1);
    await expect(canvas.getByText('43 tickets')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(document.title).toBe('Support tickets | Rigsmith');
  },
};

/** Filters from the URL fill the search form, so a reload or Back shows the same list. */
export const InboxFiltered: Story = {
  args: {
    path: '/admin/support?q=curie&status=closed&storefront=FR',
    api: { ...supportApi, 'GET api/admin/support/': { items: [supportTicketRows[2]], count: 1, page: 1, per_page: 20 } },
  },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('searchbox', { name: /Search/ })).toHaveValue('curie');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('closed');
    await expect(canvas.getByRole('combobox', { name: 'Storefront' })).toHaveValue('FR');
    await expect(await canvas.findByText('1 ticket')).toBeVisible();
  },
};

export const InboxEmpty: Story = {
  args: { api: { ...supportApi, 'GET api/admin/support/': { items: [], count: 0, page: 1, per_page: 20 } } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByText('No ticket matches this search.')).toBeVisible();
  },
};

/** Still loading: the picture waits for the shop's own loader to close, so it shows this screen's loading state. */
export const InboxLoading: Story = {
  args: { api: { ...supportApi, 'GET api/admin/support/': pending } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
  },
};

export const InboxLoadFailed: Story = {
  args: { api: { ...supportApi, 'GET api/admin/support/': failWith(500, { code: 'internal', message: 'Something went wrong' }) } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByText('The tickets could not be loaded.', {}, { timeout: 4000 })).toBeVisible();
  },
};

/** Fulfilment has no support entry in the nav. */
export const NoSupportForFulfilment: Story = {
  args: {
    path: '/admin/stock',
    api: { ...supportApi, 'GET api/admin/me/': fulfilmentFixture, 'GET api/admin/stock/': { items: [], count: 0, page: 1, per_page: 20 } },
  },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const nav = await within(canvasElement).findByRole('navigation', { name: 'Back office' });
    await expect(within(nav).queryByRole('link', { name: 'Support' })).toBeNull();
  },
};

/** One ticket: the sender, its status with the others to set, the conversation and the reply form. */
export const Ticket: Story = {
  args: { path: '/admin/support/30' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ticket SUP-H4MWX2' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Re-open' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close ticket' })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Conversation' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('form', { name: 'Reply' })).toBeVisible();
  },
};

/** A reply sent: it joins the conversation and the form empties for the next one. */
export const TicketReplySent: Story = {
  args: { path: '/admin/support/30' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Your reply/ }), 'Glad the picture is back.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(canvas.getByText('Reply sent to ada@example.com.')).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: /Your reply/ })).toHaveValue('');
  },
};

/** Sent empty: the error is next to the field and nothing is sent. */
export const TicketReplyInvalid: Story = {
  args: { path: '/admin/support/30' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send reply' }));
    await expect(canvas.getByRole('textbox', { name: /Your reply/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server refused the reply: what was typed stays, with the server's message next to it. */
export const TicketReplyRefused: Story = {
  args: {
    path: '/admin/support/30',
    api: {
      ...supportApi,
      'POST api/admin/support/30/reply/': failWith(400, {
        code: 'validation_error',
        message: 'Invalid body field: text',
        fields: { text: 'The reply must be plain text: remove the control characters' },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: /Your reply/ });
    await userEvent.type(box, 'A careful answer');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(/must be plain text/));
    await expect(box).toHaveValue('A careful answer');
  },
};

export const TicketClosed: Story = {
  args: { path: '/admin/support/30' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Close ticket' }));
    await waitFor(() => expect(canvas.getByText('The ticket is now: Closed.')).toBeVisible());
  },
};

export const TicketNotFound: Story = {
  args: {
    path: '/admin/support/999',
    api: { ...supportApi, 'GET api/admin/support/999/': failWith(404, { code: 'ticket_not_found', message: 'No such ticket' }) },
  },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByText('There is no such support ticket.')).toBeVisible();
  },
};

/** Still loading: the picture waits for the shop's own loader to close, so it shows this screen's loading state. */
export const TicketLoading: Story = {
  args: { path: '/admin/support/30', api: { ...supportApi, 'GET api/admin/support/30/': pending } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
  },
};

/** The German back office. */
export const GermanInbox: Story = {
  args: { storefront: 'de' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('table', { name: 'Supportanfragen' })).toBeVisible();
  },
};
