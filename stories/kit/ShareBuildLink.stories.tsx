import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ShareBuildLink } from '@rigsmith/kit';

const meta = {
  title: 'Kit/ShareBuildLink',
  component: ShareBuildLink,
  tags: ['autodocs'],
  args: { url: 'https://shop.rigsmith.example/custom-pc-builder/customiser?build=rs.s2.t4.ub-2.vq' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShareBuildLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Copy: copied, or (where the browser refuses the clipboard) selected for the shopper. */
export const Copying: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/Link copied\.|The link is selected/));
  },
};
