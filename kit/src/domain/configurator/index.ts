// The configurator's pure logic (issue #4): steps, the customiser's state, drafts.
export * from './buildLimits';
