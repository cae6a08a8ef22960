import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ErrorPage } from './ErrorPage';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

describe('ErrorPage', () => {
  it('shows the status code, the message and a way home', () => {
    renderWithIntl(<ErrorPage statusCode={404} message="Page not found: /nowhere" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Error 404' })).toBeTruthy();
    expect(screen.getByText('Page not found: /nowhere')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to homepage' }).getAttribute('href')).toBe('/');
  });

  it('falls back to a generic message for the status, in the shopper language', () => {
    renderWithIntl(<ErrorPage statusCode={500} homeHref="/de" />, { locale: 'de-DE' });
    expect(screen.getByRole('heading', { name: 'Fehler 500' })).toBeTruthy();
    expect(screen.getByText(/Etwas ist schiefgelaufen/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/de');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(<ErrorPage statusCode={404} />);
    await expectNoAxeViolations(container);
  });
});
