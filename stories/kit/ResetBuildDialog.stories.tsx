import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ResetBuildDialog } from '@rigsmith/kit';

const meta = {
  title: 'Kit/ResetBuildDialog',
  component: ResetBuildDialog,
  tags: ['autodocs'],
  args: { open: true, onCancel: fn(), onReset: fn(), onSaveAndReset: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResetBuildDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §4: cancel, save and reset, or reset; Cancel has focus, Escape cancels. */
export const CancelSaveOrReset: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Reset your build?' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expect(dialog).toHaveTextContent('Save it as a draft first');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** An empty build has nothing to save: reset or cancel only. */
export const WithoutSave: Story = { args: { onSaveAndReset: undefined } };
