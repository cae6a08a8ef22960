import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { SaveDraftDialog } from '@rigsmith/kit';

const meta = {
  title: 'Kit/SaveDraftDialog',
  component: SaveDraftDialog,
  tags: ['autodocs'],
  args: { open: true, onSave: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SaveDraftDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Save under a name; the field has focus, Enter saves. */
export const SaveUnderAName: Story = {
  play: async ({ args }) => {
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.type(name, 'Quiet AM5 build{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('Quiet AM5 build');
  },
};

/** Left empty, the draft is called “My custom pc” (SPEC §3). */
export const FallbackName: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Save draft' }));
    await expect(args.onSave).toHaveBeenCalledWith('My custom pc');
  },
};

/** SPEC §5 “Name is too long”, next to the field; what was typed stays. */
export const NameTooLong: Story = {
  play: async ({ args }) => {
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.click(name);
    await userEvent.paste('A build named after every part in it, from the processor to the case fans, and then some');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.getByText('Name is too long')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Rename: Story = { args: { mode: 'rename', defaultName: 'Quiet AM5 build' } };

export const Saving: Story = { args: { defaultName: 'Quiet AM5 build', isSaving: true } };

export const ServerError: Story = {
  args: { defaultName: 'Quiet AM5 build', serverError: { message: 'Oops something went wrong. Try again later' } },
};
