import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Place, PlaceProvider } from '@rigsmith/kit/domain';
import {
  useAddressForm,
  useLoginForm,
  usePlaceSearch,
  type FormErrorItem,
  type FormSummary,
  type FormValues,
  type HeadlessForm,
  type UseAddressFormOptions,
  type UseLoginFormOptions,
} from '@rigsmith/kit/forms';

// A brand's own markup on the kit's headless form hooks: plain HTML, none of the kit's
// components or styles. Only the behaviour (checks, localised messages, the summary's focus,
// the ARIA wiring) comes from `@rigsmith/kit/forms`.

const linked = (item: FormErrorItem): item is FormErrorItem & { fieldId: string } => item.fieldId !== undefined;

/** The error summary as plain HTML: a focusable group named by its heading, each line a link to its field. */
function Summary({
  form,
  summary,
}: {
  form: Pick<HeadlessForm<FormValues>, 'getSummaryProps' | 'getSummaryTitleProps' | 'getSummaryLinkProps'>;
  summary: FormSummary;
}) {
  return (
    <div {...form.getSummaryProps()} style={{ border: '2px solid', padding: 8 }}>
      <h2 {...form.getSummaryTitleProps()}>Please check the form</h2>
      {summary.description ? <p>{summary.description}</p> : null}
      <ul>
        {summary.errors.map((item, index) => (
          <li key={`${item.fieldId ?? ''}-${index}`}>{linked(item) ? <a {...form.getSummaryLinkProps(item)}>{item.message}</a> : item.message}</li>
        ))}
      </ul>
    </div>
  );
}

/** A sign-in form in plain HTML on `useLoginForm`: the kit's rules and messages, the brand's markup. */
function PlainLoginForm(props: UseLoginFormOptions) {
  const form = useLoginForm(props);
  return (
    <form {...form.getFormProps()} aria-label="Sign in" style={{ display: 'grid', gap: 8, maxWidth: 360 }}>
      {form.summary ? <Summary form={form} summary={form.summary} /> : null}
      <label htmlFor={form.idOf('email')}>Email</label>
      <input type="email" autoComplete="email" {...form.getInputProps('email')} />
      {form.errors.email ? <p {...form.getErrorProps('email')}>{form.errors.email}</p> : null}
      <label htmlFor={form.idOf('password')}>Password</label>
      <input type="password" autoComplete="current-password" {...form.getInputProps('password')} />
      {form.errors.password ? <p {...form.getErrorProps('password')}>{form.errors.password}</p> : null}
      <label>
        <input {...form.getCheckboxProps('remember_me')} /> Keep me signed in
      </label>
      <button type="submit" disabled={form.isSubmitting}>
        Sign in
      </button>
    </form>
  );
}

