import type { Hook } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import type { ServerMessageId } from '../../i18n';
import { validationHook } from '../../router';
import { buildLimitValues } from '../../services/build-check';
import configuratorMessages from '../../messages/configurator/en-GB.json';

const configuratorIds = new Set(Object.keys(configuratorMessages));

/**
 * The app's validation hook, after putting the configurator's message ids (`configurator.*`,
 * which the body schemas fail with) into the storefront's language; the kit's
 * `validation.*` ids the app's hook translates itself. Same 400 `validation_error` shape.
 */
export const localisedValidation: Hook<unknown, AppEnv, string, Response | undefined> = (result, c) => {
  if (result.success) return undefined;
  const issues = result.error.issues.map((issue) =>
    configuratorIds.has(issue.message) ? { ...issue, message: c.get('t')(issue.message as ServerMessageId, buildLimitValues) } : issue,
  );
  return validationHook({ ...result, error: { ...result.error, issues } } as typeof result, c);
};
