import {
  type Action,
  type BotLevel,
  chooseAction,
  engine,
  type GameEvent,
  HERO_CLASSES,
  heroId,
  legalActions,
  type PlayerId,
  type State,
  view,
} from "@engines/lgc-tcg";
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { hashParams, markInteractive, setHashParams } from "../router.js";
import { loadStored, saveStored } from "../storage.js";
import {
  BOT,
  botPlayedAfter,
  describeEvents,
  LOG_LINES,
  ME,
  newGame,
  nextChoice,
  type Pending,
  parseSavedDuel,
  replayDuel,
  SAVED_DUEL_KEY,
  type SavedDuel,
  type Say,
  targetsOf,
} from "./game.js";

const BOT_DELAY_MS = 550;

/** A floating number over an entity (damage, heal), keyed so each plays its animation once. */
export interface Floater {
  readonly key: number;
  readonly entity: string;
  readonly text: string;
  readonly kind: "damage" | "heal" | "death";
}

const randomSeed = () => Math.floor(Math.random() * 1e9);
const classParam = (raw: string | null) =>
  raw !== null && (HERO_CLASSES as readonly string[]).includes(raw) ? raw : null;

/**
 * The duel to open: the saved one when the URL does not ask for another (`?seed=N&you=…&bot=…`
 * names a deal: same seed, same cards and same bot choices), else a new one.
 */
function openingDuel(): SavedDuel {
  const params = hashParams();
  const saved = loadStored(SAVED_DUEL_KEY, parseSavedDuel);
  const seed = /^\d+$/.test(params.get("seed") ?? "") ? Number(params.get("seed")) : null;
  const you = classParam(params.get("you"));
  const bot = classParam(params.get("bot"));
  if (
    saved &&
    (seed === null || seed === saved.seed) &&
    (you === null || you === saved.classes[0]) &&
    (bot === null || bot === saved.classes[1])
  )
    return saved;
  return {
    seed: seed ?? randomSeed(),
    classes: [you ?? saved?.classes[0] ?? "PALADIN", bot ?? saved?.classes[1] ?? "MAGE"],
    level: saved?.level ?? "greedy",
    actions: [],
    botStep: 0,
  };
}

/**
 * The duel's state and the player's moves, the engine deciding each: the game, what the human's
 * seat sees, the choice being made, the log and the animations' cues. The deal is written to the
 * URL and every action to local storage as it happens.
 */
