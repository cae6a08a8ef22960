import { useState } from 'react';
import { RefusalNotice } from './RefusalNotice';
import { rejectionOf, type Rejection } from './rejection';
import { useFocusRequest } from './useFocusRequest';
import * as table from './adminTable.css';

type Outcome = { done: string | null; refusal: (Rejection & { title: string }) | null };

/**
 * A back-office table's action on one row (expire a coupon, resend an invitation), the same
 * in every table: the row's button is pending while it runs, the outcome is announced in the
 * table's status line, and a refusal is shown with the server's message under a title saying
 * what failed, and focused so it is read. `idOf` names the status line and the refusal.
 */
export function useRowAction(idOf: (part: string) => string) {
  const [pending, setPending] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ done: null, refusal: null });
  const requestFocus = useFocusRequest();

  /**
   * Runs `action` for row `rowId`; `done` is announced on success (with `focusDone`, the
   * status line takes focus: for a button the action removes), `failed` titles a refusal.
   */
  const run = async (rowId: number, action: () => Promise<void>, texts: { done: string; failed: string; focusDone?: boolean }) => {
    setPending(rowId);
    setOutcome({ done: null, refusal: null });
    try {
      await action();
      setOutcome({ done: texts.done, refusal: null });
      if (texts.focusDone) requestFocus(idOf('status'));
    } catch (error) {
      setOutcome({ done: null, refusal: { ...rejectionOf(error), title: texts.failed } });
      requestFocus(idOf('refusal'));
    } finally {
      setPending(null);
    }
  };

  /** Announces an outcome reached another way (a dialog's save), clearing an earlier refusal. */
  const announce = (done: string) => setOutcome({ done, refusal: null });

  /** The status line and the refusal, placed above the table. */
  const notices = (
    <>
      <p id={idOf('status')} role="status" tabIndex={-1} className={table.announcement}>
        {outcome.done ?? ''}
      </p>
      {outcome.refusal ? <RefusalNotice id={idOf('refusal')} title={outcome.refusal.title} refusal={outcome.refusal} /> : null}
    </>
  );

  return { pending, run, announce, notices };
}
