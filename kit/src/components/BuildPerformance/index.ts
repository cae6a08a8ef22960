export { BuildPerformance, type BuildPerformanceProps } from './BuildPerformance';