export function useDuel() {
  const [opening] = useState(() => {
    const duel = openingDuel();
    return { duel, replayed: replayDuel(duel) };
  });
  const duel = useRef<SavedDuel>({ ...opening.duel, actions: opening.replayed.actions });
  const [classes, setClasses] = useState<readonly [string, string]>(opening.duel.classes);
  const [game, setGame] = useState<State>(opening.replayed.game);
  const [level, setLevel] = useState<BotLevel>(opening.duel.level);
  const [pending, setPending] = useState<Pending | null>(null);
  const [replace, setReplace] = useState<string[]>([]);
  const [log, setLog] = useState<readonly Say[]>(opening.replayed.log);
  const [floaters, setFloaters] = useState<Floater[]>([]);
  /** Creatures that just died, drawn fading out where they stood; cards just drawn, sliding in. */
  const [dying, setDying] = useState<{ entity: string; def: string; player: PlayerId }[]>([]);
  const [drawn, setDrawn] = useState<string[]>([]);
  /** The last card the bot played this turn (public once played), shown face up beside its hand. */
  const [botPlayed, setBotPlayed] = useState<string | null>(opening.replayed.botPlayed);
  const [selected, setSelected] = useState<string | null>(null);
  const floatKey = useRef(0);

  const save = () => saveStored(SAVED_DUEL_KEY, { ...duel.current, level });
  const writeUrl = (d: SavedDuel) =>
    setHashParams({ seed: d.seed, you: d.classes[0], bot: d.classes[1] }, "replace");

  useEffect(() => {
    writeUrl(duel.current);
    markInteractive("tcg-duel");
  }, []);
  useEffect(() => void save(), [level]);

  // Ghosts of the dead leave once their fade is over.
  useEffect(() => {
    if (dying.length === 0) return;
    const timer = setTimeout(() => setDying([]), 950);
    return () => clearTimeout(timer);
  }, [dying]);

  // Esc drops a half-made choice: targets being picked, or an attacker.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setPending(null);
      setSelected(null);
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, []);

  // Only what seat A may see: the opponent's hand is a count from `view`, never card ids.
  const v = useMemo(() => view(game, ME), [game]);
  const legal = useMemo(() => legalActions(game).filter((a) => a.player === ME), [game]);

  const apply = (action: Action) => {
    const { state: next, events } = engine.reduce(game, action);
    const first = events[0] as { type: string; reason?: string } | undefined;
    if (first?.type === "rejected") {
      const reason = first.reason ?? "";
      setLog((l) => [((m) => m.refused(reason)) as Say, ...l].slice(0, LOG_LINES));
      return;
    }
    duel.current = { ...duel.current, actions: [...duel.current.actions, action] };
    save();
    const evs = events as GameEvent[];
    setLog((l) => [...describeEvents(evs, v, view(next, ME)).reverse(), ...l].slice(0, LOG_LINES));
    const fl: Floater[] = [];
    for (const e of evs) {
      floatKey.current += 1;
      if (e.type === "damaged")
        fl.push({ key: floatKey.current, entity: e.target, text: `−${e.amount}`, kind: "damage" });
      else if (e.type === "healed")
        fl.push({ key: floatKey.current, entity: e.target, text: `+${e.amount}`, kind: "heal" });
      else if (e.type === "died")
        fl.push({ key: floatKey.current, entity: e.entity, text: "✝", kind: "death" });
    }
    setFloaters(fl);
    setDying(
      evs.flatMap((e) =>
        e.type === "died" && e.entity !== heroId(e.player)
          ? [{ entity: e.entity, def: e.def, player: e.player }]
          : [],
      ),
    );
    setDrawn(evs.flatMap((e) => (e.type === "drew" && e.player === ME ? [e.card] : [])));
    setBotPlayed(botPlayedAfter(evs, botPlayed));
    setPending(null);
    setSelected(null);
    setGame(next);
  };

  // The bot acts on its own turn (and its mulligan) after a short pause so its moves can be followed.
  useEffect(() => {
    if (game.phase === "over") return;
    const botMulligan = game.phase === "mulligan" && legalActions(game).some((a) => a.player === BOT);
    if (!botMulligan && (game.phase !== "play" || game.active !== BOT)) return;
    const timer = setTimeout(() => {
      const step = duel.current.botStep + 1;
      duel.current = { ...duel.current, botStep: step };
      const a = chooseAction(game, BOT, { level, seed: duel.current.seed + step });
      if (a) apply(a);
      else save();
    }, BOT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [game, level]);

  const start = (intents: readonly Action[], label: string) => {
    if (intents.length === 0) return;
    const p: Pending = { options: intents, chosen: {}, label };
    if (nextChoice(p) === null) return apply(intents[0]!);
    setPending(p);
  };

  const choose = (entity: string) => {
    if (!pending) return false;
    const next = nextChoice(pending);
    if (!next?.entities.includes(entity)) return false;
    const chosen = { ...pending.chosen, [next.key]: entity };
    const options = pending.options.filter((o) => targetsOf(o)[next.key] === entity);
    const p = { ...pending, chosen, options };
    if (nextChoice(p) === null) apply(options[0]!);
    else setPending(p);
    return true;
  };

  const attacksFrom = (id: string) => legal.filter((a) => a.type === "ATTACK" && a.attacker === id);
  const attackTargets = selected ? attacksFrom(selected).map((a) => (a as { target: string }).target) : [];
  const choice = pending ? nextChoice(pending) : null;
  const highlighted = new Set(choice ? choice.entities : attackTargets);

  const clickEntity = (id: string) => {
    if (pending) {
      if (!choose(id)) setPending(null);
      return;
    }
    if (selected && attackTargets.includes(id)) {
      const a = attacksFrom(selected).find((x) => (x as { target: string }).target === id);
      if (a) return apply(a);
    }
    setSelected(attacksFrom(id).length > 0 && selected !== id ? id : null);
  };

  const attackDrop = (target: string, attacker: string) => {
    const a = attacksFrom(attacker).find((x) => (x as { target: string }).target === target);
    if (a) apply(a);
  };

  const restart = () => {
    duel.current = { seed: randomSeed(), classes, level, actions: [], botStep: 0 };
    writeUrl(duel.current);
    save();
    setGame(newGame(duel.current.seed, classes));
    setLog([]);
    setPending(null);
    setSelected(null);
    setReplace([]);
    setFloaters([]);
    setDying([]);
    setDrawn([]);
    setBotPlayed(null);
  };

  return {
    game,
    v,
    legal,
    classes,
    setClasses,
    level,
    setLevel,
    pending,
    setPending,
    choice,
    highlighted,
    selected,
    setSelected,
    replace,
    setReplace,
    log,
    floaters,
    dying,
    drawn,
    botPlayed,
    apply,
    start,
    clickEntity,
    attackDrop,
    attacksFrom,
    restart,
  };
}
