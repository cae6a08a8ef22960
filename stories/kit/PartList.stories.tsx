import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PartList } from '@rigsmith/kit';
import { offersOf } from '../../kit/src/domain/configurator/fixtures/offers';

const cpus = offersOf('cpu').slice(0, 6);
const drives = offersOf('storage').slice(0, 4);

const meta = {
  title: 'Kit/PartList',
  component: PartList,
  tags: ['autodocs'],
  args: {
    slot: 'cpu',
    labelledBy: 'story-step',
    parts: cpus,
    count: 36,
    amountOf: (part): number => (part.product_id === cpus[2]!.product_id ? 1 : 0),
    onSelect: fn(),
    onAmountChange: fn(),
    sort: 'bestselling',
    compatibleOnly: true,
    inStockOnly: false,
    onSortChange: fn(),
    onCompatibleOnlyChange: fn(),
    onInStockOnlyChange: fn(),
    onRetry: fn(),
    page: 1,
    pageCount: 3,
    hrefForPage: (page) => `/custom-pc-builder/customiser?page=${page}`,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760, padding: 16 }}>
        <h2 id="story-step" style={{ margin: '0 0 12px' }}>
          Step 1 of 13: Processor
        </h2>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PartList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A one-part step: a radio group named by the step; the arrow keys move the choice. */
export const OnePartStep: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Step 1 of 13: Processor' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios[2]).toBeChecked();
    radios[2]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelect).toHaveBeenCalledWith(cpus[3]);
  },
};

/** A multi-part step: a quantity stepper per part. */
export const MultiPartStep: Story = {
  args: { slot: 'storage', parts: drives, count: 4, pageCount: 1, amountOf: (part) => (part.product_id === drives[0]!.product_id ? 2 : 0) },
};

export const Loading: Story = { args: { parts: undefined, count: undefined } };

export const LoadFailed: Story = {
  args: { parts: undefined, count: undefined, errorMessage: 'We couldn’t load the parts. Please try again.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Nothing fits the rest of the build: the list says how to see every part. */
export const NothingCompatible: Story = { args: { parts: [], count: 0, pageCount: 1 } };

export const NothingMatches: Story = { args: { parts: [], count: 0, pageCount: 1, compatibleOnly: false, inStockOnly: true } };