/** A city field on `usePlaceSearch`: the brand's own list of buttons, the kit's search and rules. */
function PlainCityField({ form, placeProvider }: { form: ReturnType<typeof useAddressForm>; placeProvider: PlaceProvider }) {
  const search = usePlaceSearch({ placeProvider, country: form.country });
  const input = form.getInputProps('city');
  const picked = form.pickedPlace?.city === form.values.city;
  return (
    <>
      <label htmlFor={form.idOf('city')}>Town or city</label>
      <input
        {...input}
        onChange={(event) => {
          input.onChange(event);
          search.search(event.target.value);
        }}
      />
      {form.errors.city ? <p {...form.getErrorProps('city')}>{form.errors.city}</p> : null}
      {!picked && search.places.length > 0 ? (
        <ul aria-label="Places found">
          {search.places.map((place) => (
            <li key={`${place.postcode}-${place.city}`}>
              <button type="button" onClick={() => form.pick(place)}>
                {place.city} {place.postcode}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

const places: Place[] = [{ city: 'Lyon', postcode: '69001', region: 'Auvergne-Rhône-Alpes', country: 'FR' }];
const fakePlaces: PlaceProvider = {
  search: async (query, country) => places.filter((place) => place.country === country && place.city.toLowerCase().startsWith(query.toLowerCase())),
};

/** A delivery address in plain HTML on `useAddressForm` and `usePlaceSearch`. */
function PlainAddressForm(props: Omit<UseAddressFormOptions, 'defaultCountry'>) {
  const form = useAddressForm({ ...props, defaultCountry: 'FR' });
  const text = (field: 'first_name' | 'last_name' | 'line1' | 'postcode' | 'phone', label: string) => (
    <>
      <label htmlFor={form.idOf(field)}>{label}</label>
      <input {...form.getInputProps(field)} />
      {form.errors[field] ? <p {...form.getErrorProps(field)}>{form.errors[field]}</p> : null}
    </>
  );
  return (
    <form {...form.getFormProps()} aria-label="Delivery address" style={{ display: 'grid', gap: 8, maxWidth: 360 }}>
      {form.summary ? <Summary form={form} summary={form.summary} /> : null}
      {text('first_name', 'First name')}
      {text('last_name', 'Last name')}
      <label htmlFor={form.idOf('country')}>Country</label>
      <select {...form.getCountryProps()}>
        <option value="FR">France</option>
        <option value="DE">Germany</option>
      </select>
      {text('line1', 'Address')}
      {text('postcode', 'Postcode')}
      <PlainCityField form={form} placeProvider={fakePlaces} />
      {text('phone', 'Phone')}
      <button type="submit">Use this address</button>
    </form>
  );
}

const meta = {
  title: 'Kit/HeadlessForms',
  component: PlainLoginForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The kit’s form behaviour without its components: `@rigsmith/kit/forms` hooks (`useLoginForm`, `useRegisterForm`, `useAddressForm`, `usePaymentForm`, `usePlaceSearch`, `useForm`) return values, localised errors, the error summary and prop getters for plain elements. These examples use no kit style.',
      },
    },
  },
} satisfies Meta<typeof PlainLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fill in, fail the checks (the summary takes focus and links to the field), fix, submit. */
export const PlainSignIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('Email');
    await userEvent.type(email, 'ada@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const summary = canvas.getByRole('group', { name: 'Please check the form' });
    await expect(summary).toHaveFocus();
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Incorrect email format', 'This is a required field']);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(email, '.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret-pass1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'Secret-pass1', remember_me: false });
  },
};

/** A refusal from the server: its message heads the summary, what was typed stays. */
export const PlainSignInRefused: Story = {
  args: {
    defaultValues: { email: 'ada@example.com', password: 'Wrong-pass1' },
    serverError: { message: 'Your Email Address or Password is incorrect.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Please check the form' })).toHaveTextContent('Your Email Address or Password is incorrect.');
    await expect(canvas.getByLabelText('Email')).toHaveValue('ada@example.com');
  },
};

/** A typed city is refused until a place found is picked; the pick fills the postcode too. */
export const PlainAddress: Story = {
  render: (args) => <PlainAddressForm onSubmit={args.onSubmit as UseAddressFormOptions['onSubmit']} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('First name'), 'Ada');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Lovelace');
    await userEvent.type(canvas.getByLabelText('Address'), '1 rue de la République');
    await userEvent.type(canvas.getByLabelText('Phone'), '01 23 45 67 89');
    await userEvent.type(canvas.getByLabelText('Town or city'), 'Lyo');
    await userEvent.click(canvas.getByRole('button', { name: 'Use this address' }));
    await expect(canvas.getByRole('group', { name: 'Please check the form' })).toHaveFocus();
    await expect(canvas.getByLabelText('Town or city')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(await canvas.findByRole('button', { name: 'Lyon 69001' }));
    await expect(canvas.getByLabelText('Postcode')).toHaveValue('69001');
    await userEvent.click(canvas.getByRole('button', { name: 'Use this address' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ city: 'Lyon', postcode: '69001', country: 'FR', phone: '+33123456789' })),
    );
  },
};
