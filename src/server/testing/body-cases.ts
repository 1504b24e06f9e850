import crypto from "node:crypto";
import fc from "fast-check";

/** The part of JSON Schema (as z.toJSONSchema writes it) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxItems?: number;
  minItems?: number;
  uniqueItems?: boolean;
  multipleOf?: number;
  /** zod writes a second pattern of a string (and further ones) as allOf: [{ pattern }]. */
  allOf?: JsonSchema[];
  default?: unknown;
  description?: string;
  minProperties?: number;
  dependentRequired?: Record<string, string[]>;
  contains?: JsonSchema;
  not?: JsonSchema;
}

/** A JSON text fragment sent as written: JSON.stringify cannot write -0, 1e400 or a 30-digit integer. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** The JSON text of a value that may hold RawJson fragments. */
export function toJsonText(value: unknown): string {
  const nonce = crypto.randomBytes(6).toString("hex");
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof RawJson ? `raw-${nonce}-${raws.push(v.text) - 1}` : v));
  return (text ?? "null").replace(new RegExp(`"raw-${nonce}-(\\d+)"`, "g"), (_, i: string) => raws[Number(i)] ?? "null");
}

// ---- Values -------------------------------------------------------------

export const deepNesting = (depth: number): unknown => {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Values of the wrong type for any field (one of them is the right type, which is fine). */
const WRONG_TYPES: unknown[] = [null, true, 0, -1, "text", [], {}, [1, 2], { nested: { deep: true } }, deepNesting(500)];

/** Strings that break naive code: empties, lone surrogates, bidi and combining marks, ZWJ emoji, injections, sizes. */
const ODD_STRINGS = [
  "",
  " ",
  "\t\n\r",
  "\uFEFF",
  "\uD800",
  "a\uDBFFb",
  "\u202Eevil\u202C",
  "\u200F\u200E\u061C",
  "e\u0301\u0302\u0303\u0304",
  "Z̷̢͓̈́a̶͙͌l̷̰̓g̸̱̓o̵̙͝",
  "👩‍⚕️",
  "👨‍👩‍👧‍👦🏳️‍🌈",
  "\u2028\u2029",
  "\u0007\u001b[31m",
  "'; drop table users; --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "x".repeat(200_000),
  "🩺".repeat(100_000),
];

/** Strings that look like the kind of value a field takes, at and past its edges. */
const KIND_EDGES: Record<StringKind, string[]> = {
  date: [
    "0000-01-01",
    "0001-01-01",
    "1899-12-31",
    "1900-01-01",
    "2024-02-29",
    "2026-02-29",
    "2026-02-30",
    "2026-13-01",
    "2026-00-10",
    "2999-12-31",
    "3000-01-01",
    "9999-12-31",
    "10000-01-01",
    "-0001-01-01",
    "2026-3-14",
    "2026-03-14T00:00:00Z",
    " 2026-03-14 ",
    "２０２６-０３-１４",
  ],
  "date-time": [
    "0000-01-01T00:00:00Z",
    "0001-01-01T00:00:00Z",
    "0099-12-31T23:59:59Z",
    "1899-12-31T23:59:59Z",
    "1969-12-31T23:59:59.999Z",
    "1970-01-01T00:00:00Z",
    "2999-12-31T23:59:59Z",
    "9999-12-31T23:59:59.999Z",
    "9999-12-31T23:59:59-23:59",
    "0000-01-01T00:00:00+23:59",
    "+275760-09-13T00:00:00Z",
    "-000001-01-01T00:00:00Z",
    "2026-02-30T12:00:00Z",
    "2026-03-14T24:00:00Z",
    "2026-03-14T23:59:60Z",
    "2026-03-14T12:00:00.123456789Z",
    "2026-03-14T12:00:00+14:00",
    "2026-03-14T12:00:00-12:00",
    "2026-03-14T12:00:00",
    "2026-03-14",
  ],
  time: ["00:00", "23:59", "24:00", "23:60", "-01:00", "7:00", "07:00:00", "99:99", "12:30 PM", "٠٧:٠٠"],
  uuid: [
    "00000000-0000-0000-0000-000000000000",
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
    "FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF",
    "7d9f3a1e-2b4c-4d5e-8f60-718293a4b5c6",
    "{7d9f3a1e-2b4c-4d5e-8f60-718293a4b5c6}",
    "7d9f3a1e2b4c4d5e8f60718293a4b5c6",
  ],
  email: ["a@b", `x@${"y".repeat(250)}.com`, "ü@exämple.com", "a+b@example.com", '"a b"@example.com', "a@example.com\nBcc: b@example.com"],
  text: [],
};

type StringKind = "date" | "date-time" | "time" | "uuid" | "email" | "text";

/** What a string field holds: its documented format, else the shape of its example or default. */
function stringKind(schema: JsonSchema, sample: unknown): StringKind {
  const format = schema.format;
  if (format === "date" || format === "date-time" || format === "time" || format === "uuid" || format === "email") return format;
  const value = typeof sample === "string" ? sample : typeof schema.default === "string" ? schema.default : "";
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return "date";
  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return "date-time";
  if (/^\d{2}:\d{2}$/.test(value)) return "time";
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(value)) return "uuid";
  if (/^[^@\s]+@[^@\s]+$/.test(value)) return "email";
  return "text";
}

