import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../../.storybook/StorefrontStory';
import { failWith, pending } from '../../../.storybook/mockApi';
import {
  adminOrderDetail,
  adminOrderPage,
  adminOrderRows,
  fulfilmentFixture,
  supportFixture,
  ownerFixture,
  shippedOrderDetail,
  stockRows,
} from '../../../.storybook/fixtures/admin';

const staffApi = {
  'GET api/admin/me/': ownerFixture,
  'GET api/admin/orders/': adminOrderPage,
  'GET api/admin/orders/48/': adminOrderDetail,
  'GET api/admin/stock/': (url: URL) => ({
    items: url.searchParams.get('low') === '1' ? stockRows.filter((row) => row.low) : stockRows,
    count: url.searchParams.get('low') === '1' ? 2 : stockRows.length,
    page: 1,
    per_page: 20,
  }),
};

const meta = {
  title: 'Screens/Admin',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/admin', session: true, api: staffApi },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The back office's frame: its header, its sections (the current one marked), who is signed in. */
async function expectBackOffice(canvasElement: HTMLElement, current: 'Orders' | 'Stock') {
  const canvas = within(canvasElement);
  const nav = await canvas.findByRole('navigation', { name: 'Back office' });
  await expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(expect.arrayContaining(['Orders', 'Stock']));
  await expect(within(nav).getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
  await expect(canvas.getByText('Signed in as Olive Owner, Owner')).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#admin-main');
}

export const Orders: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expectBackOffice(canvasElement, 'Orders');
    const table = await canvas.findByRole('table', { name: 'Orders' });
    await expect(within(table).getAllByRole('row')).toHaveLength(adminOrderRows.length + 1);
    await expect(canvas.getByText('46 orders')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(document.title).toBe('Orders | Rigsmith');
  },
};

/** Filters from the URL fill the search form, so a reload or Back shows the same list. */
export const OrdersFiltered: Story = {
  args: {
    path: '/admin?q=curie&status=confirmed&storefront=FR&from=2026-11-01',
    api: { ...staffApi, 'GET api/admin/orders/': { items: [adminOrderRows[1]], count: 1, page: 1, per_page: 20 } },
  },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('searchbox', { name: /Search/ })).toHaveValue('curie');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('confirmed');
    await expect(canvas.getByRole('combobox', { name: 'Storefront' })).toHaveValue('FR');
    await expect(await canvas.findByText('1 order')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Clear search' })).toBeVisible();
  },
};

export const OrdersSearch: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: /Search/ }), 'RS-2026-000047');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Confirmed');
    await userEvent.click(canvas.getByRole('button', { name: 'Show orders' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Clear search' })).toBeVisible());
  },
};

export const OrdersEmpty: Story = {
  args: { api: { ...staffApi, 'GET api/admin/orders/': { items: [], count: 0, page: 1, per_page: 20 } } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByText('No order matches this search.')).toBeVisible();
  },
};

/** Still loading: the picture waits for the shop's own loader to close, so it shows this screen's loading state. */
export const OrdersLoading: Story = {
  args: { api: { ...staffApi, 'GET api/admin/orders/': pending } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
  },
};

export const OrdersLoadFailed: Story = {
  args: { api: { ...staffApi, 'GET api/admin/orders/': failWith(500, { code: 'internal', message: 'Something went wrong' }) } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByText('The orders could not be loaded.', {}, { timeout: 4000 })).toBeVisible();
  },
};

/** A signed-in customer: a clear page, and nothing of the back office. */
export const NotStaff: Story = {
  args: { api: { ...staffApi, 'GET api/admin/me/': failWith(403, { code: 'not_staff', message: 'This account is not staff' }) } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'No back-office access' })).toBeVisible();
    await expect(canvas.getByText(/This account has no back-office access/)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Back office' })).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A paid order waiting for the workshop: confirm or cancel. */
export const OrderDetail: Story = {
  args: { path: '/admin/orders/48' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Order RS-2026-000048' })).toBeVisible();
    await expectBackOffice(canvasElement, 'Orders');
    const actions = canvas.getByRole('group', { name: 'Order actions' });
    await expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Confirm order', 'Cancel order']);
    await expect(canvas.getByText('VISA ending 4242')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Timeline' })).toBeVisible();
    await expect(canvas.getByText('Rigsmith Vanguard RTX 5060')).toBeVisible();
  },
};

/** Shipped: the ship form's carrier is the storefront's usual one; only "Mark delivered" is left. */
export const OrderShipped: Story = {
  args: { path: '/admin/orders/48', api: { ...staffApi, 'GET api/admin/orders/48/': shippedOrderDetail } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Mark delivered' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  },
};

export const OrderCancelForm: Story = {
  args: { path: '/admin/orders/48' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel order' }));
    await expect(canvas.getByRole('form', { name: 'Cancel this order' })).toHaveTextContent('refunds the payment');
  },
};

export const OrderNotFound: Story = {
  args: {
    path: '/admin/orders/999',
    api: { ...staffApi, 'GET api/admin/orders/999/': failWith(404, { code: 'not_found', message: 'No such order' }) },
  },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByText('There is no such order.')).toBeVisible();
  },
};

/** Still loading: the picture waits for the shop's own loader to close, so it shows this screen's loading state. */
export const OrderLoading: Story = {
  args: { path: '/admin/orders/48', api: { ...staffApi, 'GET api/admin/orders/48/': pending } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
  },
};

export const Stock: Story = {
  args: { path: '/admin/stock', api: { ...staffApi, 'GET api/admin/me/': fulfilmentFixture } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Parts and their stock' })).toBeVisible();
    await expect(canvas.getByText('Signed in as Finn Fulfil, Fulfilment')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Low stock only' })).not.toBeChecked();
  },
};

/** Support reads stock but may not change it: no Edit buttons. */
export const StockReadOnlyForSupport: Story = {
  args: { path: '/admin/stock', api: { ...staffApi, 'GET api/admin/me/': supportFixture } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Parts and their stock' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Edit/ })).toBeNull();
  },
};

export const StockLowOnly: Story = {
  args: { path: '/admin/stock?low=1' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 parts')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Low stock only' })).toBeChecked();
  },
};

export const StockEdit: Story = {
  args: { path: '/admin/stock' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit AMD Ryzen 7 7800X3D' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Enter the reason for this change')).toBeVisible();
  },
};

/** The French back office. */
export const FrenchOrders: Story = {
  args: { storefront: 'fr' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('table', { name: 'Commandes' })).toBeVisible();
  },
};
