/** The parts of a zod 4 schema's definition the sampler reads. */
interface ZodDefinition {
  type: string;
  shape?: Record<string, ZodLike>;
  element?: ZodLike;
  innerType?: ZodLike;
  options?: ZodLike[];
  keyType?: ZodLike;
  valueType?: ZodLike;
  in?: ZodLike;
  out?: ZodLike;
  items?: ZodLike[];
  left?: ZodLike;
  right?: ZodLike;
  entries?: Record<string, unknown>;
  values?: unknown[];
  getter?: () => ZodLike;
}

interface ZodLike {
  _zod: { def: ZodDefinition };
}

/** Recursive schemas (the builder's element tree) are followed this deep, then a plain string stands in. */
const MAX_DEPTH = 8;

/**
 * A value shaped like `schema`'s input with `text` in every string slot (object keys of records too):
 * numbers 1, booleans false, the first option of enums and literals, one item per array. It need not pass
 * the schema's other checks: it is for proving that `text` is refused before validation or storage.
 */
export function sampleInput(schema: unknown, text: string, depth = 0): unknown {
  const def = (schema as ZodLike | undefined)?._zod?.def;
  if (!def || depth > MAX_DEPTH) return text;
  const next = (inner: ZodLike | undefined) => sampleInput(inner, text, depth + 1);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, value]) => [key, next(value)]));
    case 'string':
    case 'template_literal':
    case 'any':
    case 'unknown':
      return text;
    case 'number':
    case 'int':
      return 1;
    case 'bigint':
      return 1;
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'date':
      return new Date(0).toISOString();
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array':
      return [next(def.element)];
    case 'tuple':
      return (def.items ?? []).map(next);
    case 'record':
      return { [String(next(def.keyType))]: next(def.valueType) };
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return next(def.innerType);
    case 'lazy':
      return next(def.getter?.());
    case 'pipe':
      // A preprocess is a pipe from a transform: what the caller sends is the pipe's output shape.
      return def.in?._zod.def.type === 'transform' ? next(def.out) : next(def.in);
    case 'intersection': {
      const left = next(def.left);
      const right = next(def.right);
      return typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : left;
    }
    case 'union': {
      // The first option that carries the text somewhere, so a union of '' and a URL still gets it.
      const samples = (def.options ?? []).map(next);
      return samples.find((sample) => JSON.stringify(sample)?.includes(JSON.stringify(text).slice(1, -1))) ?? samples[0];
    }
    default:
      return text;
  }
}
