import { useRef, type ReactNode, type RefObject } from 'react';
import { DismissButton, useListBox, useOption, type AriaListBoxOptions } from 'react-aria';
import type { ComboBoxState, Node } from 'react-stately';
import * as styles from './comboBoxPopup.css';

export type ComboBoxPopupProps<T> = {
  state: ComboBoxState<T>;
  /** `listBoxProps` from `useComboBox`. */
  listBoxProps: AriaListBoxOptions<T>;
  listBoxRef: RefObject<HTMLUListElement | null>;
  popoverRef: RefObject<HTMLDivElement | null>;
  /** Shown after an option's text, e.g. a check mark on the chosen one. */
  optionEnd?: (item: Node<T>, isSelected: boolean) => ReactNode;
};

/**
 * The list a kit combobox opens under its input (react-aria's listbox and options, and a
 * dismiss button for screen readers), rendered only while open. The field around it
 * must be `position: relative` so the list sits right under the input.
 */
export function ComboBoxPopup<T>({ state, listBoxProps, listBoxRef, popoverRef, optionEnd }: ComboBoxPopupProps<T>) {
  if (!state.isOpen) return null;
  return (
    <div ref={popoverRef} className={styles.popover}>
      <ComboBoxListBox listBoxProps={listBoxProps} state={state} listBoxRef={listBoxRef} optionEnd={optionEnd} />
      <DismissButton onDismiss={() => state.close()} />
    </div>
  );
}

function ComboBoxListBox<T>({
  state,
  listBoxProps: props,
  listBoxRef,
  optionEnd,
}: Pick<ComboBoxPopupProps<T>, 'state' | 'listBoxProps' | 'listBoxRef' | 'optionEnd'>) {
  const { listBoxProps } = useListBox(props, state, listBoxRef);
  return (
    <ul {...listBoxProps} ref={listBoxRef} className={styles.listbox}>
      {[...state.collection].map((item) => (
        <ComboBoxOption key={item.key} item={item} state={state} optionEnd={optionEnd} />
      ))}
    </ul>
  );
}

function ComboBoxOption<T>({ item, state, optionEnd }: { item: Node<T>; state: ComboBoxState<T>; optionEnd?: ComboBoxPopupProps<T>['optionEnd'] }) {
  const ref = useRef<HTMLLIElement>(null);
  const { optionProps, isSelected, isFocused } = useOption({ key: item.key }, state, ref);
  return (
    <li {...optionProps} ref={ref} className={styles.option} data-selected={isSelected || undefined} data-focused={isFocused || undefined}>
      {item.rendered}
      {optionEnd?.(item, isSelected)}
    </li>
  );
}
