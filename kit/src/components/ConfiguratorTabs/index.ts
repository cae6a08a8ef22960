export { ConfiguratorTabs, type ConfiguratorTab, type ConfiguratorTabsProps } from './ConfiguratorTabs';
