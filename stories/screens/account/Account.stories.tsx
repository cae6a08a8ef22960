import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../../.storybook/StorefrontStory';
import { namelessAccountFixture, sixAddressFixtures } from '../../../.storybook/fixtures/account';

const meta = {
  title: 'Screens/Account/Account',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/account', session: true },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account frame every tab shares: one h1, the greeting, the areas, the current one marked. */
async function expectAccountFrame(canvasElement: HTMLElement, current: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const areas = within(canvas.getByRole('navigation', { name: 'Account sections' }));
  await expect(areas.getAllByRole('link').map((link) => link.textContent)).toEqual(['Profile', 'Orders', 'Saved Builds']);
  await expect(areas.getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
  // The affiliate area is shown, labelled coming soon, and is not a link.
  await expect(areas.getByText('Affiliate')).toHaveTextContent('AffiliateComing soon');
  await expect(areas.queryByRole('link', { name: /Affiliate/ })).toBeNull();
  await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
}

export const Profile: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Hello, Ada Lovelace')).toBeVisible();
    await expectAccountFrame(canvasElement, 'Profile');
    await expect(document.title).toBe('Profile – My account | Rigsmith');
    await expect(canvas.getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByLabelText('Full name')).toHaveValue('Ada Lovelace');
    // The default address (saved second) is listed first.
    const addresses = await canvas.findByRole('list', { name: 'Saved addresses' });
    const cards = within(addresses).getAllByRole('article');
    await expect(cards).toHaveLength(2);
    await expect(cards[0]).toHaveTextContent('Manchester');
    await expect(cards[0]).toHaveTextContent('Default address');
    for (const heading of ['Account details', 'Email preferences', 'Change password', 'Saved addresses', 'Add address']) {
      await expect(canvas.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('GB');
    await expect(canvas.getByRole('button', { name: 'Save address' })).toBeEnabled();
  },
};

/** SPEC §9: six saved addresses is the most; the add form says so and cannot be sent. */
export const ProfileAddressLimit: Story = {
  args: { api: { 'GET api/account/shipping_address/': sixAddressFixtures } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    const addresses = await canvas.findByRole('list', { name: 'Saved addresses' });
    await expect(within(addresses).getAllByRole('article')).toHaveLength(6);
    await expect(canvas.getByText('You have saved the most addresses allowed (6). Delete one in your profile to save another.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save address' })).toBeDisabled();
  },
};

/** Until the customer gives a name, the greeting uses their email. */
export const ProfileWithoutName: Story = {
  args: { api: { 'api/account/': namelessAccountFixture } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByText('Hello, ada.lovelace@example.com')).toBeVisible();
  },
};

export const Orders: Story = {
  args: { path: '/account/orders' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expectAccountFrame(canvasElement, 'Orders');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'In progress' })).toHaveTextContent('You have no orders in progress.');
    await expect(canvas.getByRole('region', { name: 'Order history' })).toHaveTextContent('You have no past orders yet.');
  },
};

export const SavedBuilds: Story = {
  args: { path: '/account/saved-builds' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expectAccountFrame(canvasElement, 'Saved Builds');
    await expect(canvas.getByText(/You have no saved builds yet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View all gaming PCs' })).toHaveAttribute('href', '/gaming-pcs');
    await expect(canvas.getByRole('link', { name: 'View all models' })).toHaveAttribute('href', '/gaming-pcs/by-budget');
    await expect(canvas.getByRole('link', { name: 'Create your own PC' })).toHaveAttribute('href', '/custom-pc-builder/customiser');
  },
};

/** SPEC §6: a guest opening /account is sent to sign in first. */
export const GuardRedirect: Story = {
  args: { session: false },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'My account' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('aria-current', 'page');
  },
};

/** SPEC §4: logging out clears the session and goes to /login. */
export const LogsOut: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await canvas.findByText('Hello, Ada Lovelace');
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible());
  },
};

export const GermanyStorefront: Story = {
  args: { storefront: 'de' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
    await expect(await canvas.findByText('Hallo, Ada Lovelace')).toBeVisible();
    const areas = within(canvas.getByRole('navigation', { name: 'Kontobereiche' }));
    await expect(areas.getByRole('link', { name: 'Bestellungen' })).toHaveAttribute('href', '/de/account/orders');
  },
};
