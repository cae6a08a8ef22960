import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { DiscountWarningDialog } from '@rigsmith/kit';

const meta = {
  title: 'Kit/DiscountWarningDialog',
  component: DiscountWarningDialog,
  tags: ['autodocs'],
  args: { open: true, buildName: 'Rigsmith Vanguard RTX 5070 Ti', discount: { amount: 10000, currency: 'gbp' }, onProceed: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DiscountWarningDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §4: the discount is unavailable once customised; proceed or cancel. */
export const ProceedOrCancel: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Customising loses the discount' });
    await expect(dialog).toHaveTextContent('is £100.00 off as it is');
    // The dialog puts focus on its safe choice as it opens: wait for that, so the click after it
    // decides where focus ends (on a busy machine the opening focus could land after the click).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep the discount' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Customise anyway' }));
    await expect(args.onProceed).toHaveBeenCalled();
  },
};

export const FrenchStorefront: Story = {
  parameters: { storefront: 'fr' },
  args: { discount: { amount: 12000, currency: 'eur' } },
};
