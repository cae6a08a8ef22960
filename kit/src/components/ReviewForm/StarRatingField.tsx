import { createContext, useContext, useRef } from 'react';
import { mergeProps, useFocusRing, useRadio, useRadioGroup } from 'react-aria';
import { useRadioGroupState, type RadioGroupState } from 'react-stately';
import { REVIEW_RATING_MAX } from '../../domain/reviews/reviewMessages';
import { useIntl } from '../../i18n';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './ReviewForm.css';

type StarRatingFieldProps = {
  label: string;
  /** '' while none is chosen, else '1'…'5'. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  name: string;
  /** Given to the first star, so the error summary's link lands in the group. */
  id: string;
  errorMessage?: string | undefined;
};

const StarsContext = /* @__PURE__ */ createContext<{ state: RadioGroupState; firstId: string } | null>(null);
const ratings = /* @__PURE__ */ Array.from({ length: REVIEW_RATING_MAX }, (_, index) => String(index + 1));

/**
 * The rating: a radio group of 1–5 stars (react-aria `useRadioGroup`: one tab stop, arrow
 * keys move and choose), each star named "3 stars" for screen readers. The chosen star and
 * those before it fill, so the choice shows by shape as well as colour.
 *
 * @selector [data-filled] a star at or below the chosen rating
 * @selector [data-focus-visible] keyboard focus on a star
 */
export function StarRatingField({ label, value, onChange, onBlur, name, id, errorMessage }: StarRatingFieldProps) {
  const isInvalid = Boolean(errorMessage);
  const props = {
    label,
    name,
    value: value === '' ? null : value,
    onChange,
    onBlur,
    isRequired: true,
    isInvalid,
    errorMessage,
    validationBehavior: 'aria' as const,
    orientation: 'horizontal' as const,
  };
  const state = useRadioGroupState(props);
  const { radioGroupProps, labelProps, errorMessageProps } = useRadioGroup(props, state);
  return (
    <div {...radioGroupProps} className={styles.ratingGroup} data-invalid={isInvalid || undefined}>
      <span {...labelProps} className={fieldStyles.label}>
        {label}
      </span>
      {isInvalid ? (
        <p {...errorMessageProps} className={fieldStyles.error}>
          {errorMessage}
        </p>
      ) : null}
      <div className={styles.stars}>
        <StarsContext.Provider value={{ state, firstId: id }}>
          {ratings.map((rating) => (
            <Star key={rating} value={rating} />
          ))}
        </StarsContext.Provider>
      </div>
    </div>
  );
}

function Star({ value }: { value: string }) {
  const context = useContext(StarsContext);
  if (!context) throw new Error('`Star` must be used within `StarRatingField`');
  const intl = useIntl();
  const ref = useRef<HTMLInputElement>(null);
  const name = intl.formatMessage({ id: 'reviewForm.stars' }, { count: Number(value) });
  const { inputProps, labelProps, isSelected } = useRadio({ value, 'aria-label': name }, context.state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const chosen = Number(context.state.selectedValue ?? 0);
  return (
    <label
      {...labelProps}
      className={styles.star}
      data-filled={Number(value) <= chosen || undefined}
      data-selected={isSelected || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      <input {...mergeProps(inputProps, focusProps)} id={value === '1' ? context.firstId : undefined} ref={ref} className={styles.visuallyHidden} />
      <span aria-hidden="true">{Number(value) <= chosen ? '★' : '☆'}</span>
    </label>
  );
}
