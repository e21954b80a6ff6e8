import { SetupError } from "@core/engine";
import { type Action, parseAction, reduce, type SandboxSpec, type State } from "@engines/lgc-tcg";
import { useEffect, useState } from "preact/hooks";
import { useMessages } from "../i18n/index.js";
import { markInteractive } from "../router.js";
import { loadStored, saveStored } from "../storage.js";
import { download } from "../tcg/export.js";
import { type Issue, IssueList } from "../tcg/issues.js";
import { MotionControl, useReduceMotion } from "../tcg/motion.js";
import { DuelFrame } from "../tcg-duel/frame.js";
import { duelMessages } from "../tcg-duel/messages.js";
import { DuelTable } from "../tcg-duel/table.js";
import { useTable } from "../tcg-duel/use-table.js";
import { cleanSpec, EXAMPLE, SideEditor } from "./editor.js";
import { hotSeatMessages, sandboxMessages } from "./messages.js";
import "../tcg/tcg.css";
import "../tcg-duel/duel.css";
import "./sandbox.css";
import { PageHead } from "../shell/page-head.js";

/** What the sandbox keeps in local storage: the position being written, and the game being played. */
interface Saved {
  readonly spec: SandboxSpec;
  readonly json: string;
  readonly game: { readonly start: State; readonly actions: readonly Action[] } | null;
}

/** The stored sandbox as read: the game's state not yet checked (checkState loads on demand). */
type Stored = Omit<Saved, "game"> & {
  readonly game: { readonly start: unknown; readonly actions: readonly Action[] } | null;
};

const KEY = "tcg-sandbox";

/** The position and state checks (positions.ts), loaded the first time one is needed. */
const loadPositions = () => import("./positions.js");

/** Reads the stored sandbox; its game's actions are parsed, its state is checked when resumed. */
function parseSaved(x: unknown): Stored | null {
  if (typeof x !== "object" || x === null) return null;
  const r = x as { spec?: unknown; json?: unknown; game?: { start?: unknown; actions?: unknown } | null };
  const spec = typeof r.spec === "object" && r.spec !== null ? (r.spec as SandboxSpec) : EXAMPLE;
  let game: Stored["game"] = null;
  if (r.game && Array.isArray(r.game.actions)) {
    const actions = r.game.actions.map(parseAction).filter((a): a is Action => typeof a !== "string");
    game = { start: r.game.start, actions };
  }
  return { spec, json: typeof r.json === "string" ? r.json : "", game };
}

/** Replays `actions` from `start`, stopping at the first the engine refuses. */
function replay(start: State, actions: readonly Action[]): { state: State; actions: Action[] } {
  let state = start;
  const kept: Action[] = [];
  for (const a of actions) {
    const r = reduce(state, a);
    if (r.events[0]?.type === "rejected") break;
    state = r.state;
    kept.push(a);
  }
  return { state, actions: kept };
}

/**
 * Sandbox (§14 P2): write a position or paste a state, then play both sides on the duel table,
 * which turns to whoever is to play and shows both hands; undo; save the game as a kit scenario.
 */
