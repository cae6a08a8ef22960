import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SavedBuildCard } from '@rigsmith/kit';
import { linesOf, pcBuildOf } from '../../.storybook/fixtures/configurator';
import { buildPicture } from '../../.storybook/fixtures/pictures';
import { offer, seededBuildLines } from '../../kit/src/domain/configurator/fixtures/offers';

const build = pcBuildOf(41, 'Quiet AM5 build', linesOf('RS-VANGUARD-5070'));
/** Every part chosen, but a 168 mm tower in a case that takes 155 mm: blocked by `cooler-too-tall`. */
const tooTall = pcBuildOf(
  41,
  'Quiet AM5 build',
  seededBuildLines('RS-NOMAD-5070').map(({ part, amount }) => ({
    component: part.category === 'cooler' ? offer('cooler-be-quiet-dark-rock-pro-5').product_id : part.product_id,
    amount,
  })),
);

const meta = {
  title: 'Kit/SavedBuildCard',
  component: SavedBuildCard,
  tags: ['autodocs'],
  args: {
    build,
    editHref: '/custom-pc-builder/customiser?draft=41',
    onRename: fn(),
    onDelete: fn(),
    onAddToCart: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380, padding: 16, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SavedBuildCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing blocks it: edit, add to cart, rename, delete. */
export const ReadyToOrder: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart: Quiet AM5 build' }));
    await expect(args.onAddToCart).toHaveBeenCalled();
  },
};

/** SPEC §8 '{title} out of stock'. */
export const OutOfStock: Story = { args: { build: { ...build, blocks: [{ kind: 'out_of_stock', title: 'MSI GeForce RTX 5070 Ventus 2X' }] } } };

/** SPEC §8 '{title} is archived'. */
export const Archived: Story = { args: { build: { ...build, blocks: [{ kind: 'archived', title: 'Microsoft Windows 10 Pro' }] } } };

/** SPEC §8 'Assembly is not finished'. */
export const AssemblyNotFinished: Story = {
  args: { build: { ...build, blocks: [{ kind: 'unfinished' }] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Why it cannot be ordered' })).toHaveTextContent('Assembly is not finished');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart: Quiet AM5 build' }));
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** Complete but incompatible: the rule's sentence names the parts, and a link goes back to the step that fixes it. */
export const Incompatible: Story = {
  args: { build: tooTall, stepHref: (step) => `/custom-pc-builder/customiser?draft=41&step=${step}` },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const blocks = canvas.getByRole('list', { name: 'Why it cannot be ordered' });
    await expect(blocks).toHaveTextContent('Not compatible: The be quiet! Dark Rock Pro 5 cooler is 168 mm tall');
    await expect(blocks).not.toHaveTextContent('Assembly is not finished');
    await expect(within(blocks).getByRole('link', { name: 'Go to the Case step' })).toHaveAttribute(
      'href',
      '/custom-pc-builder/customiser?draft=41&step=case',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart: Quiet AM5 build' }));
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** Deleting asks first. */
export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete: Quiet AM5 build' }));
    await expect(await screen.findByRole('dialog', { name: 'Delete “Quiet AM5 build”?' })).toBeVisible();
  },
};

/** With the build's picture, drawn from its parts (`PcBuild.image`). */
export const WithPicture: Story = {
  args: { image: buildPicture({ model: 'nomad', gpuLengthMm: 282, radiatorMm: 240, fans: 2 }) },
  play: async ({ canvasElement }) => {
    const picture = canvasElement.querySelector('img')!;
    await expect(picture).toHaveAttribute('width', '800');
    await expect(picture).toHaveAttribute('alt', '');
    await expect(picture).toHaveAttribute('loading', 'lazy');
  },
};
