import { useEffect, useRef, type ReactNode } from 'react';
import { useComboBox } from 'react-aria';
import { Item, useComboBoxState } from 'react-stately';
import type { CountryCode, Place, PlaceProvider } from '../../domain';
import { placeKey, usePlaceSearch } from '../../forms/usePlaceSearch';
import { useIntl } from '../../i18n';
import { ComboBoxPopup } from '../internal/ComboBoxPopup';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './AddressForm.css';
import { FieldLabels } from '../internal/FieldLabels';

export { PLACE_SEARCH_DELAY, PLACE_SEARCH_MIN_LENGTH, placeKey } from '../../forms/usePlaceSearch';

export type PlaceComboboxProps = {
  /** The visible label of the box, e.g. "Town or city". */
  label: string;
  /** Which part of a place this box holds: it shows that part, and the shopper may type either. */
  part: 'city' | 'postcode';
  /** The typed text (controlled). */
  value: string;
  /** Called with the text on every keystroke (the box is controlled through `value`). */
  onInputChange: (text: string) => void;
  /** The shopper chose a place from the list: fill this box and its partner. */
  onPick: (place: Place) => void;
  /** The place picked last, if any: the box shows it as chosen. */
  pickedPlace: Place | null;
  /** Looks places up by the typed city or postcode in `country` (the shop answers from `api/geo/places/`); its answers fill the list. */
  placeProvider: PlaceProvider;
  /** The country to search in (ISO 3166-1 alpha-2): the address's own country. */
  country: CountryCode;
  /** Focus left the box: the form checks the field then. */
  onBlur?: () => void;
  /** A hint under the label, linked with `aria-describedby`. */
  description?: string;
  /** The error under the label; while set the box is `aria-invalid` and described by it. */
  errorMessage?: string;
  /** Marks the box `aria-required` (the form validates; the browser does not). */
  isRequired?: boolean;
  /** The input's id (the error summary links to it). */
  id?: string;
  /** Form field name of the input. */
  name?: string;
  /** The browser's autofill hint, e.g. `address-level2` for the city or `postal-code`. */
  autoComplete?: string;
  /**
   * Shown under a search that found nothing, after the plain-words "not found", e.g. a link
   * to write to support: the list being empty must not be a dead end.
   */
  notFoundAction?: ReactNode;
  /** The field's error while nothing is found, shown from then on (SPEC §5's "Select … from the drop-down list"). */
  notFoundError?: string;
};

/**
 * One address part (city or postcode) as an autocomplete over a `PlaceProvider` (react-aria
 * `useComboBox`, as `FpsFinderForm`'s game box). Each pause in typing of
 * `PLACE_SEARCH_DELAY` ms searches once, aborting the search before; choosing an option calls
 * `onPick` with the whole place, so the form fills city and postcode together. Typed text
 * that was never picked stays in the box (the form refuses it on submit, SPEC §5).
 *
 * @selector [data-invalid] on the field while it shows an error
 * @selector [data-focused] on the option under the virtual cursor
 */
export function PlaceCombobox({
  label,
  part,
  value,
  onInputChange,
  onPick,
  pickedPlace,
  placeProvider,
  country,
  onBlur,
  description,
  errorMessage,
  isRequired = false,
  id,
  name,
  autoComplete = 'off',
  notFoundAction,
  notFoundError,
}: PlaceComboboxProps) {
  const intl = useIntl();
  const { places, status, query, search, foundNothingFor } = usePlaceSearch({ placeProvider, country });

  const inputRef = useRef<HTMLInputElement>(null);
  const listBoxRef = useRef<HTMLUListElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  // Nothing found stays said after the box loses focus, so its way out (the action) can be
  // reached with Tab; it goes once the shopper types again or picks.
  const notFound = foundNothingFor(value);
  // Nothing found is an error at once, not only once the box is left: were the error and
  // the invalid style to appear on blur, they would move the action from under the pointer
  // of a shopper pressing it, before the click lands.
  const shownError = errorMessage ?? (notFound ? notFoundError : undefined);
  const isInvalid = Boolean(shownError);
  const pickedText = pickedPlace ? pickedPlace[part] : null;

  // Selection and text are both controlled: picking fills both boxes through `onPick`.
  const state = useComboBoxState<Place>({
    label,
    items: places,
    children: (place: Place) => (
      <Item key={placeKey(place)} textValue={place[part]}>
        <span className={styles.optionMain}>
          {place.city} {place.postcode}
        </span>
        <span className={styles.optionRegion}>{place.region}</span>
      </Item>
    ),
    inputValue: value,
    onInputChange: (text) => {
      onInputChange(text);
      // react-stately puts the picked text back on Escape: no need to search for it.
      if (text !== pickedText) search(text);
    },
    // Selected only while the box still shows the picked text: once edited, the list must
    // not bring the old place back on Tab or Enter (react-aria focuses the selected option).
    selectedKey: pickedPlace && value === pickedText ? placeKey(pickedPlace) : null,
    onSelectionChange: (key) => {
      // null: the shopper left the box with their own text; it stays, unpicked.
      if (key === null) return;
      const place = places.find((candidate) => placeKey(candidate) === key);
      if (place) onPick(place);
    },
    allowsCustomValue: true,
    isRequired,
    isInvalid,
    validationBehavior: 'aria',
  });

  // Results arrive after the typing that asked for them: open the list for them then.
  useEffect(() => {
    if (state.isFocused && !state.isOpen && places.length > 0 && value !== pickedText) state.open(null, 'input');
    // Only new results should do this, not every keystroke (react-stately handles those).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately narrower dependencies, as the comment above says
  }, [places]);

  const { labelProps, inputProps, listBoxProps, descriptionProps, errorMessageProps } = useComboBox(
    {
      label,
      inputRef,
      listBoxRef,
      popoverRef,
      description,
      errorMessage: shownError,
      isInvalid,
      isRequired,
      validationBehavior: 'aria',
      id,
      onBlur,
    },
    state,
  );

  let hint: ReactNode = '';
  if (state.isFocused && !state.isOpen) {
    if (status === 'searching') hint = intl.formatMessage({ id: 'placeCombobox.searching' });
    else if (status === 'failed') hint = intl.formatMessage({ id: 'placeCombobox.failed' });
  }
  if (notFound) hint = intl.formatMessage({ id: 'placeCombobox.noPlaces' }, { query });

  return (
    <div className={fieldStyles.field} data-invalid={isInvalid || undefined}>
      <FieldLabels {...{ label, labelProps, description, descriptionProps, errorMessage: shownError, errorMessageProps, isInvalid }} />
      <div className={styles.inputWrap}>
        <input {...inputProps} ref={inputRef} name={name} autoComplete={autoComplete} className={fieldStyles.input} />
        <ComboBoxPopup state={state} listBoxProps={listBoxProps} listBoxRef={listBoxRef} popoverRef={popoverRef} />
      </div>
      <p className={styles.hint} role="status">
        {hint}
      </p>
      {notFound && notFoundAction ? <p className={styles.notFoundAction}>{notFoundAction}</p> : null}
    </div>
  );
}
