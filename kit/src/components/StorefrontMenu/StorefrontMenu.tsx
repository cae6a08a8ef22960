import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useIntl } from '../../i18n';
import * as styles from './StorefrontMenu.css';

export type StorefrontMenuOption = {
  /** The storefront's id (`uk`, `fr`…), passed back by `onSelect`. */
  id: string;
  /** The country, in the shop's current language ("Germany" on the UK shop). */
  country: string;
  /** The storefront's language in that language ("Deutsch"), so a shopper finds their own. */
  language: string;
  /** BCP 47 tag of the storefront's language, for `lang` and `hrefLang`. */
  locale: string;
  /** The same page in that storefront. */
  href: string;
};

export type StorefrontMenuProps = {
  /** Every storefront, in the order the menu lists them. */
  options: StorefrontMenuOption[];
  /** The storefront the shopper is on: shown on the button, marked `aria-current` in the menu. */
  currentId: string;
  /** A storefront was chosen, just before the browser follows its link (remember the choice here). */
  onSelect?: (id: string) => void;
  /** Classes added to the root, which holds the button and the open menu, for placing it in a header or footer. */
  className?: string;
};

/**
 * One control for country and language (SPEC §1 storefronts): a button showing the current
 * storefront that discloses a list of links to the same page in each storefront (the WAI
 * disclosure navigation pattern: these are links, not application menu commands). Choosing
 * one is a full page load, since a storefront change swaps language, currency and prices at
 * once. Keyboard: Enter or Space opens it on the first storefront, ↓ too and ↑ on the last;
 * the arrows, Home and End move between storefronts, Tab leaves (and closes) it, Escape closes
 * it with focus back on the button. A click outside closes it. Native elements only, so the
 * header that holds it downloads no interaction library.
 *
 * @selector [data-open] on the button while the list is open
 */
export function StorefrontMenu({ options, currentId, onSelect, className }: StorefrontMenuProps) {
  const intl = useIntl();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  /** Which link takes focus once the list is shown: the keyboard's open, not the pointer's. */
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const current = options.find((option) => option.id === currentId) ?? options[0];

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];

  useEffect(() => {
    if (!open) return;
    const wanted = focusOnOpen.current;
    focusOnOpen.current = null;
    if (wanted) (wanted === 'first' ? links()[0] : links().at(-1))?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const show = (focus: 'first' | 'last' | null) => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const onButtonClick = (event: MouseEvent) => {
    // A click with no pointer (detail 0) is Enter or Space: the keyboard goes on into the list.
    if (open) setOpen(false);
    else show(event.detail === 0 ? 'first' : null);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const move = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.target === button.current && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      if (open) all[event.key === 'ArrowDown' ? 0 : all.length - 1]?.focus();
      else show(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (at >= 0 && event.key === 'ArrowDown') move(at + 1);
    else if (at >= 0 && event.key === 'ArrowUp') move(at - 1);
    else if (at >= 0 && event.key === 'Home') move(0);
    else if (at >= 0 && event.key === 'End') move(all.length - 1);
  };

  return (
    // Keys and focus are handled once for the button and the links inside, all native controls.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- delegation, not a control of its own
    <div
      ref={root}
      className={className ? `${styles.root} ${className}` : styles.root}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tab out of the list closes it, as leaving any disclosure navigation does.
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        data-open={open || undefined}
        onClick={onButtonClick}
        // The visible text stays inside the name (WCAG 2.5.3): "Country and language: Germany, Deutsch".
        aria-label={
          current ? intl.formatMessage({ id: 'storefrontMenu.trigger' }, { country: current.country, language: current.language }) : undefined
        }
      >
        {current ? (
          <>
            <span>{current.country}</span>
            <span aria-hidden="true" className={styles.separator}>
              ·
            </span>
            <span lang={current.locale}>{current.language}</span>
          </>
        ) : null}
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      <div className={styles.popover} hidden={!open}>
        {/* Named by what it lists rather than by the button, whose name repeats the current storefront. */}
        <ul ref={list} id={listId} className={styles.menu} aria-label={intl.formatMessage({ id: 'storefrontMenu.label' })}>
          {options.map((option) => (
            <li key={option.id}>
              <a
                href={option.href}
                hrefLang={option.locale}
                className={styles.item}
                aria-current={option.id === currentId ? 'true' : undefined}
                onClick={() => {
                  onSelect?.(option.id);
                  setOpen(false);
                }}
              >
                <span className={styles.country}>{option.country}</span>
                <span lang={option.locale} className={styles.language}>
                  {option.language}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
