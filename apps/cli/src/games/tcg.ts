/**
 * `games tcg`: play an LGC TCG duel against a bot, print a replay turn by turn, lint card data, or run balance reports.
 * A thin client: legality, resolution and hidden information all come from @engines/lgc-tcg
 * (`legalActions`, `reduce`, `view`, `viewEvents`, `chooseAction`, `runReplay`), and a card's
 * rules text is the library's generated text (`cardText`, `abilityText`), as the web app prints it.
 */
import { readFile, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { type Rejected, SetupError } from "@core/engine";
import {
  type Action,
  abilityText,
  type BotLevel,
  type CardDef,
  cardText,
  chooseAction,
  type DuelView,
  engine,
  type GameEvent,
  keywordLabel,
  launchCorpus,
  legalActions,
  type PowerDef,
  parseReplayText,
  pinSetup,
  type Replay,
  runReplay,
  type Setup,
  STARTER_DECK,
  type State,
  type TextContext,
  view,
  viewEvents,
} from "@engines/lgc-tcg";
import { type Command, type Io, lineReader, println } from "../command.js";
import { balanceCommand } from "./tcg-balance.js";
import { balanceWorkerCommand } from "./tcg-balance-queue-worker.js";
import { lintCommand } from "./tcg-lint.js";

const USAGE = `usage: games tcg <subcommand> [options]

LGC TCG duels in the terminal.

subcommands:
  play [--vs random|greedy] [--seed N] [--class CLASS] [--save FILE]
        duel a bot with the starter deck; you are seat A. Each turn the engine's legal intents
        are listed: type a number (or 'q' to quit). --save writes the replay when the game ends.
  replay FILE
        print a replay's events turn by turn (a {setup, actions} JSON file)
  lint [DIR] [--json]
        check card data (schemas, references, budgets, set report)
  balance [--games N] [--bot LEVEL] [--challenger LEVEL] [--out FILE] …
        self-play between corpus decks in worker threads: the per-card balance report (JSON);
        'games tcg balance --help' for every option; with --redis URL --study ID the games go
        to a job queue in Redis for any number of workers on any machines
  balance-worker --redis URL [--name NAME]
        play the jobs of distributed balance studies until stopped

exit codes: 0 ok, 1 game lost/drawn or invalid data, 2 bad arguments or unreadable file.`;

export type Names = (def: string | undefined) => string;

export function namesOf(cards: Readonly<Record<string, { name?: string }>>): Names {
  return (def) => (def === undefined ? "?" : (cards[def]?.name ?? def));
}

/** One line per event, as the viewer may see it. */
export function describeEvent(e: GameEvent | { type: string; [k: string]: unknown }, name: Names): string {
  const x = e as Record<string, unknown> & { type: string };
  const who = typeof x.player === "string" ? x.player : "";
  switch (x.type) {
    case "turnStarted":
      return `— turn ${x.turn}: ${who} (Ferveur ${x.ferveur}/${x.ferveurMax})`;
    case "drew":
      return x.card === undefined
        ? `${who} draws a card`
        : `${who} draws ${name(x.def as string)} (${x.card})`;
    case "overdrew":
      return `${who}'s hand is full: ${name(x.def as string)} is discarded`;
    case "fatigue":
      return `${who} is fatigued: ${x.amount} damage`;
    case "played":
      return `${who} plays ${name(x.def as string)} (${x.card}) for ${x.cost}`;
    case "summoned":
      return `${who} summons ${name(x.def as string)} (${x.entity})`;
    case "summonLost":
      return `${who}'s board is full: ${x.def === undefined ? "a random summon" : name(x.def as string)} is lost`;
    case "attacked":
      return `${x.attacker} attacks ${x.target}`;
    case "damaged":
      return `${x.target} takes ${x.amount} damage${x.armor ? ` (${x.armor} absorbed by armor)` : ""}`;
    case "shieldBroken":
      return `${x.target}'s shield absorbs the hit`;
    case "healed":
      return `${x.target} heals ${x.amount}`;
    case "died":
      return `${name(x.def as string)} (${x.entity}) dies`;
    case "triggered":
      return `${name(x.def as string)} (${x.source}) triggers ${x.trigger}`;
    case "heroPowerUsed":
      return `${who} uses the hero power`;
    case "mulliganed": {
      const n = Array.isArray(x.returned) ? x.returned.length : Number(x.returned);
      return n === 0 ? `${who} keeps its hand` : `${who} replaces ${n} card${n === 1 ? "" : "s"}`;
    }
    case "turnEnded":
      return `${who} ends turn ${x.turn}`;
    case "armorGained":
      return `${who} gains ${x.amount} armor`;
    case "buffed":
      return `${x.target} gets ${Number(x.atk) >= 0 ? "+" : ""}${x.atk}/${Number(x.hp) >= 0 ? "+" : ""}${x.hp}${x.duration === "TURN" ? " this turn" : ""}`;
    case "keywordGranted":
      return `${x.target} gains ${x.keyword}${x.duration === "TURN" ? " this turn" : ""}`;
    case "expired":
      return `${x.target}'s effects for this turn end`;
    case "conceded":
      return `${who} concedes`;
    case "gameOver":
      return x.winner === null
        ? `game over: draw (${x.reason})`
        : `game over: ${x.winner} wins (${x.reason})`;
    case "rejected":
      return `refused: ${x.reason}`;
    default: {
      const rest = Object.entries(x)
        .filter(([k]) => k !== "type")
        .map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`)
        .join(" ");
      return `${x.type} ${rest}`.trim();
    }
  }
}

/**
 * A card's cost, stats and rules text on one line:
 * "2 Ferveur · creature 3/2 · Provocation. · Cri de guerre : gagne +2/+2.".
 */
export function describeCard(def: CardDef, ctx: TextContext): string {
  const stats =
    def.type === "CREATURE"
      ? `creature ${def.atk ?? 0}/${def.hp ?? 0}`
      : def.type === "SPELL"
        ? "spell"
        : [
            "permanent",
            ...(def.durability === undefined ? [] : [`durability ${def.durability}`]),
            ...(def.charges === undefined ? [] : [`${def.charges} charges`]),
          ].join(", ");
  return [`${def.cost ?? 0} Ferveur`, stats, ...cardText(ctx, def)].join(" · ");
}

/** A hero power's cost and text: "Renforcement — 2 Ferveur · votre héros gagne 2 Armure.". */
export function describePower(power: PowerDef, ctx: TextContext): string {
  const text = power.abilities.map((a) => abilityText(ctx, a).body).join(" ");
  return `${power.name ?? "hero power"} — ${power.cost} Ferveur · ${text}`;
}

/**
 * What an intent's card or power does, for the line under it: the played card, the activated
 * card or the hero power. Null for intents that use no card text (attacks, end turn…).
 */
export function intentDetail(
  a: Action,
  v: DuelView,
  ctx: TextContext,
  power: PowerDef | undefined,
): string | null {
  const defOf = (id: string): CardDef | undefined => {
    const p = v.players[a.player];
    const key =
      p.hand?.find((h) => h.id === id)?.card ??
      p.board.find((b) => b.id === id)?.card ??
      p.permanents.find((x) => x.id === id)?.card;
    return key === undefined ? undefined : v.cards[key];
  };
  const detail = (id: string): string | null => {
    const def = defOf(id);
    return def === undefined ? null : describeCard(def, ctx);
  };
  if (a.type === "PLAY_CARD") return detail(a.card);
  if (a.type === "ACTIVATE") return detail(a.source);
  if (a.type === "HERO_POWER") return power === undefined ? null : describePower(power, ctx);
  return null;
}

/** An intent in words. */
export function describeAction(a: Action, v: DuelView): string {
  const name = namesOf(v.cards);
  const cardOf = (id: string): string => {
    const me = v.players[a.player];
    const c =
      me.hand?.find((h) => h.id === id) ??
      [...v.players.A.board, ...v.players.B.board].find((b) => b.id === id);
    return c === undefined ? id : `${name(c.card)} (${id})`;
  };
  const targets =
    "targets" in a && a.targets !== undefined ? ` → ${Object.values(a.targets).map(cardOf).join(", ")}` : "";
  switch (a.type) {
    case "MULLIGAN":
      return a.replace.length === 0 ? "keep the hand" : `replace ${a.replace.map(cardOf).join(", ")}`;
    case "PLAY_CARD":
      return `play ${cardOf(a.card)}${targets}`;
    case "ATTACK":
      return `attack with ${cardOf(a.attacker)} → ${cardOf(a.target)}`;
    case "HERO_POWER":
      return `hero power${targets}`;
    case "ACTIVATE":
      return `activate ${cardOf(a.source)}${targets}`;
    case "END_TURN":
      return "end turn";
    case "CONCEDE":
      return "concede";
  }
}

/** The board as seat A sees it, the hand one card a line with its cost, stats and rules text. */
export function renderView(v: DuelView, ctx: TextContext): string {
  const name = namesOf(v.cards);
  const me = v.seat ?? "A";
  const foe = me === "A" ? "B" : "A";
  const side = (seat: "A" | "B"): string[] => {
    const p = v.players[seat];
    const lines = [
      `${seat === me ? "You" : "Opponent"} (${seat}, ${p.heroClass}): ${p.hp} HP${p.armor > 0 ? ` +${p.armor} armor` : ""} · Ferveur ${p.ferveur}/${p.ferveurMax} · deck ${p.deckCount} · hand ${p.handCount}`,
    ];
    for (const c of p.board) {
      const kw = c.keywords.length > 0 ? ` [${c.keywords.map((k) => keywordLabel(ctx, k)).join(", ")}]` : "";
      lines.push(`  ${c.id} ${name(c.card)} ${c.atk}/${c.hp}${kw}${c.sick ? " (sick)" : ""}`);
    }
    for (const c of p.permanents)
      lines.push(`  ${c.id} ${name(c.card)}${c.uses === null ? "" : ` (${c.uses} left)`}`);
    if (p.hand !== null) {
      lines.push(`  hand (${p.hand.length}):`);
      for (const h of p.hand) {
        const def = v.cards[h.card];
        lines.push(`    ${h.id} ${name(h.card)}${def === undefined ? "" : ` — ${describeCard(def, ctx)}`}`);
      }
    }
    return lines;
  };
  return [...side(foe), ...side(me)].join("\n");
}

function parseArgs(args: readonly string[]): Map<string, string> | string {
  const out = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!["--vs", "--seed", "--class", "--save"].includes(arg)) return `unexpected argument "${arg}"`;
    const value = args[i + 1];
    if (value === undefined) return `${arg} needs a value`;
    out.set(arg, value);
    i++;
  }
  return out;
}

async function play(args: readonly string[], io: Io): Promise<number> {
  const opts = parseArgs(args);
  if (typeof opts === "string") {
    println(io.stderr, `games tcg play: ${opts}\n\n${USAGE}`);
    return 2;
  }
  const vs = (opts.get("--vs") ?? "random") as BotLevel;
  if (vs !== "random" && vs !== "greedy") {
    println(io.stderr, `games tcg play: --vs must be random or greedy`);
    return 2;
  }
  const seed = Number(opts.get("--seed") ?? Date.now() % 100000);
  if (!Number.isInteger(seed)) {
    println(io.stderr, "games tcg play: --seed must be an integer");
    return 2;
  }
  const setup: Setup = {
    seed,
    players: [
      { heroClass: opts.get("--class") ?? STARTER_DECK.heroClass, deck: STARTER_DECK },
      { heroClass: STARTER_DECK.heroClass, deck: STARTER_DECK },
    ],
  };
  let state: State;
  try {
    state = engine.init(setup);
  } catch (error) {
    println(io.stderr, `games tcg play: ${(error as Error).message}`);
    return 2;
  }
  println(io.stdout, `LGC TCG — seed ${seed}, you are A, ${vs} bot is B; ${state.first} goes first.`);
  const lines = lineReader(io.stdin);
  const actions: Action[] = [];
  let botSeed = seed;
  const ctx: TextContext = launchCorpus();
  const show = (events: readonly (GameEvent | Rejected)[]): void => {
    // Events pass through seat A's filter first: B's draws stay card backs, so naming the
    // definitions that remain reveals nothing hidden.
    const name = namesOf(state.cards);
    for (const e of viewEvents(
      events.filter((x): x is GameEvent => x.type !== "rejected"),
      "A",
    )) {
      println(io.stdout, `  ${describeEvent(e as GameEvent, name)}`);
    }
  };
  while (state.phase !== "over") {
    const mine = legalActions(state).filter((a) => a.player === "A");
    const needsMe = state.phase === "mulligan" ? !state.players.A.mulliganed : state.active === "A";
    let action: Action | null;
    if (needsMe) {
      const v = view(state, "A");
      const power = state.powers[state.players.A.heroClass];
      println(io.stdout, `\n${renderView(v, ctx)}`);
      // One intent per target: the card's text goes under the first of its run, not each line.
      let shown: string | null = null;
      mine.forEach((a, i) => {
        println(io.stdout, `  ${String(i + 1).padStart(2)}. ${describeAction(a, v)}`);
        const detail = intentDetail(a, v, ctx, power);
        if (detail !== null && detail !== shown) println(io.stdout, `        ${detail}`);
        shown = detail;
      });
      io.stdout.write("> ");
      const next = await lines.next();
      if (next === null || next.trim() === "q") {
        lines.close();
        println(io.stdout, "\nbye");
        return 1;
      }
      const n = Number(next.trim());
      action = Number.isInteger(n) && n >= 1 && n <= mine.length ? (mine[n - 1] as Action) : null;
      if (action === null) {
        println(io.stdout, `pick a number from 1 to ${mine.length}, or q`);
        continue;
      }
    } else {
      // The bot decides from its seat's view only, like a player.
      action = chooseAction(view(state, "B"), { level: vs, seed: botSeed++ });
      if (action === null) break;
    }
    const t = engine.reduce(state, action);
    state = t.state;
    actions.push(action);
    show(t.events);
  }
  lines.close();
  const result = state.winner === "A" ? "you win" : state.winner === "B" ? "you lose" : "draw";
  println(io.stdout, `\n${result} (${state.endReason ?? "stopped"}) after turn ${state.turn}`);
  const save = opts.get("--save");
  if (save !== undefined) {
    // Every card, token and power version and the rules pinned: a rebalance never changes it (§7.5).
    const replay: Replay = { setup: pinSetup(setup), actions };
    await writeFile(resolve(io.cwd, save), `${JSON.stringify(replay)}\n`);
    println(io.stdout, `replay saved to ${save}`);
  }
  return state.winner === "A" ? 0 : 1;
}

async function replayCommand(args: readonly string[], io: Io): Promise<number> {
  const [file, ...rest] = args;
  if (file === undefined || rest.length > 0) {
    println(io.stderr, `games tcg replay: expected one FILE\n\n${USAGE}`);
    return 2;
  }
  let r: Replay;
  try {
    r = parseReplayText(await readFile(resolve(io.cwd, file), "utf8"), file);
  } catch (error) {
    const message = error instanceof SetupError ? error.message : `${file}: ${(error as Error).message}`;
    println(io.stderr, `games tcg replay: ${message}`);
    return 2;
  }
  let result: ReturnType<typeof runReplay>;
  try {
    result = runReplay(r);
  } catch (error) {
    println(io.stderr, `games tcg replay: ${file}: ${(error as Error).message}`);
    return 2;
  }
  const name = namesOf(result.state.cards);
  println(io.stdout, `replay ${file}: seed ${String(r.setup.seed)}, ${r.actions.length} intents`);
  for (const step of result.steps) {
    const a = step.action as Action;
    println(
      io.stdout,
      `${a.player}: ${a.type}${a.type === "PLAY_CARD" ? ` ${a.card}` : a.type === "ATTACK" ? ` ${a.attacker} → ${a.target}` : ""}`,
    );
    for (const e of step.events) println(io.stdout, `  ${describeEvent(e as GameEvent, name)}`);
  }
  const s = result.state;
  println(
    io.stdout,
    s.phase === "over"
      ? `result: ${s.winner === null ? "draw" : `${s.winner} wins`} (${s.endReason})`
      : `unfinished at turn ${s.turn}`,
  );
  return 0;
}

/** `games tcg`. */
export const command: Command = {
  name: "tcg",
  summary: "LGC TCG: duel a bot, print a replay, lint card data, balance reports",
  usage: USAGE,
  async run(args, io) {
    const [sub, ...rest] = args;
    if (sub === "play") return play(rest, io);
    if (sub === "replay") return replayCommand(rest, io);
    if (sub === "lint") return lintCommand(rest, io);
    if (sub === "balance") return balanceCommand(rest, io);
    if (sub === "balance-worker") return balanceWorkerCommand(rest, io);
    println(
      io.stderr,
      `games tcg: ${sub === undefined ? "missing subcommand" : `unknown subcommand "${sub}"`}\n\n${USAGE}`,
    );
    return 2;
  },
};
