import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorPage } from '@rigsmith/kit';

const meta = {
  title: 'Kit/ErrorPage',
  component: ErrorPage,
  tags: ['autodocs'],
  args: { statusCode: 404, message: 'Page not found: /graphics-cards/rtx-9090' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', '/');
  },
};

export const ServerError: Story = {
  args: { statusCode: 500, message: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Something went wrong. Please try again later.')).toBeVisible();
  },
};

export const SpanishStorefront: Story = {
  args: { statusCode: 503, message: undefined, homeHref: '/es' },
  parameters: { storefront: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Ir a la página de inicio' })).toBeVisible();
  },
};

export const EmberTheme: Story = { parameters: { theme: 'ember' } };
