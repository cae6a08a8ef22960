export { PerformanceChart, type PerformanceChartProps, type PerformanceChartRow } from './PerformanceChart';
