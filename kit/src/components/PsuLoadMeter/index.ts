export { PsuLoadMeter, psuLoadState, type PsuLoadMeterProps } from './PsuLoadMeter';
