import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressForm, PlaceCombobox } from '@rigsmith/kit';
import type { Place } from '@rigsmith/kit/api';
import type { CountryCode, PlaceProvider } from '@rigsmith/kit/domain';

const places: Place[] = [
  { city: 'Paris', postcode: '75001', region: 'Île-de-France', country: 'FR' },
  { city: 'Paris', postcode: '75002', region: 'Île-de-France', country: 'FR' },
  { city: 'Pau', postcode: '64000', region: 'Nouvelle-Aquitaine', country: 'FR' },
  { city: 'London', postcode: 'SW1A 2AA', region: 'Greater London', country: 'GB' },
  { city: 'Manchester', postcode: 'M3 4FP', region: 'Greater Manchester', country: 'GB' },
  { city: 'Roma', postcode: '00184', region: 'Roma', country: 'IT' },
  { city: 'Madrid', postcode: '28013', region: 'Madrid', country: 'ES' },
  { city: 'Berlin', postcode: '10115', region: 'Berlin', country: 'DE' },
];

/** Searches the fixtures as the bundled provider does: the start of a city or a postcode. */
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

const meta = {
  title: 'Kit/AddressForm',
  component: AddressForm,
  tags: ['autodocs'],
  subcomponents: { PlaceCombobox },
  args: { onSubmit: fn(), placeProvider, countries, defaultCountry: 'FR' },
  // Room under the place boxes for their list, so the screenshot shows it open.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16, paddingBottom: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/**
 * Typing "Par" lists the matching places. While the list is open react-aria hides the rest
 * of the page from screen readers (adobe/react-spectrum#4937), which axe reports as
 * `aria-hidden-focus`; the story checks the list, then closes it with Escape, keeping the text.
 */
export const WithSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const city = canvas.getByRole('combobox', { name: 'Town or city' });
    await userEvent.click(city);
    await userEvent.keyboard('Par');
    const listbox = await canvas.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}');
    await expect(city).toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(city).toHaveValue('Par');
  },
};

/** ArrowDown + Enter picks "Paris 75001": both boxes are filled. */
export const PickedPlace: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Town or city' }));
    await userEvent.keyboard('Par');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByRole('combobox', { name: 'Town or city' })).toHaveValue('Paris');
    await expect(canvas.getByRole('combobox', { name: 'Postcode' })).toHaveValue('75001');
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** A city and postcode typed without choosing from the list: SPEC §5's message for each. */
export const NotPicked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Ada');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '+33 6 12 34 56 78');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address line 1' }), '5 Rue de Rivoli');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Town or city' }), 'Lyon');
    await userEvent.keyboard('{Escape}');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Postcode' }), '69001');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(canvas.getAllByText('Invalid value. Select city from the drop-down list')).toHaveLength(2);
    await expect(canvas.getAllByText('Invalid value. Select postcode from the drop-down list')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The lookups answer after their debounce: the screenshot waits for both hints, or the
    // page is measured one line short of what it shows.
    await expect(await canvas.findByText('We can’t find “69001” among the places we know.')).toBeVisible();
    await expect(await canvas.findByText('We can’t find “Lyon” among the places we know.')).toBeVisible();
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(within(canvas.getByRole('alert')).getAllByRole('link')).toHaveLength(6);
  },
};

export const Submitting: Story = {
  args: {
    isSubmitting: true,
    defaultValues: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+33612345678',
      line1: '5 Rue de Rivoli',
      city: 'Paris',
      postcode: '75001',
      country: 'FR',
    },
  },
};

