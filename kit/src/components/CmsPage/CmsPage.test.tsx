import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { CmsPageContent } from '../../domain';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';
import { CmsPage } from './CmsPage';

const page: CmsPageContent = {
  id: 2,
  slug: 'warranty',
  title: 'Warranty',
  meta: { type: 'content', api_url: '/api/cms/pages/warranty/', seo_description: 'Three years' },
  updated_at: '2026-03-14T09:00:00.000Z',
  body: [
    { type: 'paragraph', text: 'Every Rigsmith PC comes with a three-year warranty.' },
    { type: 'heading', level: 2, text: 'What is covered' },
    { type: 'list', ordered: false, items: ['Parts', 'Labour'] },
    { type: 'heading', level: 3, text: 'Collect and return' },
    { type: 'list', ordered: true, items: ['Contact us', 'Pack the PC'] },
    { type: 'link', label: 'Contact us', href: '/contact-us' },
    { type: 'paragraph', text: '<script>alert(1)</script>' },
  ],
};

describe('CmsPage', () => {
  it('shows the title as the one h1 and the headings in order', () => {
    renderWithIntl(<CmsPage page={page} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Warranty']);
    expect(screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`)).toEqual([
      'H1 Warranty',
      'H2 What is covered',
      'H3 Collect and return',
    ]);
    expect(screen.getByRole('article', { name: 'Warranty' })).toBeTruthy();
  });

  it('renders lists, links and text as text, never as HTML', () => {
    const { container } = renderWithIntl(<CmsPage page={page} />);
    expect(screen.getAllByRole('list').map((list) => list.tagName)).toEqual(['UL', 'OL']);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Parts', 'Labour', 'Contact us', 'Pack the PC']);
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact-us');
    expect(screen.getByText('<script>alert(1)</script>')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
  });

  it('never skips a heading level: a level 3 before any section is a level 2', () => {
    renderWithIntl(<CmsPage page={{ ...page, body: [{ type: 'heading', level: 3, text: 'Early' }] }} />);
    expect(screen.getByRole('heading', { name: 'Early' }).tagName).toBe('H2');
  });

  it('says when it last changed, in the shopper language', () => {
    renderWithIntl(<CmsPage page={page} />, { locale: 'de-DE' });
    expect(screen.getByText('Zuletzt aktualisiert: 14. März 2026')).toBeTruthy();
  });

  it('is busy while the page loads', () => {
    renderWithIntl(<CmsPage page={undefined} />);
    expect(screen.getByRole('status').textContent).toBe('Loading page…');
    expect(screen.getByRole('article').getAttribute('aria-busy')).toBe('true');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(<CmsPage page={page} />);
    await expectNoAxeViolations(container);
  });
});
