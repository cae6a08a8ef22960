import { Children, type ReactNode } from 'react';
import * as styles from './ProductGrid.css';

export type ProductGridProps = {
  /** Names the list for screen readers, e.g. "Gaming PCs". */
  'aria-label'?: string;
  /** Id of a visible heading that names the list; use it instead of `aria-label` when there is one. */
  'aria-labelledby'?: string;
  /** One `ProductCard` (or anything) per child; each becomes a list item. */
  children: ReactNode;
};

/** A responsive list of product cards; screen readers announce it as a list with its count. */
export function ProductGrid({ children, ...labelling }: ProductGridProps) {
  return (
    // role="list" keeps list semantics where `list-style: none` makes Safari drop them.
    <ul role="list" className={styles.grid} {...labelling}>
      {Children.map(children, (child) => (child === null || child === undefined ? null : <li>{child}</li>))}
    </ul>
  );
}
