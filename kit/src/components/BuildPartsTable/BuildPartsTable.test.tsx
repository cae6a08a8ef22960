import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { offer, seededBuildLines } from '../../domain/configurator/fixtures/offers';
import { BuildPartsTable } from './BuildPartsTable';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const lines = seededBuildLines('RS-VANGUARD-5070');

describe('BuildPartsTable', () => {
  it('lists every part in step order with quantity and line price, the fee and the total', () => {
    const ram = offer('memory-crucial-classic-16gb-5600');
    renderWithIntl(
      <BuildPartsTable
        lines={[{ part: ram, amount: 2 }, ...lines.filter((line) => line.part.category !== 'memory')]}
        assemblyFee={{ amount: 9900, currency: 'gbp' }}
        total={{ amount: 150000, currency: 'gbp' }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Components' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe(lines[0]!.part.name);
    const ramRow = within(table).getByRole('rowheader', { name: ram.name }).closest('tr')!;
    expect(ramRow.textContent).toContain('Memory');
    expect(ramRow.textContent).toContain('2');
    expect(ramRow.textContent).toContain(`£${((ram.price.amount * 2) / 100).toFixed(2)}`);
    expect(within(table).getByRole('rowheader', { name: 'Assembly and testing' }).closest('tr')!.textContent).toContain('£99.00');
    expect(within(table).getByRole('rowheader', { name: 'Total (VAT included)' }).closest('tr')!.textContent).toContain('£1,500.00');
  });

  it('flags parts named by an issue and parts out of stock, in words: ordered in when the supplier backorders', () => {
    const [cpu, board] = [lines[0]!.part, lines[1]!.part];
    renderWithIntl(
      <BuildPartsTable
        lines={[
          { part: { ...cpu, in_stock: false }, amount: 1 },
          { part: { ...board, in_stock: false, backorder: true }, amount: 1 },
        ]}
        flagged={new Set([cpu.product_id])}
      />,
    );
    const row = screen.getByRole('rowheader', { name: new RegExp(cpu.name) }).closest('tr')!;
    expect(row.hasAttribute('data-flagged')).toBe(true);
    expect(row.textContent).toContain('Named in a compatibility issue');
    expect(row.textContent).toContain('Out of stock');
    expect(row.textContent).not.toContain('ordered in');
    expect(screen.getByRole('rowheader', { name: new RegExp(board.name) }).textContent).toContain('Out of stock: ordered in for you');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(
      <BuildPartsTable lines={lines} assemblyFee={{ amount: 9900, currency: 'gbp' }} total={{ amount: 150000, currency: 'gbp' }} />,
      { locale: 'it-IT' },
    );
    expect(screen.getByRole('table', { name: 'Componenti' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
