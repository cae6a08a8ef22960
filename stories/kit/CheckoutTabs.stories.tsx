import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckoutTabs } from '@rigsmith/kit';
import { checkoutStagePath } from '@rigsmith/kit/domain';

const meta = {
  title: 'Kit/CheckoutTabs',
  component: CheckoutTabs,
  tags: ['autodocs'],
  args: { currentStage: 0, completedStage: 0, enterableStages: [0, 1], hrefOf: (stage) => checkoutStagePath(stage, 42) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckoutTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const links = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('link')
    .map((link) => link.textContent);

/** A guest on the cart: only Login may be entered. */
export const CartGuest: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-current="step"]')).toHaveTextContent('1. Shopping Cart');
    await expect(links(canvasElement)).toEqual(['2. Login']);
  },
};

/** A signed-in customer on the cart: Login is done for them; Shipping is open. */
export const CartSignedIn: Story = { args: { enterableStages: [0, 2] } };

export const Login: Story = { args: { currentStage: 1, enterableStages: [0, 1] } };

export const Shipping: Story = {
  args: { currentStage: 2, completedStage: 1, enterableStages: [0, 2] },
  play: async ({ canvasElement }) => {
    await expect(links(canvasElement)).toEqual(['1. Shopping Cart (completed)']);
  },
};

export const Payment: Story = { args: { currentStage: 3, completedStage: 2, enterableStages: [0, 3] } };

export const Confirmation: Story = {
  args: { currentStage: 4, completedStage: 3, enterableStages: [0, 4] },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.dataset.state)).toEqual(['done', 'done', 'done', 'done', 'current']);
  },
};

export const German: Story = { parameters: { storefront: 'de' }, args: { currentStage: 2, completedStage: 1, enterableStages: [0, 2] } };

/**
 * In a phone-wide column the tabs keep one row: the current stage by number and name, the
 * others by number; screen readers still hear every name.
 */
export const Narrow: Story = {
  args: { currentStage: 2, completedStage: 1, enterableStages: [0, 2] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    const tops = items.map((item) => item.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
    await expect(within(canvasElement).getByRole('link', { name: '1. Shopping Cart (completed)' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-current="step"]')).toHaveTextContent('3. Shipping');
  },
};
