import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CountryCode, Place, PlaceProvider, ShippingAddress } from '../../domain';
import { ShippingForm, type ShippingFormProps } from './ShippingForm';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

// jsdom has no `CSS.escape`, which react-aria uses to find the focused option by its key.
if (typeof globalThis.CSS?.escape !== 'function') {
  const escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`);
  globalThis.CSS = Object.assign(globalThis.CSS ?? {}, { escape }) as typeof CSS;
}

const places: Place[] = [{ city: 'London', postcode: 'SW1A 1AA', region: 'Greater London', country: 'GB' }];
const placeProvider: PlaceProvider = {
  search: async (query: string, country: CountryCode) =>
    places.filter((place) => place.country === country && place.postcode.toLowerCase().startsWith(query.toLowerCase())),
};

const address = (id: number, patch: Partial<ShippingAddress> = {}): ShippingAddress => ({
  id,
  is_default: false,
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '+447123456123',
  line1: `${id} Deansgate`,
  line2: '',
  city: 'Manchester',
  postcode: 'M3 1AZ',
  province: '',
  country: 'GB',
  ...patch,
});

function renderForm(props: Partial<ShippingFormProps> = {}) {
  const onSubmit = vi.fn();
  const utils = renderWithIntl(
    <ShippingForm
      addresses={[address(11), address(12, { is_default: true, phone: '+447123456999' })]}
      countries={[{ code: 'GB', name: 'United Kingdom' }]}
      defaultCountry="GB"
      placeProvider={placeProvider}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, ...utils };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue to payment' });
const phone = () => screen.getByRole('textbox', { name: 'Phone number for the delivery' }) as HTMLInputElement;

describe('ShippingForm', () => {
  it('starts on the default address with its phone, and sends its id', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    const group = screen.getByRole('group', { name: 'Delivery address' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect((screen.getByRole('radio', { name: /12 Deansgate/ }) as HTMLInputElement).checked).toBe(true);
    // Shown as the UK writes it, sent as E.164.
    expect(phone().value).toBe('07123 456999');
    await user.click(continueButton());
    expect(onSubmit).toHaveBeenCalledWith({ shipping_address: 12, add_to_address_list: false, phone_number: '+447123456999' });
  });

  it('takes another saved address and a typed phone, normalised', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm({ defaultPhone: '+447123456123' });
    await user.click(screen.getByRole('radio', { name: /11 Deansgate/ }));
    await user.clear(phone());
    await user.type(phone(), '+44 7123 456 555');
    await user.click(continueButton());
    expect(onSubmit).toHaveBeenCalledWith({ shipping_address: 11, add_to_address_list: false, phone_number: '+447123456555' });
  });

  it('follows the saved address chosen, not the account’s phone, and reads a typed one in its country', async () => {
    const user = userEvent.setup();
    const berlin = address(13, { city: 'Berlin', postcode: '10115', country: 'DE', phone: '+493012345678' });
    const { onSubmit } = renderForm({ defaultPhone: '+447123456123', addresses: [address(12, { is_default: true }), berlin] });
    await user.click(screen.getByRole('radio', { name: /13 Deansgate/ }));
    expect(phone().value).toBe('030 12345678');
    await user.clear(phone());
    await user.type(phone(), '030 9876543');
    await user.click(continueButton());
    expect(onSubmit).toHaveBeenCalledWith({ shipping_address: 13, add_to_address_list: false, phone_number: '+49309876543' });
  });

  it('refuses a number the address’s country does not have, in the summary and by the field', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.clear(phone());
    await user.type(phone(), '07123 45612');
    await user.click(continueButton());
    expect(onSubmit).not.toHaveBeenCalled();
    const summary = screen.getByRole('group', { name: 'There is a problem' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getByRole('link', { name: 'Number is not correct' })).toBeTruthy();
    expect(phone().getAttribute('aria-invalid')).toBe('true');
  });

  it('adds a new address, saved to the account by default', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm({ addresses: [], defaultPhone: '+447123456123' });
    // Without saved addresses, the new one is chosen already.
    expect((screen.getByRole('radio', { name: 'A new address' }) as HTMLInputElement).checked).toBe(true);
    await user.click(continueButton());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'There is a problem' }).textContent).toContain('Enter the new delivery address');

    // The new address starts with the account's phone; the one typed instead is the order's.
    expect((screen.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement).value).toBe('07123 456123');
    await user.clear(screen.getByRole('textbox', { name: 'Phone number' }));
    for (const [name, text] of [
      ['First name', 'Grace'],
      ['Last name', 'Hopper'],
      ['Phone number', '07123 456321'],
      ['Address line 1', '1 Whitehall'],
    ] as const) {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(text);
    }
    await user.click(screen.getByRole('combobox', { name: 'Postcode' }));
    await user.keyboard('SW1A');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(screen.queryByRole('button', { name: 'Use this address' })).toBeNull();
    // The button that had focus is gone: focus is on the choice that now reads the address.
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /1 Whitehall/ }));
    // No second phone field: the new address's own is the order's.
    expect(screen.queryByRole('textbox', { name: 'Phone number for the delivery' })).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Save this address to my account' }) as HTMLInputElement).checked).toBe(true);
    await user.click(continueButton());
    expect(onSubmit).toHaveBeenCalledWith({
      shipping_address: expect.objectContaining({ first_name: 'Grace', line1: '1 Whitehall', city: 'London', postcode: 'SW1A 1AA', country: 'GB' }),
      add_to_address_list: true,
      phone_number: '+447123456321',
    });
    // It can be changed again.
    await user.click(screen.getByRole('button', { name: 'Change the new address' }));
    expect((screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Grace');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'First name' }));
  });

  it('reports what is chosen and typed, and starts again from it', async () => {
    const user = userEvent.setup();
    const onDraftChange = vi.fn();
    const { unmount } = renderForm({ onDraftChange });
    await user.click(screen.getByRole('radio', { name: 'A new address' }));
    await user.click(screen.getByRole('textbox', { name: 'Address line 1' }));
    await user.paste('1 Whitehall');
    const draft = onDraftChange.mock.lastCall![0];
    expect(draft).toMatchObject({ choice: 'new', newAddress: null, addressForm: expect.objectContaining({ line1: '1 Whitehall' }) });
    unmount();
    renderForm({ draft });
    expect((screen.getByRole('radio', { name: 'A new address' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Address line 1' }) as HTMLInputElement).value).toBe('1 Whitehall');
  });

  it('SPEC §9: with six saved addresses a new one is not saved', async () => {
    const six = [1, 2, 3, 4, 5, 6].map((id) => address(id));
    renderForm({ addresses: six });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'A new address' }));
    const save = screen.getByRole('checkbox', { name: 'Save this address to my account' }) as HTMLInputElement;
    expect(save.disabled).toBe(true);
    expect(save.checked).toBe(false);
    expect(screen.getByText(/most addresses allowed \(6\)/)).toBeTruthy();
  });

  it('shows the server’s refusal, keeping what was chosen', () => {
    renderForm({ serverError: { message: 'Some items are no longer in stock', fields: { phone_number: 'Number is not correct' } } });
    const summary = screen.getByRole('group', { name: 'There is a problem' });
    expect(summary.textContent).toContain('Some items are no longer in stock');
    expect(phone().getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('radio', { name: /12 Deansgate/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('is pending while the order is placed', () => {
    renderForm({ isSubmitting: true });
    expect(continueButton().getAttribute('aria-busy')).toBe('true');
  });

  it('has no axe violations', async () => {
    const { container } = renderForm();
    await expectNoAxeViolations(container);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'A new address' }));
    await expectNoAxeViolations(container);
  });
});
