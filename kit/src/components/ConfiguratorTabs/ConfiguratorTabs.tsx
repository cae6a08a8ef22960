import type { ReactNode } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useIntl } from '../../i18n';
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

/**
 * The customiser's two views (SPEC §2 "card view", "performance tab"): Radix Tabs, so the
 * arrow keys move between the tabs, Tab enters the panel, and each panel is labelled by
 * its tab.
 *
 * @selector [data-state="active|inactive"] on each tab (Radix)
 */
export function ConfiguratorTabs({ value, defaultValue = 'components', onValueChange, components, performance, className }: ConfiguratorTabsProps) {
  const intl = useIntl();
  return (
    <Tabs.Root
      className={className ? `${styles.root} ${className}` : styles.root}
      {...(value !== undefined ? { value } : { defaultValue })}
      onValueChange={(next) => onValueChange?.(next as ConfiguratorTab)}
    >
      <Tabs.List className={styles.list} aria-label={intl.formatMessage({ id: 'configurator.tabs.label' })}>
        <Tabs.Trigger value="components" className={styles.tab}>
          {intl.formatMessage({ id: 'configurator.tabs.components' })}
        </Tabs.Trigger>
        <Tabs.Trigger value="performance" className={styles.tab}>
          {intl.formatMessage({ id: 'configurator.tabs.performance' })}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="components" className={styles.panel}>
        {components}
      </Tabs.Content>
      <Tabs.Content value="performance" className={styles.panel}>
        {performance}
      </Tabs.Content>
    </Tabs.Root>
  );
}
