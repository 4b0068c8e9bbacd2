import fc from 'fast-check';
import { ID_MARK } from '@klub/contracts';

/**
 * Malformed requests generated from the OpenAPI document (plugins/fuzz.api.test.ts): for each
 * operation a request that follows the schema, then ONE fault put into it — a wrong type, a NUL
 * byte, a huge number, an impossible date, an overlong string, a missing required field, an
 * unknown field, a bad path id, broken JSON or a wrong content type.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  $ref?: string;
}

export interface Param {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. `/api/users/{id}`. */
  path: string;
  pathParams: Param[];
  query: Param[];
  /** JSON body schema (`type: string` for the CSV imports, which take the file as the body). */
  body?: JsonSchema;
  /** Removes or ends something only when its input is valid: only faults refused before the handler. */
  destructive: boolean;
}

/** One request as it is sent (and printed when it fails). `as` names the token used. */
export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  as: string;
  headers: Record<string, string>;
  payload?: string;
  fault: string;
  /** The one status the answer must have (a loose id is a 400, not a lookup of whatever Number() makes of it). */
  expectStatus?: number;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }>;
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

/** Every operation of the document, with its path, query and body schemas. */
export function operationsOf(doc: OpenApiDoc, isDestructive: (method: string, path: string) => boolean): Operation[] {
  const ops: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(byMethod)) {
      const method = m.toUpperCase() as Operation['method'];
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const body = content['application/json']?.schema ?? Object.values(content)[0]?.schema;
      ops.push({
        method,
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema, required: true })),
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema, required: p.required === true })),
        body,
        destructive: isDestructive(method, path),
      });
    }
  }
  return ops;
}

// ---- valid values from a schema ----

const LETTERS = 'abcdefghijklmnoprstuwyzząćęłńóśźżABCDEFGHIJKLMNOPRSTUWYZ0123456789';
const word = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...LETTERS.split('')), minLength: Math.max(1, min), maxLength: Math.max(Math.max(1, min), max) });

/** Fields whose valid form the schema cannot say (checks after a transform, checksums). */
const NAMED: Record<string, fc.Arbitrary<string>> = {
  email: fc.constantFrom('fuzz@example.pl', 'jan.kowalski@example.pl'),
  password: fc.constant('Fuzz12345x'),
  newPassword: fc.constant('Fuzz12345y'),
  currentPassword: fc.constant('Fuzz12345x'),
  phone: fc.constantFrom('600100200', '+48 600-100-200'),
  nip: fc.constantFrom('5260250995', ''),
  postCode: fc.constant('30-001'),
  url: fc.constant('https://example.pl/sklep'),
  expiresAt: fc.constantFrom('2030-12-31', '2026-06-15'),
  dateFrom: fc.constant('2026-01-01'),
  dateTo: fc.constant('2026-12-31'),
  from: fc.constant('2026-01-01'),
  to: fc.constant('2026-12-31'),
  code: fc.constantFrom('ABCD-EFGH-JK2', 'PRINTER000001'),
};

const isType = (s: JsonSchema, t: string) => s.type === t || (Array.isArray(s.type) && s.type.includes(t));

export interface ValueOptions {
  /** Ids the fuzzer points at: rows that exist and one that does not. */
  ids: number[];
  /** Ids of people: accounts the fuzzer may change or delete, never one it signs in with. */
  userIds: number[];
  /** The operation is about people (/api/users…): every id in it is a person's. */
  usersPath: boolean;
}

/** A value that follows `schema` (named fields get a form known to pass their hidden checks). */
export function valueArb(schema: JsonSchema, name: string, opts: ValueOptions): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => valueArb(b, name, opts)));
  if (schema.allOf) return valueArb(Object.assign({}, ...schema.allOf) as JsonSchema, name, opts);
  if (isType(schema, 'null') && !schema.type?.includes('string')) return fc.constant(null);
  if (isType(schema, 'boolean')) return fc.boolean();
  if (isType(schema, 'integer') || isType(schema, 'number')) {
    const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? Math.floor(schema.exclusiveMinimum) + 1 : 0);
    const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? Math.ceil(schema.exclusiveMaximum) - 1 : min + 1000);
    if (/id$/i.test(name) && min >= 0) {
      const ids = (opts.usersPath || /user|dth|rds/i.test(name) ? opts.userIds : opts.ids).filter((i) => i >= min && i <= max);
      if (ids.length) return fc.constantFrom(...ids);
    }
    // Small values: real rows, small amounts (a batch of 200 000 codes would only cost time).
    return fc.integer({ min, max: Math.max(min, Math.min(max, min + 50)) });
  }
  if (isType(schema, 'string')) {
    const named = NAMED[name];
    if (named) return named;
    if (schema.pattern) {
      const max = schema.maxLength ?? 60;
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= max && s.length >= (schema.minLength ?? 0));
    }
    return word(schema.minLength ?? 1, Math.min(schema.maxLength ?? 20, 20));
  }
  if (isType(schema, 'array')) {
    return fc.array(valueArb(schema.items ?? {}, name, opts), {
      minLength: schema.minItems ?? 0,
      maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
    });
  }
  if (isType(schema, 'object') || schema.properties) {
    const props = schema.properties ?? {};
    const model = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, valueArb(s, k, opts)]));
    return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
  }
  return fc.constant(null);
}

