import type { Hook } from '@hono/zod-openapi';
import type { AppEnv } from '../context';
import { translatorOf } from '../i18n';
import { validationHook } from '../router';

/**
 * The app's validation hook, after putting a form schema's own message ids (from the kit
 * catalogue the server's messages include) into the storefront's language; the shared
 * `validation.*` ids the app's hook translates itself.
 */
export function localisedValidationFor(
  isOwnMessageId: (message: string) => boolean,
  values: Record<string, string | number>,
): Hook<unknown, AppEnv, string, Response | undefined> {
  return (result, c) => {
    if (result.success) return undefined;
    const { intl } = translatorOf(c);
    const issues = result.error.issues.map((issue) =>
      isOwnMessageId(issue.message) ? { ...issue, message: intl.formatMessage({ id: issue.message }, values) } : issue,
    );
    return validationHook({ ...result, error: { ...result.error, issues } } as typeof result, c);
  };
}
