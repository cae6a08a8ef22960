import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewForm, type ReviewFormProps } from './ReviewForm';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const renderForm = (props: Partial<ReviewFormProps> = {}, locale?: 'de-DE') => {
  const onSubmit = vi.fn();
  const utils = renderWithIntl(<ReviewForm onSubmit={onSubmit} name="Rigsmith Apex RTX 5070" orderLine={42} {...props} />, locale ? { locale } : {});
  return { onSubmit, ...utils };
};
const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const star = (count: number) => screen.getByRole('radio', { name: count === 1 ? '1 star' : `${count} stars` }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Submit review' });

// Typing whole forms with user-event is slow on a loaded machine: generous, not timed.
describe('ReviewForm', { timeout: 30_000 }, () => {
  describe('Uncontrolled', () => {
    it('submitting empty asks for a rating and a title (SPEC §5), in the summary, which takes focus', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm();
      await user.click(submit());
      const summary = screen.getByRole('alert');
      expect(
        within(summary)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Choose a rating from 1 to 5 stars', 'This is a required field']);
      expect(document.activeElement).toBe(summary.parentElement);
      expect(textbox('Title').getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByRole('radiogroup', { name: 'Your rating' }).getAttribute('aria-describedby')).toBeTruthy();
      // The text is optional.
      expect(textbox(/Your review/).getAttribute('aria-invalid')).toBeNull();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('sends the line, the stars and the trimmed title and text', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm();
      await user.click(star(4));
      await user.type(textbox('Title'), '  Quiet and fast ');
      await user.type(textbox(/Your review/), 'Holds 144 FPS.');
      await user.click(submit());
      expect(onSubmit).toHaveBeenCalledWith({ order_line: 42, rating: 4, title: 'Quiet and fast', text: 'Holds 144 FPS.' });
    });
  });

  describe('Controlled', () => {
    it('shows the server’s refusal next to its field and keeps what was typed', async () => {
      const user = userEvent.setup();
      const { rerender, onSubmit } = renderForm();
      await user.click(star(5));
      await user.type(textbox('Title'), 'Great');
      await user.click(submit());
      rerender(
        <ReviewForm
          onSubmit={onSubmit}
          name="Rigsmith Apex RTX 5070"
          orderLine={42}
          serverError={{ message: 'You have already reviewed this item.', fields: { title: 'Too short for us' } }}
        />,
      );
      expect(screen.getByText('Too short for us', { selector: 'p' })).toBeTruthy();
      expect(textbox('Title').value).toBe('Great');
      expect(star(5).checked).toBe(true);
    });

    it('gives way to "Review submitted" (SPEC §8), which takes focus, once sent', () => {
      renderForm({ reviewStatus: 'pending', justSubmitted: true });
      expect(screen.getByText('Review submitted')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Submit review' })).toBeNull();
      expect(document.activeElement?.getAttribute('data-state')).toBe('submitted');
    });

    it('says where an earlier review stands, and when a line cannot be reviewed', () => {
      const { rerender, onSubmit } = renderForm({ reviewStatus: 'approved' });
      expect(screen.getByText('You have reviewed this. Your review is published in the shop.')).toBeTruthy();
      rerender(<ReviewForm onSubmit={onSubmit} name="Razer BlackWidow V4" orderLine={43} reviewable={false} />);
      expect(screen.getByText('This item is no longer sold, so it cannot be reviewed.')).toBeTruthy();
      expect(screen.queryByRole('form')).toBeNull();
    });
  });

  describe('Keyboard', () => {
    it('is one tab stop for the stars; arrow keys choose, and the stars before fill', async () => {
      const user = userEvent.setup();
      renderForm();
      await user.tab();
      expect(document.activeElement).toBe(star(1));
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(star(3).checked).toBe(true);
      expect(star(3).closest('label')?.hasAttribute('data-filled')).toBe(true);
      expect(star(4).closest('label')?.hasAttribute('data-filled')).toBe(false);
      await user.tab();
      expect(document.activeElement).toBe(textbox('Title'));
    });
  });

  describe('A11y', () => {
    it('speaks German with Sie, and has no axe violations with errors on show', async () => {
      const user = userEvent.setup();
      const { container } = renderForm({}, 'de-DE');
      expect(screen.getByRole('radio', { name: '3 Sterne' })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Bewertung absenden' }));
      expect(screen.getByText('Wählen Sie eine Bewertung von 1 bis 5 Sternen', { selector: 'p' })).toBeTruthy();
      await expectNoAxeViolations(container);
    });
  });
});
