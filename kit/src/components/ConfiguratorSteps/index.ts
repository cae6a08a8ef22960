export { ConfiguratorSteps, type ConfiguratorStepsProps, type ConfiguratorStepItem } from './ConfiguratorSteps';
