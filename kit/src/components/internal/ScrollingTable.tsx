import { useId, type ReactNode } from 'react';
import * as table from './adminTable.css';

type ScrollingTableProps = {
  caption: string;
  /** Set on the frame, for the table's own `data-state` rules and selectors. */
  state?: string | undefined;
  className?: string | undefined;
  /** The table's `thead` and `tbody`. */
  children: ReactNode;
};

/**
 * A captioned native table in a frame that scrolls sideways when the table is wider than the
 * screen (a narrow phone, or longer words in another language). The frame is a region named
 * by the caption and takes focus, so a keyboard user can scroll it with the arrow keys even
 * when the table holds no control (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollingTable({ caption, state, className, children }: ScrollingTableProps) {
  const captionId = useId();
  return (
    <div
      className={className ? `${table.scroller} ${className}` : table.scroller}
      role="region"
      aria-labelledby={captionId}
      // A scrollable region must be reachable by keyboard (see above).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-state={state}
    >
      <table className={table.table}>
        <caption id={captionId} className={table.caption}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
