export * from './validation';
export * from './staff';
