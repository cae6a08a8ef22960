export * from './types';
export * from './estimateFps';
export * from './dataset';
