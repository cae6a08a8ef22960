export * from './types';
export * from './sessionEnd';
export * from './accessToken';
export * from './storedSession';
export * from './machine';
export * from './botChallenge';
