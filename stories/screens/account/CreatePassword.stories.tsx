import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../../.storybook/StorefrontStory';
import { failWith } from '../../../.storybook/mockApi';

const TOKEN = 'api/account/story-token/reset_password/';
const invalidLink = failWith(404, { code: 'invalid_token', message: 'This link is no longer valid. Ask for a new one.' });

const meta = {
  title: 'Screens/Account/CreatePassword',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/create-password/story-token',
    api: { [`GET ${TOKEN}`]: { kind: 'create', email: 'ada.lovelace@example.com' } },
  },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choosePassword(canvasElement: HTMLElement, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('New password', { selector: 'input' }), password);
  await userEvent.type(canvas.getByLabelText('Confirm new password', { selector: 'input' }), password);
}

/** From a registration email: the password, and the name and phone the account still lacks. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Create your password' })).toBeVisible();
    await expect(canvas.getByLabelText('Email address')).toHaveValue('ada.lovelace@example.com');
    await expect(canvas.getByLabelText('Full name')).toBeVisible();
    await expect(canvas.getByLabelText('Phone number')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create password' })).toBeVisible();
  },
};

/** From a reset email: only the new password. */
export const Reset: Story = {
  args: { api: { [`GET ${TOKEN}`]: { kind: 'reset', email: 'ada.lovelace@example.com' } } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(canvas.queryByLabelText('Full name')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save new password' })).toBeVisible();
  },
};

export const InvalidLink: Story = {
  args: { api: { [`GET ${TOKEN}`]: invalidLink } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This link is no longer valid' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The link has expired or has already been used.');
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/login/reset');
  },
};

export const Created: Story = {
  args: {
    api: {
      [`GET ${TOKEN}`]: { kind: 'create', email: 'ada.lovelace@example.com' },
      [`POST ${TOKEN}`]: { kind: 'created', detail: 'Password created. You can now sign in.' },
    },
  },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Create your password' });
    await userEvent.type(canvas.getByLabelText('Full name'), 'Ada Lovelace');
    await userEvent.type(canvas.getByLabelText('Phone number'), '+44 7123 456123');
    await choosePassword(canvasElement, 'Correct-Horse-9');
    await userEvent.click(canvas.getByRole('button', { name: 'Create password' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Password created' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Password created. You can now sign in.')).toHaveFocus());
    await expect(within(canvas.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(document.title).toBe('Password created | Rigsmith');
  },
};

export const Changed: Story = {
  args: {
    api: {
      [`GET ${TOKEN}`]: { kind: 'reset', email: 'ada.lovelace@example.com' },
      [`POST ${TOKEN}`]: { kind: 'changed', detail: 'Password changed.' },
    },
  },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Choose a new password' });
    await choosePassword(canvasElement, 'Correct-Horse-9');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
    await expect(canvas.getByText('Password changed.')).toBeVisible();
  },
};
