export * from './regional';
export * from './builds';
