import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Gallery } from '@rigsmith/kit';
import { auroraGallery, nightfallGallery, nightfallModelDe } from '../../.storybook/fixtures/models';

const meta = {
  title: 'Kit/Gallery',
  component: Gallery,
  tags: ['autodocs'],
  args: { images: nightfallGallery, label: 'Nightfall illustrations', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const mainAlt = (canvasElement: HTMLElement) => canvasElement.querySelector('figure img')?.getAttribute('alt');

export const FirstPhoto: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Nightfall illustrations' })).toBeVisible();
    await expect(mainAlt(canvasElement)).toBe(nightfallGallery[0]!.alt);
    await expect(canvas.getByText('Illustration 1 of 4')).toBeVisible();
    const thumbnails = within(canvas.getByRole('toolbar', { name: 'Illustrations' })).getAllByRole('button');
    await expect(thumbnails).toHaveLength(4);
    await expect(thumbnails[0]).toHaveAttribute('aria-current', 'true');
  },
};

/** Keyboard: one tab stop, then arrow keys, Home and End move between thumbnails and show the picture. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const thumbnails = () => within(canvas.getByRole('toolbar')).getAllByRole('button');
    await userEvent.tab();
    await expect(thumbnails()[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumbnails()[1]).toHaveFocus();
    await expect(thumbnails()[1]).toHaveAttribute('aria-current', 'true');
    await expect(mainAlt(canvasElement)).toBe(nightfallGallery[1]!.alt);
    await userEvent.keyboard('{End}');
    await expect(thumbnails()[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumbnails()[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(thumbnails()[2]).toHaveFocus();
    await expect(canvas.getByText('Illustration 3 of 4')).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2);
  },
};

export const ClickingAThumbnail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Show illustration 4 of 4/ }));
    await expect(mainAlt(canvasElement)).toBe(nightfallGallery[3]!.alt);
    await expect(args.onValueChange).toHaveBeenCalledWith(3);
  },
};

export const Controlled: Story = {
  args: { value: 2 },
  play: async ({ canvasElement }) => {
    await expect(mainAlt(canvasElement)).toBe(nightfallGallery[2]!.alt);
  },
};

export const TwoPhotos: Story = {
  args: { images: auroraGallery, label: 'Aurora illustrations' },
};

export const SinglePhoto: Story = {
  args: { images: nightfallGallery.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('toolbar')).toBeNull();
  },
};

export const GermanStorefront: Story = {
  args: { images: nightfallModelDe.gallery, label: 'Nightfall-Illustrationen' },
  parameters: { storefront: 'de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Illustration 1 von 4')).toBeVisible();
  },
};

export const EmberTheme: Story = { parameters: { theme: 'ember' } };
