import { useRef, useState, type ReactNode } from 'react';
import {
  DismissButton,
  FocusScope,
  Overlay,
  useButton,
  useFocusRing,
  useMenu,
  useMenuItem,
  useMenuTrigger,
  useOverlay,
  mergeProps,
  type AriaMenuOptions,
  type AriaMenuProps,
} from 'react-aria';
import { Item, useMenuTriggerState, type Key, useTreeState, type MenuTriggerState, type Node, type TreeState } from 'react-stately';
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
 * One control for country and language (SPEC §1 storefronts): a menu button showing the
 * current storefront, opening a menu of links to the same page in each storefront. The items
 * are plain links, so choosing one is a full page load: a storefront change swaps language,
 * currency and prices at once. Keyboard: Enter, Space or ↓ opens on the first item, ↑ on the
 * last; arrows, Home and End move; Escape closes and focus returns to the button.
 *
 * @selector [data-open] on the button while the menu is open
 */
export function StorefrontMenu({ options, currentId, onSelect, className }: StorefrontMenuProps) {
  const intl = useIntl();
  const state = useMenuTriggerState({});
  const triggerRef = useRef<HTMLButtonElement>(null);
  // State, not a ref: the popover renders into this element, so render must see it.
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger({}, state, triggerRef);
  const { buttonProps } = useButton(menuTriggerProps, triggerRef);
  const { focusProps, isFocusVisible } = useFocusRing();
  const current = options.find((option) => option.id === currentId) ?? options[0];
  return (
    <div ref={setRoot} className={className ? `${styles.root} ${className}` : styles.root}>
      <button
        {...mergeProps(buttonProps, focusProps)}
        ref={triggerRef}
        className={styles.trigger}
        data-open={state.isOpen || undefined}
        data-focus-visible={isFocusVisible || undefined}
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
      {state.isOpen ? (
        <StorefrontPopover state={state} container={root}>
          <StorefrontMenuList
            menuProps={menuProps}
            label={intl.formatMessage({ id: 'storefrontMenu.label' })}
            options={options}
            currentId={currentId}
            onAction={(key) => onSelect?.(String(key))}
          />
        </StorefrontPopover>
      ) : null}
    </div>
  );
}

function StorefrontPopover({ state, container, children }: { state: MenuTriggerState; container: HTMLElement | null; children: ReactNode }) {
  const popoverRef = useRef<HTMLDivElement>(null);
  // useOverlay, not usePopover: the menu is placed by its CSS under the button's end edge.
  // usePopover's positioning writes page-relative offsets onto the element, which pushed the
  // menu past the screen's edge once it rendered inside the button's own box.
  const { overlayProps, underlayProps } = useOverlay({ isOpen: state.isOpen, onClose: state.close, isDismissable: true }, popoverRef);
  return (
    // Rendered beside the button rather than at the end of <body>, so the menu stays inside
    // the header's landmark for screen-reader navigation.
    <Overlay portalContainer={container ?? undefined}>
      <div {...underlayProps} className={styles.underlay} />
      <div {...overlayProps} ref={popoverRef} className={styles.popover}>
        {/* Focus goes back to the button however the menu closes (Escape, a click outside). */}
        <FocusScope restoreFocus>
          <DismissButton onDismiss={state.close} />
          {children}
          <DismissButton onDismiss={state.close} />
        </FocusScope>
      </div>
    </Overlay>
  );
}

type MenuListProps = {
  /** `menuProps` from `useMenuTrigger`: focus strategy, closing, the trigger's id. */
  menuProps: AriaMenuOptions<unknown>;
  label: string;
  options: StorefrontMenuOption[];
  currentId: string;
  onAction: (key: Key) => void;
};

function StorefrontMenuList({ menuProps, label, options, currentId, onAction }: MenuListProps) {
  const props: AriaMenuProps<StorefrontMenuOption> = {
    ...menuProps,
    // Named by what it lists rather than by the button, whose name repeats the current storefront.
    'aria-label': label,
    'aria-labelledby': undefined,
    onAction,
    items: options,
    children: (option) => (
      <Item key={option.id} href={option.href} textValue={`${option.country} ${option.language}`}>
        {option.country}
      </Item>
    ),
  };
  const state = useTreeState(props);
  const ref = useRef<HTMLUListElement>(null);
  const { menuProps: listProps } = useMenu(props, state, ref);
  return (
    <ul {...listProps} ref={ref} className={styles.menu}>
      {[...state.collection].map((item) => (
        <StorefrontMenuItem key={item.key} item={item} state={state} isCurrent={item.key === currentId} />
      ))}
    </ul>
  );
}

function StorefrontMenuItem({
  item,
  state,
  isCurrent,
}: {
  item: Node<StorefrontMenuOption>;
  state: TreeState<StorefrontMenuOption>;
  isCurrent: boolean;
}) {
  const ref = useRef<HTMLAnchorElement>(null);
  const { menuItemProps, isFocused } = useMenuItem({ key: item.key }, state, ref);
  const option = item.value;
  return (
    <li role="none">
      <a
        {...menuItemProps}
        ref={ref}
        hrefLang={option?.locale}
        className={styles.item}
        aria-current={isCurrent ? 'true' : undefined}
        data-focused={isFocused || undefined}
      >
        <span className={styles.country}>{option?.country}</span>
        <span lang={option?.locale} className={styles.language}>
          {option?.language}
        </span>
      </a>
    </li>
  );
}