/** The schema's branches: anyOf, or one per listed type (["string", "null"]). */
function branches(schema: JsonSchema): JsonSchema[] {
  // The keywords beside anyOf hold in each branch too (an email field that may be empty keeps its length and pattern).
  if (schema.anyOf) {
    const { anyOf, ...rest } = schema;
    return anyOf.flatMap((branch) => branches({ ...rest, ...branch }));
  }
  if (Array.isArray(schema.type)) return schema.type.map((type) => ({ ...schema, type }));
  return [schema];
}

const branchOf = (schema: JsonSchema, type: string) => branches(schema).find((b) => b.type === type);

function numberValues(schema: JsonSchema): unknown[] {
  const values: unknown[] = [
    0,
    new RawJson("-0"),
    new RawJson("-0.0"),
    1,
    -1,
    0.5,
    0.1 + 0.2,
    1 / 3,
    12.345678901234567,
    1e-300,
    5e-324,
    1e308,
    -1e308,
    new RawJson("1e400"),
    new RawJson("-1e400"),
    2 ** 31,
    2 ** 53 + 2,
    2 ** 63,
    new RawJson("123456789012345678901234567890"),
    new RawJson("1.0"),
    new RawJson("1E2"),
    "12",
    "NaN",
    "Infinity",
  ];
  for (const bound of [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum]) {
    if (bound !== undefined) values.push(bound, bound - 1, bound + 1, bound - 0.001, bound + 0.001, bound + 1e-9);
  }
  if (schema.type === "integer") values.push(1.5, 2 ** 31 - 1, -(2 ** 31));
  return values;
}

function stringValues(schema: JsonSchema, sample: unknown): unknown[] {
  const values: unknown[] = [...ODD_STRINGS, ...KIND_EDGES[stringKind(schema, sample)]];
  const { minLength, maxLength } = schema;
  if (maxLength !== undefined) {
    const half = Math.ceil(maxLength / 2);
    values.push("x".repeat(maxLength), "x".repeat(maxLength + 1), "é".repeat(maxLength), "🩺".repeat(half), "e\u0301".repeat(half), " ".repeat(maxLength + 1));
  }
  if (minLength) values.push("x".repeat(minLength - 1), "x".repeat(minLength), " ".repeat(minLength));
  return values;
}

function arrayValues(schema: JsonSchema): unknown[] {
  const items = schema.items ?? {};
  const item = validValue(items);
  const values: unknown[] = [[], [null], [item], [item, item], Array.from({ length: 5000 }, () => item)];
  if (schema.maxItems !== undefined) values.push(Array.from({ length: schema.maxItems + 1 }, () => item));
  if (items.enum) values.push(...items.enum.map((v) => [v]), items.enum.slice(0, schema.maxItems), [...items.enum].reverse());
  return values;
}

