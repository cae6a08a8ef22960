import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShippingAddress } from '../../domain';
import { AddressList } from './AddressList';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const addresses: ShippingAddress[] = [
  {
    id: 1,
    is_default: true,
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '+447123456123',
    line1: '12 St James’s Square',
    line2: '',
    city: 'London',
    postcode: 'SW1Y 4JH',
    province: '',
    country: 'GB',
  },
  {
    id: 2,
    is_default: false,
    first_name: 'Charles',
    last_name: 'Babbage',
    phone: '+33612345678',
    line1: '1 Rue de Rivoli',
    line2: 'Bâtiment B',
    city: 'Paris',
    postcode: '75001',
    province: '',
    country: 'FR',
  },
];

function renderList(props: Partial<Parameters<typeof AddressList>[0]> = {}) {
  const onSetDefault = vi.fn();
  const onDelete = vi.fn();
  const utils = renderWithIntl(<AddressList addresses={addresses} onSetDefault={onSetDefault} onDelete={onDelete} {...props} />);
  return { onSetDefault, onDelete, ...utils };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('AddressList', () => {
  it('lists each address as a labelled card, the default marked', () => {
    renderList();
    const list = screen.getByRole('list', { name: 'Saved addresses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(card('Ada Lovelace')).getByText('Default address')).toBeTruthy();
    expect(within(card('Charles Babbage')).queryByText('Default address')).toBeNull();
    expect(card('Charles Babbage').textContent).toContain('France');
    // The default needs no "Set as default"; every action names its address.
    expect(within(card('Ada Lovelace')).queryByRole('button', { name: /Set as default/ })).toBeNull();
    expect(within(card('Charles Babbage')).getByRole('button', { name: 'Set as default address: Charles Babbage, 1 Rue de Rivoli' })).toBeTruthy();
  });

  it('writes a Spanish address with its provincia on its own line, as Correos does', () => {
    const madrid: ShippingAddress = {
      id: 3,
      is_default: true,
      first_name: 'Maria',
      last_name: 'Montessori',
      phone: '+34612345678',
      line1: 'Calle Mayor 1',
      line2: '',
      city: 'Madrid',
      postcode: '28013',
      province: 'Madrid',
      country: 'ES',
    };
    renderList({ addresses: [madrid] });
    expect(card('Maria Montessori').querySelector('address')?.innerHTML).toContain('28013 Madrid<br>Madrid<br>Spain');
  });

  it('sets an address as the default', async () => {
    const user = userEvent.setup();
    const { onSetDefault } = renderList();
    await user.click(screen.getByRole('button', { name: /Set as default/ }));
    expect(onSetDefault).toHaveBeenCalledWith(2);
  });

  it('deletes only after confirmation in a dialog', async () => {
    const user = userEvent.setup();
    const { onDelete } = renderList();
    await user.click(screen.getByRole('button', { name: 'Delete address: Charles Babbage, 1 Rue de Rivoli' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    expect(dialog.textContent).toContain('Charles Babbage, 1 Rue de Rivoli, 75001 Paris will be removed');
    await user.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    expect(onDelete).toHaveBeenCalledWith(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Its Delete button goes with the address: focus lands on the list.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Saved addresses' }).parentElement));
  });

  describe('Keyboard', () => {
    it('cancel (or Escape) closes the dialog, deletes nothing and returns focus to Delete', async () => {
      const user = userEvent.setup();
      const { onDelete } = renderList();
      const remove = screen.getByRole('button', { name: 'Delete address: Ada Lovelace, 12 St James’s Square' });
      remove.focus();
      await user.keyboard('{Enter}');
      const dialog = screen.getByRole('dialog');
      expect(dialog.contains(document.activeElement)).toBe(true);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(remove));
      await user.keyboard('{Enter}');
      expect(screen.getByRole('dialog')).toBeTruthy();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(onDelete).not.toHaveBeenCalled();
    });
  });

  it('ignores presses while a change is being saved', async () => {
    const user = userEvent.setup();
    const { onSetDefault } = renderList({ isBusy: true });
    await user.click(screen.getByRole('button', { name: /Set as default/ }));
    await user.click(screen.getAllByRole('button', { name: /^Delete/ })[0]!);
    expect(onSetDefault).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when there is no address yet', () => {
    renderWithIntl(<AddressList addresses={[]} onSetDefault={() => {}} onDelete={() => {}} />, { locale: 'es-ES' });
    expect(screen.getByText('Todavía no tienes direcciones guardadas.')).toBeTruthy();
  });

  describe('A11y', () => {
    it('has no axe violations, with the dialog open too', async () => {
      const user = userEvent.setup();
      const { container } = renderList();
      await expectNoAxeViolations(container);
      await user.click(screen.getAllByRole('button', { name: /^Delete/ })[0]!);
      await expectNoAxeViolations(document.body);
    });
  });
});
