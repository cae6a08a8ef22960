import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ShippingForm } from '@rigsmith/kit';
import type { Place } from '@rigsmith/kit/api';
import type { CountryCode, PlaceProvider } from '@rigsmith/kit/domain';
import { addressFixtures, sixAddressFixtures } from '../../.storybook/fixtures/account';

const places: Place[] = [
  { city: 'London', postcode: 'SW1A 2AA', region: 'Greater London', country: 'GB' },
  { city: 'Manchester', postcode: 'M3 4FP', region: 'Greater Manchester', country: 'GB' },
];

const placeProvider: PlaceProvider = {
  search: async (query: string, country: CountryCode) => {
    const q = query.toLowerCase();
    return places.filter((p) => p.country === country && (p.city.toLowerCase().startsWith(q) || p.postcode.toLowerCase().startsWith(q)));
  },
};

const countries = [
  { code: 'GB', name: 'United Kingdom' },
  { code: 'FR', name: 'France' },
  { code: 'IT', name: 'Italy' },
  { code: 'ES', name: 'Spain' },
  { code: 'DE', name: 'Germany' },
] as const;

/** The default address first, as the shipping screen orders them. */
const saved = [...addressFixtures].sort((a, b) => Number(b.is_default) - Number(a.is_default));

const meta = {
  title: 'Kit/ShippingForm',
  component: ShippingForm,
  tags: ['autodocs'],
  args: { addresses: saved, countries, defaultCountry: 'GB', placeProvider, onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, padding: 16, paddingBottom: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShippingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const continueButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Continue to payment' });

/** Saved addresses: the default is chosen, its own phone filled in (as the UK writes it); Continue sends its id and the phone as E.164. */
export const SavedAddresses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /1 Deansgate/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /10 Downing Street/ }));
    await userEvent.click(continueButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith({ shipping_address: 11, add_to_address_list: false, phone_number: '+447123456123' });
  },
};

/** No saved address: the new-address form, saved to the account by default; its phone is the order's. */
export const NewAddress: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'A new address' })).toBeChecked();
    for (const [name, text] of [
      ['First name', 'Ada'],
      ['Last name', 'Lovelace'],
      ['Phone number', '07123 456123'],
      ['Address line 1', '10 Downing Street'],
    ] as const) {
      await userEvent.type(canvas.getByRole('textbox', { name }), text);
    }
    await userEvent.type(canvas.getByRole('combobox', { name: 'Postcode' }), 'SW1A');
    await userEvent.click(await screen.findByRole('option', { name: /SW1A 2AA/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Use this address' }));
    await expect(canvas.getByRole('checkbox', { name: 'Save this address to my account' })).toBeChecked();
    // No second phone field to disagree with the address's.
    await expect(canvas.queryByRole('textbox', { name: 'Phone number for the delivery' })).toBeNull();
    await userEvent.click(continueButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        add_to_address_list: true,
        phone_number: '+447123456123',
        shipping_address: expect.objectContaining({ city: 'London' }),
      }),
    );
  },
};

/** Continue without confirming the new address. */
export const Invalid: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(continueButton(canvasElement));
    const summary = canvas.getByRole('group', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent('Enter the new delivery address');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A saved address's phone changed for this order to a number the UK does not have. */
export const InvalidPhone: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: 'Phone number for the delivery' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '07123 45612');
    await userEvent.click(continueButton(canvasElement));
    const summary = canvas.getByRole('group', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent('Number is not correct');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** SPEC §9: with six saved, a new address is for this order only. */
export const AddressLimit: Story = {
  args: { addresses: sixAddressFixtures },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'A new address' }));
    await expect(canvas.getByRole('checkbox', { name: 'Save this address to my account' })).toBeDisabled();
  },
};

/** The server refused the order; the choice stays. */
export const ServerError: Story = {
  args: { serverError: { message: 'Rigsmith Scout RX 9060 XT is no longer in stock.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'There is a problem' })).toHaveTextContent('no longer in stock');
  },
};

export const PlacingOrder: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    await expect(continueButton(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};
