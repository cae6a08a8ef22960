import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from '@rigsmith/kit';

/** Text only screen readers get: here a price's "was" wording beside what sighted shoppers see. */
const meta = {
  title: 'Kit/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { elementType: 'span', children: 'Was £1,099.99, now ' },
  render: (args) => (
    <p style={{ padding: 16 }}>
      <VisuallyHidden {...args} />
      <strong>£999.99</strong>
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InlineText: Story = {
  play: async ({ canvasElement }) => {
    const paragraph = within(canvasElement)
      .getByText(/£999\.99/)
      .closest('p')!;
    // Read out whole, but the hidden part takes no room on screen.
    await expect(paragraph).toHaveTextContent('Was £1,099.99, now £999.99');
    const hidden = within(canvasElement).getByText('Was £1,099.99, now');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Block: Story = { args: { elementType: 'div', children: 'Page loaded: Gaming PCs' } };
