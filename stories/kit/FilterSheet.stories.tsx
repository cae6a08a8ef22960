import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FilterSheet, LinkRouterProvider, ListingFilters } from '@rigsmith/kit';

const categories = [
  { value: 'gaming-pcs/esports', label: 'Esports', count: 8 },
  { value: 'gaming-pcs/4k', label: '4K gaming', count: 8 },
  { value: 'gaming-pcs/compact', label: 'Compact', count: 7 },
  { value: 'gaming-pcs/streaming', label: 'Streaming', count: 7 },
];

/** A listing of 30 builds whose "Only in stock" leaves 21, with its filters in the sheet. */
function SheetListing(props: { defaultInStock?: boolean; defaultOpen?: boolean; onOpenChange?: (open: boolean) => void }) {
  const [inStock, setInStock] = useState(props.defaultInStock ?? false);
  return (
    <LinkRouterProvider navigate={fn()}>
      <div style={{ padding: 16 }}>
        <FilterSheet
          activeCount={inStock ? 1 : 0}
          resultCount={inStock ? 21 : 30}
          onClear={() => setInStock(false)}
          defaultOpen={props.defaultOpen}
          onOpenChange={props.onOpenChange}
        >
          <ListingFilters
            variant="sheet"
            currency="gbp"
            inStockOnly={inStock}
            onInStockOnlyChange={setInStock}
            categories={categories}
            hrefForCategory={(category) => (category ? `/gaming-pcs?category=${category}` : '/gaming-pcs')}
          />
        </FilterSheet>
      </div>
    </LinkRouterProvider>
  );
}

const meta = {
  title: 'Kit/FilterSheet',
  component: FilterSheet,
  tags: ['autodocs'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { activeCount: 0, resultCount: 30, children: null, onOpenChange: fn() },
  render: (args) => <SheetListing defaultInStock={args.activeCount > 0} defaultOpen={args.defaultOpen} onOpenChange={args.onOpenChange} />,
} satisfies Meta<typeof FilterSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: "Filters" and the count of applied filters, read as part of the button's name. */
export const Closed: Story = {
  args: { activeCount: 1 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Filters, 1 applied' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveTextContent('1');
  },
};

/** Open on a phone: the filters rise from the bottom, focus inside; "Show 21 results" and "Clear all" stay in reach. */
export const Open: Story = {
  args: { activeCount: 1 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters, 1 applied' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(within(sheet).getByRole('checkbox', { name: 'Only in stock' })).toHaveFocus());
    await expect(within(sheet).getByRole('button', { name: 'Show 21 results' })).toBeVisible();
    await expect(within(sheet).getByRole('button', { name: 'Clear all' })).toBeVisible();
    await expect(sheet.getBoundingClientRect().bottom).toBeCloseTo(window.innerHeight, 0);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};

/** A filter applies as it changes, the sheet reads the new count, and "Show N results" returns focus to the button. */
export const ApplyAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters, none applied' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Only in stock' }));
    await expect(within(sheet).getByRole('status')).toHaveTextContent('21 results');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show 21 results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Filters, 1 applied' })).toHaveFocus();
  },
};

/** Escape closes the sheet, and focus goes back to "Filters". */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Filters, none applied' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Filters, none applied' })).toHaveFocus();
  },
};
