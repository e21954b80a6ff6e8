import type { BoardSpec, Card, SandboxSide, SandboxSpec } from "@engines/lgc-tcg";
import { useId, useState } from "preact/hooks";
import { type Locale, useLocale, useMessages } from "../i18n/index.js";
import { cardName, corpus, latestCards } from "../tcg/data.js";
import { HeroSelect } from "../tcg/hero-select.js";
import { sandboxMessages } from "./messages.js";

type Zone = "hand" | "board" | "permanents" | "deck";
const ZONES: readonly Zone[] = ["hand", "board", "permanents", "deck"];

type Choice = { readonly id: string; readonly name: string };
const byName = (a: Choice, b: Choice) => a.name.localeCompare(b.name);
const cards = (locale: Locale, keep: (c: Card) => boolean): Choice[] =>
  latestCards.filter(keep).map((c) => ({ id: c.id, name: cardName(c, locale) }));

/** The cards (and, on a board, the tokens) each zone may take, by name in the language. */
function choicesIn(locale: Locale): Readonly<Record<Zone, readonly Choice[]>> {
  const all = cards(locale, () => true).sort(byName);
  return {
    hand: all,
    deck: all,
    permanents: cards(locale, (c) => c.type === "PERMANENT").sort(byName),
    // A board may also hold tokens: what the effects summon.
    board: [
      ...cards(locale, (c) => c.type === "CREATURE"),
      ...Object.values(corpus.tokens).map((t) => ({
        id: t.id,
        name: `${cardName(t, locale)} (${t.atk}/${t.hp})`,
      })),
    ].sort(byName),
  };
}
const CHOICES: Readonly<Record<Locale, Readonly<Record<Zone, readonly Choice[]>>>> = {
  en: choicesIn("en"),
  fr: choicesIn("fr"),
};

const nameOf = (id: string, locale: Locale) =>
  CHOICES[locale].board.find((c) => c.id === id)?.name ??
  CHOICES[locale].hand.find((c) => c.id === id)?.name ??
  id;

/** A number field that keeps an empty value as "default". */
function NumberField(props: {
  label: string;
  value: number | undefined;
  min: number;
  max: number;
  onChange: (n: number | undefined) => void;
  testid?: string;
}) {
  return (
    <label class="tcg-field">
      {props.label}
      <input
        type="number"
        inputMode="numeric"
        min={props.min}
        max={props.max}
        value={props.value ?? ""}
        data-testid={props.testid}
        onChange={(e) => {
          const raw = (e.currentTarget as HTMLInputElement).value;
          props.onChange(raw === "" ? undefined : Number(raw));
        }}
      />
    </label>
  );
}

