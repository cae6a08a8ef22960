import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { DraftSavedDialog } from '@rigsmith/kit';

const meta = {
  title: 'Kit/DraftSavedDialog',
  component: DraftSavedDialog,
  tags: ['autodocs'],
  args: { open: true, name: 'Quiet AM5 build', draftsHref: '/account/saved-builds', onContinue: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DraftSavedDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §4: continue, or go to drafts. */
export const ContinueOrGoToDrafts: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByRole('link', { name: 'Go to drafts' })).toHaveAttribute('href', '/account/saved-builds');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

/** A guest's draft waits in the browser until they sign in. */
export const Guest: Story = { args: { isGuest: true } };
