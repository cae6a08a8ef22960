import { createContext, useContext, useRef } from 'react';
import { mergeProps, useFocusRing, useHover, useRadio, useRadioGroup } from 'react-aria';
import { useRadioGroupState, type RadioGroupState } from 'react-stately';
import * as styles from './ChoiceGroup.css';

export type ChoiceOption<T extends string> = { value: T; label: string };

export type ChoiceGroupProps<T extends string> = {
  /** The question the choices answer, e.g. "Resolution". */
  label: string;
  /** The choices in order, each with its value and label; each is a radio button. */
  options: readonly ChoiceOption<T>[];
  /** The chosen value (controlled). */
  value?: T;
  /** The value chosen first (uncontrolled). */
  defaultValue?: T;
  /** Called with the value the shopper chose (click, or the arrow keys within the group). */
  onValueChange?: (value: T) => void;
  /** Form field name of the radio inputs. */
  name?: string;
  /** Every choice is shown but none can be chosen. @default false */
  isDisabled?: boolean;
};

const ChoiceGroupContext = /* @__PURE__ */ createContext<RadioGroupState | null>(null);

/**
 * A radio group drawn as a row of segmented buttons: one tab stop, arrow keys move
 * and choose (native radio behaviour from react-aria's `useRadioGroup`).
 *
 * @selector [data-selected] the chosen option
 * @selector [data-focus-visible] keyboard focus on an option
 * @selector [data-disabled]
 */
export function ChoiceGroup<T extends string>({ label, options, value, defaultValue, onValueChange, name, isDisabled = false }: ChoiceGroupProps<T>) {
  const props = {
    label,
    name,
    isDisabled,
    orientation: 'horizontal' as const,
    ...(value !== undefined ? { value } : {}),
    ...(defaultValue !== undefined ? { defaultValue } : {}),
    onChange: (next: string) => onValueChange?.(next as T),
  };
  const state = useRadioGroupState(props);
  const { radioGroupProps, labelProps } = useRadioGroup(props, state);
  return (
    <div {...radioGroupProps} className={styles.group}>
      <span {...labelProps} className={styles.label}>
        {label}
      </span>
      <div className={styles.options}>
        <ChoiceGroupContext.Provider value={state}>
          {options.map((option) => (
            <Choice key={option.value} value={option.value} label={option.label} />
          ))}
        </ChoiceGroupContext.Provider>
      </div>
    </div>
  );
}

function Choice({ value, label }: { value: string; label: string }) {
  const state = useContext(ChoiceGroupContext);
  if (!state) throw new Error('`Choice` must be used within `ChoiceGroup`');
  const ref = useRef<HTMLInputElement>(null);
  const { inputProps, labelProps, isSelected, isDisabled } = useRadio({ value, children: label }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });
  return (
    <label
      {...mergeProps(labelProps, hoverProps)}
      className={styles.choice}
      data-selected={isSelected || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-hovered={isHovered || undefined}
      data-disabled={isDisabled || undefined}
    >
      <input {...mergeProps(inputProps, focusProps)} ref={ref} className={styles.visuallyHidden} />
      <span className={styles.indicator} aria-hidden="true" />
      {label}
    </label>
  );
}
