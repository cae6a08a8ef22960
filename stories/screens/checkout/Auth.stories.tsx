import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../../.storybook/StorefrontStory';
import type { MockAnswer } from '../../../.storybook/mockApi';
import { tokensFixture } from '../../../.storybook/fixtures/account';
import { accessoriesListing, cartOf, customerSummaryAnswer, guestSummaryAnswer, productsAnswer } from '../../../.storybook/fixtures/commerce';

const mergedCart = cartOf([[1, 1]]);

const api: Record<string, MockAnswer> = {
  'api/ecommerce/product/': productsAnswer,
  'POST api/account/basket/calculate_summary_for_products/': guestSummaryAnswer,
  'api/ecommerce/parts/': accessoriesListing,
  'POST api/account/register/': { detail: 'Registration email sent. Check your inbox for a link to create your password.' },
  'POST api/auth/login/': tokensFixture,
  // After sign-in: the guest line is merged into the server cart, then shipping opens.
  'POST api/account/basket/product/': mergedCart,
  'GET api/account/basket/product/': mergedCart,
  'POST api/account/basket/calculate_summary/': customerSummaryAnswer(() => mergedCart),
};

const meta = {
  title: 'Screens/Checkout/Auth',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/checkout/auth', api, guestCart: [[1, 1]] },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2 stage 1: sign in, or continue as a new customer. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'I have an account' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'I am new here' })).toBeVisible();
    await expect(canvasElement.querySelector('nav [aria-current="step"]')).toHaveTextContent('2. Login');
  },
};

/** Registering mid-checkout: the create-password email; the cart stays in this browser. */
export const Registered: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const panel = within(await within(canvasElement).findByRole('region', { name: 'I am new here' }));
    await userEvent.type(panel.getByRole('textbox', { name: 'Email address' }), 'grace@example.com');
    await userEvent.click(panel.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
    await userEvent.click(panel.getByRole('button', { name: 'Create account' }));
    await expect(await panel.findByText(/Registration email sent/)).toHaveFocus();
    await expect(panel.getByText(/we bring you back to delivery with your cart and voucher/)).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  },
};

/** Signing in moves on to shipping by itself, the guest's line now in the customer's cart. */
export const SignsIn: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole('region', { name: 'I have an account' }));
    await userEvent.type(panel.getByRole('textbox', { name: 'Email address' }), 'ada.lovelace@example.com');
    await userEvent.type(panel.getByLabelText('Password', { selector: 'input' }), 'Correct-Horse-9');
    await userEvent.click(panel.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Shipping' }, { timeout: 3000 })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible());
    await expect(await canvas.findByRole('radio', { name: /1 Deansgate/ })).toBeChecked();
  },
};

/** The guard: nothing to check out, back to the cart. */
export const EmptyCartGoesBack: Story = {
  args: { guestCart: [] },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  },
};

export const Spanish: Story = {
  args: { storefront: 'es' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Acceso' })).toBeVisible();
  },
};
