import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../../.storybook/StorefrontStory';
import { failWith, pending } from '../../../.storybook/mockApi';
import { ownerFixture } from '../../../.storybook/fixtures/admin';
import { couponRows } from '../../../.storybook/fixtures/coupons';

const couponPage = { items: couponRows, count: couponRows.length, page: 1, per_page: 20 };

const ownerApi = {
  'GET api/admin/me/': ownerFixture,
  'GET api/admin/coupons/': couponPage,
};

const meta = {
  title: 'Screens/AdminCoupons',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/admin/coupons', session: true, api: ownerApi },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's coupons: one in each status, percentage and fixed, every storefront and some. */
export const Coupons: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Back office' });
    await expect(within(nav).getByRole('link', { name: 'Coupons' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('rowheader', { name: 'BLACKFRIDAY' })).toBeVisible();
    await expect(canvas.getByText(`${couponRows.length} coupons`)).toBeVisible();
    await expect(document.title).toBe('Coupons | Rigsmith');
  },
};

/** "New coupon" opens the create form under the heading; the button says how to close it. */
export const NewCouponForm: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    const open = await canvas.findByRole('button', { name: 'New coupon' });
    await userEvent.click(open);
    await expect(canvas.getByRole('button', { name: 'Close the new coupon form' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'New coupon' })).toBeVisible();
  },
};

/** Filters from the URL fill the search form, so a reload or Back shows the same list. */
export const Filtered: Story = {
  args: {
    path: '/admin/coupons?q=launch&status=used_up',
    api: { ...ownerApi, 'GET api/admin/coupons/': { items: couponRows.filter((row) => row.status === 'used_up'), count: 1, page: 1, per_page: 20 } },
  },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('searchbox', { name: /Search/ })).toHaveValue('launch');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('used_up');
    await expect(await canvas.findByText('1 coupon')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { api: { ...ownerApi, 'GET api/admin/coupons/': { items: [], count: 0, page: 1, per_page: 20 } } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByText('No coupon matches this search.')).toBeVisible();
  },
};

/** Still loading: the picture waits for the shop's own loader to close, so it shows this screen's loading state. */
export const Loading: Story = {
  args: { api: { ...ownerApi, 'GET api/admin/coupons/': pending } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
  },
};

/** Waits for the loader to go, so the screenshot is of the failure, not of the shop starting. */
export const LoadFailed: Story = {
  args: { api: { ...ownerApi, 'GET api/admin/coupons/': failWith(500, { code: 'internal', message: 'Something went wrong' }) } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByText('The coupons could not be loaded.', {}, { timeout: 4000 })).toBeVisible();
  },
};

/** Edit on a row: the server's refusal (the uses went up meanwhile) shows on the limit, the dialog stays open. */
export const EditRefused: Story = {
  args: {
    api: {
      ...ownerApi,
      'PATCH api/admin/coupons/6/': failWith(409, {
        code: 'coupon_limit_below_uses',
        message: 'This coupon has been used 5 times: the limit cannot be lower.',
        fields: { max_uses: 'This coupon has been used 5 times: the limit cannot be lower.' },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit UK-TENNER' }));
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Change UK-TENNER' }));
    const limit = dialog.getByRole('textbox', { name: /Use limit/ });
    await userEvent.clear(limit);
    await userEvent.type(limit, '4');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('This coupon has been used 5 times: the limit cannot be lower.');
    await expect(limit).toHaveValue('4');
  },
};

/** The German back office. */
export const German: Story = {
  args: { storefront: 'de' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('rowheader', { name: 'BLACKFRIDAY' })).toBeVisible();
  },
};
