import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../../.storybook/StorefrontStory';
import { failWith, pending } from '../../../.storybook/mockApi';
import { ownerFixture } from '../../../.storybook/fixtures/admin';
import { staffMembers } from '../../../.storybook/fixtures/adminTeam';

const teamApi = {
  'GET api/admin/me/': ownerFixture,
  'GET api/admin/staff/': staffMembers,
  'POST api/admin/staff/': (_url: URL, init: RequestInit | undefined) => {
    const body = JSON.parse(String(init?.body)) as { email: string; full_name: string; role: string };
    const member = staffMembers.find((known) => known.email === body.email);
    // As the server: a pending invitation is sent again, an active member refused.
    if (member?.status === 'invited') return { ...member, role: body.role };
    return member
      ? failWith(409, {
          code: 'already_staff',
          message: `${body.email} is already on the staff.`,
          fields: { email: `${body.email} is already on the staff.` },
        })
      : { id: 12, ...body, status: 'invited', created_at: '2026-11-27T09:00:00Z' };
  },
};

const meta = {
  title: 'Screens/Admin/Team',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/admin/team', session: true, api: teamApi },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Team: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Staff' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Invite someone' })).toBeVisible();
    await expect(document.title).toBe('Team | Rigsmith');
  },
};

async function fillInvite(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /Email address/ }), email);
  await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'Sam Support');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Role' }), 'Support');
  await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
}

export const Invited: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await fillInvite(canvasElement, 'new.colleague@rigsmith.test');
    await expect(await within(canvasElement).findByText('Invitation sent to new.colleague@rigsmith.test.')).toBeVisible();
  },
};

/** "Resend invitation" on the member still invited: sent again, and announced. */
export const InvitationResent: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Invitation pending')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend invitation to new.hire@rigsmith.test' }));
    await expect(await canvas.findByText('Invitation sent again to new.hire@rigsmith.test.')).toBeVisible();
  },
};

/** An address already on the staff: the server's message next to the email, everything typed kept. */
export const AlreadyStaff: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await fillInvite(canvasElement, 'sam.support@rigsmith.test');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'sam.support@rigsmith.test is already on the staff.' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveValue('Sam Support');
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send invitation' }));
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Still loading: the picture waits for the shop's own loader to close, so it shows this screen's loading state. */
export const Loading: Story = {
  args: { api: { ...teamApi, 'GET api/admin/staff/': pending } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
  },
};

export const LoadFailed: Story = {
  args: { api: { ...teamApi, 'GET api/admin/staff/': failWith(500, { code: 'internal', message: 'Something went wrong' }) } },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByText('The staff could not be loaded.', {}, { timeout: 4000 })).toBeVisible();
  },
};

export const German: Story = {
  args: { storefront: 'de' },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await expect(await within(canvasElement).findByRole('table', { name: 'Mitarbeitende' })).toBeVisible();
  },
};