export const ServerError: Story = {
  args: {
    defaultValues: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+33612345678',
      line1: '5 Rue de Rivoli',
      city: 'Paris',
      postcode: '75001',
      country: 'FR',
    },
    serverError: { message: 'The address could not be saved.', fields: { phone: 'Number is not correct' } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** SPEC §9: six saved already; the form says so and cannot be saved. */
export const LimitReached: Story = {
  args: { limitReached: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/You have saved the most addresses allowed/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save address' })).toBeDisabled();
  },
};

/**
 * A delivery address that goes to no address book (a guest's checkout step on a brand site):
 * no "Make this my default address", and the app's own submit label.
 */
export const WithoutDefaultChoice: Story = {
  args: { offerDefault: false, submitLabel: 'Continue', defaultCountry: 'GB' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** Royal Mail's order: the post town, then the postcode on its own line, no county. */
export const UkStorefront: Story = {
  args: { defaultCountry: 'GB' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Postcode' })).toHaveAccessibleDescription(/For example SW1A 1AA\./);
    await expect(canvas.queryByRole('textbox', { name: 'Province' })).toBeNull();
  },
};

/** Picks a place by its postcode in `country` and checks what the form then shows. */
const pickByPostcode =
  (postcodeLabel: string, typed: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const postcode = canvas.getByRole('combobox', { name: postcodeLabel });
    await userEvent.click(postcode);
    await userEvent.keyboard(typed);
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    // Focus away from the box, so the screenshot shows the form at rest.
    await userEvent.click(canvas.getByRole('textbox', { name: 'First name' }));
    return canvas;
  };

/** Poste italiane's "00184 Roma RM": the CAP first, then the comune and the provincia's sigla, filled from the place. */
export const ItalyLayout: Story = {
  args: { defaultCountry: 'IT' },
  play: async (context) => {
    const canvas = await pickByPostcode('Postcode (CAP)', '0018')(context);
    await expect(canvas.getByRole('combobox', { name: 'Town (comune)' })).toHaveValue('Roma');
    await expect(canvas.getByRole('textbox', { name: 'Province' })).toHaveValue('RM');
  },
};

/** Correos: "28013 Madrid", then the provincia by name. */
export const SpainLayout: Story = {
  args: { defaultCountry: 'ES' },
  play: async (context) => {
    const canvas = await pickByPostcode('Postcode', '2801')(context);
    await expect(canvas.getByRole('combobox', { name: 'Town (municipio)' })).toHaveValue('Madrid');
    await expect(canvas.getByRole('textbox', { name: 'Province' })).toHaveValue('Madrid');
  },
};

/** Deutsche Post: "10115 Berlin", the PLZ before the Ort; a German number shown as Germans write it. */
export const GermanyLayout: Story = {
  args: { defaultCountry: 'DE' },
  play: async (context) => {
    const canvas = await pickByPostcode('Postcode (PLZ)', '1011')(context);
    await expect(canvas.getByRole('combobox', { name: 'Town or city' })).toHaveValue('Berlin');
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(phone, '+49 30 12345678');
    await userEvent.tab();
    await expect(phone).toHaveValue('030 12345678');
    await expect(canvas.queryByRole('textbox', { name: 'Province' })).toBeNull();
  },
};

/** La Poste: "75008 Paris"; a number the French plan does not have is 'Number is not correct'. */
export const FranceBadPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(phone, '06 12 34 56 7');
    await userEvent.tab();
    await expect(phone).toHaveAccessibleDescription(/Number is not correct/);
  },
};

/**
 * No dead end: a postcode the list does not know says so in plain words, and offers to write
 * to support with the address typed (the storefront links to /contact-us with it).
 */
export const PlaceNotFound: Story = {
  args: {
    supportHref: (address) => `/contact-us?address=${encodeURIComponent([address.line1, address.postcode, address.city].filter(Boolean).join(', '))}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address line 1' }), '3 Rue Neuve');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Postcode' }));
    await userEvent.keyboard('64999');
    await expect(await canvas.findByText('We can’t find “64999” among the places we know.')).toBeVisible();
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Contact us about this address' });
    await expect(link).toHaveAttribute('href', `/contact-us?address=${encodeURIComponent('3 Rue Neuve, 64999')}`);
  },
};
