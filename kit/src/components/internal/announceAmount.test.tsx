import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { destroyAnnouncer } from '@react-aria/live-announcer';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { CartLine } from '../CartLine/CartLine';
import { AmountField } from './AmountField';
import { renderWithIntl } from '../../../test/render';
import { keyboardLine as keyboard } from '../CartLine/testLines';

function StatefulLine() {
  const [amount, setAmount] = useState(2);
  return <CartLine line={{ ...keyboard, amount }} onAmountChange={setAmount} onRemove={() => {}} />;
}

function StatefulField() {
  const [amount, setAmount] = useState(1);
  return (
    <AmountField
      label="Amount"
      aria-label="Amount of Noctua NF-A12x25"
      value={amount}
      onChange={setAmount}
      announcement={(value) => `Amount of Noctua NF-A12x25: ${value}`}
    />
  );
}

/** Every message react-aria's page-wide polite region holds, in order. */
const politeMessages = () =>
  [...document.querySelectorAll('[data-live-announcer] [aria-live="polite"] > *')].map((node) => node.textContent).filter(Boolean);

/** Presses a button from the keyboard as a browser does, outside React's test mode (see below). */
async function pressEnter(button: HTMLElement) {
  fireEvent.keyDown(button, { key: 'Enter' });
  fireEvent.keyUp(button, { key: 'Enter' });
  // The amount is said from a microtask queued by the press, run here outside `act` (which
  // would switch React's test mode back on).
  await Promise.resolve();
}

// Each test is a page whose first announcement is a stepper's: no announcer before it renders.
// react-aria holds a new announcer's first message back by 100 ms only outside React's test
// mode, so the flag is off as in a browser, and the hold runs on the fake clock.
describe('a page whose first announcement is an amount', () => {
  const testMode = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT') as unknown;
  beforeEach(() => {
    destroyAnnouncer();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  });
  afterEach(() => {
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', testMode);
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    destroyAnnouncer();
  });

  it.each([
    ['a cart line', StatefulLine, 'Add one more Logitech K120', ['Amount of Logitech K120: 4']],
    ['a part card', StatefulField, 'Increase', ['Amount of Noctua NF-A12x25: 3']],
  ] as const)('reads two quick presses of + on %s once, the latest amount', async (_, Stepper, plusName, said) => {
    renderWithIntl(<Stepper />);
    // The announcer is there before the first press, its 100 ms hold spent on no words.
    expect(document.querySelector('[data-live-announcer]')).not.toBeNull();
    const plus = screen.getByRole('button', { name: new RegExp(`^${plusName}`) });
    plus.focus();
    await pressEnter(plus);
    await pressEnter(plus);
    // Past react-aria's hold: a first message it held back would land now, after the latest.
    vi.advanceTimersByTime(500);
    expect(politeMessages()).toEqual(said);
  });
});
