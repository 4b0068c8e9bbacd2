/**
 * Path templates of an OpenAPI document that one concrete path could match, read the way a generic
 * client or gateway must read them: `/api/users/gold/{id}` and `/api/users/{id}/points` both match
 * `/api/users/gold/points` unless the document says what `{id}` may be. A literal segment facing a
 * parameter is no ambiguity when the parameter's schema refuses that literal (an integer, a
 * `pattern`, an `enum`); two parameters facing each other are taken to overlap.
 */

/** The parts of a path parameter's JSON schema that say which texts it takes. */
export interface PathParamSchema {
  type?: string | string[];
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

interface Operation {
  parameters?: { in: string; name: string; schema?: PathParamSchema }[];
}

export interface OpenApiPaths {
  paths: Record<string, Record<string, Operation | unknown>>;
}

const isType = (schema: PathParamSchema, type: string) => (Array.isArray(schema.type) ? schema.type.includes(type) : schema.type === type);

/** Whether `literal`, sent as that path segment, is a value the parameter's schema takes. */
export function paramTakes(schema: PathParamSchema, literal: string): boolean {
  if (schema.enum) return schema.enum.some((v) => String(v) === literal);
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(literal)) return false;
  if (isType(schema, 'integer') || isType(schema, 'number')) {
    const re = isType(schema, 'integer') ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/;
    if (!re.test(literal)) return false;
    const n = Number(literal);
    return (schema.minimum === undefined || n >= schema.minimum) && (schema.maximum === undefined || n <= schema.maximum);
  }
  if (isType(schema, 'boolean')) return literal === 'true' || literal === 'false';
  const length = [...literal].length;
  return (schema.minLength === undefined || length >= schema.minLength) && (schema.maxLength === undefined || length <= schema.maxLength);
}

const PARAM = /^\{(.+)\}$/;

/** Each path parameter's schemas over the template's operations (a literal clashes when any takes it). */
function paramSchemas(ops: Record<string, unknown>): Map<string, PathParamSchema[]> {
  const out = new Map<string, PathParamSchema[]>();
  for (const op of Object.values(ops)) {
    for (const p of (op as Operation)?.parameters ?? []) {
      if (p.in !== 'path') continue;
      out.set(p.name, [...(out.get(p.name) ?? []), p.schema ?? {}]);
    }
  }
  return out;
}

/** Why segment `a` of one template and `b` of another can be the same text, or null when they cannot. */
function clash(a: string, b: string, schemasA: Map<string, PathParamSchema[]>, schemasB: Map<string, PathParamSchema[]>): string | null {
  const pa = PARAM.exec(a)?.[1];
  const pb = PARAM.exec(b)?.[1];
  if (pa === undefined && pb === undefined) return a === b ? '' : null;
  if (pa !== undefined && pb !== undefined) return '';
  const [param, literal, schemas] = pa !== undefined ? [pa, b, schemasA] : [pb!, a, schemasB];
  const list = schemas.get(param) ?? [{}];
  return list.some((s) => paramTakes(s, literal)) ? `„${literal}” pasuje do {${param}}` : null;
}

/**
 * Every pair of templates that one concrete path with a literal segment facing a parameter could
 * match, as `"/a/{id}/b ⟷ /a/x/b: „x” pasuje do {id}"`. Empty when each path has one template.
 */
export function ambiguousPaths(doc: OpenApiPaths): string[] {
  const templates = Object.keys(doc.paths).map((path) => ({
    path,
    segments: path.split('/'),
    schemas: paramSchemas(doc.paths[path] as Record<string, unknown>),
  }));
  const found: string[] = [];
  for (let i = 0; i < templates.length; i++) {
    for (let j = i + 1; j < templates.length; j++) {
      const [x, y] = [templates[i]!, templates[j]!];
      if (x.segments.length !== y.segments.length) continue;
      const reasons: string[] = [];
      let possible = true;
      for (let k = 0; k < x.segments.length && possible; k++) {
        const why = clash(x.segments[k]!, y.segments[k]!, x.schemas, y.schemas);
        if (why === null) possible = false;
        else if (why) reasons.push(why);
      }
      if (possible) found.push(`${x.path} ⟷ ${y.path}${reasons.length ? `: ${reasons.join(', ')}` : ''}`);
    }
  }
  return found;
}
