import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent, ReactNode } from 'react';
import { PreloadedIntlProvider, kitMessages } from '../i18n';
import type { FormServerError, LocaleTag, Place, PlaceProvider, ShippingAddress } from '../domain';
import { renderWithIntl } from '../../test/render';
import { useLoginForm, type UseLoginFormOptions } from './useLoginForm';
import { useAddressForm } from './useAddressForm';
import { usePaymentForm } from './usePaymentForm';
import { useShippingForm } from './useShippingForm';
import { PLACE_SEARCH_DELAY, usePlaceSearch } from './usePlaceSearch';
import type { FormErrorItem } from './useForm';

/** A brand's own sign-in markup: plain elements, no kit component or style. */
function PlainLogin(props: UseLoginFormOptions) {
  const form = useLoginForm(props);
  return (
    <form {...form.getFormProps()} aria-label="Sign in">
      {form.summary ? (
        <div {...form.getSummaryProps()}>
          <h2 {...form.getSummaryTitleProps()}>Problems</h2>
          {form.summary.description ? <p>{form.summary.description}</p> : null}
          <ul>
            {form.summary.errors.map((item, index) => (
              <li key={`${item.fieldId ?? ''}-${index}`}>
                {item.fieldId ? <a {...form.getSummaryLinkProps(item as FormErrorItem & { fieldId: string })}>{item.message}</a> : item.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <label htmlFor={form.idOf('email')}>Email</label>
      <input type="email" {...form.getInputProps('email')} />
      {form.errors.email ? <p {...form.getErrorProps('email')}>{form.errors.email}</p> : null}
      <label htmlFor={form.idOf('password')}>Password</label>
      <input type="password" {...form.getInputProps('password')} />
      {form.errors.password ? <p {...form.getErrorProps('password')}>{form.errors.password}</p> : null}
      <label>
        <input {...form.getCheckboxProps('remember_me')} /> Remember
      </label>
      <button type="submit">Go</button>
    </form>
  );
}

const renderLogin = (props: Partial<UseLoginFormOptions> = {}, locale: LocaleTag = 'en-GB') => {
  const onSubmit = vi.fn();
  const utils = renderWithIntl(<PlainLogin onSubmit={onSubmit} {...props} />, { locale });
  return { onSubmit, ...utils };
};

const intlWrapper =
  (locale: LocaleTag) =>
  ({ children }: { children: ReactNode }) => (
    <PreloadedIntlProvider locale={locale} messages={kitMessages[locale]}>
      {children}
    </PreloadedIntlProvider>
  );

describe('useLoginForm in a brand’s plain markup', () => {
  it.each([
    ['en-GB', 'This is a required field'],
    ['fr-FR', 'Ce champ est obligatoire'],
  ] as const)('a failed submit shows %s messages by each field and in the focused summary', async (locale, required) => {
    const user = userEvent.setup();
    const { onSubmit } = renderLogin({}, locale);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const summary = screen.getByRole('group', { name: 'Problems' });
    expect(document.activeElement).toBe(summary);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([required, required]);
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-required')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(required);
  });

  it('a summary link moves focus to its field', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await user.click(within(screen.getByRole('group', { name: 'Problems' })).getAllByRole('link')[1]!);
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('checks a field on blur once changed, and clears its error as soon as it is fixed', async () => {
    const user = userEvent.setup();
    renderLogin();
    const email = screen.getByLabelText('Email');
    await user.type(email, 'ada@');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    await user.tab();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Incorrect email format')).toBeTruthy();
    await user.type(email, 'example.com');
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('submits the parsed values once, and nothing while a submission is under way', async () => {
    const user = userEvent.setup();
    const { onSubmit, rerender } = renderLogin();
    await user.type(screen.getByLabelText('Email'), ' Ada@Example.COM ');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('checkbox', { name: 'Remember' }));
    rerender(<PlainLogin onSubmit={onSubmit} isSubmitting />);
    expect(screen.getByRole('form', { name: 'Sign in' }).getAttribute('aria-busy')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(<PlainLogin onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret', remember_me: true });
  });

  it('shows a refusal’s field texts by their fields until edited, its message in the focused summary', async () => {
    const user = userEvent.setup();
    const { onSubmit, rerender } = renderLogin();
    const serverError: FormServerError = { message: 'Sign-in refused', fields: { email: 'No account uses this address' } };
    rerender(<PlainLogin onSubmit={onSubmit} serverError={serverError} />);
    const summary = screen.getByRole('group', { name: 'Problems' });
    expect(document.activeElement).toBe(summary);
    expect(within(summary).getByText('Sign-in refused')).toBeTruthy();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('No account uses this address');
    await user.type(email, 'a');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('No account uses this address')).toBeNull();
  });

  it('reset goes back to the initial values with no error shown', () => {
    const { result } = renderHook(() => useLoginForm({ onSubmit: vi.fn(), defaultValues: { email: 'ada@example.com' } }), {
      wrapper: intlWrapper('en-GB'),
    });
    act(() => result.current.setField('email', 'x'));
    act(() => result.current.blurField('email'));
    expect(result.current.errors.email).toBe('Incorrect email format');
    act(() => result.current.reset());
    expect(result.current.values.email).toBe('ada@example.com');
    expect(result.current.errors).toEqual({});
  });
});

const paris: Place = { city: 'Paris', postcode: '75001', region: 'Île-de-France', country: 'FR' };

describe('useAddressForm', () => {
  const submitEvent = () => ({ preventDefault: () => {} }) as unknown as FormEvent<HTMLFormElement>;

  it('refuses a city typed but not picked, in German, and accepts the place picked', () => {
    const onSubmit = vi.fn();
    const { result } = renderHook(() => useAddressForm({ onSubmit, defaultCountry: 'FR' }), { wrapper: intlWrapper('de-DE') });
    act(() => {
      result.current.setFields({ first_name: 'Ada', last_name: 'Lovelace', line1: '1 rue de Rivoli', phone: '01 23 45 67 89', city: 'Paris' });
    });
    act(() => result.current.getFormProps().onSubmit(submitEvent()));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(result.current.errors.city).toBe('Ungültiger Wert. Wählen Sie den Ort aus der Dropdown-Liste');
    act(() => result.current.pick(paris));
    expect(result.current.errors.city).toBeUndefined();
    expect(result.current.values.postcode).toBe('75001');
    act(() => result.current.getFormProps().onSubmit(submitEvent()));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ city: 'Paris', postcode: '75001', country: 'FR', phone: '+33123456789' }));
  });

  it('a new country empties the place, and the phone is shown back in its national format on blur', () => {
    const { result } = renderHook(() => useAddressForm({ onSubmit: vi.fn(), defaultCountry: 'FR' }), { wrapper: intlWrapper('en-GB') });
    act(() => result.current.pick(paris));
    act(() => result.current.getCountryProps().onChange({ target: { value: 'DE' } }));
    expect(result.current.values).toMatchObject({ country: 'DE', city: '', postcode: '', picked_city: '' });
    act(() => result.current.setField('phone', '+33123456789'));
    act(() => result.current.getInputProps('phone').onBlur());
    expect(result.current.values.phone).toBe('+33 1 23 45 67 89');
  });

  it('does not submit at the address limit', () => {
    const onSubmit = vi.fn();
    const { result } = renderHook(
      () =>
        useAddressForm({
          onSubmit,
          defaultCountry: 'FR',
          limitReached: true,
          defaultValues: { ...paris, first_name: 'A', last_name: 'B', line1: 'x', phone: '+33123456789' },
        }),
      {
        wrapper: intlWrapper('en-GB'),
      },
    );
    act(() => result.current.getFormProps().onSubmit(submitEvent()));
    expect(result.current.summary).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('usePaymentForm', () => {
  it('groups the card number in fours as typed', () => {
    const { result } = renderHook(() => usePaymentForm({ onSubmit: vi.fn() }), { wrapper: intlWrapper('en-GB') });
    act(() => result.current.getInputProps('card_number').onChange({ target: { value: '42424242424242' } } as never));
    expect(result.current.values.card_number).toBe('4242 4242 4242 42');
  });
});

describe('usePlaceSearch', () => {
  it('asks the provider once typing pauses, for the last text only', async () => {
    vi.useFakeTimers();
    try {
      const search = vi.fn(async () => [paris]);
      const provider: PlaceProvider = { search };
      const { result } = renderHook(() => usePlaceSearch({ placeProvider: provider, country: 'FR' }));
      act(() => result.current.search('Pa'));
      act(() => result.current.search('Par'));
      expect(result.current.status).toBe('searching');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(PLACE_SEARCH_DELAY);
      });
      expect(search).toHaveBeenCalledTimes(1);
      expect(search).toHaveBeenCalledWith('Par', 'FR', expect.any(AbortSignal));
      expect(result.current.places).toEqual([paris]);
      expect(result.current.foundNothingFor('Par')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

const saved = (id: number, patch: Partial<ShippingAddress> = {}): ShippingAddress => ({
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

describe('useShippingForm', () => {
  const submitEvent = () => ({ preventDefault: () => {} }) as unknown as FormEvent<HTMLFormElement>;

  it('starts at the default address and sends its id with the phone changed for this order', () => {
    const onSubmit = vi.fn();
    const { result } = renderHook(
      () => useShippingForm({ onSubmit, defaultCountry: 'GB', addresses: [saved(11), saved(12, { is_default: true })] }),
      {
        wrapper: intlWrapper('en-GB'),
      },
    );
    expect(result.current.getChoiceProps(12).checked).toBe(true);
    act(() => result.current.getPhoneInputProps().onChange({ target: { value: '07123 456999' } } as never));
    act(() => result.current.getFormProps().onSubmit(submitEvent()));
    expect(onSubmit).toHaveBeenCalledWith({ shipping_address: 12, add_to_address_list: false, phone_number: '+447123456999' });
  });

  it('refuses a new address not yet confirmed, in Italian, and sends it once confirmed', () => {
    const onSubmit = vi.fn();
    const { result } = renderHook(() => useShippingForm({ onSubmit, defaultCountry: 'GB', addresses: [saved(11)] }), {
      wrapper: intlWrapper('it-IT'),
    });
    act(() => result.current.choose('new'));
    act(() => result.current.getFormProps().onSubmit(submitEvent()));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(result.current.errors.address).toBe('Inserisci il nuovo indirizzo di consegna e scegli «Usa questo indirizzo»');
    expect(result.current.summary?.errors).toEqual([{ fieldId: result.current.getChoiceProps('new').id, message: result.current.errors.address }]);
    const { id: _id, ...typed } = saved(0);
    act(() => result.current.confirmNewAddress(typed));
    act(() => result.current.getFormProps().onSubmit(submitEvent()));
    expect(onSubmit).toHaveBeenCalledWith({ shipping_address: typed, add_to_address_list: true, phone_number: '+447123456123' });
  });
});
