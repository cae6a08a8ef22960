import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../../.storybook/StorefrontStory';
import { failWith } from '../../../.storybook/mockApi';

const TICKET = 'POST api/support/ticket/';

const meta = {
  title: 'Screens/Support/ContactUs',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/contact-us', api: { [TICKET]: { reference: 'SUP-7F3K9Q' } } },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSend(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Full name'), 'Ada Lovelace');
  await userEvent.type(canvas.getByLabelText('Email address'), 'ada@example.com');
  await userEvent.type(canvas.getByLabelText('Your enquiry'), 'My new PC will not power on.');
  await userEvent.click(canvas.getByRole('checkbox', { name: 'I agree to the privacy policy' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Send enquiry' }));
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(document.title).toBe('Contact us | Rigsmith');
    await expect(canvas.getByRole('form', { name: 'Contact form' })).toBeVisible();
    // Answered already in screen stories: no banner.
    await expect(canvas.queryByRole('region', { name: 'Cookies on Rigsmith' })).toBeNull();
  },
};

/** A signed-in customer finds their name and email filled in. */
export const SignedIn: Story = {
  args: { session: true },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Full name')).not.toHaveValue(''));
    await expect(canvas.getByLabelText('Email address')).not.toHaveValue('');
  },
};

/** From the address form's "place not found" link: the message starts with the address typed. */
export const AddressNotFound: Story = {
  args: { session: true, path: `/contact-us?address=${encodeURIComponent('3 Rue Neuve, 64999 Pau, France')}` },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByLabelText('Your enquiry')).toHaveValue(
        'My delivery address is not in the list of places, so I cannot finish my order. The address is: 3 Rue Neuve, 64999 Pau, France',
      ),
    );
    await expect(canvas.getByLabelText('Full name')).not.toHaveValue('');
  },
};

/** Sent: "support ticket raised" with the reference (SPEC §8). */
export const Raised: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await fillAndSend(canvasElement);
    const canvas = within(canvasElement);
    // The full-screen loader is a status region too: find the confirmation by its words.
    await waitFor(() => expect(canvas.getByText('Support ticket raised')).toBeVisible());
    await expect(canvas.getByText('SUP-7F3K9Q')).toBeVisible();
  },
};

/** Too many tickets from one address: the message heads the summary and nothing typed is lost. */
export const TooManyTickets: Story = {
  args: {
    api: {
      [TICKET]: failWith(429, { code: 'too_many_tickets', message: 'You have sent several enquiries in a short time. Try again in 12 minutes.' }),
    },
  },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await fillAndSend(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('group', { name: 'There is a problem' })).toHaveTextContent('Try again in 12 minutes'));
    await expect(canvas.getByLabelText('Your enquiry')).toHaveValue('My new PC will not power on.');
    await expect(canvas.getByRole('checkbox', { name: 'I agree to the privacy policy' })).toBeChecked();
  },
};

/** A first visit: the cookie banner comes first in the page, above the header. */
export const WithCookieBanner: Story = {
  args: { cookieBanner: true },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Cookies on Rigsmith' });
    await expect(banner).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Accept All' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Required Only' })).toBeVisible();
  },
};

/** Either button answers the banner: it goes and focus moves on to the page. */
export const CookieBannerAnswered: Story = {
  args: { cookieBanner: true },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Required Only' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Cookies on Rigsmith' })).toBeNull());
    await expect(canvasElement.ownerDocument.getElementById('main')).toHaveFocus();
  },
};
