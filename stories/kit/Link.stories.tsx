import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link, LinkRouterProvider } from '@rigsmith/kit';

const navigate = fn();

/** A navigation link: a plain anchor, routed in the app through `LinkRouterProvider`. */
const meta = {
  title: 'Kit/Link',
  component: Link,
  tags: ['autodocs'],
  subcomponents: { LinkRouterProvider },
  args: { href: '/gaming-pcs', children: 'Browse gaming PCs' },
  decorators: [
    (Story) => (
      <LinkRouterProvider navigate={navigate}>
        <p style={{ padding: 16 }}>
          <Story />
        </p>
      </LinkRouterProvider>
    ),
  ],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'Browse gaming PCs' });
    await expect(link).toHaveAttribute('href', '/gaming-pcs');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/gaming-pcs');
  },
};

/** Looks like a primary button, stays a link for assistive technology. */
export const ButtonVariant: Story = {
  args: { href: '/configurator', variant: 'button', children: 'Customise this PC' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Customise this PC' })).toBeVisible();
  },
};

/** Keyboard focus shows the focus ring. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Browse gaming PCs' })).toHaveFocus();
  },
};
