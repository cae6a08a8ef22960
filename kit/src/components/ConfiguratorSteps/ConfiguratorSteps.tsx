import { useRef, type KeyboardEvent } from 'react';
import type { ConfiguratorSlot, StepState } from '../../domain';
import { useIntl } from '../../i18n';
import * as styles from './ConfiguratorSteps.css';

export type ConfiguratorStepItem = {
  slot: ConfiguratorSlot;
  /** Nothing chosen, chosen, still needed, or named by a warning or a blocker (`stepStates`). */
  state: StepState;
  /** Whether a build needs it before it can be ordered (`isRequiredStep`). */
  required: boolean;
  /** How many parts are chosen in it. */
  count: number;
};

export type ConfiguratorStepsProps = {
  /** The steps, in order (`configuratorSteps`). */
  steps: readonly ConfiguratorStepItem[];
  /** The step shown. */
  value: ConfiguratorSlot;
  /** The shopper picked another step. */
  onValueChange: (slot: ConfiguratorSlot) => void;
  /**
   * A compact progress row for a phone: each step by its marker alone (number or state sign),
   * the current one outlined; names and states stay for screen readers. @default false
   */
  compact?: boolean;
  /** Names the navigation landmark. @default "Build steps" */
  'aria-label'?: string;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * The customiser's step list: every step as a button in a navigation list,
 * the current one marked `aria-current="step"`, each saying whether it is required,
 * chosen, or has a compatibility issue, in words as well as colour. Tab reaches the
 * current step; the arrow keys, Home and End move between steps.
 *
 * @selector [data-state="empty|done|needed|warning|issue"] on each step
 * @selector [data-current] on the step shown
 * @selector [data-required] on steps a build needs
 * @selector [data-compact] on the root in the compact layout
 */
export function ConfiguratorSteps({ steps, value, onValueChange, compact = false, 'aria-label': ariaLabel, className }: ConfiguratorStepsProps) {
  const intl = useIntl();
  const listRef = useRef<HTMLOListElement>(null);

  const focusStep = (index: number) => {
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-slot]');
    buttons?.[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-slot]') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: buttons.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusStep(Math.max(0, Math.min(buttons.length - 1, target)));
  };

  return (
    <nav
      className={className ? `${styles.root} ${className}` : styles.root}
      aria-label={ariaLabel ?? intl.formatMessage({ id: 'configurator.steps.label' })}
      data-compact={compact || undefined}
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys move focus between the step buttons (roving focus) */}
      <ol ref={listRef} className={styles.list} onKeyDown={onKeyDown}>
        {steps.map((step, index) => (
          <li key={step.slot} className={styles.item}>
            <StepButton step={step} number={index + 1} current={step.slot === value} onPress={() => onValueChange(step.slot)} />
          </li>
        ))}
      </ol>
    </nav>
  );
}

function StepButton({ step, number, current, onPress }: { step: ConfiguratorStepItem; number: number; current: boolean; onPress: () => void }) {
  const intl = useIntl();
  const status =
    step.state === 'issue'
      ? intl.formatMessage({ id: 'configurator.steps.state.issue' })
      : step.state === 'needed'
        ? intl.formatMessage({ id: 'configurator.steps.state.needed' })
        : step.state === 'warning'
          ? intl.formatMessage({ id: 'configurator.steps.state.warning' })
          : step.state === 'done'
            ? intl.formatMessage({ id: 'configurator.steps.state.done' }, { count: step.count })
            : intl.formatMessage({ id: step.required ? 'configurator.steps.state.required' : 'configurator.steps.state.optional' });
  return (
    <button
      onClick={onPress}
      type="button"
      // Roving focus: Tab lands on the current step, arrows move along the list.
      tabIndex={current ? 0 : -1}
      className={styles.step}
      data-slot={step.slot}
      data-state={step.state}
      data-current={current || undefined}
      data-required={step.required || undefined}
      aria-current={current ? 'step' : undefined}
    >
      <span className={styles.marker} aria-hidden="true">
        {step.state === 'issue' ? '!' : step.state === 'needed' ? '+' : step.state === 'warning' ? '⚠' : step.state === 'done' ? '✓' : number}
      </span>
      <span className={styles.text}>
        <span className={styles.name}>
          {intl.formatMessage({ id: 'configurator.steps.name' }, { number, name: intl.formatMessage({ id: `configurator.slot.${step.slot}` }) })}
        </span>
        <span className={styles.status}>{status}</span>
      </span>
    </button>
  );
}
