import type { Hook } from '@hono/zod-openapi';
import { isSupportValidationMessageId, supportValidationMessageValues } from '@rigsmith/kit/domain';
import type { AppEnv } from '../../context';
import { intlFor } from '../../i18n';
import { validationHook } from '../../router';

/**
 * The app's validation hook, after putting the contact schema's own message ids
 * (`support.validation.*`, from the kit catalogue the server's messages include) into the
 * storefront's language; the shared `validation.*` ids the app's hook translates itself.
 */
export const localisedValidation: Hook<unknown, AppEnv, string, Response | undefined> = (result, c) => {
  if (result.success) return undefined;
  const intl = intlFor(c.get('country') ?? 'GB');
  const issues = result.error.issues.map((issue) =>
    isSupportValidationMessageId(issue.message)
      ? { ...issue, message: intl.formatMessage({ id: issue.message }, supportValidationMessageValues) }
      : issue,
  );
  return validationHook({ ...result, error: { ...result.error, issues } } as typeof result, c);
};
