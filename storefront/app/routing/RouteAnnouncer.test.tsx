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

/** The announcer at `path`; `show` draws it with a page (or none) after a navigation. */
function announcerAt(path: string) {
  const location = memoryLocation({ path });
  const tree = (page?: string) => (
    <Router hook={location.hook}>
      <RouteAnnouncer />
      {page === undefined ? null : <Page title={page} />}
    </Router>
  );
  const view = render(tree());
  return {
    navigate: (to: string, page: string) => {
      act(() => location.navigate(to));
      view.rerender(tree(page));
    },
    show: (page: string) => view.rerender(tree(page)),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('RouteAnnouncer', () => {
  it('leaves the first page alone, then moves focus to the next page’s heading and names it', async () => {
    const frame = frames();
    const announcer = announcerAt('/first');
    announcer.show('First');
    await frame.next();
    expect(document.activeElement).toBe(document.body);

    document.title = 'Payment | Rigsmith';
    announcer.navigate('/checkout/payment', 'Payment');
    await frame.next();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Payment' }));
    await frame.next();
    expect(document.querySelector('[data-route-announcer]')?.textContent).toBe('Payment');
  });

  it('tries again next frame when the heading could not take focus yet', async () => {
    const frame = frames();
    announcerAt('/checkout/confirmed').navigate('/checkout/payment', 'Payment');
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

  it('leaves focus where the shopper put it while the page was drawing, and still names the page', async () => {
    const frame = frames();
    const announcer = announcerAt('/account/orders');
    announcer.navigate('/login', 'Sign in');
    const heading = screen.getByRole('heading', { name: 'Sign in' });
    // The heading cannot take focus yet (the page still hidden behind the loader)…
    const refuse = vi.spyOn(heading, 'focus').mockImplementation(() => undefined);
    document.title = 'Sign in | Rigsmith';
    await frame.next();
    expect(document.activeElement).toBe(document.body);
    // …and the shopper clicks into a field of the page before it can.
    const field = document.createElement('input');
    document.getElementById('main')!.append(field);
    field.focus();
    refuse.mockRestore();
    await frame.next();
    expect(document.activeElement).toBe(field);
    await frame.next();
    expect(document.querySelector('[data-route-announcer]')?.textContent).toBe('Sign in');
    field.remove();
  });

  it('still moves focus to the heading from an element outside the page, such as a closing menu’s trigger', async () => {
    const frame = frames();
    const trigger = document.createElement('button');
    document.body.append(trigger);
    announcerAt('/').navigate('/fr', 'PC gamer');
    // A menu closing on the navigation gives focus back to its trigger, in the header.
    trigger.focus();
    await frame.next();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'PC gamer' }));
    trigger.remove();
  });
});
