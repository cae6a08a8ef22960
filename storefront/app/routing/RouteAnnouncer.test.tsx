import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { RouteAnnouncer } from './RouteAnnouncer';

/** Runs the announcer's animation frames one at a time. */
function frames() {
  const queue: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => queue.push(callback));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  return {
    next: () => act(() => queue.shift()?.(performance.now())),
  };
}

function Page({ title }: { title: string }) {
  return (
    <main id="main">
      <h1>{title}</h1>
    </main>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('RouteAnnouncer', () => {
  it('leaves the first page alone, then moves focus to the next page’s heading and names it', async () => {
    const location = memoryLocation({ path: '/first' });
    const frame = frames();
    const view = render(
      <Router hook={location.hook}>
        <RouteAnnouncer />
        <Page title="First" />
      </Router>,
    );
    await frame.next();
    expect(document.activeElement).toBe(document.body);

    document.title = 'Payment | Rigsmith';
    act(() => location.navigate('/checkout/payment'));
    view.rerender(
      <Router hook={location.hook}>
        <RouteAnnouncer />
        <Page title="Payment" />
      </Router>,
    );
    await frame.next();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Payment' }));
    await frame.next();
    expect(document.querySelector('[data-route-announcer]')?.textContent).toBe('Payment');
  });

  it('tries again next frame when the heading could not take focus yet', async () => {
    const location = memoryLocation({ path: '/checkout/confirmed' });
    const frame = frames();
    const view = render(
      <Router hook={location.hook}>
        <RouteAnnouncer />
      </Router>,
    );
    act(() => location.navigate('/checkout/payment'));
    view.rerender(
      <Router hook={location.hook}>
        <RouteAnnouncer />
        <Page title="Payment" />
      </Router>,
    );
    const heading = screen.getByRole('heading', { name: 'Payment' });
    // As a browser does with an element that is not shown yet: the first call is ignored.
    const focus = HTMLElement.prototype.focus;
    const refuseOnce = vi.spyOn(heading, 'focus').mockImplementationOnce(() => undefined);
    refuseOnce.mockImplementation(function (this: HTMLElement) {
      focus.call(this);
    });
    await frame.next();
    expect(document.activeElement).toBe(document.body);
    await frame.next();
    expect(document.activeElement).toBe(heading);
  });
});
