import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CountryCode, Place, PlaceProvider } from '../../domain';
import { AddressForm, type AddressFormProps } from './AddressForm';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

// jsdom has no `CSS.escape`, which react-aria uses to find the focused option by its key.
if (typeof globalThis.CSS?.escape !== 'function') {
  const escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`);
  globalThis.CSS = Object.assign(globalThis.CSS ?? {}, { escape }) as typeof CSS;
}

const places: Place[] = [
  { city: 'Paris', postcode: '75001', region: 'Île-de-France', country: 'FR' },
  { city: 'Paris', postcode: '75002', region: 'Île-de-France', country: 'FR' },
  { city: 'Pau', postcode: '64000', region: 'Nouvelle-Aquitaine', country: 'FR' },
  { city: 'Bath', postcode: 'BA1 1LZ', region: 'Somerset', country: 'GB' },
  { city: 'Roma', postcode: '00184', region: 'Roma', country: 'IT' },
  { city: 'Madrid', postcode: '28013', region: 'Madrid', country: 'ES' },
];

/** Searches the fixtures like the bundled provider: the start of a city or a postcode. */
function fakeProvider(): PlaceProvider & { search: ReturnType<typeof vi.fn> } {
  return {
    search: vi.fn(async (query: string, country: CountryCode, signal?: AbortSignal) => {
      if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
      const q = query.toLowerCase();
      return places.filter((p) => p.country === country && (p.city.toLowerCase().startsWith(q) || p.postcode.toLowerCase().startsWith(q)));
    }),
  };
}

const countries = [
  { code: 'GB', name: 'United Kingdom' },
  { code: 'FR', name: 'France' },
  { code: 'IT', name: 'Italy' },
  { code: 'ES', name: 'Spain' },
] as const;

function renderForm(props: Partial<AddressFormProps> = {}) {
  const onSubmit = vi.fn();
  const placeProvider = fakeProvider();
  const utils = renderWithIntl(
    <AddressForm onSubmit={onSubmit} placeProvider={placeProvider} countries={countries} defaultCountry="FR" {...props} />,
  );
  return { onSubmit, placeProvider, ...utils };
}

const city = () => screen.getByRole('combobox', { name: 'Town or city' }) as HTMLInputElement;
const postcode = () => screen.getByRole('combobox', { name: 'Postcode' }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Save address' });
/** The texts a field is described by (hint, error), as a screen reader reads them after its name. */
const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function fillPerson(user: ReturnType<typeof userEvent.setup>) {
  for (const [name, text] of [
    ['First name', 'Ada'],
    ['Last name', 'Lovelace'],
    ['Phone number', '+33 6 12 34 56 78'],
    ['Address line 1', '1 Rue de Rivoli'],
  ] as const) {
    await user.click(screen.getByRole('textbox', { name }));
    await user.paste(text);
  }
}

describe('AddressForm', () => {
  describe('Keyboard', () => {
    it('offers places as the shopper types and ArrowDown+Enter fills city and postcode', async () => {
      const user = userEvent.setup();
      const { placeProvider } = renderForm();
      await user.click(city());
      await user.keyboard('Par');
      const listbox = await screen.findByRole('listbox');
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Paris 75001Île-de-France', 'Paris 75002Île-de-France']);
      // Debounced: one search for the pause after "Par", not one per key.
      expect(placeProvider.search).toHaveBeenCalledTimes(1);
      expect(placeProvider.search).toHaveBeenCalledWith('Par', 'FR', expect.any(AbortSignal));
      await user.keyboard('{ArrowDown}{Enter}');
      expect(city().value).toBe('Paris');
      expect(postcode().value).toBe('75001');
      expect(screen.queryByRole('listbox')).toBeNull();
    });

    it('searches from the postcode box too', async () => {
      const user = userEvent.setup();
      renderForm();
      await user.click(postcode());
      await user.keyboard('640');
      await screen.findByRole('listbox');
      await user.keyboard('{ArrowDown}{Enter}');
      expect(postcode().value).toBe('64000');
      expect(city().value).toBe('Pau');
    });

    it('aborts the search before when typing goes on', async () => {
      const user = userEvent.setup();
      const signals: AbortSignal[] = [];
      const slow: PlaceProvider = {
        search: (_q, _c, signal) =>
          new Promise<Place[]>((resolve) => {
            signals.push(signal!);
            setTimeout(() => resolve([]), 400);
          }),
      };
      renderForm({ placeProvider: slow });
      await user.click(city());
      await user.keyboard('Pa');
      await waitFor(() => expect(signals).toHaveLength(1));
      await user.keyboard('r');
      await waitFor(() => expect(signals).toHaveLength(2));
      expect(signals[0]!.aborted).toBe(true);
      expect(signals[1]!.aborted).toBe(false);
    });
  });

  describe('Uncontrolled', () => {
    it('submitting empty shows every required message and focuses the summary', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm();
      await user.click(submit());
      const summary = screen.getByRole('alert');
      expect(within(summary).getAllByRole('link')).toHaveLength(6);
      expect(document.activeElement).toBe(summary.parentElement);
      expect(city().getAttribute('aria-invalid')).toBe('true');
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('refuses a city or postcode typed without picking it from the list (SPEC §5)', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm();
      await fillPerson(user);
      await user.type(city(), 'Lyon');
      await user.type(postcode(), '69001');
      await user.click(submit());
      expect(screen.getAllByText('Invalid value. Select city from the drop-down list')).toHaveLength(2);
      expect(screen.getAllByText('Invalid value. Select postcode from the drop-down list')).toHaveLength(2);
      expect(city().value).toBe('Lyon');
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('refuses a picked city changed by hand afterwards', async () => {
      const user = userEvent.setup();
      renderForm();
      await user.click(city());
      await user.keyboard('Par');
      await screen.findByRole('listbox');
      await user.keyboard('{ArrowDown}{Enter}');
      await user.keyboard('{Backspace}');
      await user.tab();
      expect(city().value).toBe('Pari');
      await user.click(submit());
      expect(screen.getAllByText('Invalid value. Select city from the drop-down list')).toHaveLength(2);
      expect(screen.queryByText('Invalid value. Select postcode from the drop-down list')).toBeNull();
    });

    it('submits the parsed address (phone normalised) once a place is picked', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm();
      await fillPerson(user);
      await user.click(city());
      await user.keyboard('Par');
      await screen.findByRole('listbox');
      await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      await user.click(screen.getByRole('checkbox', { name: 'Make this my default address' }));
      await user.click(submit());
      expect(onSubmit).toHaveBeenCalledWith({
        first_name: 'Ada',
        last_name: 'Lovelace',
        phone: '+33612345678',
        line1: '1 Rue de Rivoli',
        line2: '',
        city: 'Paris',
        postcode: '75002',
        province: '',
        country: 'FR',
        is_default: true,
      });
    });

    it('without offerDefault, offers no default choice and submits is_default false', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm({ offerDefault: false, submitLabel: 'Continue' });
      expect(screen.queryByRole('checkbox')).toBeNull();
      await fillPerson(user);
      await user.click(city());
      await user.keyboard('Par');
      await screen.findByRole('listbox');
      await user.keyboard('{ArrowDown}{Enter}');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ city: 'Paris', postcode: '75001', is_default: false }));
    });

    it('empties city and postcode when the country changes and searches the new one', async () => {
      const user = userEvent.setup();
      const { placeProvider } = renderForm();
      await user.click(city());
      await user.keyboard('Par');
      await screen.findByRole('listbox');
      await user.keyboard('{ArrowDown}{Enter}');
      expect(screen.getByText(/For the courier\. Type it as usual in France/)).toBeTruthy();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'GB');
      expect(city().value).toBe('');
      expect(postcode().value).toBe('');
      expect(screen.getByText(/For the courier\. Type it as usual in United Kingdom/)).toBeTruthy();
      await user.click(city());
      await user.keyboard('Ba');
      await screen.findByRole('listbox');
      expect(placeProvider.search).toHaveBeenLastCalledWith('Ba', 'GB', expect.any(AbortSignal));
    });

    it('lays the address out as its country writes it, with its own labels', async () => {
      const user = userEvent.setup();
      renderForm({ defaultCountry: 'GB' });
      const order = () =>
        [...document.querySelectorAll('input[name]')]
          .map((field) => field.getAttribute('name'))
          .filter((name) => ['line1', 'line2', 'city', 'postcode', 'province', 'phone'].includes(name ?? ''));
      // Royal Mail: the post town, then the postcode on its own line.
      expect(order()).toEqual(['line1', 'line2', 'city', 'postcode', 'phone']);
      expect(descriptionOf(screen.getByRole('combobox', { name: 'Postcode' }))).toMatch(/For example SW1A 1AA\./);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'IT');
      // Poste italiane: "00184 Roma RM".
      expect(order()).toEqual(['line1', 'line2', 'postcode', 'city', 'province', 'phone']);
      expect(descriptionOf(screen.getByRole('combobox', { name: 'Postcode (CAP)' }))).toMatch(/For example 00184\./);
      expect(screen.getByRole('combobox', { name: 'Town (comune)' })).toBeTruthy();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'FR');
      expect(order()).toEqual(['line1', 'line2', 'postcode', 'city', 'phone']);
      expect(screen.queryByRole('textbox', { name: 'Province' })).toBeNull();
    });

    it('fills Italy’s provincia as its sigla from the place picked', async () => {
      const user = userEvent.setup();
      renderForm({ defaultCountry: 'IT' });
      const province = screen.getByRole('textbox', { name: 'Province' }) as HTMLInputElement;
      expect(province.value).toBe('');
      expect(province.readOnly).toBe(true);
      await user.click(screen.getByRole('combobox', { name: 'Postcode (CAP)' }));
      await user.keyboard('001');
      await screen.findByRole('listbox');
      await user.keyboard('{ArrowDown}{Enter}');
      expect(province.value).toBe('RM');
    });

    it.each([
      ['IT', 'Postcode (CAP)', '001', 'RM'],
      ['ES', 'Postcode', '280', 'Madrid'],
      ['GB', 'Postcode', 'BA1', ''],
    ] as const)('submits the province shown for %s (none where the country writes none)', async (country, postcodeName, typed, province) => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm({ defaultCountry: country });
      await fillPerson(user);
      await user.click(screen.getByRole('combobox', { name: postcodeName }));
      await user.keyboard(typed);
      await screen.findByRole('listbox');
      await user.keyboard('{ArrowDown}{Enter}');
      await user.click(submit());
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ country, province }));
    });

    it('keeps a saved address’s province, and drops it with the place when the country changes', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm({
        defaultValues: {
          first_name: 'Ada',
          last_name: 'Lovelace',
          phone: '+393123456789',
          line1: 'Via Merulana 1',
          city: 'Roma',
          postcode: '00184',
          province: 'RM',
          country: 'IT',
        },
      });
      const province = screen.getByRole('textbox', { name: 'Province' }) as HTMLInputElement;
      expect(province.value).toBe('RM');
      await user.click(submit());
      expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ city: 'Roma', province: 'RM' }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'ES');
      expect((screen.getByRole('textbox', { name: 'Province' }) as HTMLInputElement).value).toBe('');
    });

    it('reads a national phone in the address’s country, shows it nationally and submits E.164', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm({ defaultCountry: 'GB' });
      for (const [name, text] of [
        ['First name', 'Ada'],
        ['Last name', 'Lovelace'],
        ['Address line 1', '1 Royal Crescent'],
        ['Phone number', '02079460958'],
      ] as const) {
        await user.click(screen.getByRole('textbox', { name }));
        await user.paste(text);
      }
      await user.tab();
      expect((screen.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement).value).toBe('020 7946 0958');
      await user.click(city());
      await user.keyboard('Bat');
      await screen.findByRole('listbox');
      await user.keyboard('{ArrowDown}{Enter}');
      await user.click(submit());
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ phone: '+442079460958', postcode: 'BA1 1LZ', city: 'Bath', country: 'GB' }));
    });

    it('says “Number is not correct” for a number the country does not have', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm();
      await user.click(screen.getByRole('textbox', { name: 'Phone number' }));
      await user.paste('06 12 34 56 7');
      await user.tab();
      expect(descriptionOf(screen.getByRole('textbox', { name: 'Phone number' }))).toMatch(/Number is not correct/);
      await user.click(submit());
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('tells a postcode typed in another format by its format, not by the list', async () => {
      const user = userEvent.setup();
      renderForm();
      await user.click(postcode());
      await user.paste('SW1A 1AA');
      await user.click(submit());
      expect(descriptionOf(postcode())).toMatch(/This postcode is not written as this country writes them/);
    });

    it('says a place is not found in plain words and offers to write to support with the address', async () => {
      const user = userEvent.setup();
      const supportHref = vi.fn(
        (address: { line1: string; city: string; postcode: string; country: string }) =>
          `/contact-us?address=${encodeURIComponent([address.line1, address.postcode, address.city, address.country].join(', '))}`,
      );
      renderForm({ supportHref });
      await user.click(screen.getByRole('textbox', { name: 'Address line 1' }));
      await user.paste('3 Rue Neuve');
      await user.click(postcode());
      await user.keyboard('64999');
      expect(await screen.findByText('We can’t find “64999” among the places we know.')).toBeTruthy();
      // Still there once focus moves on, so the link can be reached with Tab.
      await user.tab();
      const link = screen.getByRole('link', { name: 'Contact us about this address' });
      expect(link.getAttribute('href')).toBe(`/contact-us?address=${encodeURIComponent('3 Rue Neuve, 64999, , FR')}`);
    });

    it('marks a place not found invalid at once, so leaving the box for the support link changes nothing above it', async () => {
      const user = userEvent.setup();
      renderForm({ supportHref: () => '/contact-us' });
      await user.click(city());
      await user.keyboard('Zzyzx');
      expect(await screen.findByText('We can’t find “Zzyzx” among the places we know.')).toBeTruthy();
      // Still in the box: the error and the invalid style are there already…
      expect(document.activeElement).toBe(city());
      expect(city().getAttribute('aria-invalid')).toBe('true');
      expect(screen.getAllByText('Invalid value. Select city from the drop-down list')).toHaveLength(1);
      const link = screen.getByRole('link', { name: 'Contact us about this address' });
      const field = city().closest('[data-invalid]')!;
      const before = field.textContent;
      // …so focus (or a pointer) going to the link adds nothing above it: the click lands on it.
      await user.tab();
      expect(document.activeElement).toBe(link);
      expect(link.closest('[data-invalid]')).toBe(field);
      expect(field.textContent).toBe(before);
    });

    it('reports what is typed and starts again from a draft, unpicked text still unpicked', async () => {
      const user = userEvent.setup();
      const onDraftChange = vi.fn();
      const { unmount } = renderForm({ onDraftChange });
      await user.click(screen.getByRole('textbox', { name: 'Address line 1' }));
      await user.paste('1 Rue de Rivoli');
      await user.click(city());
      await user.keyboard('Pari');
      const draft = onDraftChange.mock.lastCall![0];
      expect(draft).toMatchObject({ line1: '1 Rue de Rivoli', city: 'Pari', picked_city: '', country: 'FR' });
      unmount();
      const { onSubmit } = renderForm({ draft: { ...draft, first_name: 'Ada', last_name: 'Lovelace', phone: '06 12 34 56 78' } });
      expect(city().value).toBe('Pari');
      await user.click(submit());
      expect(onSubmit).not.toHaveBeenCalled();
      expect(descriptionOf(city())).toMatch(/Select city from the drop-down list/);
    });

    it('counts a starting address as picked', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm({
        defaultValues: {
          first_name: 'Ada',
          last_name: 'Lovelace',
          phone: '+33612345678',
          line1: '1 Rue',
          city: 'Paris',
          postcode: '75001',
          country: 'FR',
        },
      });
      await user.click(submit());
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ city: 'Paris', postcode: '75001' }));
    });

    it('shows server field errors next to their field and keeps what was typed', async () => {
      const user = userEvent.setup();
      const { rerender, onSubmit, placeProvider } = renderForm();
      await fillPerson(user);
      rerender(
        <AddressForm
          onSubmit={onSubmit}
          placeProvider={placeProvider}
          countries={countries}
          defaultCountry="FR"
          serverError={{ message: 'Check the address', fields: { line1: 'Cette adresse est trop longue' } }}
        />,
      );
      const line1 = screen.getByRole('textbox', { name: 'Address line 1' }) as HTMLInputElement;
      expect(line1.value).toBe('1 Rue de Rivoli');
      expect(line1.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getAllByText('Cette adresse est trop longue')).toHaveLength(2);
    });

    it('at the limit says so and does not save', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm({ limitReached: true });
      expect(screen.getByText(/You have saved the most addresses allowed \(6\)/).closest('[role="status"]')).not.toBeNull();
      expect(submit()).toHaveProperty('disabled', true);
      await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada{Enter}');
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('A11y', () => {
    it('has no axe violations in its error state', async () => {
      const user = userEvent.setup();
      const { container } = renderForm();
      await user.type(city(), 'Lyon');
      await user.click(submit());
      await expectNoAxeViolations(container);
    });

    // react-aria hides the rest of the page while a list is open (adobe/react-spectrum#4937);
    // it must come back when the list closes.
    it('gives the form back to screen readers when the list closes', async () => {
      const user = userEvent.setup();
      const { container } = renderForm();
      await user.click(city());
      await user.keyboard('Pa');
      await screen.findByRole('listbox');
      expect(screen.getByRole('textbox', { name: 'First name', hidden: true }).closest('[aria-hidden="true"]')).not.toBeNull();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(screen.getByRole('textbox', { name: 'First name' }).closest('[aria-hidden="true"]')).toBeNull();
      await act(async () => {
        await expectNoAxeViolations(container);
      });
    });
  });
});
