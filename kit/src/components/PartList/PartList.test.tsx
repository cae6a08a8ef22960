import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offersOf } from '../../domain/configurator/fixtures/offers';
import { PartList, type PartListProps } from './PartList';
import { PreloadedIntlProvider, kitMessages } from '../../i18n';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const cpus = offersOf('cpu').slice(0, 4);
const drives = offersOf('storage').slice(0, 3);

function renderList(props: Partial<PartListProps> = {}) {
  const handlers = {
    onSelect: vi.fn(),
    onAmountChange: vi.fn(),
    onSortChange: vi.fn(),
    onCompatibleOnlyChange: vi.fn(),
    onInStockOnlyChange: vi.fn(),
    onRetry: vi.fn(),
  };
  const utils = renderWithIntl(
    <>
      <h2 id="step-heading">Processor</h2>
      <PartList
        slot="cpu"
        labelledBy="step-heading"
        parts={cpus}
        count={37}
        amountOf={(part) => (part.product_id === cpus[1]!.product_id ? 1 : 0)}
        sort="bestselling"
        compatibleOnly
        inStockOnly={false}
        page={1}
        pageCount={4}
        hrefForPage={(page) => `/custom-pc-builder/customiser?page=${page}`}
        {...handlers}
        {...props}
      />
    </>,
  );
  return { ...handlers, ...utils };
}

describe('PartList', () => {
  it('draws its first four cards first and the rest after, so a page of parts is not one long task', () => {
    const many = [...offersOf('cpu'), ...offersOf('storage')].slice(0, 9);
    expect(many).toHaveLength(9);
    const props = { slot: 'cpu', labelledBy: 'h', parts: many, amountOf: () => 0, onSelect: () => {}, onAmountChange: () => {} } as const;
    const header = { sort: 'bestselling', compatibleOnly: false, inStockOnly: false, onSortChange: () => {} } as const;
    const list = <PartList {...props} {...header} onCompatibleOnlyChange={() => {}} onInStockOnlyChange={() => {}} hrefForPage={() => '/'} />;
    // The first render (no effects run on the server) draws four; once its transition has run, all.
    const firstRender = renderToStaticMarkup(
      <PreloadedIntlProvider locale="en-GB" messages={kitMessages['en-GB']}>
        {list}
      </PreloadedIntlProvider>,
    );
    expect(firstRender.match(/data-part="/g)).toHaveLength(4);
    renderWithIntl(list);
    expect(screen.getAllByRole('radio')).toHaveLength(9);
  });

  it('is a radio group named by the step for a one-part step, the chosen part checked', () => {
    renderList();
    const group = screen.getByRole('radiogroup', { name: 'Processor' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(4);
    expect((radios[1] as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('37 parts')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pages of parts' })).toBeTruthy();
  });

  it('reports the part chosen', async () => {
    const { onSelect } = renderList();
    await userEvent.click(screen.getByRole('radio', { name: cpus[2]!.name }));
    expect(onSelect).toHaveBeenCalledWith(cpus[2]);
  });

  // The cards are memoised with handlers that keep their identity (for the page's blocking
  // time): a card must still show the build's latest amounts and report to the latest handlers
  // its parent gave.
  it('redraws a card whose choice changed and reports to the latest handlers', async () => {
    const first = vi.fn();
    const latest = vi.fn();
    const props = { slot: 'cpu', labelledBy: 'h', parts: cpus, onAmountChange: () => {} } as const;
    const header = { sort: 'bestselling', compatibleOnly: false, inStockOnly: false, onSortChange: () => {} } as const;
    const list = (amountOf: (part: (typeof cpus)[number]) => number, onSelect: typeof first) => (
      <PartList
        {...props}
        {...header}
        amountOf={amountOf}
        onSelect={onSelect}
        onCompatibleOnlyChange={() => {}}
        onInStockOnlyChange={() => {}}
        hrefForPage={() => '/'}
      />
    );
    const { rerender } = renderWithIntl(list(() => 0, first));
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);
    rerender(list((part) => (part.product_id === cpus[0]!.product_id ? 1 : 0), latest));
    expect((screen.getByRole('radio', { name: cpus[0]!.name }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: cpus[3]!.name }));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith(cpus[3]);
  });

  it('is a group of quantity steppers for a multi-part step', async () => {
    const { onAmountChange } = renderList({ slot: 'storage', parts: drives, amountOf: () => 0 });
    const group = screen.getByRole('group', { name: 'Processor' });
    expect(within(group).queryAllByRole('radio')).toHaveLength(0);
    await userEvent.click(within(group).getAllByRole('button', { name: /Increase/ })[0]!);
    expect(onAmountChange).toHaveBeenCalledWith(drives[0], 1);
  });

  it('says it is loading, with the header waiting for the count', () => {
    const { container } = renderList({ parts: undefined, count: undefined });
    expect(screen.getByRole('status').textContent).toBe('Loading parts…');
    expect(screen.getByText('Counting parts…')).toBeTruthy();
    expect(container.querySelector('[data-state]')!.getAttribute('aria-busy')).toBe('true');
  });

  it('shows an error with a retry', async () => {
    const { onRetry } = renderList({ errorMessage: 'We couldn’t load the parts.' });
    expect(screen.getByRole('alert').textContent).toContain('We couldn’t load the parts.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('explains an empty list, depending on "only compatible"', () => {
    const { rerender } = renderList({ parts: [], count: 0 });
    expect(screen.getByText(/Turn off “Only compatible”/)).toBeTruthy();
    rerender(
      <PartList
        slot="cpu"
        labelledBy="x"
        parts={[]}
        count={0}
        amountOf={() => 0}
        onSelect={() => {}}
        onAmountChange={() => {}}
        sort="bestselling"
        compatibleOnly={false}
        inStockOnly
        onSortChange={() => {}}
        onCompatibleOnlyChange={() => {}}
        onInStockOnlyChange={() => {}}
        hrefForPage={() => '/'}
      />,
    );
    expect(screen.getByText('No parts match these filters.')).toBeTruthy();
  });

  describe('Keyboard', () => {
    // Native radios: the arrow keys moving the choice are the browser's own (the customiser
    // stories and the e2e journey press them in Chromium); here, that the keyboard chooses.
    it('Space on a focused radio chooses its part', async () => {
      const { onSelect } = renderList({ amountOf: () => 0 });
      screen.getByRole('radio', { name: cpus[2]!.name }).focus();
      await userEvent.keyboard(' ');
      expect(onSelect).toHaveBeenCalledWith(cpus[2]);
    });
  });

  describe('A11y', () => {
    it('has no axe violations', async () => {
      const { container } = renderList();
      await expectNoAxeViolations(container);
    });
  });
});