/** Each value once (the lists overlap: "" is an odd string and an edge of a length). */
function distinct(values: unknown[]): unknown[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value instanceof RawJson ? `raw:${value.text}` : `${typeof value}:${toJsonText(value)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every value the fuzzer tries in a field of this schema: wrong types, then edges of each right type. */
export function valuesFor(schema: JsonSchema, sample?: unknown): unknown[] {
  const values = [...WRONG_TYPES];
  for (const branch of branches(schema)) {
    // Each allowed value, and near misses of it.
    for (const allowed of branch.const !== undefined ? [branch.const] : (branch.enum ?? [])) {
      values.push(allowed, ...(typeof allowed === "string" ? [`${allowed} `, allowed.toUpperCase()] : []));
    }
    switch (branch.type) {
      case "string":
        values.push(...stringValues(branch, sample));
        break;
      case "number":
      case "integer":
        values.push(...numberValues(branch));
        break;
      case "boolean":
        values.push(false, "true", "false", 1);
        break;
      case "array":
        values.push(...arrayValues(branch));
        break;
    }
  }
  return distinct(values);
}

/** A value the schema accepts on its own (a field's neighbours may still refuse it). */
export function validValue(schema: JsonSchema, sample?: unknown): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined && schema.default !== null) return schema.default;
  const branch = branches(schema).find((b) => b.type !== "null") ?? { type: "null" };
  switch (branch.type) {
    case "object":
      return Object.fromEntries((branch.required ?? []).map((key) => [key, validValue(branch.properties?.[key] ?? {})]));
    case "array":
      return [];
    case "boolean":
      return true;
    case "number":
    case "integer":
      return Math.min(branch.minimum ?? (branch.exclusiveMinimum ?? 0) + 1, branch.maximum ?? Infinity);
    case "string":
      return {
        date: "2026-03-14",
        "date-time": "2027-01-01T00:00:00.000Z",
        time: "07:00",
        uuid: crypto.randomUUID(),
        email: "nurse@example.com",
        text: "a".repeat(Math.max(1, branch.minLength ?? 1)),
      }[stringKind(branch, sample)];
    default:
      return null;
  }
}

// ---- Bodies ---------------------------------------------------------------

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

const REMOVE = Symbol("remove");
type Put = (value: unknown) => unknown;

/** A copy of the object with one key set (or removed); __proto__ and friends become plain keys. */
function withKey(object: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(object)) if (k !== key) copy[k] = v;
  if (value !== REMOVE) Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

export interface BodyCase {
  /** Which field, for the failure message. */
  field: string;
  body: unknown;
}

/**
 * Every body the suite sends, deterministically: the whole body of each wrong
 * shape, then each field (nested ones too) missing, null, of every wrong type
 * and at every edge of its right type — on top of a valid body, so a value that
 * passes validation reaches the write.
 */
export function bodyCases(schema: JsonSchema, base: Record<string, unknown>): BodyCase[] {
  const cases: BodyCase[] = [];
  for (const body of [...WRONG_TYPES, "", [base], deepNesting(2000)]) cases.push({ field: "(the whole body)", body });
  const properties = Object.entries(schema.properties ?? {});
  cases.push({ field: "(every field null)", body: Object.fromEntries(properties.map(([key]) => [key, null])) });
  cases.push({ field: "(no fields)", body: {} });
  for (const key of ["userId", "id", "__proto__", "constructor", "createdAt", "x".repeat(1000)]) {
    cases.push({ field: `(an extra field ${key.slice(0, 12)})`, body: withKey(base, key, key === "__proto__" ? { admin: true } : "extra") });
  }

  const visit = (field: string, fieldSchema: JsonSchema, current: unknown, put: Put) => {
    for (const value of valuesFor(fieldSchema, current)) cases.push({ field, body: put(value) });
    cases.push({ field: `${field} (missing)`, body: put(REMOVE) });
    const object = branchOf(fieldSchema, "object");
    if (object?.properties) {
      const parent = isRecord(current) ? current : (validValue(object) as Record<string, unknown>);
      for (const [key, child] of Object.entries(object.properties)) {
        visit(`${field}.${key}`, child, parent[key], (value) => put(withKey(parent, key, value)));
      }
    }
    const array = branchOf(fieldSchema, "array");
    if (array?.items && branchOf(array.items, "object")) {
      const list: unknown[] = Array.isArray(current) && current.length ? current : [validValue(array.items)];
      visit(`${field}[0]`, array.items, list[0], (value) => put(value === REMOVE ? list.slice(1) : [value, ...list.slice(1)]));
    }
  };
  for (const [key, fieldSchema] of properties) visit(key, fieldSchema, base[key], (value) => withKey(base, key, value));
  return cases;
}

function randomOfType(schema: JsonSchema): fc.Arbitrary<unknown> {
  const options = branches(schema).map((branch): fc.Arbitrary<unknown> => {
    if (branch.enum) return fc.constantFrom(...branch.enum);
    switch (branch.type) {
      case "string":
        return {
          date: fc
            .tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
            .map(([y, m, d]) => `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`),
          "date-time": fc.tuple(fc.date({ noInvalidDate: true }), fc.integer({ min: -23 * 60 - 59, max: 23 * 60 + 59 })).map(([date, offset]) => {
            const sign = offset < 0 ? "-" : "+";
            const abs = Math.abs(offset);
            return `${date.toISOString().slice(0, -1)}${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
          }),
          time: fc
            .tuple(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 }))
            .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`),
          uuid: fc.uuid(),
          email: fc.emailAddress(),
          text: fc.oneof(
            fc.string({ unit: "binary", maxLength: (branch.maxLength ?? 40) + 2 }),
            fc.string({ unit: "grapheme", maxLength: (branch.maxLength ?? 40) + 2 }),
          ),
        }[stringKind(branch, undefined)];
      case "number":
        return fc.oneof(fc.double(), fc.double({ min: branch.minimum ?? -1e6, max: (branch.maximum ?? 1e6) + 1 }));
      case "integer":
        return fc.integer();
      case "boolean":
        return fc.boolean();
      case "array":
        return fc.array(randomOfType(branch.items ?? {}), { maxLength: (branch.maxItems ?? 4) + 2 });
      case "object":
        return fc.record(Object.fromEntries(Object.entries(branch.properties ?? {}).map(([key, child]) => [key, randomOfType(child)])), { requiredKeys: [] });
      case "null":
        return fc.constant(null);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  });
  return options.length ? fc.oneof(...options) : fc.jsonValue({ maxDepth: 2 });
}

/**
 * Random bodies on top of the deterministic ones: each field kept, dropped, one of
 * its listed odd values, a random value of its type or any JSON; sometimes extra
 * fields; now and then no object at all.
 */
export function randomBodies(schema: JsonSchema, base: Record<string, unknown>): fc.Arbitrary<unknown> {
  const KEEP = Symbol("keep");
  const properties = Object.entries(schema.properties ?? {});
  const field = (fieldSchema: JsonSchema, current: unknown) =>
    fc.oneof(
      { arbitrary: fc.constant<unknown>(KEEP), weight: 3 },
      { arbitrary: fc.constant<unknown>(REMOVE), weight: 1 },
      { arbitrary: fc.constantFrom(...valuesFor(fieldSchema, current)), weight: 3 },
      { arbitrary: randomOfType(fieldSchema), weight: 3 },
      { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
    );
  const object = fc
    .tuple(
      fc.tuple(...properties.map(([key, fieldSchema]) => field(fieldSchema, base[key]))),
      fc.option(fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 3 }), { freq: 4 }),
    )
    .map(([values, extra]) => {
      let body = { ...base };
      properties.forEach(([key], i) => {
        if (values[i] !== KEEP) body = withKey(body, key, values[i]);
      });
      for (const [key, value] of Object.entries(extra ?? {})) body = withKey(body, key, value);
      return body;
    });
  return fc.oneof(
    { arbitrary: object, weight: 8 },
    { arbitrary: fc.jsonValue({ maxDepth: 4 }), weight: 1 },
    { arbitrary: fc.constantFrom(...WRONG_TYPES), weight: 1 },
  );
}

/** Strings of a pattern (fast-check reads the regular expression); none when it cannot. */
function patternStrings(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return undefined;
  }
}

/** Whether a value is of a schema's type, enum or const (what `contains` and `not` name in the documents written here). */
function isOf(schema: JsonSchema, value: unknown): boolean {
  if (schema.const !== undefined && value !== schema.const) return false;
  if (schema.enum && !schema.enum.includes(value)) return false;
  if (schema.type === "string" && typeof value !== "string") return false;
  return true;
}

/** The array keywords generation does not build in: `contains` and `not: { contains }`. */
function arrayHolds(schema: JsonSchema, list: unknown[]): boolean {
  if (schema.contains && !list.some((item) => isOf(schema.contains!, item))) return false;
  if (schema.not?.contains && list.some((item) => isOf(schema.not!.contains!, item))) return false;
  return true;
}

/** The object keywords generation does not build in: `minProperties`, `dependentRequired`. */
function objectHolds(schema: JsonSchema, object: Record<string, unknown>): boolean {
  if (schema.minProperties !== undefined && Object.keys(object).length < schema.minProperties) return false;
  for (const [key, needs] of Object.entries(schema.dependentRequired ?? {})) if (key in object && needs.some((need) => !(need in object))) return false;
  return true;
}

/**
 * Values the schema's own words allow (type, format, pattern, lengths, bounds,
 * required fields), and nothing else: what a client reading only the document
 * may send. The contract run sends them expecting no 5xx and, in the end, no
 * refusal the document does not explain.
 */
export function schemaValues(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = branches(schema).flatMap((branch): fc.Arbitrary<unknown>[] => {
    if (branch.const !== undefined) return [fc.constant(branch.const)];
    if (branch.enum) return [fc.constantFrom(...branch.enum)];
    switch (branch.type) {
      case "string": {
        const min = branch.minLength ?? 0;
        const max = Math.min(branch.maxLength ?? 40, Math.max(min, 60));
        // JSON Schema counts characters (code points) and zod UTF-16 units, two for an emoji: within both.
        const fits = (v: string) => [...v].length >= min && v.length <= (branch.maxLength ?? Infinity);
        const day = fc.date({ min: new Date("1950-01-01T00:00:00Z"), max: new Date("2090-12-31T00:00:00Z"), noInvalidDate: true });
        if (branch.format === "date") return [day.map((d) => d.toISOString().slice(0, 10))];
        if (branch.format === "date-time") return [day.map((d) => d.toISOString())];
        if (branch.format === "time")
          return [
            fc
              .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
              .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`),
          ];
        if (branch.format === "email") return [fc.stringMatching(/^[a-z]{1,12}(\.[a-z]{1,12})?$/).map((name) => `${name}@example.com`)];
        if (branch.format === "uuid") return [fc.uuid()];
        // Every pattern holds (zod writes the second and further ones as allOf): strings of one, kept when they match the others.
        const patterns = [branch.pattern, ...(branch.allOf ?? []).map((part) => part.pattern)]
          .filter((pattern): pattern is string => pattern !== undefined)
          .sort((a, b) => Number(b.startsWith("^")) - Number(a.startsWith("^")));
        const all = (v: string) => fits(v) && patterns.every((pattern) => new RegExp(pattern).test(v));
        const matching = patterns[0] ? patternStrings(patterns[0]) : undefined;
        if (matching) return [matching.filter(all)];
        return [fc.string({ minLength: min, maxLength: max })];
      }
      case "integer":
      case "number": {
        const low = branch.minimum ?? (branch.exclusiveMinimum !== undefined ? branch.exclusiveMinimum + (branch.type === "integer" ? 1 : 1e-6) : -1e6);
        const high = branch.maximum ?? (branch.exclusiveMaximum !== undefined ? branch.exclusiveMaximum - (branch.type === "integer" ? 1 : 1e-6) : 1e6);
        if (branch.multipleOf) {
          const step = branch.multipleOf;
          return [
            fc
              .integer({ min: Math.ceil(Math.max(low, -1e9) / step), max: Math.floor(Math.min(high, 1e9) / step) })
              .map((n) => n * step)
              .filter((v) => v >= low && v <= high),
          ];
        }
        if (branch.type === "integer") return [fc.integer({ min: Math.ceil(Math.max(low, -(2 ** 31))), max: Math.floor(Math.min(high, 2 ** 31 - 1)) })];
        return [fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true })];
      }
      case "boolean":
        return [fc.boolean()];
      case "null":
        return [fc.constant(null)];
      case "array": {
        const length = { minLength: branch.minItems ?? 0, maxLength: Math.max(branch.minItems ?? 0, Math.min(branch.maxItems ?? 3, 3)) };
        const items = schemaValues(branch.items ?? {});
        const arrays = branch.uniqueItems ? fc.uniqueArray(items, { ...length, selector: (item) => toJsonText(item) }) : fc.array(items, length);
        return [arrays.filter((list) => arrayHolds(branch, list))];
      }
      case "object":
        return [
          fc
            .record(Object.fromEntries(Object.entries(branch.properties ?? {}).map(([key, child]) => [key, schemaValues(child)])), {
              requiredKeys: branch.required ?? [],
            })
            .filter((object) => objectHolds(branch, object)),
        ];
      default:
        return [];
    }
  });
  return options.length ? fc.oneof(...options) : fc.jsonValue({ maxDepth: 1 });
}

const encodable = (value: string) => {
  try {
    encodeURIComponent(value);
    return true;
  } catch {
    return false; // a lone surrogate: sent raw below instead
  }
};

/** Odd values for a path or query parameter (text only: it travels in the URL, encoded). */
export function paramValues(schema: JsonSchema): string[] {
  const values = [...stringValues({ ...schema, type: "string" }, undefined), "%", "?", "#", "/", "..", "a/b", "x".repeat(5000)];
  return [...new Set(values.filter((v): v is string => typeof v === "string" && v.length <= 5000 && !v.includes("\u0000") && encodable(v)))];
}

/** Pieces of a URL sent as written: bad percent-encodings and a lone surrogate's bytes. */
export const RAW_URL_PIECES = ["%", "%FF", "%ED%A0%80", "%C0%AF", "%E2%80%AE", "%2e%2e%2f%2e%2e%2f"];