// ---- where a fault can go ----

type Slot =
  | { where: 'body'; path: string[]; schema: JsonSchema; required: boolean }
  | { where: 'query'; name: string; schema: JsonSchema; required: boolean }
  | { where: 'path'; name: string; schema: JsonSchema };

/** The body's own shape without null branches (the part a fault aims at). */
function objectBranch(schema: JsonSchema): JsonSchema | undefined {
  if (schema.properties) return schema;
  for (const b of schema.anyOf ?? schema.oneOf ?? []) {
    const o = objectBranch(b);
    if (o) return o;
  }
  return undefined;
}

function bodySlots(schema: JsonSchema, path: string[], required: boolean, out: Slot[], depth = 0) {
  out.push({ where: 'body', path, schema, required });
  if (depth > 4) return;
  const obj = objectBranch(schema);
  if (obj) {
    for (const [k, s] of Object.entries(obj.properties ?? {})) bodySlots(s, [...path, k], (obj.required ?? []).includes(k), out, depth + 1);
  }
  const arr = schema.items ? schema : (schema.anyOf ?? []).find((b) => b.items);
  if (arr?.items) bodySlots(arr.items, [...path, '0'], true, out, depth + 1);
}

function slotsOf(op: Operation): Slot[] {
  const out: Slot[] = [];
  for (const p of op.pathParams) out.push({ where: 'path', name: p.name, schema: p.schema });
  for (const q of op.query) out.push({ where: 'query', name: q.name, schema: q.schema, required: q.required });
  if (op.body) bodySlots(op.body, [], true, out);
  return out;
}

// ---- the faults ----

const WRONG_JSON: unknown[] = [123, -1, 1.5, true, false, 'tekst', '', [], {}, null, [1, 'a'], { a: {} }, '123', 'true'];
const WRONG_TEXT = ['abc', 'true', '1.5', 'NaN', 'Infinity', '-0', '[]', '{}', '', ' ', '0x1F', '1e3', 'null', 'undefined'];
const HUGE_JSON: unknown[] = [
  2147483648,
  2147483647,
  -2147483649,
  4294967296,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
  1.7976931348623157e308,
];
const HUGE_TEXT = ['2147483648', '99999999999999999999', '1e400', '-2147483649', '9007199254740993', '4294967296', '1e21'];
const IMPOSSIBLE_DATES = [
  '2026-02-30',
  '2026-13-45',
  '2026-00-10',
  '0000-01-01',
  '2026-02-29',
  '9999-12-32',
  '2026-1-1',
  '31.12.2026',
  '2026-02-30T00:00:00Z',
];
/** Path segments exactly as sent (some are deliberately broken percent-encoding). */
const BAD_PATH_IDS = [
  '0',
  '-1',
  'abc',
  '2147483648',
  '99999999999999999999',
  '1.5',
  '1e3',
  '%00',
  '1%00',
  '%E2%82',
  '%20',
  'null',
  '1;DROP',
  '%2e%2e',
  'NaN',
  '0x10',
  '1e400',
];
const BROKEN_JSON = [
  '{',
  '{"a":',
  '[1,',
  'nul',
  '"\\u0000"',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '{"a":1}{"b":2}',
  '{"a":01}',
  '\ufeff{}',
];
/**
 * Ids that JavaScript's Number() would read but an id must refuse (issue 36: `DELETE
 * /api/order-elements/%201` once removed line 1): as sent in a path, and as a query value before
 * URLSearchParams encodes it. Each must be answered 400 where the parameter is an id.
 */
