import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CookieBanner } from '@rigsmith/kit';

const meta = {
  title: 'Kit/CookieBanner',
  component: CookieBanner,
  tags: ['autodocs'],
  args: { onChoice: fn(), policyHref: '/privacy' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Cookies on Rigsmith' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read our cookie policy' })).toHaveAttribute('href', '/privacy');
    await userEvent.click(canvas.getByRole('button', { name: 'Accept All' }));
    await expect(args.onChoice).toHaveBeenCalledWith('all');
  },
};

/** By keyboard: Tab reaches the buttons in order, Enter chooses Required Only. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Accept All' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Required Only' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoice).toHaveBeenCalledWith('required');
  },
};

export const FrenchStorefront: Story = {
  parameters: { storefront: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Cookies sur Rigsmith' })).toBeVisible();
  },
};
