import { rankTag } from "@engines/lgc-tcg";
import { useLocale, useMessages } from "../i18n/index.js";
import { cardName, corpus, latestCards, setName } from "../tcg/data.js";
import { AbilityEditor } from "./ability-editor.js";
import { type Draft, dataOptions, type FormApi, type Json, newAbility, tx } from "./draft.js";
import { Checks, Field, NumberInput, Select, TextInput } from "./fields.js";
import { generatorMessages } from "./messages.js";

/** Every field of the card schema, grouped as the format document groups them. */
export function CardForm({
  api,
  draft,
  setDraft,
}: {
  api: FormApi;
  draft: Draft;
  setDraft: (d: Draft) => void;
}) {
  const m = useMessages(generatorMessages);
  const locale = useLocale();
  const { keywords: KEYWORDS, tags: TAGS, labels } = dataOptions(locale);
  const type = draft.type as string;
  const abilities = (Array.isArray(draft.abilities) ? draft.abilities : []) as Json[];
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

  // The card file stores the set's French name; the list shows it in the interface's language.
  const setOptions = corpus.sets.sets.map((s) => ({
    id: s.name,
    label: `${setName(s.code, locale)} (${s.code})`,
  }));

  return (
    <form class="tcg-form" onSubmit={(e) => e.preventDefault()} data-testid="generator-form">
      <fieldset>
        <legend>{m.identity}</legend>
        <div class="tcg-fields">
          <TextInput api={api} path={["id"]} label={m.id} />
          <TextInput api={api} path={["name"]} label={m.name} />
          <Select
            api={api}
            path={["set"]}
            label={m.set}
            options={setOptions}
            onPick={(v) => {
              const s = corpus.sets.sets.find((x) => x.name === v);
              setDraft({ ...draft, set: v, setCode: s?.code ?? draft.setCode });
            }}
          />
          <TextInput api={api} path={["setCode"]} label={m.setCode} />
          <NumberInput api={api} path={["collectorNumber"]} label={m.collectorNumber} />
          <NumberInput api={api} path={["version"]} label={m.version} />
          <Select api={api} path={["type"]} label={m.type} options={labels(tx.types)} onPick={pickType} />
          <Select api={api} path={["rarity"]} label={m.rarity} options={labels(tx.rarities)} />
          <Checks api={api} path={["factions"]} label={m.factions} options={labels(tx.factions)} />
        </div>
      </fieldset>
      <fieldset>
        <legend>{m.guild}</legend>
        <div class="tcg-fields">
          <Select
            api={api}
            path={["rankId"]}
            label={m.rank}
            options={labels(corpus.ranks).map((r, i) => ({
              ...r,
              label: `${r.label} (${corpus.ranks[i]!.costMin}–${corpus.ranks[i]!.costMax})`,
            }))}
            nullable={m.notMember}
            onPick={pickRank}
          />
          <TextInput api={api} path={["rankLabel"]} label={m.rankLabel} nullable />
          <Checks api={api} path={["subtypes"]} label={m.subtypes} options={TAGS} />
          <Select
            api={api}
            path={["evolutionOf"]}
            label={m.evolutionOf}
            options={latestCards.map((c) => ({ id: c.id, label: cardName(c, locale) }))}
            nullable={m.none}
          />
          <TextInput api={api} path={["memberId"]} label={m.memberId} nullable />
          <Field api={api} path={["optOut"]} label={m.optOut}>
            <input
              type="checkbox"
              checked={draft.optOut === true}
              onChange={(e) => api.set(["optOut"], (e.currentTarget as HTMLInputElement).checked)}
            />
          </Field>
        </div>
      </fieldset>
      <fieldset>
        <legend>{m.play}</legend>
        <div class="tcg-fields">
          <NumberInput api={api} path={["cost"]} label={m.cost} />
          {type === "CREATURE" && (
            <>
              <NumberInput api={api} path={["atk"]} label={m.atk} />
              <NumberInput api={api} path={["hp"]} label={m.hp} />
            </>
          )}
          {type === "PERMANENT" && (
            <>
              <Field api={api} path={["charges"]} label={m.lastsBy}>
                <select
                  value={"charges" in draft ? "charges" : "durability"}
                  onChange={(e) => {
                    const k = (e.currentTarget as HTMLSelectElement).value;
                    const { durability: _d, charges: _c, ...rest } = draft;
                    setDraft({ ...rest, [k]: 3 });
                  }}
                >
                  <option value="durability">{m.byDurability}</option>
                  <option value="charges">{m.byCharges}</option>
                </select>
              </Field>
              <NumberInput
                api={api}
                path={["charges" in draft ? "charges" : "durability"]}
                label={m.amount}
              />
            </>
          )}
          <Checks api={api} path={["keywords"]} label={m.keywords} options={KEYWORDS} />
        </div>
      </fieldset>
      <fieldset>
        <legend>{m.abilities}</legend>
        {abilities.map((_, i) => (
          <AbilityEditor key={i} api={api} index={i} />
        ))}
        <button
          type="button"
          data-testid="add-ability"
          onClick={() => api.set(["abilities"], [...abilities, newAbility()])}
        >
          {m.addAbility}
        </button>
      </fieldset>
      <fieldset>
        <legend>{m.text}</legend>
        <div class="tcg-fields">
          <TextInput api={api} path={["flavor"]} label={m.flavour} wide />
          <TextInput api={api} path={["artist"]} label={m.artist} />
          <TextInput api={api} path={["text"]} label={m.printedText} wide />
        </div>
      </fieldset>
    </form>
  );
}
