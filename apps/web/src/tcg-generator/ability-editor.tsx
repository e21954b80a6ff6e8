/** An ability's editor: trigger, cost, condition, effect (action, target selector, parameters), then-effects. */
import type { ActionKind } from "@engines/lgc-tcg";
import { useLocale, useMessages } from "../i18n/index.js";
import {
  DURATIONS,
  dataOptions,
  defaultParams,
  defaultTarget,
  type FormApi,
  getAt,
  type Json,
  KINDS,
  numeric,
  opts,
  SCOPES,
  SIDES,
  tx,
} from "./draft.js";
import { Checks, Field, NumberInput, Select } from "./fields.js";
import { generatorMessages } from "./messages.js";

/** The selector filter (§8.3): each key optional; an empty filter is removed. */
function FilterEditor({ api, path }: { api: FormApi; path: (string | number)[] }) {
  const m = useMessages(generatorMessages);
  const opt = dataOptions(useLocale());
  const f = getAt(api.draft, path) as Json | undefined;
  const setKey = (k: string, v: unknown) => {
    const next: Json = { ...(f ?? {}) };
    if (v === undefined || v === null || v === "") delete next[k];
    else next[k] = v;
    api.set(path, Object.keys(next).length === 0 ? undefined : next);
  };
  return (
    <Field api={api} path={path} label={m.filter} wide>
      <span class="tcg-fields">
        <input
          type="text"
          placeholder={m.costMin}
          value={f?.costMin === undefined ? "" : String(f.costMin)}
          onInput={(e) => setKey("costMin", numeric((e.currentTarget as HTMLInputElement).value))}
        />
        <input
          type="text"
          placeholder={m.costMax}
          value={f?.costMax === undefined ? "" : String(f.costMax)}
          onInput={(e) => setKey("costMax", numeric((e.currentTarget as HTMLInputElement).value))}
        />
        <select
          value={String(f?.hasKeyword ?? "")}
          onChange={(e) => setKey("hasKeyword", (e.currentTarget as HTMLSelectElement).value)}
        >
          <option value="">{m.anyKeyword}</option>
          {opt.keywords.map((k) => (
            <option key={k.id} value={k.id}>
              {k.label}
            </option>
          ))}
        </select>
        <select
          value={String(f?.hasSubtype ?? "")}
          onChange={(e) => setKey("hasSubtype", (e.currentTarget as HTMLSelectElement).value)}
        >
          <option value="">{m.anySubtype}</option>
          {opt.tags.map((k) => (
            <option key={k.id} value={k.id}>
              {k.label}
            </option>
          ))}
        </select>
        <select
          value={String(f?.type ?? "")}
          onChange={(e) => setKey("type", (e.currentTarget as HTMLSelectElement).value)}
        >
          <option value="">{m.anyType}</option>
          {opt.labels(tx.types).map((k) => (
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
          <option value="">{m.damagedOrNot}</option>
          <option value="true">{m.damagedOnly}</option>
          <option value="false">{m.undamagedOnly}</option>
        </select>
      </span>
    </Field>
  );
}

/** One effect: action, target selector and the action's parameters. */
function EffectEditor({ api, path }: { api: FormApi; path: (string | number)[] }) {
  const m = useMessages(generatorMessages);
  const opt = dataOptions(useLocale());
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
        label={m.action}
        options={opt.labels(tx.actions)}
        onPick={(v) => {
          const a = (v ?? "DEAL_DAMAGE") as ActionKind;
          api.set(path, { ...e, action: a, target: defaultTarget(a), params: defaultParams(a) });
        }}
      />
      <Select api={api} path={[...t, "side"]} label={m.targetSide} options={opts(SIDES, m.sides)} />
      <Select api={api} path={[...t, "kind"]} label={m.targetKind} options={opts(KINDS, m.kinds)} />
      <Select api={api} path={[...t, "scope"]} label={m.targetScope} options={opts(SCOPES, m.scopes)} />
      <NumberInput api={api} path={[...t, "count"]} label={m.targetCount} />
      <Field api={api} path={[...t, "excludeSelf"]} label={m.excludeSelf}>
        <input
          type="checkbox"
          checked={getAt(api.draft, [...t, "excludeSelf"]) === true}
          onChange={(ev) =>
            api.set([...t, "excludeSelf"], (ev.currentTarget as HTMLInputElement).checked || undefined)
          }
        />
      </Field>
      <FilterEditor api={api} path={[...t, "filter"]} />
      {"amount" in params && <NumberInput api={api} path={[...p, "amount"]} label={m.amount} />}
      {"count" in params && <NumberInput api={api} path={[...p, "count"]} label={m.count} />}
      {(action === "BUFF" || action === "SET_STATS") && (
        <>
          <NumberInput api={api} path={[...p, "atk"]} label={m.atk} />
          <NumberInput api={api} path={[...p, "hp"]} label={m.hp} />
        </>
      )}
      {action === "GRANT_KEYWORD" && (
        <Select api={api} path={[...p, "keyword"]} label={m.keyword} options={opt.keywords} />
      )}
      {(action === "BUFF" || action === "GRANT_KEYWORD") && (
        <Select
          api={api}
          path={[...p, "duration"]}
          label={m.duration}
          options={opts(DURATIONS, m.durations)}
        />
      )}
      {action === "GAIN_MANA" && (
        <Select api={api} path={[...p, "pool"]} label={m.pool} options={opts(["CURRENT", "CAP"], m.pools)} />
      )}
      {(action === "TRANSFORM" || (action === "SUMMON" && "token" in params)) && (
        <Select api={api} path={[...p, "token"]} label={m.token} options={opt.tokens} />
      )}
      {action === "SUMMON" && (
        <Field api={api} path={[...p, "randomFrom"]} label={m.summon} wide>
          <span class="tcg-checks">
            <label>
              <input
                type="checkbox"
                checked={"randomFrom" in params}
                onChange={(ev) =>
                  api.set(
                    p,
                    (ev.currentTarget as HTMLInputElement).checked
                      ? { randomFrom: opt.tokens.slice(0, 2).map((x) => x.id), count: params.count ?? 1 }
                      : { token: opt.tokens[0]?.id ?? "", count: params.count ?? 1 },
                  )
                }
              />
              {m.atRandom}
            </label>
          </span>
        </Field>
      )}
      {action === "SUMMON" && "randomFrom" in params && (
        <Checks api={api} path={[...p, "randomFrom"]} label={m.tokensToDraw} options={opt.tokens} />
      )}
      {action === "TUTOR" && <FilterEditor api={api} path={[...p, "filter"]} />}
    </div>
  );
}

export function AbilityEditor({ api, index }: { api: FormApi; index: number }) {
  const m = useMessages(generatorMessages);
  const opt = dataOptions(useLocale());
  const path = ["abilities", index];
  const a = getAt(api.draft, path) as Json;
  const cond = a.condition as Json | null;
  const then = (a.then as Json[] | undefined) ?? [];
  const abilities = getAt(api.draft, ["abilities"]) as Json[];
  return (
    <div class="tcg-ability" data-ability={index}>
      <div class="tcg-ability-head">
        <strong>{m.ability(index + 1)}</strong>
        <button
          type="button"
          onClick={() =>
            api.set(
              ["abilities"],
              abilities.filter((_, i) => i !== index),
            )
          }
        >
          {m.remove}
        </button>
      </div>
      <div class="tcg-fields">
        <Select
          api={api}
          path={[...path, "trigger"]}
          label={m.trigger}
          options={opt
            .labels(tx.triggers)
            .map((t) => ({ ...t, label: `${t.label} (${m.when[t.id] ?? t.id})` }))}
        />
        <NumberInput api={api} path={[...path, "cost"]} label={m.activationCost} />
        <Field api={api} path={[...path, "condition"]} label={m.condition} wide>
          <span class="tcg-fields">
            <input
              type="text"
              placeholder={m.capAtLeast}
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
              placeholder={m.capAtMost}
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
              <option value="">{m.controlsAny}</option>
              {opt.tags.map((k) => (
                <option key={k.id} value={k.id}>
                  {m.controlsAnother(k.label)}
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
            <span>{m.thenEffect(i + 2)}</span>
            <button
              type="button"
              onClick={() =>
                api.set([...path, "then"], then.length === 1 ? undefined : then.filter((_, j) => j !== i))
              }
            >
              {m.remove}
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
        {m.furtherEffect}
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
