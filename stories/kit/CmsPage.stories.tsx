import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CmsPage } from '@rigsmith/kit';
import { deliveryPageFixture, longPageFixture } from '../../.storybook/fixtures/cms';

const meta = {
  title: 'Kit/CmsPage',
  component: CmsPage,
  tags: ['autodocs'],
  args: { page: deliveryPageFixture },
} satisfies Meta<typeof CmsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every block type: paragraph, section and subsection headings, bulleted and numbered lists, a link. */
export const EachBlockType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Delivery costs' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Returning a parcel' })).toBeVisible();
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Warranty' })).toHaveAttribute('href', '/warranty');
    await expect(canvas.getByText('Last updated 2 November 2026')).toBeVisible();
  },
};

export const LongPage: Story = {
  args: { page: longPageFixture },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(6);
  },
};

export const Loading: Story = {
  args: { page: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading page…');
  },
};

export const GermanStorefront: Story = {
  args: {
    page: { ...deliveryPageFixture, title: 'Lieferung', body: [{ type: 'paragraph', text: 'Lagernde Teile verlassen uns am nächsten Werktag.' }] },
  },
  parameters: { storefront: 'de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Zuletzt aktualisiert: 2. November 2026')).toBeVisible();
  },
};