export function SandboxPage() {
  const m = useMessages(sandboxMessages);
  const duel = { ...useMessages(duelMessages), ...useMessages(hotSeatMessages) };
  const [motion, setMotion, reduced] = useReduceMotion();
  const [saved] = useState(() => loadStored(KEY, parseSaved) ?? { spec: EXAMPLE, json: "", game: null });
  const [spec, setSpec] = useState<SandboxSpec>(saved.spec);
  const [json, setJson] = useState(saved.json);
  const [issues, setIssues] = useState<readonly Issue[]>([]);
  const [note, setNote] = useState("");
  const [played, setPlayed] = useState<{ start: State; actions: Action[]; game: State } | null>(null);
  // A stored game is resumed once its state checks (and replayed up to the first refused action).
  const [resuming, setResuming] = useState(saved.game !== null);
  useEffect(() => {
    const stored = saved.game;
    if (stored === null) return markInteractive("tcg-sandbox");
    void loadPositions().then(({ checkState }) => {
      const start = checkState(stored.start);
      if (start.ok) {
        const r = replay(start.state, stored.actions);
        setPlayed({ start: start.state, actions: r.actions, game: r.state });
      }
      setResuming(false);
      markInteractive("tcg-sandbox");
    });
  }, []);

  const store = (next: Partial<Saved>) =>
    saveStored(KEY, {
      spec,
      json,
      game: played && { start: played.start, actions: played.actions },
      ...next,
    });

  const game = played?.game ?? null;
  const table = useTable({
    game: game ?? (EMPTY as State),
    setGame: (s) => setPlayed((p) => p && { ...p, game: s }),
    seating: { seat: game?.active ?? "A", reveal: true },
    onApplied: (action) => {
      if (!played) return;
      const actions = [...played.actions, action];
      setPlayed((p) => p && { ...p, actions });
      store({ game: { start: played.start, actions } });
    },
  });

  const begin = (start: State) => {
    setIssues([]);
    setNote("");
    table.reset();
    setPlayed({ start, actions: [], game: start });
    store({ game: { start, actions: [] } });
  };

  /** A problem of the position in the player's words: where it is, seat and zone (details keep the rest). */
  const say = (i: Issue): string => {
    if (i.code === "json") return m.issueJson;
    const zone = /^\/players\/(A|B)\/(hand|board|permanents|deck)\b/.exec(i.pointer);
    if (zone) return m.issueZone(m.seat(zone[1] as "A" | "B"), m.zone[zone[2]!] ?? zone[2]!);
    const seat = /^\/players\/(A|B)\b/.exec(i.pointer);
    if (seat) return m.issueSeat(m.seat(seat[1] as "A" | "B"));
    return m.issueState;
  };

  const compose = async (): Promise<State | null> => {
    const { composeState } = await loadPositions();
    try {
      return composeState(cleanSpec(spec));
    } catch (e) {
      // The pointer is shown apart: the words alone (`detail`), not `message`, which begins with it.
      if (e instanceof SetupError) setIssues([{ pointer: e.pointer, message: e.detail }]);
      else throw e;
      return null;
    }
  };

  const playJson = async () => {
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch (e) {
      setIssues([{ pointer: "", message: m.notJson((e as Error).message), code: "json" }]);
      return;
    }
    const { checkState } = await loadPositions();
    const checked = checkState(value);
    if (checked.ok) begin(checked.state);
    else setIssues(checked.issues);
  };

  const editSpec = (next: SandboxSpec) => {
    setSpec(next);
    store({ spec: next });
  };

  if (played && game) {
    const undo = () => {
      const r = replay(played.start, played.actions.slice(0, -1));
      table.reset();
      setPlayed({ start: played.start, actions: r.actions, game: r.state });
      store({ game: { start: played.start, actions: r.actions } });
    };
    const saveKit = async () => {
      const id = `sandbox-${new Date().toISOString().slice(0, 19).replace(/[-:T]/g, "")}`;
      // The kit format and its validator (≈10 KB gz) load only when a scenario is saved (issue 18).
      const { scenarioSkeleton } = await import("./kit.js");
      const kit = scenarioSkeleton(played.start, played.actions, game, id);
      download(
        new Blob([`${JSON.stringify(kit, null, 1)}\n`], { type: "application/json" }),
        `${id}.kit.json`,
      );
      setNote(m.saved(`${id}.kit.json`));
    };
    return (
      <DuelFrame game={game} class="tcg-sandbox">
        <header class="duel-head">
          <h1>{m.title}</h1>
          <fieldset class="tcg-toolbar" aria-label={m.title}>
            <span class="sandbox-turn" data-testid="sandbox-turn">
              {m.playing(game.turn, game.active)} · {m.steps(played.actions.length)}
            </span>
            <button
              type="button"
              data-testid="sandbox-edit"
              onClick={() => {
                setPlayed(null);
                store({ game: null });
              }}
            >
              {m.edit}
            </button>
            <button
              type="button"
              data-testid="sandbox-undo"
              disabled={played.actions.length === 0}
              onClick={undo}
            >
              {m.undo}
            </button>
            <button type="button" class="primary" data-testid="save-kit" onClick={() => void saveKit()}>
              {m.saveKit}
            </button>
            <MotionControl setting={motion} onChange={setMotion} reduced={reduced} />
          </fieldset>
        </header>
        <p class="muted" role="status" data-testid="sandbox-note">
          {note}
        </p>
        <DuelTable t={table} m={duel} reduced={reduced} />
      </DuelFrame>
    );
  }

  if (resuming)
    return (
      <section class="tcg-sandbox-editor">
        <PageHead title={m.title} lede={m.lede} />
        <p class="muted" role="status" data-testid="sandbox-resuming">
          {m.resuming}
        </p>
      </section>
    );

  return (
    <section class="tcg-sandbox-editor">
      <PageHead title={m.title} lede={m.lede} />
      <fieldset class="tcg-toolbar" aria-label={m.position}>
        <label>
          {m.turn}
          <input
            type="number"
            min={1}
            max={89}
            value={spec.turn ?? 1}
            onChange={(e) =>
              editSpec({ ...spec, turn: Number((e.currentTarget as HTMLInputElement).value) || 1 })
            }
          />
        </label>
        <label>
          {m.active}
          <select
            value={spec.active ?? "A"}
            onChange={(e) =>
              editSpec({ ...spec, active: (e.currentTarget as HTMLSelectElement).value as "A" | "B" })
            }
          >
            <option value="A">{m.seat("A")}</option>
            <option value="B">{m.seat("B")}</option>
          </select>
        </label>
        <label>
          {m.seed}
          <input
            value={String(spec.seed ?? "sandbox")}
            onChange={(e) => editSpec({ ...spec, seed: (e.currentTarget as HTMLInputElement).value })}
          />
        </label>
        <button
          type="button"
          class="primary"
          data-testid="sandbox-play"
          onClick={() =>
            void compose().then((s) => {
              if (s) begin(s);
            })
          }
        >
          {m.play}
        </button>
        <button
          type="button"
          onClick={() =>
            void compose().then((s) => {
              if (s) setJson(JSON.stringify(s, null, 1));
            })
          }
        >
          {m.toJson}
        </button>
      </fieldset>
      {issues.length > 0 && (
        <div class="notice notice-error" role="alert" data-testid="sandbox-issues">
          <p>{m.problems}</p>
          <IssueList issues={issues} testid="sandbox-issue-list" say={say} />
        </div>
      )}
      <div class="sandbox-sides">
        {(["A", "B"] as const).map((p) => (
          <SideEditor
            key={p}
            p={p}
            side={spec.players[p]}
            onChange={(side) => editSpec({ ...spec, players: { ...spec.players, [p]: side } })}
          />
        ))}
      </div>
      <section class="panel sandbox-json">
        <label class="tcg-field wide">
          {m.json}
          <textarea
            rows={10}
            spellcheck={false}
            value={json}
            data-testid="sandbox-json"
            onInput={(e) => {
              const text = (e.currentTarget as HTMLTextAreaElement).value;
              setJson(text);
              store({ json: text });
            }}
          />
        </label>
        <p class="muted">{m.jsonHelp}</p>
        <button type="button" data-testid="sandbox-play-json" onClick={() => void playJson()}>
          {m.playJson}
        </button>
      </section>
    </section>
  );
}

/** A placeholder the table hook reads while no game is played (hooks run on every render). */
const EMPTY = { phase: "over", turn: 0, first: "A", active: "A", players: { A: {}, B: {} }, cards: {} };
