import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
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

  it('says so when there are no reviews', () => {
    renderWithIntl(<ReviewList reviews={[]} />, { locale: 'es-ES' });
    expect(screen.getByText('Todavía no hay reseñas.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(<ReviewList reviews={reviews} aria-label="Reviews" />);
    await expectNoAxeViolations(container);
  });
});
