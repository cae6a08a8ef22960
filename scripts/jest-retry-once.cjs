// Browser stories can trip over machine load (timers, fonts); one retry, with the first
// failure printed, keeps CI honest about flakes without letting them block a landing.
// The retry renders and plays the story afresh (settlePreview in .storybook/test-runner.ts):
// without that, Storybook would answer "story unchanged" and the retry would pass unseen.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
