import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkRouterProvider, ListingFilters } from '@rigsmith/kit';

const navigate = fn();

const meta = {
  title: 'Kit/ListingFilters',
  component: ListingFilters,
  tags: ['autodocs'],
  args: {
    currency: 'gbp',
    categories: [
      { value: 'gaming-pcs/esports', label: 'Esports', count: 8 },
      { value: 'gaming-pcs/4k', label: '4K gaming', count: 8 },
      { value: 'gaming-pcs/compact', label: 'Compact', count: 7 },
      { value: 'gaming-pcs/streaming', label: 'Streaming', count: 7 },
    ],
    hrefForCategory: (category: string | null) => (category ? `/gaming-pcs?category=${category}` : '/gaming-pcs'),
    onInStockOnlyChange: fn(),
    onPriceBandChange: fn(),
    onClear: fn(),
  },
  decorators: [
    (Story, { parameters }) => (
      <LinkRouterProvider navigate={navigate}>
        <div style={{ maxWidth: (parameters.panelWidth as number | undefined) ?? 300, padding: 16 }}>
          <Story />
        </div>
      </LinkRouterProvider>
    ),
  ],
} satisfies Meta<typeof ListingFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingApplied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Only in stock' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'All categories' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

export const Applied: Story = {
  args: { inStockOnly: true, priceBand: { min: 75_000, max: 150_000 }, category: 'gaming-pcs/4k' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Only in stock' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Minimum' })).toHaveValue('750');
    await expect(canvas.getByRole('textbox', { name: 'Maximum' })).toHaveValue('1500');
    await expect(canvas.getByRole('link', { name: '4K gaming (8 builds)' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/** A maximum below the minimum is refused, with the reason under the field, which gets focus. */
export const InvalidPriceBand: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Minimum' }), '2000');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Maximum' }), '1000');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply price' }));
    const max = canvas.getByRole('textbox', { name: 'Maximum' });
    await expect(max).toHaveAttribute('aria-invalid', 'true');
    await expect(max).toHaveAccessibleDescription('The maximum must be at least the minimum.');
    await expect(max).toHaveFocus();
    await expect(args.onPriceBandChange).not.toHaveBeenCalled();
  },
};

export const ValidPriceBand: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Minimum' }), '1000');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Maximum' }), '2000{Enter}');
    await expect(args.onPriceBandChange).toHaveBeenCalledWith({ min: 100_000, max: 200_000 });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Only in stock' }));
    await expect(args.onInStockOnlyChange).toHaveBeenCalledWith(true);
  },
};

export const FrenchStorefront: Story = {
  args: { currency: 'eur', priceBand: { min: 99_950, max: null } },
  parameters: { storefront: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Prix (€)' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Minimum' })).toHaveValue('999,5');
    await expect(canvas.getByRole('checkbox', { name: 'Uniquement en stock' })).toBeVisible();
  },
};

/** Above the results on a tablet the panel is wide: stock and price in one column, the categories in the other. */
export const WideAboveResults: Story = {
  args: { inStockOnly: true, category: 'gaming-pcs/esports' },
  parameters: { panelWidth: 720 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Only in stock' }).getBoundingClientRect();
    const categories = canvas.getByRole('list', { name: 'Category' }).getBoundingClientRect();
    await expect(categories.left).toBeGreaterThan(checkbox.right);
    await expect(Math.abs(categories.top - checkbox.top)).toBeLessThan(60);
  },
};

/** In a `FilterSheet`: the controls alone, the sheet bringing the title and "Clear all". */
export const InASheet: Story = {
  args: { variant: 'sheet', inStockOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Filters' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Category' })).toBeVisible();
  },
};
