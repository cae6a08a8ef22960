import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { DiscountWarningDialog } from '@rigsmith/kit';

const meta = {
  title: 'Kit/DiscountWarningDialog',
  component: DiscountWarningDialog,
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
    await userEvent.click(screen.getByRole('button', { name: 'Customise anyway' }));
    await expect(args.onProceed).toHaveBeenCalled();
  },
};

export const FrenchStorefront: Story = {
  parameters: { storefront: 'fr' },
  args: { discount: { amount: 12000, currency: 'eur' } },
};
