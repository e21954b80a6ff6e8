/**
 * Intents as the server takes them: a known type and only that type's fields, each of the type the
 * reducer reads (the reducer still decides every rule). Anything else is malformed and refused
 * before it reaches a transaction, so the log holds only what the reducer read.
 */

type Field = "string" | "integer" | "boolean" | "integer|null";

const SHAPES: Readonly<Record<string, Readonly<Record<string, Field>>>> = {
  OPEN_PACK: { count: "integer", set: "string" },
  MELT: { cardId: "string", version: "integer", foil: "boolean", count: "integer" },
  MELT_DUPLICATES: {},
  CRAFT: { cardId: "string", foil: "boolean" },
  BUY_ALT_ART: { cardId: "string" },
  SHOW_ART: { cardId: "string", art: "integer|null" },
  GRANT: { packs: "integer", sceaux: "integer", reason: "string" },
  GRANT_FOIL: { cardId: "string", provenance: "string" },
  SET_MEMBER: { memberId: "string" },
};

const fits = (value: unknown, field: Field): boolean => {
  switch (field) {
    case "string":
      return typeof value === "string" && value.length <= 200;
    case "integer":
      return Number.isSafeInteger(value);
    case "boolean":
      return typeof value === "boolean";
    case "integer|null":
      return value === null || Number.isSafeInteger(value);
  }
};

/** The intent with its known fields only, or null when it is not an intent of a known shape. */
export function normalizeIntent(value: unknown): Record<string, unknown> | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.type !== "string" || !Object.hasOwn(SHAPES, v.type)) return null;
  const shape = SHAPES[v.type] as Readonly<Record<string, Field>>;
  const out: Record<string, unknown> = { type: v.type };
  for (const [key, x] of Object.entries(v)) {
    if (key === "type") continue;
    const field = shape[key];
    if (field === undefined || !Object.hasOwn(shape, key) || !fits(x, field)) return null;
    out[key] = x;
  }
  return out;
}
