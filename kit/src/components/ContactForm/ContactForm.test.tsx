import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm, type ContactFormProps } from './ContactForm';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const renderForm = (props: Partial<ContactFormProps> = {}) => {
  const onSubmit = vi.fn();
  const utils = renderWithIntl(<ContactForm onSubmit={onSubmit} privacyHref="/privacy" {...props} />);
  return { onSubmit, ...utils };
};
const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const consent = () => screen.getByRole('checkbox', { name: 'I agree to the privacy policy' }) as HTMLInputElement;
const send = () => screen.getByRole('button', { name: 'Send enquiry' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(textbox('Full name'), 'Ada Lovelace');
  await user.type(textbox('Email address'), 'Ada@Example.com');
  await user.type(textbox('Your enquiry'), 'My PC will not start.');
  await user.click(consent());
}

// Typing whole forms with user-event is slow on a loaded machine: generous, not timed.
describe('ContactForm', { timeout: 30_000 }, () => {
  describe('Uncontrolled', () => {
    it('submitting empty lists every required field and the consent in the summary, which takes focus', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm();
      await user.click(send());
      const summary = screen.getByRole('alert');
      expect(
        within(summary)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['This is a required field', 'This is a required field', 'This is a required field', 'You must agree to the privacy policy']);
      expect(document.activeElement).toBe(summary.parentElement);
      expect(textbox('Full name').getAttribute('aria-invalid')).toBe('true');
      expect(textbox('Your enquiry').getAttribute('aria-invalid')).toBe('true');
      expect(consent().getAttribute('aria-invalid')).toBe('true');
      // Optional fields are not flagged.
      expect(textbox('Order number').getAttribute('aria-invalid')).toBeNull();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('checks the optional order number and phone only when given, with their own messages', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm();
      await fillValid(user);
      await user.type(textbox('Order number'), '12345');
      await user.type(textbox('Phone number'), '07123 456123');
      await user.click(send());
      expect(screen.getByText('Order number is not correct. It looks like RS-2026-000042', { selector: 'p' })).toBeTruthy();
      expect(screen.getByText('Number is not correct', { selector: 'p' })).toBeTruthy();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('says when the enquiry is too long', async () => {
      const user = userEvent.setup();
      renderForm({ defaultValues: { message: 'x'.repeat(2001) } });
      await user.click(send());
      expect(screen.getAllByText('Message is too long (at most 2000 characters)')).toHaveLength(2);
    });

    it('submits the parsed values: trimmed, email lower-cased, empty optionals left out', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm();
      await fillValid(user);
      await user.type(textbox('Order number'), ' rs-2026-000042');
      await user.click(send());
      expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
      expect(onSubmit).toHaveBeenCalledWith({
        full_name: 'Ada Lovelace',
        email: 'ada@example.com',
        order_number: 'RS-2026-000042',
        phone_number: undefined,
        message: 'My PC will not start.',
        privacy_accepted: true,
      });
    });

    it('prefills a signed-in customer’s name and email', () => {
      renderForm({ defaultValues: { full_name: 'Ada Lovelace', email: 'ada@example.com' } });
      expect(textbox('Full name').value).toBe('Ada Lovelace');
      expect(textbox('Email address').value).toBe('ada@example.com');
    });

    it('links the privacy policy from the consent label', () => {
      renderForm();
      expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy');
    });
  });

  describe('Controlled', () => {
    it('shows the server’s field messages and keeps everything typed', async () => {
      const user = userEvent.setup();
      const { rerender, onSubmit } = renderForm();
      await fillValid(user);
      await user.click(send());
      rerender(
        <ContactForm
          onSubmit={onSubmit}
          privacyHref="/privacy"
          serverError={{ message: 'Invalid body field: email', fields: { email: 'Incorrect email format' } }}
        />,
      );
      expect(textbox('Email address').value).toBe('Ada@Example.com');
      expect(textbox('Email address').getAttribute('aria-invalid')).toBe('true');
      expect(textbox('Your enquiry').value).toBe('My PC will not start.');
      expect(consent().checked).toBe(true);
      expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Incorrect email format' })).toBeTruthy();
    });

    it('keeps everything typed after a refusal without fields (too many tickets)', async () => {
      const user = userEvent.setup();
      const { rerender, onSubmit } = renderForm();
      await fillValid(user);
      const message = 'You have sent several enquiries in a short time. Try again in 12 minutes.';
      rerender(<ContactForm onSubmit={onSubmit} privacyHref="/privacy" serverError={{ message }} />);
      expect(screen.getByRole('alert').textContent).toContain(message);
      expect(textbox('Full name').value).toBe('Ada Lovelace');
    });

    it('marks the submit button pending and ignores another submit while sending', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm({ isSubmitting: true, defaultValues: { full_name: 'Ada', email: 'a@b.co', message: 'Hi' } });
      await user.click(consent());
      await user.click(send());
      expect(onSubmit).not.toHaveBeenCalled();
      expect(send().getAttribute('data-pending')).toBe('true');
    });

    it('replaces the form with the “support ticket raised” confirmation and its reference, focused', () => {
      renderForm({ reference: 'SUP-7F3K9Q' });
      expect(screen.queryByRole('button', { name: 'Send enquiry' })).toBeNull();
      const notice = screen.getByRole('status');
      expect(notice.textContent).toContain('Support ticket raised');
      expect(notice.textContent).toContain('SUP-7F3K9Q');
      expect(document.activeElement?.getAttribute('data-state')).toBe('raised');
    });
  });

  describe('Keyboard', () => {
    it('is filled and sent by keyboard alone', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm();
      await user.tab();
      expect(document.activeElement).toBe(textbox('Full name'));
      await user.keyboard('Ada Lovelace');
      await user.tab();
      await user.keyboard('ada@example.com');
      await user.tab();
      await user.tab();
      await user.tab();
      expect(document.activeElement).toBe(textbox('Your enquiry'));
      await user.keyboard('Hello');
      await user.tab();
      expect(document.activeElement).toBe(consent());
      await user.keyboard(' ');
      await user.tab(); // the privacy policy link
      await user.tab();
      expect(document.activeElement).toBe(send());
      await user.keyboard('{Enter}');
      expect(onSubmit).toHaveBeenCalledOnce();
    });
  });

  describe('A11y', () => {
    it('has no axe violations, empty and with errors', async () => {
      const user = userEvent.setup();
      const { container } = renderForm({ 'aria-label': 'Contact us' });
      await expectNoAxeViolations(container);
      await user.click(send());
      await expectNoAxeViolations(container);
    });

    it('has no axe violations when raised', async () => {
      const { container } = renderForm({ reference: 'SUP-7F3K9Q' });
      await expectNoAxeViolations(container);
    });
  });
});
