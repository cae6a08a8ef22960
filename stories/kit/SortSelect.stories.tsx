import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SortSelect } from '@rigsmith/kit';

const meta = {
  title: 'Kit/SortSelect',
  component: SortSelect,
  tags: ['autodocs'],
  args: { onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveValue('bestselling');
    await expect(within(select).getAllByRole('option')).toHaveLength(7);
  },
};

export const PriceLowToHigh: Story = {
  args: { value: 'price_asc' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
  },
};

/** The shopper picks a sort: the component reports it (the screen then updates the URL). */
export const ChangingSort: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Quickest delivery');
    await expect(args.onValueChange).toHaveBeenCalledWith('quickest_delivery');
    await expect(select).toHaveValue('quickest_delivery');
  },
};

export const SpanishStorefront: Story = {
  args: { value: 'best_rated' },
  parameters: { storefront: 'es' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Ordenar por' });
    await expect(within(select).getByRole('option', { name: 'Mejor valorados' })).toBeInTheDocument();
  },
};