const LOOSE_PATH_IDS = ['%201', '1%20', '1e3', '+1', '%2B1', '01', '1.0', '0x1', '1_0', '%091'];
const LOOSE_QUERY_IDS = [' 1', '1 ', '1e3', '+1', '01', '1.0', '0x1', '1_0', '\t1'];
/** The contracts' id parameter (idNumber): marked in the document. */
const isIdSchema = (schema: JsonSchema) => (schema as Record<string, unknown>)[ID_MARK] === true;

/** Never parsed by any JSON parser: the only faults a destructive operation gets (its handler must not run). */
const UNPARSABLE_JSON = ['{', '{"a":', '[1,', 'nul', '{"a":1}{"b":2}', '{"a":01}', '{"a" 1}'];
const WRONG_CONTENT_TYPES = [
  'text/xml',
  'text/plain',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'text/csv',
];
const CSV_BODIES = [
  'nazwa;nip\nFirma\u0000;5260250995\n',
  '\u0000\u0000\u0000',
  'e-mail;imię\n"niedomknięty',
  'kod\nAB\u0000CD\n',
  '\ufffe\ufeff;;;\n;;',
  'a'.repeat(5000),
];

export const FAULTS = [
  'wrongType',
  'nul',
  'hugeNumber',
  'impossibleDate',
  'overlong',
  'missing',
  'extra',
  'badPathId',
  'brokenJson',
  'wrongBody',
] as const;
export type Fault = (typeof FAULTS)[number];

interface Base {
  path: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  hasBody: boolean;
}

const toText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
const clone = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));

function setAt(root: unknown, path: string[], value: unknown, remove = false): unknown {
  if (path.length === 0) return value;
  const top = root !== null && typeof root === 'object' ? root : {};
  let node = top as Record<string, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    node[key] = next !== null && typeof next === 'object' ? next : {};
    node = node[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1]!;
  if (remove) delete node[last];
  else node[last] = value;
  return top;
}
const getAt = (root: unknown, path: string[]) =>
  path.reduce<unknown>((n, k) => (n !== null && typeof n === 'object' ? (n as Record<string, unknown>)[k] : undefined), root);

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

/** Puts `text` somewhere inside `base` (so the rest of the value still looks valid). */
const insertInto = (base: unknown, text: string, i: number) => {
  const s = typeof base === 'string' && base.length > 0 ? base : 'abc';
  const at = i % (s.length + 1);
  return s.slice(0, at) + text + s.slice(at);
};

/** Which faults make sense for an operation (a destructive one gets only those refused before its handler). */
export function faultsFor(op: Operation): Fault[] {
  const slots = slotsOf(op);
  if (op.destructive) {
    const list: Fault[] = [];
    if (op.pathParams.length) list.push('badPathId');
    if (op.method !== 'GET') list.push('brokenJson');
    return list;
  }
  const list: Fault[] = ['wrongType', 'nul', 'hugeNumber', 'impossibleDate', 'overlong', 'missing'];
  if (op.method === 'GET' || op.body) list.push('extra');
  if (op.pathParams.length) list.push('badPathId');
  if (op.method !== 'GET') list.push('brokenJson', 'wrongBody');
  return list.filter((f) => slots.length > 0 || ['brokenJson', 'wrongBody', 'extra'].includes(f));
}

