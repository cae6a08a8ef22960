import type { ApiErrorBody } from '@rigsmith/kit/domain';
import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import type { AppEnv } from './context';
import { translatorOf } from './i18n';

const targetNames: Record<string, string> = {
  query: 'query parameter',
  param: 'path parameter',
  json: 'body field',
  form: 'form field',
  header: 'header',
  cookie: 'cookie',
};

/**
 * Turns a zod failure into a 400 `validation_error` whose `fields` are keyed by the
 * parameter's name, so a client can put each message next to its input.
 */
export const validationHook: Hook<unknown, AppEnv, string, Response | undefined> = (result, c) => {
  if (result.success) return undefined;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.length > 0 ? issue.path.join('.') : result.target;
    // Shared kit schemas fail with message ids: answer in the storefront's language.
    fields[name] ??= translatorOf(c).validation(issue.message);
  }
  const names = Object.keys(fields);
  const what = targetNames[result.target] ?? result.target;
  const body: ApiErrorBody = {
    code: 'validation_error',
    message: `Invalid ${what}${names.length === 1 ? '' : 's'}: ${names.join(', ')}`,
    fields,
  };
  return c.json(body, 400);
};

/** One router per resource (STYLE: one Hono instance per resource file, mounted with `app.route()`). */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

export type Router = ReturnType<typeof createRouter>;
