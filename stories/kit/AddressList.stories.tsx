import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AddressList } from '@rigsmith/kit';
import type { ShippingAddress } from '@rigsmith/kit/api';

const addresses: ShippingAddress[] = [
  {
    id: 12,
    is_default: true,
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '+447123456123',
    line1: '1 Deansgate',
    line2: 'Flat 4',
    city: 'Manchester',
    postcode: 'M3 1AZ',
    province: '',
    country: 'GB',
  },
  {
    id: 11,
    is_default: false,
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '+447123456123',
    line1: '10 Downing Street',
    line2: '',
    city: 'London',
    postcode: 'SW1A 2AA',
    province: '',
    country: 'GB',
  },
  {
    id: 13,
    is_default: false,
    first_name: 'Charles',
    last_name: 'Babbage',
    phone: '+33612345678',
    line1: '5 Rue de Rivoli',
    line2: '',
    city: 'Paris',
    postcode: '75001',
    province: '',
    country: 'FR',
  },
];

const meta = {
  title: 'Kit/AddressList',
  component: AddressList,
  tags: ['autodocs'],
  args: { addresses, onSetDefault: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900, padding: 16, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralWithDefault: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list', { name: 'Saved addresses' })).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Set as default address: Charles Babbage, 5 Rue de Rivoli' }));
    await expect(args.onSetDefault).toHaveBeenCalledWith(13);
  },
};

export const Empty: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have no saved addresses yet.')).toBeVisible();
  },
};

export const Busy: Story = { args: { isBusy: true } };

/** Delete asks first: the dialog is open, focus inside it. */
export const ConfirmDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete address: Charles Babbage, 5 Rue de Rivoli' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await expect(dialog).toHaveTextContent('Charles Babbage, 5 Rue de Rivoli, 75001 Paris will be removed');
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Confirming deletes; cancelling would not. */
export const ConfirmedDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete address: Ada Lovelace, 10 Downing Street' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    await expect(args.onDelete).toHaveBeenCalledWith(11);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const EmberTheme: Story = { parameters: { theme: 'ember' } };

/** Italy and Spain write the provincia: "00184 Roma RM", and Spain's on its own line. */
export const WithProvinces: Story = {
  args: {
    addresses: [
      {
        ...addresses[0]!,
        id: 21,
        first_name: 'Maria',
        last_name: 'Montessori',
        phone: '+393123456789',
        line1: 'Via Merulana 1',
        line2: 'Scala B',
        city: 'Roma',
        postcode: '00184',
        province: 'RM',
        country: 'IT',
      },
      {
        ...addresses[1]!,
        id: 22,
        first_name: 'Clara',
        last_name: 'Campoamor',
        phone: '+34612345678',
        line1: 'Calle Mayor 1',
        line2: '',
        city: 'Madrid',
        postcode: '28013',
        province: 'Madrid',
        country: 'ES',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Maria Montessori' })).toHaveTextContent('00184 Roma RM');
    await expect(canvas.getByRole('article', { name: 'Clara Campoamor' })).toHaveTextContent('28013 MadridMadridSpain');
  },
};