/** Applies one fault to a valid request. */
function applyFault(
  op: Operation,
  base: Base,
  fault: Fault,
  slotIndex: number,
  variant: number,
): { base: Base; raw?: { payload: string; contentType: string }; note: string; expectStatus?: number } {
  const slots = slotsOf(op);
  const b: Base = { path: { ...base.path }, query: { ...base.query }, body: clone(base.body), hasBody: base.hasBody };
  const textBody = op.body && isType(op.body, 'string');
  if (fault === 'brokenJson') {
    if (op.destructive)
      return { base: b, raw: { payload: pick(UNPARSABLE_JSON, variant), contentType: 'application/json' }, note: 'unparsable JSON' };
    // A file as the body (the CSV imports; a body-less POST gets one too: the members import reads it raw).
    if ((textBody || (!op.body && op.method === 'POST')) && variant % 3 === 0)
      return { base: b, raw: { payload: pick(CSV_BODIES, variant), contentType: 'text/csv' }, note: 'CSV with NUL or broken quotes' };
    if (variant % 2 === 0)
      return { base: b, raw: { payload: pick(BROKEN_JSON, variant >> 1), contentType: 'application/json' }, note: 'broken JSON' };
    return {
      base: b,
      raw: { payload: base.hasBody ? JSON.stringify(base.body) : '<a/>', contentType: pick(WRONG_CONTENT_TYPES, variant >> 1) },
      note: 'wrong content type',
    };
  }
  if (fault === 'wrongBody') {
    if (variant % 5 === 0)
      return {
        base: b,
        raw: { payload: JSON.stringify({ x: 'ż'.repeat(60_000) }), contentType: 'application/json' },
        note: 'body over 100 KB',
      };
    b.body = pick(WRONG_JSON, variant);
    b.hasBody = true;
    return { base: b, note: 'whole body of a wrong type' };
  }
  const usable = slots.filter((s) => {
    if (fault === 'badPathId') return s.where === 'path';
    if (fault === 'missing') return s.where !== 'path' && s.required && !(s.where === 'body' && s.path.length === 0);
    if (fault === 'extra') return s.where === 'body' ? Boolean(objectBranch(s.schema)) : s.where === 'query';
    return true;
  });
  const slot = usable.length ? pick(usable, slotIndex) : undefined;
  if (!slot) {
    // Nothing to aim at (no query, no body): an unknown query parameter.
    b.query.__fuzz = pick(WRONG_TEXT, variant);
    return { base: b, note: 'unknown query parameter' };
  }
  const label = slot.where === 'body' ? `body.${slot.path.join('.') || '(root)'}` : `${slot.where}.${slot.name}`;
  if (slot.where === 'path' && fault === 'badPathId' && isIdSchema(slot.schema) && variant % 3 === 0) {
    b.path[slot.name] = pick(LOOSE_PATH_IDS, variant >> 2);
    return { base: b, note: `loose id in ${label}`, expectStatus: 400 };
  }
  if (slot.where === 'query' && fault === 'wrongType' && isIdSchema(slot.schema) && variant % 2 === 0) {
    b.query[slot.name] = pick(LOOSE_QUERY_IDS, variant >> 1);
    return { base: b, note: `loose id in ${label}`, expectStatus: 400 };
  }
  if (slot.where === 'path') {
    const value =
      fault === 'nul'
        ? `${b.path[slot.name] ?? '1'}%00`
        : fault === 'hugeNumber'
          ? pick(HUGE_TEXT, variant)
          : fault === 'impossibleDate'
            ? pick(IMPOSSIBLE_DATES, variant)
            : fault === 'overlong'
              ? '9'.repeat(300 + (variant % 5000))
              : fault === 'wrongType'
                ? encodeURIComponent(pick(WRONG_TEXT, variant)) || '%20'
                : pick(BAD_PATH_IDS, variant);
    b.path[slot.name] = value;
    return { base: b, note: `${fault} in ${label}` };
  }
  if (slot.where === 'query') {
    const current = b.query[slot.name];
    if (fault === 'missing') delete b.query[slot.name];
    else if (fault === 'extra') b.query[`${slot.name}__x`] = 'x';
    else {
      b.query[slot.name] =
        fault === 'nul'
          ? insertInto(current, '\u0000', variant)
          : fault === 'hugeNumber'
            ? pick(HUGE_TEXT, variant)
            : fault === 'impossibleDate'
              ? pick(IMPOSSIBLE_DATES, variant)
              : fault === 'overlong'
                ? 'ż'.repeat((slot.schema.maxLength ?? 200) + 1 + (variant % 3000))
                : pick(WRONG_TEXT, variant);
    }
    return { base: b, note: `${fault} in ${label}` };
  }
  // body slot
  b.hasBody = true;
  const current = getAt(b.body, slot.path);
  if (fault === 'missing') b.body = setAt(b.body, slot.path, undefined, true);
  else if (fault === 'extra') b.body = setAt(b.body, [...slot.path, `pole${variant % 7}__fuzz`], pick(WRONG_JSON, variant));
  else {
    const value =
      fault === 'nul'
        ? insertInto(current, pick(['\u0000', '\u0000\u0000', 'a\u0000', '\ud800'], variant), variant >> 2)
        : fault === 'hugeNumber'
          ? pick(HUGE_JSON, variant)
          : fault === 'impossibleDate'
            ? pick(IMPOSSIBLE_DATES, variant)
            : fault === 'overlong'
              ? 'ź'.repeat((slot.schema.maxLength ?? 300) + 1 + (variant % 2000))
              : pick(WRONG_JSON, variant);
    b.body = setAt(b.body, slot.path, value);
  }
  return { base: b, note: `${fault} in ${label}` };
}

export interface RequestOptions extends ValueOptions {
  /** Token holders allowed on the operation: name → token. Empty for a public operation. */
  tokens: Array<[string, string]>;
}

