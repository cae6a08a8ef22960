import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IntlProvider, useIntl } from './IntlProvider';

function InStock() {
  return <p>{useIntl().formatMessage({ id: 'productCard.inStock' })}</p>;
}

function LineTotal() {
  return <p>{useIntl().formatMessage({ id: 'cartLine.total', defaultMessage: 'not loaded' })}</p>;
}

describe('IntlProvider', () => {
  it("shows the fallback while the locale's catalogue downloads, then the kit's strings in that locale", async () => {
    const rendering = act(() =>
      render(
        <IntlProvider locale="fr-FR" fallback={<p>…</p>}>
          <InStock />
        </IntlProvider>,
      ),
    );
    expect(screen.getByText('…')).toBeTruthy();
    await rendering;
    // The first import of a catalogue goes through Vitest's transform: slow on a loaded machine.
    expect(await screen.findByText('En stock', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('…')).toBeNull();
  });

  it("puts the app's messages over the kit's and loads another locale when it changes", async () => {
    const { rerender } = await act(() =>
      render(
        <IntlProvider locale="en-GB" messages={{ 'productCard.inStock': 'Ready to ship' }}>
          <InStock />
        </IntlProvider>,
      ),
    );
    expect(await screen.findByText('Ready to ship', {}, { timeout: 10_000 })).toBeTruthy();
    await act(() =>
      rerender(
        <IntlProvider locale="de-DE">
          <InStock />
        </IntlProvider>,
      ),
    );
    expect(await screen.findByText('Auf Lager', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('downloads only the areas asked for besides the core', async () => {
    await act(() =>
      render(
        <IntlProvider locale="it-IT" areas={[]}>
          <InStock />
          <LineTotal />
        </IntlProvider>,
      ),
    );
    expect(await screen.findByText('Disponibile', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('not loaded')).toBeTruthy();
  });
});
