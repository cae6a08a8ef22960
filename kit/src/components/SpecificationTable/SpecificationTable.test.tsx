import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SpecificationTable } from './SpecificationTable';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const rows = [
  { label: 'Form factor', value: 'Mid tower' },
  { label: 'Motherboard support', value: 'ATX, Micro-ATX, Mini-ITX' },
  { label: 'Max GPU length', value: '400 mm' },
];

describe('SpecificationTable', () => {
  it('is a table named by its caption, one row header per label', () => {
    renderWithIntl(<SpecificationTable rows={rows} caption="Nightfall specification" />);
    const table = screen.getByRole('table', { name: 'Nightfall specification' });
    const headers = within(table).getAllByRole('rowheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Form factor', 'Motherboard support', 'Max GPU length']);
    const row = within(table).getByRole('row', { name: /Max GPU length/ });
    expect(within(row).getByRole('cell').textContent).toBe('400 mm');
  });

  it('can hide its caption visually and keep the name', () => {
    const { container } = renderWithIntl(<SpecificationTable rows={rows} caption="Specification" hideCaption />);
    expect(screen.getByRole('table', { name: 'Specification' })).toBeTruthy();
    expect(container.querySelector('caption')!.hasAttribute('data-hidden')).toBe(true);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(<SpecificationTable rows={rows} caption="Nightfall specification" />);
    await expectNoAxeViolations(container);
  });
});
