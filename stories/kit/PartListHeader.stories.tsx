import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PartListHeader } from '@rigsmith/kit';

const meta = {
  title: 'Kit/PartListHeader',
  component: PartListHeader,
  tags: ['autodocs'],
  args: {
    count: 36,
    sort: 'bestselling',
    compatibleOnly: true,
    inStockOnly: false,
    onSortChange: fn(),
    onCompatibleOnlyChange: fn(),
    onInStockOnlyChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PartListHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The count, the seven sorts and the two filters; each change is reported. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('36 parts')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'price_asc');
    await expect(args.onSortChange).toHaveBeenCalledWith('price_asc');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Only in stock' }));
    await expect(args.onInStockOnlyChange).toHaveBeenCalledWith(true);
  },
};

export const Filtered: Story = { args: { count: 4, sort: 'price_desc', inStockOnly: true } };

export const Counting: Story = { args: { count: null } };
