// Browser stories can trip over machine load (timers, fonts); one retry, with the first
// failure printed, keeps CI honest about flakes without letting them block a landing.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
