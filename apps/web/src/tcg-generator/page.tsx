import {
  type ActionKind,
  type Card,
  type DataIssue,
  makeCard,
  rankTag,
  validateCard,
} from "@engines/lgc-tcg";
import type { ComponentChildren } from "preact";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { markInteractive } from "../router.js";
import { type Art, CardView } from "../tcg/card.js";
import { corpus, latestCards, setSize, textContext } from "../tcg/data.js";
import { a4Sheet, download, pngOf, rasterize } from "../tcg/export.js";
import { MotionControl, useReduceMotion } from "../tcg/motion.js";
import "../tcg/tcg.css";

/** The card being edited: any JSON (the form may hold invalid values; the validator says so). */
type Draft = Record<string, unknown>;
type Json = Record<string, unknown>;

const tx = corpus.taxonomy;
/** The print size (§14 P1) from sets.json. */
const spec = corpus.sets.printSpec;

/** Default parameters of each action (§8.2), used when the action changes. */
function defaultParams(action: ActionKind): Json {
  switch (action) {
    case "DEAL_DAMAGE":
    case "HEAL":
    case "GAIN_ARMOR":
      return { amount: 1 };
    case "DRAW":
      return { count: 1 };
    case "SUMMON":
      return { token: Object.keys(corpus.tokens)[0] ?? "", count: 1 };
    case "BUFF":
      return { atk: 1, hp: 1, duration: "PERMANENT" };
    case "SET_STATS":
      return { atk: 1, hp: 1 };
    case "GRANT_KEYWORD":
      return { keyword: "TAUNT", duration: "PERMANENT" };
    case "TRANSFORM":
      return { token: Object.keys(corpus.tokens)[0] ?? "" };
    case "GAIN_MANA":
      return { amount: 1, pool: "CURRENT" };
    case "TUTOR":
      return { count: 1 };
    default:
      return {};
  }
}

/** A sensible target for an action, so a new effect starts valid. */
function defaultTarget(action: ActionKind): Json {
  if (["DRAW", "SUMMON", "GAIN_MANA", "GAIN_ARMOR", "TUTOR"].includes(action))
    return { side: "ALLY", kind: "HERO", scope: "ALL" };
  if (action === "DISCARD") return { side: "ALLY", kind: "CARD_IN_HAND", scope: "RANDOM", count: 1 };
  if (action === "DESTROY") return { side: "ENEMY", kind: "CREATURE", scope: "CHOSEN" };
  if (action === "DEAL_DAMAGE") return { side: "ENEMY", kind: "ANY", scope: "CHOSEN" };
  return { side: "ALLY", kind: "CREATURE", scope: "CHOSEN" };
}

const newAbility = (): Json => ({
  trigger: "ON_PLAY",
  condition: null,
  action: "DEAL_DAMAGE",
  target: defaultTarget("DEAL_DAMAGE"),
  params: defaultParams("DEAL_DAMAGE"),
});

const BLANK: Draft = {
  id: "crea_nouvelle_carte",
  set: corpus.sets.sets[0]?.name ?? "",
  setCode: corpus.sets.sets[0]?.code ?? "",
  collectorNumber: 120,
  version: 1,
  type: "CREATURE",
  rarity: "COMMON",
  factions: ["NEUTRAL"],
  subtypes: ["MONSTRE"],
  rankId: null,
  rankLabel: null,
  evolutionOf: null,
  memberId: null,
  optOut: false,
  name: "Nouvelle carte",
  flavor: "",
  artist: "",
  cost: 2,
  atk: 2,
  hp: 3,
  keywords: [],
  abilities: [],
};

/** Reads a pointer path out of the draft. */
function getAt(obj: unknown, path: readonly (string | number)[]): unknown {
  let v: unknown = obj;
  for (const k of path) v = v === null || typeof v !== "object" ? undefined : (v as Json)[k as string];
  return v;
}

/** A copy of `obj` with `value` at `path` (undefined removes the key). */
function setAt(obj: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [k, ...rest] = path;
  if (Array.isArray(obj)) {
    const copy = [...obj];
    copy[k as number] = setAt(copy[k as number], rest, value);
    return copy;
  }
  const copy: Json = { ...((obj as Json) ?? {}) };
  const next = setAt(copy[k as string], rest, value);
  if (next === undefined) delete copy[k as string];
  else copy[k as string] = next;
  return copy;
}

