import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FullScreenLoader } from '@rigsmith/kit';

const meta = {
  title: 'Kit/FullScreenLoader',
  component: FullScreenLoader,
  tags: ['autodocs'],
  args: { visible: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullScreenLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the shop…');
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { hidden: true });
    await expect(status).toHaveAttribute('data-state', 'closed');
    await expect(status).toBeEmptyDOMElement();
  },
};

export const ItalianStorefront: Story = {
  parameters: { storefront: 'it' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Caricamento del negozio…');
  },
};
