import { FormNotice } from '../FormNotice';
import type { Rejection } from './rejection';

/** The server's refusal of a back-office action, under a title saying nothing changed; focusable so focus can move to it. */
export function RefusalNotice({ id, title, refusal }: { id: string; title: string; refusal: Rejection }) {
  return (
    <div id={id} tabIndex={-1}>
      <FormNotice tone="error" title={title}>
        {refusal.message ? <p>{refusal.message}</p> : null}
      </FormNotice>
    </div>
  );
}