/** Requests for one operation: a valid request from the schema with exactly one fault in it. */
export function requestArb(op: Operation, opts: RequestOptions): fc.Arbitrary<FuzzRequest> {
  const faults = faultsFor(op);
  const pathArb = fc.record(Object.fromEntries(op.pathParams.map((p) => [p.name, valueArb(p.schema, p.name, opts).map(toText)])));
  const queryArb = fc.record(Object.fromEntries(op.query.map((q) => [q.name, valueArb(q.schema, q.name, opts).map(toText)])), {
    requiredKeys: op.query.filter((q) => q.required).map((q) => q.name),
  });
  const bodyArb = op.body ? valueArb(op.body, 'body', opts) : fc.constant(undefined);
  const who = opts.tokens.length ? fc.constantFrom(...opts.tokens) : fc.constant<[string, string]>(['nikt', '']);
  return fc
    .record({
      path: pathArb,
      query: queryArb,
      body: bodyArb,
      fault: fc.constantFrom(...faults),
      slot: fc.nat(1000),
      variant: fc.nat(100_000),
      who,
    })
    .map(({ path, query, body, fault, slot, variant, who: [as, token] }) => {
      const applied = applyFault(op, { path, query, body, hasBody: op.body !== undefined }, fault, slot, variant);
      const b = applied.base;
      let url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const v = b.path[name] ?? '1';
        return /%|^-?\d/.test(v) || v === '' ? v : encodeURIComponent(v);
      });
      const qs = new URLSearchParams(Object.entries(b.query).filter(([, v]) => v !== undefined) as Array<[string, string]>).toString();
      if (qs) url += `?${qs}`;
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      let payload: string | undefined;
      if (applied.raw) {
        payload = applied.raw.payload;
        headers['content-type'] = applied.raw.contentType;
      } else if (b.hasBody && b.body !== undefined) {
        const csv = op.body && isType(op.body, 'string') && typeof b.body === 'string';
        payload = csv ? (b.body as string) : JSON.stringify(b.body);
        headers['content-type'] = csv ? 'text/csv' : 'application/json';
      }
      return { method: op.method, url, as, headers, payload, fault: applied.note, expectStatus: applied.expectStatus };
    });
}

// ---- what every answer must look like ----

/** A Polish letter, or one of the common Polish words our messages are made of. */
const POLISH =
  /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]|\b(Nieprawidłow\w*|Podaj|pole|Zaloguj|znak\w*|wymagane|Nieznan\w*|Nie|nie|Brak|Maksymalnie|Minimalnie|Najwyżej|Najmniej|najmniej|Wybierz|Wpisz|Zaakceptuj|Konto|Hasło|Kod|kod|Plik|Prześlij|Tekst|Zbyt|Taki|Liczba|Sesja|Ten|Ta|To|Co|Operacja|Usługa|Wartość|jest|lub|oraz|tylko|już|za|od|do|się|musi|może)\b/u;
const NOT_POLISH =
  /\b(expected|received|invalid|must|undefined|NaN|Error|TypeError|SyntaxError|Cannot|Unexpected|Bad Request|Not Found)\b|\bat \S+\.(ts|js|mjs):\d+/;

/** Why an answer is wrong (5xx, or a 4xx without a Polish `{message}`); undefined when it is fine. */
export function answerProblem(res: { statusCode: number; headers: Record<string, unknown>; body: string }): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (res.statusCode < 400) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(res.body);
  } catch {
    return `answered ${res.statusCode} without a JSON body`;
  }
  const message = (parsed as { message?: unknown } | null)?.message;
  const list =
    typeof message === 'string'
      ? [message]
      : Array.isArray(message) && message.every((m) => typeof m === 'string')
        ? (message as string[])
        : undefined;
  if (!list || list.length === 0) return `answered ${res.statusCode} without {message: string | string[]}`;
  const bad = list.find((m) => !POLISH.test(m) || NOT_POLISH.test(m));
  return bad === undefined ? undefined : `answered ${res.statusCode} with a message that is not Polish: ${JSON.stringify(bad)}`;
}

/** The request as a reader can replay it (long payloads shortened, NUL and other controls visible). */
export function describeRequest(r: FuzzRequest): string {
  const show = (s: string) => JSON.stringify(s.length > 400 ? `${s.slice(0, 400)}… (${s.length} znaków)` : s);
  return [
    `${r.method} ${r.url.length > 400 ? `${r.url.slice(0, 400)}…` : r.url}`,
    `  as: ${r.as}`,
    `  fault: ${r.fault}`,
    r.headers['content-type'] ? `  content-type: ${r.headers['content-type']}` : '',
    r.payload !== undefined ? `  body: ${show(r.payload)}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}
