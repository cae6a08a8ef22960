import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Review } from '../../domain';
import { ReviewList } from './ReviewList';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const reviews: Review[] = [
  {
    id: 1,
    author: 'Priya S.',
    rating: 5,
    title: 'Quiet and fast',
    text: 'Silent at idle and it holds 144 FPS in everything I play.',
    locale: 'en-GB',
    origin: 'verified_purchase',
    created_at: '2026-10-02',
  },
  {
    id: 2,
    author: 'Tom W.',
    rating: 4,
    title: 'Great airflow',
    text: 'Runs cool. Cable management is tidy.',
    locale: 'en-GB',
    origin: 'sample',
    created_at: '2026-09-14',
  },
];

describe('ReviewList', () => {
  it('shows each review with its title, rating in words, text, author and date', () => {
    renderWithIntl(<ReviewList reviews={reviews} aria-label="Reviews" headingLevel={4} />);
    const list = screen.getByRole('list', { name: 'Reviews' });
    const items = within(list).getAllByRole('article');
    expect(items).toHaveLength(2);
    const first = within(list).getByRole('article', { name: 'Quiet and fast' });
    expect(within(first).getByRole('heading', { level: 4, name: 'Quiet and fast' })).toBeTruthy();
    expect(within(first).getByText('Rated 5 out of 5')).toBeTruthy();
    expect(within(first).getByText(/holds 144 FPS/)).toBeTruthy();
    expect(first.textContent).toContain('By Priya S. on 2 October 2026');
    expect(first.querySelector('time')!.getAttribute('dateTime')).toBe('2026-10-02');
  });

  it('marks each review a verified purchase or a sample review', () => {
    renderWithIntl(<ReviewList reviews={reviews} aria-label="Reviews" />);
    expect(within(screen.getByRole('article', { name: 'Quiet and fast' })).getByText('Verified purchase')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Great airflow' })).getByText('Sample review')).toBeTruthy();
  });

  it('lists the storefront’s language first and the others behind a disclosure, marked with their language', async () => {
    const user = userEvent.setup();
    const german: Review = { ...reviews[0]!, id: 3, title: 'Leise und schnell', text: 'Sehr gut.', locale: 'de-DE' };
    const french: Review = { ...reviews[1]!, id: 4, title: 'Très bon PC', text: 'Livré vite.', locale: 'fr-FR' };
    renderWithIntl(<ReviewList reviews={[german, reviews[0]!, french]} aria-label="Reviews" />);
    const list = screen.getByRole('list', { name: 'Reviews' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((article) => article.querySelector('h3')!.textContent),
    ).toEqual(['Quiet and fast']);
    const disclosure = screen.getByText('Reviews in other languages (2)');
    const details = disclosure.closest('details')!;
    expect(details.open).toBe(false);
    await user.click(disclosure);
    expect(details.open).toBe(true);
    const foreign = within(details).getByRole('heading', { name: 'Leise und schnell' });
    expect(foreign.getAttribute('lang')).toBe('de-DE');
    expect(within(details).getByText('Livré vite.').getAttribute('lang')).toBe('fr-FR');
  });

  it('says when none is in the storefront’s language, and still offers the others', () => {
    renderWithIntl(<ReviewList reviews={reviews} aria-label="Reviews" />, { locale: 'fr-FR' });
    expect(screen.getByText('Pas encore d’avis dans cette langue.')).toBeTruthy();
    expect(screen.getByText('Avis dans d’autres langues (2)')).toBeTruthy();
  });

  it('shows a review’s markup as the text it is, never as HTML', () => {
    const hostile: Review = { ...reviews[0]!, title: '<img src=x onerror=alert(1)>', text: '<script>alert("x")</script>' };
    const { container } = renderWithIntl(<ReviewList reviews={[hostile]} aria-label="Reviews" />);
    expect(screen.getByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toBeTruthy();
    expect(screen.getByText('<script>alert("x")</script>')).toBeTruthy();
    expect(container.querySelector('script, img')).toBeNull();
  });

  it('says so when there are no reviews', () => {
    renderWithIntl(<ReviewList reviews={[]} />, { locale: 'es-ES' });
    expect(screen.getByText('Todavía no hay reseñas.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('has no axe violations, with the other languages open', async () => {
    const { container } = renderWithIntl(
      <ReviewList reviews={[...reviews, { ...reviews[0]!, id: 9, locale: 'it-IT' }]} aria-label="Reviews" defaultOtherLanguagesOpen />,
    );
    await expectNoAxeViolations(container);
  });
});
