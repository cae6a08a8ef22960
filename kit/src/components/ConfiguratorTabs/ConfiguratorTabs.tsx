import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from '../../i18n';
import { useControllableState } from '../internal/useControllableState';
import * as styles from './ConfiguratorTabs.css';

export type ConfiguratorTab = 'components' | 'performance';

export type ConfiguratorTabsProps = {
  /** The tab shown, when the app controls it. */
  value?: ConfiguratorTab;
  /** The tab shown first (uncontrolled). @default 'components' */
  defaultValue?: ConfiguratorTab;
  /** Called with the tab the shopper switched to. */
  onValueChange?: (value: ConfiguratorTab) => void;
  /** The step's parts, banners and step buttons. */
  components: ReactNode;
  /** The performance tab (`BuildPerformance`); only rendered while shown. */
  performance: ReactNode;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

const tabs: readonly ConfiguratorTab[] = ['components', 'performance'];

/**
 * The customiser's two views (SPEC §2 "card view", "performance tab"), as the WAI-ARIA tabs
 * pattern with automatic activation: the arrow keys (and Home, End) move between the tabs and
 * show each one's panel, only the shown tab is in the Tab order, Tab enters the panel, and
 * each panel is labelled by its tab. Plain elements rather than Radix Tabs: on a phone, Radix's
 * presence check read each panel's computed style as the customiser first rendered, forcing a
 * style recalculation inside its longest task, for panels that never animate.
 *
 * @selector [data-state="active|inactive"] on each tab and panel
 */
export function ConfiguratorTabs({ value, defaultValue = 'components', onValueChange, components, performance, className }: ConfiguratorTabsProps) {
  const intl = useIntl();
  const [shown, show] = useControllableState(value, defaultValue, onValueChange);
  const id = useId();
  const tabRefs = useRef(new Map<ConfiguratorTab, HTMLButtonElement>());
  const tabId = (tab: ConfiguratorTab) => `${id}-tab-${tab}`;
  const panelId = (tab: ConfiguratorTab) => `${id}-panel-${tab}`;

  const onKeyDown = (at: number, event: KeyboardEvent<HTMLButtonElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : step === undefined ? -1 : (at + step + tabs.length) % tabs.length;
    if (next < 0) return;
    event.preventDefault();
    const tab = tabs[next]!;
    tabRefs.current.get(tab)?.focus();
    if (tab !== shown) show(tab);
  };

  const panels: Record<ConfiguratorTab, ReactNode> = { components, performance };
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <div role="tablist" aria-orientation="horizontal" className={styles.list} aria-label={intl.formatMessage({ id: 'configurator.tabs.label' })}>
        {tabs.map((tab, at) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) tabRefs.current.set(tab, element);
              else tabRefs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={tab === shown}
            aria-controls={panelId(tab)}
            data-state={tab === shown ? 'active' : 'inactive'}
            tabIndex={tab === shown ? 0 : -1}
            className={styles.tab}
            onClick={() => {
              if (tab !== shown) show(tab);
            }}
            onKeyDown={(event) => onKeyDown(at, event)}
          >
            {intl.formatMessage({ id: `configurator.tabs.${tab}` })}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          data-state={tab === shown ? 'active' : 'inactive'}
          hidden={tab !== shown}
          tabIndex={0}
          className={styles.panel}
        >
          {tab === shown ? panels[tab] : null}
        </div>
      ))}
    </div>
  );
}
