export * from './types';
export * from './estimateFps';
export * from './dataset';
export * from './gpuScores';
