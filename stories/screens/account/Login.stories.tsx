import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../../.storybook/StorefrontStory';
import { failWith, pending } from '../../../.storybook/mockApi';
import { tokensFixture } from '../../../.storybook/fixtures/account';

const LOGIN = 'POST api/auth/login/';

const meta = {
  title: 'Screens/Account/Login',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/login' },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email address'), email);
  await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(document.title).toBe('Sign in | Rigsmith');
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/login/reset');
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    // The header offers sign-in to a guest, marked as the current page here.
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const summary = await canvas.findByRole('group', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Email address')).toHaveAccessibleDescription(/This is a required field/);
  },
};

export const WrongPassword: Story = {
  args: {
    api: {
      [LOGIN]: failWith(401, { code: 'invalid_credentials', message: 'Your Email Address or Password is incorrect.' }),
    },
  },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await signIn(canvasElement, 'ada.lovelace@example.com', 'not-my-password');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your Email Address or Password is incorrect.')).toBeVisible();
    // What was typed survives the refusal.
    await expect(canvas.getByLabelText('Email address')).toHaveValue('ada.lovelace@example.com');
  },
};

export const TooManyAttempts: Story = {
  args: {
    api: {
      [LOGIN]: failWith(429, {
        code: 'too_many_attempts',
        message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await signIn(canvasElement, 'ada.lovelace@example.com', 'Guess-number-7');
    await expect(await within(canvasElement).findByText('Too many failed sign-in attempts. Try again in 15 minutes.')).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { api: { [LOGIN]: pending } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await signIn(canvasElement, 'ada.lovelace@example.com', 'Correct-Horse-9');
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A successful sign-in goes where `?next` says (the guard checks it is an in-store path). */
export const SignsInAndReturns: Story = {
  args: {
    path: '/login?next=%2Faccount%2Forders',
    api: { [LOGIN]: tokensFixture },
  },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await signIn(canvasElement, 'ada.lovelace@example.com', 'Correct-Horse-9');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My account' })).toBeVisible();
  },
};

export const FranceStorefront: Story = {
  args: { storefront: 'fr' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mot de passe oublié\u202f?' })).toHaveAttribute('href', '/fr/login/reset');
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    const summary = await canvas.findByRole('group', { name: 'Un problème est survenu' });
    await expect(within(summary).getAllByText('Ce champ est obligatoire')).toHaveLength(2);
  },
};
