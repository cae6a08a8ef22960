import { createApiClient, type ApiClient } from '@rigsmith/kit/api';
import type { ApiErrorBody, CountryCode } from '@rigsmith/kit/domain';

/**
 * What a mocked path answers: a JSON body (200), a full Response, or `pending` (never
 * answers); or a function of the request URL returning one of those, for answers that
 * depend on the query (sorting, filtering, paging).
 */
export type MockAnswer = unknown | Response | typeof pending | MockAnswerFunction;
export type MockAnswerFunction = (url: URL, init: RequestInit | undefined) => unknown;

/** Leaves a request unanswered, to show loading states. */
export const pending = Symbol('pending');

export function failWith(status: number, body: ApiErrorBody): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A shop API client over fixtures, for stories: the real client (retry policy and all)
 * with `fetch` answered from a table of API paths. A key is a path (any method) or
 * `METHOD path` (`'POST api/auth/login/'`), which wins over the bare path.
 * Unknown paths answer the API's JSON 404.
 */
export function createMockClient(country: CountryCode, answers: Record<string, MockAnswer>): ApiClient {
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\//, '');
    const methodKey = `${(init?.method ?? 'GET').toUpperCase()} ${path}`;
    const key = methodKey in answers ? methodKey : path;
    if (!(key in answers)) return failWith(404, { code: 'not_found', message: `No mock for ${methodKey}` });
    const answer = typeof answers[key] === 'function' ? (answers[key] as MockAnswerFunction)(url, init) : answers[key];
    if (answer === pending) return new Promise<Response>(() => {});
    if (answer instanceof Response) return answer.clone();
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return createApiClient({ baseUrl: 'https://api.rigsmith.test', country, fetch });
}
