import fc from 'fast-check';

/**
 * Requests generated from the API's own OpenAPI document (/api/openapi.json), for the
 * property-based fuzz and the control-character sweep: every operation, with values for its
 * path and query parameters, headers and JSON body drawn from their schemas — plausible
 * ones, wrong types, boundary numbers and hostile strings alike.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  pattern?: string;
  format?: string;
  example?: unknown;
  minimum?: number;
  maximum?: number;
};

export type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: JsonSchema };

export type Operation = {
  method: string;
  /** The path as documented, `{name}` for each path parameter. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  needsAuth: boolean;
};

export type OpenApiDocument = {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; security?: unknown[] }>
  >;
  components?: { schemas?: Record<string, JsonSchema> };
};

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      needsAuth: (operation.security?.length ?? 0) > 0,
    })),
  );
}

/** Strings an attacker tries first: control characters, traversal, injection, odd Unicode, size. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  '\u007f',
  '%00',
  '../../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '\ud800',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'ǅ\u0301\u200d',
  '-1',
  '1e309',
  'NaN',
  '9007199254740993',
  'x'.repeat(300),
  'ä'.repeat(2000),
];

const hostileString = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ unit: 'binary', maxLength: 24 }));
const anyScalar = fc.oneof(hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));

export function resolve(schema: JsonSchema, doc: OpenApiDocument): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 10; hops++) {
    current = doc.components?.schemas?.[current.$ref.split('/').pop()!] ?? {};
  }
  return current;
}

function plausibleString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email' || schema.pattern?.includes('@')) return fc.emailAddress();
  const example = typeof schema.example === 'string' ? [fc.constant(schema.example)] : [];
  return fc.oneof(...example, fc.string({ maxLength: 40 }), fc.stringMatching(/^[A-Za-z0-9-]{1,24}$/));
}

function plausibleNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const edges = [0, 1, -1, 2 ** 31, 2 ** 31 - 1, Number.MAX_SAFE_INTEGER, schema.minimum, schema.maximum].filter((n): n is number => n !== undefined);
  const inRange = fc.integer({ min: Math.max(-10, schema.minimum ?? -10), max: Math.min(10_000, schema.maximum ?? 10_000) });
  return integer ? fc.oneof(inRange, fc.constantFrom(...edges), fc.integer()) : fc.oneof(inRange, fc.constantFrom(...edges), fc.double());
}

/** A value for `schema`: usually of its shape, sometimes not at all. */
export function valueFor(schema: JsonSchema, doc: OpenApiDocument, depth = 0): fc.Arbitrary<unknown> {
  const resolved = resolve(schema, doc);
  const shaped = shapedValue(resolved, doc, depth);
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: anyScalar });
}

function shapedValue(schema: JsonSchema, doc: OpenApiDocument, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), hostileString);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => valueFor(alternative, doc, depth + 1)));
  if (schema.allOf) return valueFor(Object.assign({}, ...schema.allOf.map((part) => resolve(part, doc))) as JsonSchema, doc, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? (schema.properties ? 'object' : 'string')];
  return fc.oneof(...types.map((type) => valueOfType(type, schema, doc, depth)));
}

function valueOfType(type: string, schema: JsonSchema, doc: OpenApiDocument, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return plausibleNumber(schema, true);
    case 'number':
      return plausibleNumber(schema, false);
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(schema.items ? valueFor(schema.items, doc, depth + 1) : anyScalar, { maxLength: 4 });
    case 'object': {
      if (depth > 4 || !schema.properties) return fc.dictionary(fc.string({ maxLength: 8 }), anyScalar, { maxKeys: 3 });
      const shape = Object.fromEntries(Object.entries(schema.properties).map(([key, inner]) => [key, valueFor(inner, doc, depth + 1)]));
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in shape) });
    }
    default:
      return fc.oneof({ weight: 3, arbitrary: plausibleString(schema) }, { weight: 2, arbitrary: hostileString });
  }
}

export type GeneratedRequest = {
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** A JSON value to send, or a raw text (malformed JSON, wrong content), or nothing. */
  body: { json: unknown } | { raw: string } | null;
  auth: 'none' | 'valid' | 'forged';
};

/** A lone surrogate cannot be percent-encoded: it travels as U+FFFD, as a browser would send it. */
const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, '\ufffd');

const asParameterText = (value: unknown): string =>
  Array.isArray(value) ? value.map(asParameterText).join(',') : typeof value === 'string' ? value : JSON.stringify(value);

/** Requests for one operation. */
export function requestsFor(operation: Operation, doc: OpenApiDocument): fc.Arbitrary<GeneratedRequest> {
  const ofPlace = (place: Parameter['in']) => operation.parameters.filter((parameter) => parameter.in === place);
  const values = (parameters: Parameter[], optional: boolean) =>
    fc.record(Object.fromEntries(parameters.map((parameter) => [parameter.name, valueFor(parameter.schema ?? {}, doc).map(asParameterText)])), {
      requiredKeys: optional
        ? parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name)
        : parameters.map((parameter) => parameter.name),
    }) as fc.Arbitrary<Record<string, string>>;
  const body: fc.Arbitrary<GeneratedRequest['body']> = operation.body
    ? fc.oneof(
        { weight: 6, arbitrary: valueFor(operation.body, doc).map((json) => ({ json })) },
        { weight: 1, arbitrary: fc.jsonValue().map((json) => ({ json })) },
        {
          weight: 1,
          arbitrary: fc.oneof(fc.constantFrom('{', '{"a":', 'null', '[]', '"\\u0000"'), fc.string({ maxLength: 30 })).map((raw) => ({ raw })),
        },
      )
    : fc.constant(null);
  return fc.record({
    path: values(ofPlace('path'), false).map((params) =>
      operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(wellFormed(params[name] ?? '')) || '%20'),
    ),
    query: values(ofPlace('query'), true),
    headers: values(ofPlace('header'), true),
    body,
    auth: operation.needsAuth ? fc.constantFrom('none', 'valid', 'valid', 'valid', 'forged') : fc.constantFrom('none', 'valid'),
  });
}

/** The generated request as fetch arguments. */
export function toRequest(
  operation: Operation,
  request: GeneratedRequest,
  tokens: { valid: string; forged: string },
  address: string,
): [string, RequestInit] {
  const search = new URLSearchParams(request.query).toString();
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Forwarded-For': address };
  for (const [name, value] of Object.entries(request.headers)) {
    // A header value cannot hold a line break or NUL at all (fetch refuses it before sending).
    // eslint-disable-next-line no-control-regex -- matching control characters is the point here
    if (!/[\u0000-\u001f\u007f]/.test(value) && /^[\u0020-\u00ff]*$/.test(value)) headers[name] = value;
  }
  if (request.auth !== 'none') headers.Authorization = `Bearer ${tokens[request.auth]}`;
  let body: string | undefined;
  if (request.body) {
    headers['Content-Type'] = 'application/json';
    body = 'json' in request.body ? JSON.stringify(request.body.json) : request.body.raw;
  }
  return [`${request.path}${search ? `?${search}` : ''}`, { method: operation.method, headers, body }];
}
