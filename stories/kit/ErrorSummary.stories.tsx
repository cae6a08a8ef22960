import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ErrorSummary, TextField } from '@rigsmith/kit';

const meta = {
  title: 'Kit/ErrorSummary',
  component: ErrorSummary,
  tags: ['autodocs'],
  args: {
    errors: [
      { fieldId: 'story-email', message: 'Incorrect email format' },
      { fieldId: 'story-name', message: 'This is a required field' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16, display: 'grid', gap: 16 }}>
        <Story />
        <TextField id="story-email" label="Email address" defaultValue="ada@" errorMessage="Incorrect email format" />
        <TextField id="story-name" label="Full name" errorMessage="This is a required field" />
      </div>
    ),
  ],
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each problem links to its field; following the link moves focus there. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'This is a required field' }));
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
  },
};

/** The server's reason heads the list. */
export const WithServerMessage: Story = {
  args: { description: 'Your details could not be saved.', errors: [{ fieldId: 'story-email', message: 'Incorrect email format' }] },
};