/** One zone of a side: its cards (removable; board creatures with damage and sickness) and an "add". */
function ZoneEditor(props: {
  p: "A" | "B";
  zone: Zone;
  side: SandboxSide;
  onChange: (s: SandboxSide) => void;
}) {
  const m = useMessages(sandboxMessages);
  const { p, zone, side } = props;
  const id = useId();
  const list = (side[zone] ?? []) as readonly (string | BoardSpec)[];
  const locale = useLocale();
  const [pick, setPick] = useState(CHOICES[locale][zone][0]?.id ?? "");
  const set = (next: readonly (string | BoardSpec)[]) => props.onChange({ ...side, [zone]: next });
  const cardOf = (x: string | BoardSpec) => (typeof x === "string" ? x : x.card);
  return (
    <fieldset class="sandbox-zone" data-testid={`zone-${p}-${zone}`}>
      <legend>
        {m.zone[zone]} ({list.length})
      </legend>
      <ol>
        {list.length === 0 && <li class="muted">{m.emptyZone}</li>}
        {list.map((x, i) => {
          const b = typeof x === "string" ? { card: x } : x;
          return (
            <li key={`${i}-${cardOf(x)}`}>
              <span class="sandbox-card">{nameOf(cardOf(x), locale)}</span>
              {zone === "board" && (
                <>
                  <label class="sandbox-small">
                    {m.damage}
                    <input
                      type="number"
                      min={0}
                      max={99}
                      value={b.damage ?? 0}
                      onChange={(e) => {
                        const damage = Number((e.currentTarget as HTMLInputElement).value) || 0;
                        set(list.map((y, j) => (j === i ? { ...b, damage } : y)));
                      }}
                    />
                  </label>
                  <label class="sandbox-small">
                    <input
                      type="checkbox"
                      checked={b.sick === true}
                      onChange={(e) => {
                        const sick = (e.currentTarget as HTMLInputElement).checked;
                        set(list.map((y, j) => (j === i ? { ...b, sick } : y)));
                      }}
                    />{" "}
                    {m.sick}
                  </label>
                </>
              )}
              <button
                type="button"
                class="sandbox-remove"
                aria-label={m.removeCard(nameOf(cardOf(x), locale))}
                onClick={() => set(list.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </li>
          );
        })}
      </ol>
      <div class="sandbox-add">
        <select
          id={id}
          aria-label={m.addTo(m.zone[zone] ?? zone, m.seat(p))}
          value={pick}
          data-testid={`pick-${p}-${zone}`}
          onChange={(e) => setPick((e.currentTarget as HTMLSelectElement).value)}
        >
          {CHOICES[locale][zone].map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <button type="button" data-testid={`add-${p}-${zone}`} onClick={() => pick && set([...list, pick])}>
          {m.add}
        </button>
      </div>
    </fieldset>
  );
}

/** One seat of the position: hero, health, armour, Ferveur and the four zones. */
export function SideEditor(props: { p: "A" | "B"; side: SandboxSide; onChange: (s: SandboxSide) => void }) {
  const m = useMessages(sandboxMessages);
  const { p, side, onChange } = props;
  return (
    <section class="panel sandbox-side" aria-label={m.seat(p)} data-testid={`side-${p}`}>
      <h2>{m.seat(p)}</h2>
      <div class="sandbox-fields">
        <HeroSelect
          class="tcg-field"
          label={m.hero}
          value={side.heroClass}
          onChange={(heroClass) => onChange({ ...side, heroClass })}
        />
        <NumberField
          label={m.hp}
          value={side.hp}
          min={1}
          max={999}
          testid={`hp-input-${p}`}
          onChange={(hp) => onChange({ ...side, hp })}
        />
        <NumberField
          label={m.armor}
          value={side.armor}
          min={0}
          max={999}
          onChange={(armor) => onChange({ ...side, armor })}
        />
        <NumberField
          label={m.ferveur}
          value={side.ferveur}
          min={0}
          max={10}
          onChange={(ferveur) => onChange({ ...side, ferveur })}
        />
        <NumberField
          label={m.ferveurMax}
          value={side.ferveurMax}
          min={0}
          max={10}
          onChange={(ferveurMax) => onChange({ ...side, ferveurMax })}
        />
      </div>
      {ZONES.map((z) => (
        <ZoneEditor key={z} p={p} zone={z} side={side} onChange={onChange} />
      ))}
    </section>
  );
}

/** A first position to start from: a few cards on each side, both at full Ferveur. */
export const EXAMPLE: SandboxSpec = {
  turn: 1,
  active: "A",
  players: {
    A: {
      heroClass: "WARRIOR",
      hand: ["crea_sanglier_des_pres", "sort_rappel_a_l_ordre", "crea_ogre_du_mardi"],
      board: ["crea_recrue_zelee"],
      deck: ["crea_golem_de_siege", "crea_loup_affame", "crea_pouic"],
    },
    B: {
      heroClass: "MAGE",
      hand: ["crea_golem_de_siege"],
      board: ["crea_tank_en_formation"],
      deck: ["crea_sanglier_des_pres", "crea_recrue_zelee", "crea_ogre_du_mardi"],
    },
  },
};

/** Removes the fields left at their default (undefined) so the position reads as written. */
export function cleanSpec(spec: SandboxSpec): SandboxSpec {
  return JSON.parse(JSON.stringify(spec)) as SandboxSpec;
}