const ptr = (path: readonly (string | number)[]) =>
  path.map((p) => `/${String(p).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");

interface FormApi {
  readonly draft: Draft;
  readonly issuesAt: (path: readonly (string | number)[]) => readonly DataIssue[];
  readonly set: (path: readonly (string | number)[], value: unknown) => void;
}

function Field({
  api,
  path,
  label,
  wide,
  children,
}: {
  api: FormApi;
  path: readonly (string | number)[];
  label: string;
  wide?: boolean;
  children: ComponentChildren;
}) {
  const issues = api.issuesAt(path);
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: every Field wraps its own input, select or checkboxes
    <label
      class={`tcg-field${wide ? " wide" : ""}${issues.length > 0 ? " invalid" : ""}`}
      data-field={ptr(path)}
    >
      {label}
      {children}
      {issues.map((i) => (
        <span class="field-error" key={i.message} data-error-for={ptr(path)}>
          {i.message}
        </span>
      ))}
    </label>
  );
}

/** Numbers stay numbers; anything else is kept as typed, so the validator can say what is wrong. */
const numeric = (s: string): unknown =>
  s.trim() === "" ? undefined : Number.isNaN(Number(s)) ? s : Number(s);

function NumberInput({ api, path, label }: { api: FormApi; path: (string | number)[]; label: string }) {
  const v = getAt(api.draft, path);
  return (
    <Field api={api} path={path} label={label}>
      <input
        type="text"
        inputMode="numeric"
        value={v === undefined ? "" : String(v)}
        onInput={(e) => api.set(path, numeric((e.currentTarget as HTMLInputElement).value))}
      />
    </Field>
  );
}

function TextInput({
  api,
  path,
  label,
  wide,
  nullable,
}: {
  api: FormApi;
  path: (string | number)[];
  label: string;
  wide?: boolean;
  nullable?: boolean;
}) {
  const v = getAt(api.draft, path);
  return (
    <Field api={api} path={path} label={label} wide={wide}>
      <input
        type="text"
        value={v === null || v === undefined ? "" : String(v)}
        onInput={(e) => {
          const s = (e.currentTarget as HTMLInputElement).value;
          api.set(path, nullable && s === "" ? null : s);
        }}
      />
    </Field>
  );
}

function Select({
  api,
  path,
  label,
  options,
  nullable,
  onPick,
}: {
  api: FormApi;
  path: (string | number)[];
  label: string;
  options: readonly { id: string; label: string }[];
  nullable?: string;
  onPick?: (v: string | null) => void;
}) {
  const v = getAt(api.draft, path);
  return (
    <Field api={api} path={path} label={label}>
      <select
        value={v === null || v === undefined ? "" : String(v)}
        onChange={(e) => {
          const s = (e.currentTarget as HTMLSelectElement).value;
          const value = s === "" && nullable !== undefined ? null : s;
          if (onPick) onPick(value);
          else api.set(path, value);
        }}
      >
        {nullable !== undefined && <option value="">{nullable}</option>}
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

function Checks({
  api,
  path,
  label,
  options,
}: {
  api: FormApi;
  path: (string | number)[];
  label: string;
  options: readonly { id: string; label: string }[];
}) {
  const v = getAt(api.draft, path);
  const list = Array.isArray(v) ? (v as string[]) : [];
  return (
    <Field api={api} path={path} label={label} wide>
      <span class="tcg-checks">
        {options.map((o) => (
          <label key={o.id}>
            <input
              type="checkbox"
              checked={list.includes(o.id)}
              onChange={(e) =>
                api.set(
                  path,
                  (e.currentTarget as HTMLInputElement).checked
                    ? [...list, o.id]
                    : list.filter((x) => x !== o.id),
                )
              }
            />
            {o.label}
          </label>
        ))}
      </span>
    </Field>
  );
}

const opts = (ids: readonly string[]) => ids.map((id) => ({ id, label: id }));
const SIDES = opts(["ALLY", "ENEMY", "ANY", "SELF"]);
const KINDS = opts(["CREATURE", "HERO", "PERMANENT", "CARD_IN_HAND", "ANY"]);
const SCOPES = opts(["CHOSEN", "ALL", "RANDOM", "SELF", "LOWEST_HP", "HIGHEST_ATK"]);
const DURATIONS = opts(["PERMANENT", "TURN"]);
const KEYWORDS = tx.keywords.map((k) => ({ id: k.id, label: k.label }));
const TOKENS = Object.values(corpus.tokens).map((t) => ({ id: t.id, label: `${t.name} ${t.atk}/${t.hp}` }));
const TAGS = [
  ...corpus.ranks.map((r) => ({ id: rankTag(r), label: r.label })),
  ...tx.roles.map((r) => ({ id: r.id, label: r.label })),
  ...tx.nonMemberTags.map((r) => ({ id: r.id, label: r.label })),
];

/** The selector filter (§8.3): each key optional; an empty filter is removed. */
function FilterEditor({ api, path }: { api: FormApi; path: (string | number)[] }) {
  const f = getAt(api.draft, path) as Json | undefined;
  const setKey = (k: string, v: unknown) => {
    const next: Json = { ...(f ?? {}) };
    if (v === undefined || v === null || v === "") delete next[k];
    else next[k] = v;
    api.set(path, Object.keys(next).length === 0 ? undefined : next);
  };
  return (
    <Field api={api} path={path} label="Filter" wide>
      <span class="tcg-fields">
        <input
          type="text"
          placeholder="cost min"
          value={f?.costMin === undefined ? "" : String(f.costMin)}
          onInput={(e) => setKey("costMin", numeric((e.currentTarget as HTMLInputElement).value))}
        />
        <input
          type="text"
          placeholder="cost max"
          value={f?.costMax === undefined ? "" : String(f.costMax)}
          onInput={(e) => setKey("costMax", numeric((e.currentTarget as HTMLInputElement).value))}
        />
        <select
          value={String(f?.hasKeyword ?? "")}
          onChange={(e) => setKey("hasKeyword", (e.currentTarget as HTMLSelectElement).value)}
        >
          <option value="">any keyword</option>
          {KEYWORDS.map((k) => (
            <option key={k.id} value={k.id}>
              {k.label}
            </option>
          ))}
        </select>
        <select
          value={String(f?.hasSubtype ?? "")}
          onChange={(e) => setKey("hasSubtype", (e.currentTarget as HTMLSelectElement).value)}
        >
          <option value="">any subtype</option>
          {TAGS.map((k) => (
            <option key={k.id} value={k.id}>
              {k.label}
            </option>
          ))}
        </select>
        <select
          value={String(f?.type ?? "")}
          onChange={(e) => setKey("type", (e.currentTarget as HTMLSelectElement).value)}
        >
          <option value="">any type</option>
          {tx.types.map((k) => (
            <option key={k.id} value={k.id}>
              {k.label}
            </option>
          ))}
        </select>
        <select
          value={f?.damaged === undefined ? "" : String(f.damaged)}
          onChange={(e) => {
            const s = (e.currentTarget as HTMLSelectElement).value;
            setKey("damaged", s === "" ? undefined : s === "true");
          }}
        >
          <option value="">damaged or not</option>
          <option value="true">damaged only</option>
          <option value="false">undamaged only</option>
        </select>
      </span>
    </Field>
  );
}

/** One effect: action, target selector and the action's parameters. */
function EffectEditor({ api, path }: { api: FormApi; path: (string | number)[] }) {
  const e = (getAt(api.draft, path) ?? {}) as Json;
  const action = e.action as ActionKind;
  const t = [...path, "target"];
  const p = [...path, "params"];
  const params = (e.params ?? {}) as Json;
  return (
    <div class="tcg-fields">
      <Select
        api={api}
        path={[...path, "action"]}
        label="Action"
        options={tx.actions}
        onPick={(v) => {
          const a = (v ?? "DEAL_DAMAGE") as ActionKind;
          api.set(path, { ...e, action: a, target: defaultTarget(a), params: defaultParams(a) });
        }}
      />
      <Select api={api} path={[...t, "side"]} label="Target side" options={SIDES} />
      <Select api={api} path={[...t, "kind"]} label="Target kind" options={KINDS} />
      <Select api={api} path={[...t, "scope"]} label="Target scope" options={SCOPES} />
      <NumberInput api={api} path={[...t, "count"]} label="Count (random / extremes)" />
      <Field api={api} path={[...t, "excludeSelf"]} label="Exclude self">
        <input
          type="checkbox"
          checked={getAt(api.draft, [...t, "excludeSelf"]) === true}
          onChange={(ev) =>
            api.set([...t, "excludeSelf"], (ev.currentTarget as HTMLInputElement).checked || undefined)
          }
        />
      </Field>
      <FilterEditor api={api} path={[...t, "filter"]} />
      {"amount" in params && <NumberInput api={api} path={[...p, "amount"]} label="Amount" />}
      {"count" in params && <NumberInput api={api} path={[...p, "count"]} label="Count" />}
      {(action === "BUFF" || action === "SET_STATS") && (
        <>
          <NumberInput api={api} path={[...p, "atk"]} label="ATK" />
          <NumberInput api={api} path={[...p, "hp"]} label="PV" />
        </>
      )}
      {action === "GRANT_KEYWORD" && (
        <Select api={api} path={[...p, "keyword"]} label="Keyword" options={KEYWORDS} />
      )}
      {(action === "BUFF" || action === "GRANT_KEYWORD") && (
        <Select api={api} path={[...p, "duration"]} label="Duration" options={DURATIONS} />
      )}
      {action === "GAIN_MANA" && (
        <Select api={api} path={[...p, "pool"]} label="Pool" options={opts(["CURRENT", "CAP"])} />
      )}
      {(action === "TRANSFORM" || (action === "SUMMON" && "token" in params)) && (
        <Select api={api} path={[...p, "token"]} label="Token" options={TOKENS} />
      )}
      {action === "SUMMON" && (
        <Field api={api} path={[...p, "randomFrom"]} label="Summon" wide>
          <span class="tcg-checks">
            <label>
              <input
                type="checkbox"
                checked={"randomFrom" in params}
                onChange={(ev) =>
                  api.set(
                    p,
                    (ev.currentTarget as HTMLInputElement).checked
                      ? { randomFrom: TOKENS.slice(0, 2).map((x) => x.id), count: params.count ?? 1 }
                      : { token: TOKENS[0]?.id ?? "", count: params.count ?? 1 },
                  )
                }
              />
              at random from a list
            </label>
          </span>
        </Field>
      )}
      {action === "SUMMON" && "randomFrom" in params && (
        <Checks api={api} path={[...p, "randomFrom"]} label="Tokens to draw from" options={TOKENS} />
      )}
      {action === "TUTOR" && <FilterEditor api={api} path={[...p, "filter"]} />}
    </div>
  );
}

function AbilityEditor({ api, index }: { api: FormApi; index: number }) {
  const path = ["abilities", index];
  const a = getAt(api.draft, path) as Json;
  const cond = a.condition as Json | null;
  const then = (a.then as Json[] | undefined) ?? [];
  const abilities = getAt(api.draft, ["abilities"]) as Json[];
  return (
    <div class="tcg-ability" data-ability={index}>
      <div class="tcg-ability-head">
        <strong>Ability {index + 1}</strong>
        <button
          type="button"
          onClick={() =>
            api.set(
              ["abilities"],
              abilities.filter((_, i) => i !== index),
            )
          }
        >
          Remove
        </button>
      </div>
      <div class="tcg-fields">
        <Select
          api={api}
          path={[...path, "trigger"]}
          label="Trigger"
          options={tx.triggers.map((t) => ({ id: t.id, label: `${t.label} (${t.id})` }))}
        />
        <NumberInput api={api} path={[...path, "cost"]} label="Activation cost (MANUAL)" />
        <Field api={api} path={[...path, "condition"]} label="Condition" wide>
          <span class="tcg-fields">
            <input
              type="text"
              placeholder="Ferveur cap at least"
              value={cond?.ferveurCapAtLeast === undefined ? "" : String(cond.ferveurCapAtLeast)}
              onInput={(e) =>
                setCondition(
                  api,
                  path,
                  cond,
                  "ferveurCapAtLeast",
                  numeric((e.currentTarget as HTMLInputElement).value),
                )
              }
            />
            <input
              type="text"
              placeholder="Ferveur cap at most"
              value={cond?.ferveurCapAtMost === undefined ? "" : String(cond.ferveurCapAtMost)}
              onInput={(e) =>
                setCondition(
                  api,
                  path,
                  cond,
                  "ferveurCapAtMost",
                  numeric((e.currentTarget as HTMLInputElement).value),
                )
              }
            />
            <select
              value={String(cond?.controlsSubtype ?? "")}
              onChange={(e) =>
                setCondition(
                  api,
                  path,
                  cond,
                  "controlsSubtype",
                  (e.currentTarget as HTMLSelectElement).value || undefined,
                )
              }
            >
              <option value="">controls any</option>
              {TAGS.map((k) => (
                <option key={k.id} value={k.id}>
                  controls another {k.label}
                </option>
              ))}
            </select>
          </span>
        </Field>
      </div>
      <EffectEditor api={api} path={path} />
      {then.map((_, i) => (
        <div key={i} class="tcg-ability">
          <div class="tcg-ability-head">
            <span>Then, effect {i + 2}</span>
            <button
              type="button"
              onClick={() =>
                api.set([...path, "then"], then.length === 1 ? undefined : then.filter((_, j) => j !== i))
              }
            >
              Remove
            </button>
          </div>
          <EffectEditor api={api} path={[...path, "then", i]} />
        </div>
      ))}
      <button
        type="button"
        onClick={() =>
          api.set(
            [...path, "then"],
            [...then, { action: "DRAW", target: defaultTarget("DRAW"), params: defaultParams("DRAW") }],
          )
        }
      >
        + Further effect (then)
      </button>
    </div>
  );
}

function setCondition(
  api: FormApi,
  path: (string | number)[],
  cond: Json | null,
  key: string,
  value: unknown,
) {
  const next: Json = { ...(cond ?? {}) };
  if (value === undefined || value === "") delete next[key];
  else next[key] = value;
  api.set([...path, "condition"], Object.keys(next).length === 0 ? null : next);
}

/** Generator (§14 P1): every schema field, live validation, preview, image, exports. */
export function GeneratorPage() {
  const [draft, setDraft] = useState<Draft>(BLANK);
  const [art, setArt] = useState<Art | null>(null);
  const [illuminated, setIlluminated] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [motion, setMotion, reduced] = useReduceMotion();
  const exportRef = useRef<HTMLDivElement>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; art: Art } | null>(null);
  useEffect(() => markInteractive("tcg-generator"), []);

  // The same validator as the data library: schema, then references against the corpus.
  const result = useMemo(() => validateCard(draft, corpus), [draft]);
  const issues: readonly DataIssue[] = result.ok ? [] : result.issues;
  const api: FormApi = {
    draft,
    issuesAt: (path) => {
      const p = ptr(path);
      return issues.filter((i) => i.pointer === p);
    },
    set: (path, value) => setDraft((d) => setAt(d, path, value) as Draft),
  };

  const card = draft as unknown as Card;
  const type = draft.type as string;
  const abilities = (Array.isArray(draft.abilities) ? draft.abilities : []) as Json[];
  // The preview draws whatever can be drawn; a field the validator refuses still shows.
  const previewable = typeof draft.type === "string" && ["CREATURE", "SPELL", "PERMANENT"].includes(type);

  const pickType = (t: string | null) => {
    const base: Json = { ...draft, type: t };
    delete base.atk;
    delete base.hp;
    delete base.durability;
    delete base.charges;
    if (t === "CREATURE") Object.assign(base, { atk: 1, hp: 1 });
    if (t === "PERMANENT")
      Object.assign(base, { durability: 3, keywords: [], subtypes: [], rankId: null, rankLabel: null });
    if (t === "SPELL") Object.assign(base, { keywords: [], subtypes: [], rankId: null, rankLabel: null });
    setDraft(base);
  };

  const pickRank = (id: string | null) => {
    const rank = corpus.ranks.find((r) => r.id === id);
    const roles = ((draft.subtypes as string[]) ?? []).filter((s) => tx.roles.some((r) => r.id === s));
    setDraft({
      ...draft,
      rankId: rank?.id ?? null,
      rankLabel: rank?.label ?? null,
      subtypes: rank ? [rankTag(rank), ...(roles.length > 0 ? roles.slice(0, 1) : ["DPS"])] : ["MONSTRE"],
    });
  };

  // A card file is loaded as it is, even when invalid: the form then shows what is wrong where.
  const openJson = (file: File) => {
    void file.text().then((text) => {
      try {
        const json: unknown = JSON.parse(text);
        if (json === null || typeof json !== "object" || Array.isArray(json))
          throw new Error("not a JSON object");
        const { $schema: _schema, ...card } = json as Draft;
        setDraft(card);
        setLoadError(null);
      } catch (e) {
        setLoadError(`${file.name}: ${(e as Error).message}`);
      }
    });
  };

  const importImage = (file: File) => {
    const reader = new FileReader();
    reader.onload = () => {
      const src = String(reader.result);
      const img = new Image();
      img.onload = () =>
        setArt({ src, zoom: 1, x: 0, y: 0, width: img.naturalWidth, height: img.naturalHeight });
      img.src = src;
    };
    reader.readAsDataURL(file);
  };

  const fileBase = `${String(draft.id || "card")}.v${String(draft.version ?? 1)}`;
  const exportPng = async () => {
    const svg = exportRef.current?.querySelector("svg");
    if (!svg) return;
    setBusy("Rendering PNG…");
    try {
      const canvas = await rasterize(svg, spec.widthPxWithBleed, spec.heightPxWithBleed);
      download(await pngOf(canvas), `${fileBase}${illuminated ? ".illuminated" : ""}.png`);
    } finally {
      setBusy(null);
    }
  };
  const exportSheet = async () => {
    const svg = sheetRef.current?.querySelector("svg");
    if (!svg) return;
    setBusy("Rendering A4 sheet…");
    try {
      download(await pngOf(await a4Sheet(svg, spec)), `${fileBase}.a4-3x3.png`);
    } finally {
      setBusy(null);
    }
  };
  const exportJson = () => {
    const text = result.ok ? makeCard(result.value) : `${JSON.stringify(draft, null, 2)}\n`;
    download(new Blob([text], { type: "application/json" }), `${fileBase}.json`);
  };

  const setOptions = corpus.sets.sets.map((s) => ({ id: s.name, label: `${s.name} (${s.code})` }));

  const form = (
    <form class="tcg-form" onSubmit={(e) => e.preventDefault()} data-testid="generator-form">
      <fieldset>
        <legend>Identity</legend>
        <div class="tcg-fields">
          <TextInput api={api} path={["id"]} label="id" />
          <TextInput api={api} path={["name"]} label="Name" />
          <Select
            api={api}
            path={["set"]}
            label="Set"
            options={setOptions}
            onPick={(v) => {
              const s = corpus.sets.sets.find((x) => x.name === v);
              setDraft({ ...draft, set: v, setCode: s?.code ?? draft.setCode });
            }}
          />
          <TextInput api={api} path={["setCode"]} label="Set code" />
          <NumberInput api={api} path={["collectorNumber"]} label="Collector number" />
          <NumberInput api={api} path={["version"]} label="Version" />
          <Select api={api} path={["type"]} label="Type" options={tx.types} onPick={pickType} />
          <Select api={api} path={["rarity"]} label="Rarity" options={tx.rarities} />
          <Checks api={api} path={["factions"]} label="Factions" options={tx.factions} />
        </div>
      </fieldset>
      <fieldset>
        <legend>Guild</legend>
        <div class="tcg-fields">
          <Select
            api={api}
            path={["rankId"]}
            label="Rank"
            options={corpus.ranks.map((r) => ({ id: r.id, label: `${r.label} (${r.costMin}–${r.costMax})` }))}
            nullable="— not a member —"
            onPick={pickRank}
          />
          <TextInput api={api} path={["rankLabel"]} label="Rank label (frozen)" nullable />
          <Checks api={api} path={["subtypes"]} label="Subtypes" options={TAGS} />
          <Select
            api={api}
            path={["evolutionOf"]}
            label="Evolution of"
            options={latestCards.map((c) => ({ id: c.id, label: c.name }))}
            nullable="— none —"
          />
          <TextInput api={api} path={["memberId"]} label="Member id" nullable />
          <Field api={api} path={["optOut"]} label="Opt-out (§12)">
            <input
              type="checkbox"
              checked={draft.optOut === true}
              onChange={(e) => api.set(["optOut"], (e.currentTarget as HTMLInputElement).checked)}
            />
          </Field>
        </div>
      </fieldset>
      <fieldset>
        <legend>Play</legend>
        <div class="tcg-fields">
          <NumberInput api={api} path={["cost"]} label="Cost (Ferveur)" />
          {type === "CREATURE" && (
            <>
              <NumberInput api={api} path={["atk"]} label="ATK" />
              <NumberInput api={api} path={["hp"]} label="PV" />
            </>
          )}
          {type === "PERMANENT" && (
            <>
              <Field api={api} path={["charges"]} label="Lasts by">
                <select
                  value={"charges" in draft ? "charges" : "durability"}
                  onChange={(e) => {
                    const k = (e.currentTarget as HTMLSelectElement).value;
                    const { durability: _d, charges: _c, ...rest } = draft;
                    setDraft({ ...rest, [k]: 3 });
                  }}
                >
                  <option value="durability">durability (turns)</option>
                  <option value="charges">charges (uses)</option>
                </select>
              </Field>
              <NumberInput api={api} path={["charges" in draft ? "charges" : "durability"]} label="Amount" />
            </>
          )}
          <Checks api={api} path={["keywords"]} label="Keywords" options={KEYWORDS} />
        </div>
      </fieldset>
      <fieldset>
        <legend>Abilities</legend>
        {abilities.map((_, i) => (
          <AbilityEditor key={i} api={api} index={i} />
        ))}
        <button
          type="button"
          data-testid="add-ability"
          onClick={() => api.set(["abilities"], [...abilities, newAbility()])}
        >
          + Ability
        </button>
      </fieldset>
      <fieldset>
        <legend>Text</legend>
        <div class="tcg-fields">
          <TextInput api={api} path={["flavor"]} label="Flavour" wide />
          <TextInput api={api} path={["artist"]} label="Artist" />
          <TextInput
            api={api}
            path={["text"]}
            label="Printed text (optional; the card shows text generated from the abilities)"
            wide
          />
        </div>
      </fieldset>
    </form>
  );

  return (
    <section class="tcg-generator-page">
      <header class="game-head">
        <div>
          <h1>LGC TCG · Card generator</h1>
          <p class="lede">
            Every field of the card schema, checked live by the same validator as the data library. Export the
            card at its print size or as an A4 sheet.
          </p>
        </div>
        <div class="tcg-toolbar">
          <label>
            Start from
            <select
              data-testid="start-from"
              onChange={(e) => {
                const id = (e.currentTarget as HTMLSelectElement).value;
                const c = latestCards.find((x) => x.id === id);
                if (c) setDraft(JSON.parse(JSON.stringify(c)) as Draft);
                else if (id === "") setDraft(BLANK);
              }}
            >
              <option value="">a blank creature</option>
              {latestCards.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Open a card file
            <input
              type="file"
              accept=".json,application/json"
              data-testid="open-json"
              onChange={(e) => {
                const f = (e.currentTarget as HTMLInputElement).files?.[0];
                if (f) openJson(f);
              }}
            />
          </label>
          <MotionControl setting={motion} onChange={setMotion} reduced={reduced} />
        </div>
      </header>
      {loadError && <p class="notice notice-error">{loadError}</p>}
      <div class="tcg-generator">
        {form}
        <aside class="tcg-preview">
          {previewable ? (
            // With an illustration, dragging the preview moves it in the art window and the wheel zooms.
            <div
              class={art ? "tcg-pan" : undefined}
              onPointerDown={(e) => {
                if (!art) return;
                (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
                drag.current = { x: e.clientX, y: e.clientY, art };
              }}
              onPointerMove={(e) => {
                const d = drag.current;
                if (!d) return;
                const box = (e.currentTarget as HTMLElement).getBoundingClientRect();
                // The art window is 534/630 of the card's width and 352/880 of its height.
                const clamp = (v: number) => Math.max(-0.5, Math.min(0.5, v));
                setArt({
                  ...d.art,
                  x: clamp(d.art.x + (e.clientX - d.x) / (box.width * (534 / 630))),
                  y: clamp(d.art.y + (e.clientY - d.y) / (box.height * (352 / 880))),
                });
              }}
              onPointerUp={() => {
                drag.current = null;
              }}
              onWheel={(e) => {
                if (!art) return;
                e.preventDefault();
                setArt({
                  ...art,
                  zoom: Math.max(1, Math.min(4, art.zoom * (e.deltaY < 0 ? 1.08 : 1 / 1.08))),
                });
              }}
            >
              <CardView
                card={card}
                ctx={textContext}
                setSize={setSize(String(draft.setCode))}
                illuminated={illuminated}
                still={reduced}
                art={art}
              />
            </div>
          ) : (
            <p class="notice">Choose a card type to see the preview.</p>
          )}
          <div class="tcg-checks">
            <button type="button" class={illuminated ? "" : "on"} onClick={() => setIlluminated(false)}>
              Normal
            </button>
            <button
              type="button"
              class={illuminated ? "on" : ""}
              data-testid="toggle-illuminated"
              onClick={() => setIlluminated(true)}
            >
              Illuminated
            </button>
          </div>
          {result.ok ? (
            <p class="tcg-valid" data-testid="validity">
              Valid card.
            </p>
          ) : (
            <div data-testid="validity">
              <strong class="field-error">
                {issues.length} {issues.length === 1 ? "problem" : "problems"}
              </strong>
              <ul class="tcg-issues">
                {issues.map((i) => (
                  <li key={`${i.pointer}${i.message}`}>
                    <code>{i.pointer || "/"}</code> {i.message}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div class="tcg-crop panel">
            <span class="panel-label">Illustration</span>
            <input
              type="file"
              accept="image/*"
              data-testid="image"
              onChange={(e) => {
                const f = (e.currentTarget as HTMLInputElement).files?.[0];
                if (f) importImage(f);
              }}
            />
            {art && (
              <>
                <label>
                  Zoom{" "}
                  <input
                    type="range"
                    min="1"
                    max="4"
                    step="0.05"
                    value={art.zoom}
                    data-testid="zoom"
                    onInput={(e) =>
                      setArt({ ...art, zoom: Number((e.currentTarget as HTMLInputElement).value) })
                    }
                  />
                </label>
                <label>
                  Horizontal{" "}
                  <input
                    type="range"
                    min="-0.5"
                    max="0.5"
                    step="0.01"
                    value={art.x}
                    onInput={(e) =>
                      setArt({ ...art, x: Number((e.currentTarget as HTMLInputElement).value) })
                    }
                  />
                </label>
                <label>
                  Vertical{" "}
                  <input
                    type="range"
                    min="-0.5"
                    max="0.5"
                    step="0.01"
                    value={art.y}
                    onInput={(e) =>
                      setArt({ ...art, y: Number((e.currentTarget as HTMLInputElement).value) })
                    }
                  />
                </label>
                <button type="button" onClick={() => setArt(null)}>
                  Remove image
                </button>
              </>
            )}
          </div>
          <div class="tcg-checks">
            <button
              type="button"
              class="primary"
              data-testid="export-png"
              disabled={!previewable || busy !== null}
              onClick={exportPng}
            >
              PNG {spec.widthPxWithBleed}×{spec.heightPxWithBleed}
            </button>
            <button
              type="button"
              data-testid="export-sheet"
              disabled={!previewable || busy !== null}
              onClick={exportSheet}
            >
              A4 sheet 3×3
            </button>
            <button type="button" data-testid="export-json" onClick={exportJson}>
              JSON
            </button>
          </div>
          {busy && <p class="muted">{busy}</p>}
          <details>
            <summary>Card JSON</summary>
            <pre class="tcg-json" data-testid="json">
              {result.ok ? makeCard(result.value) : JSON.stringify(draft, null, 2)}
            </pre>
          </details>
        </aside>
      </div>
      {/* Off-screen renderings for the exports: with bleed (PNG) and plain at trim size (the sheet). */}
      <div class="tcg-offscreen" aria-hidden="true">
        <div ref={exportRef}>
          {previewable && (
            <CardView
              card={card}
              ctx={textContext}
              setSize={setSize(String(draft.setCode))}
              illuminated={illuminated}
              still
              art={art}
              bleed
            />
          )}
        </div>
        <div ref={sheetRef}>
          {previewable && (
            <CardView
              card={card}
              ctx={textContext}
              setSize={setSize(String(draft.setCode))}
              still
              art={art}
            />
          )}
        </div>
      </div>
    </section>
  );
}
