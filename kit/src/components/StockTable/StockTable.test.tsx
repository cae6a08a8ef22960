import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StockRow } from '../../domain/contract/admin';
import { StockTable } from './StockTable';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const part = (part_id: number, patch: Partial<StockRow> = {}): StockRow => ({
  part_id,
  reference: `P-${part_id}`,
  name: `Part ${part_id}`,
  category: 'gpu',
  digital: false,
  stock: 12,
  lead_time_days: 5,
  restock_days: null,
  low: false,
  ...patch,
});
const rows = [
  part(1, { name: 'GeForce RTX 5070' }),
  part(2, { name: 'Ryzen 7 7800X3D', category: 'cpu', stock: 2, low: true }),
  part(3, { name: 'Crucial P3 1TB', category: 'storage', stock: 0, low: true, lead_time_days: 14 }),
  part(4, { name: 'Windows 11 Home', category: 'os', digital: true, stock: 0, lead_time_days: 0 }),
];

describe('StockTable', () => {
  it('scrolls sideways in a region named by its caption that the keyboard can reach, even read-only', async () => {
    renderWithIntl(<StockTable rows={rows} />);
    const frame = screen.getByRole('region', { name: 'Parts and their stock' });
    expect(frame.tabIndex).toBe(0);
    expect(within(frame).getByRole('table', { name: 'Parts and their stock' })).toBeTruthy();
    await userEvent.tab();
    expect(document.activeElement).toBe(frame);
  });

  it('shows stock, lead time and state; digital items carry no stock', async () => {
    const { container } = renderWithIntl(<StockTable rows={rows} onSave={vi.fn()} />);
    const table = screen.getByRole('table', { name: 'Parts and their stock' });
    const [, gpu, cpu, ssd, os] = within(table).getAllByRole('row');
    expect(gpu!.getAttribute('data-stock')).toBe('stocked');
    expect(gpu!.textContent).toContain('Graphics card');
    expect(cpu!.textContent).toContain('Low stock');
    expect(ssd!.textContent).toContain('Out of stock');
    expect(ssd!.textContent).toContain('14 days');
    expect(os!.textContent).toContain('Digital item');
    expect(os!.textContent).toContain('Not stocked');
    expect(within(os!).getByRole('button', { name: 'Edit Windows 11 Home' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('edits with a required reason and saves the numbers', async () => {
    const onSave = vi.fn(async () => {});
    const user = userEvent.setup();
    const { container } = renderWithIntl(<StockTable rows={rows} onSave={onSave} />);
    const edit = screen.getByRole('button', { name: 'Edit Ryzen 7 7800X3D' });
    await user.click(edit);
    expect(edit.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Edit Ryzen 7 7800X3D' });
    const stock = within(form).getByRole('textbox', { name: 'Units in stock' });
    expect(document.activeElement).toBe(stock);
    await user.clear(stock);
    await user.type(stock, '-3');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(form.textContent).toContain('Enter a whole number of 0 or more');
    expect(form.textContent).toContain('Enter the reason for this change');
    expect(onSave).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    await user.clear(stock);
    await user.type(stock, '20');
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Delivery from supplier');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(2, { stock: 20, lead_time_days: 5, restock_days: null, reason: 'Delivery from supplier' });
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('Ryzen 7 7800X3D: saved.');
  });

  it('opens backorders with a restock time, and says when a part takes none', async () => {
    const onSave = vi.fn(async () => {});
    const user = userEvent.setup();
    renderWithIntl(<StockTable rows={[part(7, { name: 'GeForce RTX 5090', stock: 0, restock_days: null })]} onSave={onSave} />);
    const row = screen.getByRole('rowheader', { name: /GeForce RTX 5090/ }).closest('tr')!;
    expect(row.getAttribute('data-stock')).toBe('out');
    expect(row.textContent).toContain('No backorders');
    await user.click(screen.getByRole('button', { name: 'Edit GeForce RTX 5090' }));
    const form = screen.getByRole('form');
    const restock = within(form).getByRole('textbox', { name: 'Restock time in days' });
    expect((restock as HTMLInputElement).value).toBe('');
    await user.type(restock, 'soon');
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Distributor backorders');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(form.textContent).toContain('Enter a whole number of days from 0 to 365, or leave it empty');
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(restock);
    await user.type(restock, '9');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(7, { stock: 0, lead_time_days: 5, restock_days: 9, reason: 'Distributor backorders' });
  });

  it('shows an empty shelf with a restock time as on backorder', () => {
    renderWithIntl(<StockTable rows={[part(8, { name: 'Ryzen 5 9600X', stock: 0, restock_days: 6 })]} />);
    const row = screen.getByRole('rowheader', { name: /Ryzen 5 9600X/ }).closest('tr')!;
    expect(row.getAttribute('data-stock')).toBe('backorder');
    expect(row.textContent).toContain('Out of stock, on backorder');
    expect(row.textContent).toContain('6 days');
  });

  it('edits only the lead time of a digital item', async () => {
    const onSave = vi.fn(async () => {});
    const user = userEvent.setup();
    renderWithIntl(<StockTable rows={rows} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Edit Windows 11 Home' }));
    const form = screen.getByRole('form');
    expect(within(form).queryByRole('textbox', { name: 'Units in stock' })).toBeNull();
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Licence supplier change');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(4, { lead_time_days: 0, reason: 'Licence supplier change' });
  });

  it("keeps what was typed and shows the server's refusal", async () => {
    const onSave = vi.fn(async () => {
      throw Object.assign(new Error('The part changed meanwhile'), { fields: { stock: 'Stock cannot go below what is reserved (3)' } });
    });
    const user = userEvent.setup();
    renderWithIntl(<StockTable rows={rows} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Edit GeForce RTX 5070' }));
    const stock = screen.getByRole('textbox', { name: 'Units in stock' }) as HTMLInputElement;
    await user.clear(stock);
    await user.type(stock, '1');
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Count');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The part changed meanwhile');
    expect(stock.value).toBe('1');
    expect(screen.getByRole('form').textContent).toContain('Stock cannot go below what is reserved (3)');
  });

  it('titles the edit form one level below the page heading it is given', async () => {
    const user = userEvent.setup();
    renderWithIntl(<StockTable rows={rows} onSave={vi.fn()} headingLevel={2} />);
    await user.click(screen.getByRole('button', { name: 'Edit GeForce RTX 5070' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Edit GeForce RTX 5070' })).toBeTruthy();
  });

  it('is read-only without onSave: no Edit buttons, no actions column', () => {
    renderWithIntl(<StockTable rows={rows} />);
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('says when it is loading, empty or failed', () => {
    const { rerender } = renderWithIntl(<StockTable rows={undefined} onSave={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Loading stock…');
    rerender(<StockTable rows={[]} onSave={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('No part matches.');
    rerender(<StockTable rows={undefined} isError onRetry={vi.fn()} onSave={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain('The stock could not be loaded.');
  });
});
