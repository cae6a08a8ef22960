import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SpecificationTable } from '@rigsmith/kit';
import { nightfallModel } from '../../.storybook/fixtures/models';

const meta = {
  title: 'Kit/SpecificationTable',
  component: SpecificationTable,
  tags: ['autodocs'],
  args: { rows: nightfallModel.specification, caption: 'Nightfall specification' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SpecificationTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCaption: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Nightfall specification' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(7);
    const row = within(table).getByRole('row', { name: /Max graphics card length/ });
    await expect(within(row).getByRole('cell')).toHaveTextContent('400 mm');
  },
};

/** Under a page heading that already names it: the caption is for screen readers only. */
export const HiddenCaption: Story = {
  args: { hideCaption: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Nightfall specification' })).toBeVisible();
  },
};

export const EmberTheme: Story = { parameters: { theme: 'ember' } };
