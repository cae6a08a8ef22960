/** Schemas the back-office routes share: the search text is the kit contract's. */
export { textSearchQuery } from '@rigsmith/kit/domain';
