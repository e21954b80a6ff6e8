import type { ScenarioFailure } from "@core/conformance";
import { useEffect, useState } from "preact/hooks";
import { useMessages } from "../i18n/index.js";
import { markInteractive } from "../router.js";
import { loadEngine } from "./engines.js";
import { kitsMessages } from "./messages.js";
import {
  failuresOf,
  type KitFileResult,
  kitName,
  parseKitFile,
  runParsedKit,
  totals,
  unsupportedOf,
} from "./run.js";

// Every kit of the repository, as text, each its own chunk fetched when its turn comes (with its
// engine's chunk), so opening the page costs neither the kits nor the engines. Parsing happens here
// so a malformed kit is reported on the page instead of breaking the build.
const KIT_TEXTS = import.meta.glob<string>("../../../../conformance/**/*.kit.json", {
  query: "?raw",
  import: "default",
});

const FILES = Object.keys(KIT_TEXTS)
  .map((p) => ({ file: kitName(p), load: KIT_TEXTS[p]! }))
  // Numbered kits in their numbers' order ("2-…" before "10-…"), not as text (issue 30).
  .sort((a, b) => a.file.localeCompare(b.file, "en", { numeric: true }));

/** Loads, parses and runs one kit, loading its engine on first use; an engine that fails to load is reported. */
async function runKitLazily(
  file: string,
  load: () => Promise<string>,
  engineFailed: (error: string) => void,
): Promise<KitFileResult> {
  let text: string;
  try {
    text = await load();
  } catch (error) {
    return { file, status: "invalid", error: `${file}: ${String(error)}` };
  }
  const parsed = parseKitFile(file, text);
  if (!("kit" in parsed)) return parsed;
  const engine = await loadEngine(parsed.kit.engine).catch((error: unknown) => {
    engineFailed(String(error));
    return undefined;
  });
  return runParsedKit(file, parsed.kit, engine);
}

function show(value: unknown, absent: string): string {
  if (value === undefined) return absent;
  return JSON.stringify(value, null, 1)?.replace(/\n\s*/g, " ") ?? String(value);
}

function Failure({ f }: { f: ScenarioFailure }) {
  const m = useMessages(kitsMessages);
  return (
    <li class="kit-failure">
      <div class="kit-failure-head">
        <code>{f.id}</code>
        <span>
          {f.step === null ? m.scenario : m.step(f.step)} · {f.check}
          {f.path === "" ? "" : m.at(f.path)}
        </span>
      </div>
      <p>{f.message}</p>
      <dl>
        <dt>{m.expected}</dt>
        <dd>
          <code>{show(f.expected, m.absent)}</code>
        </dd>
        <dt>{m.actual}</dt>
        <dd>
          <code>{show(f.actual, m.absent)}</code>
        </dd>
      </dl>
    </li>
  );
}

function KitRow({ r }: { r: KitFileResult }) {
  const m = useMessages(kitsMessages);
  if (r.status === "invalid") {
    return (
      <details class="kit kit-bad" open>
        <summary>
          <span class="kit-file">{r.file}</span>
          <span class="kit-count bad">{m.unreadable}</span>
        </summary>
        <p class="kit-error">{r.error}</p>
      </details>
    );
  }
  if (r.status === "no-engine") {
    return (
      <details class="kit kit-bad" open>
        <summary>
          <span class="kit-file">{r.file}</span>
          <span class="kit-count bad">{m.noEngine(r.kit.engine)}</span>
        </summary>
        <p class="kit-error">{m.noEngineLong(r.kit.engine)}</p>
      </details>
    );
  }
  const { result } = r;
  const failures = failuresOf(result);
  // Scenarios needing an operation the engine lacks (legal actions, views, a seat's events): shown,
  // not failed.
  const unsupported = new Map(unsupportedOf(result).map((u) => [u.id, u.missing]));
  return (
    <details class={failures.length > 0 ? "kit kit-bad" : "kit"} open={failures.length > 0}>
      <summary>
        <span class="kit-engine">{result.kit.engine}</span>
        {/* A kit is a specification written in English: its words are marked so (issue 30). */}
        <span class="kit-title" lang="en">
          {result.kit.title}
        </span>
        <span class={failures.length > 0 ? "kit-count bad" : "kit-count good"}>
          {result.passed}/{result.results.length}
          {unsupported.size > 0 ? m.unsupportedCount(unsupported.size) : ""}
        </span>
      </summary>
      <p class="kit-file">{r.file}</p>
      {failures.length > 0 ? (
        <ul class="kit-failures" lang="en">
          {failures.map((f) => (
            <Failure key={f.id} f={f} />
          ))}
        </ul>
      ) : (
        <ul class="kit-scenarios" lang="en">
          {result.kit.scenarios.map((s) => {
            const missing = unsupported.get(s.id);
            return (
              <li key={s.id} title={s.rule}>
                <span class="tick">{missing === undefined ? "✓" : "○"}</span> {s.description}
                {missing === undefined ? "" : m.unsupportedScenario(missing.join(", "))}
              </li>
            );
          })}
        </ul>
      )}
    </details>
  );
}

/** Runs every kit under `conformance/` in this browser and shows the outcome. */
export function KitsPage() {
  const m = useMessages(kitsMessages);
  const [results, setResults] = useState<KitFileResult[]>([]);
  const [done, setDone] = useState(false);
  const [loadErrors, setLoadErrors] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    (async () => {
      const acc: KitFileResult[] = [];
      const errors = new Set<string>();
      const engineFailed = (error: string) => {
        errors.add(error);
        if (live) setLoadErrors([...errors]);
      };
      for (const { file, load } of FILES) {
        const result = await runKitLazily(file, load, engineFailed);
        if (!live) return;
        acc.push(result);
        setResults([...acc]);
        // Yield between kits so the page stays responsive and shows progress.
        await new Promise((r) => setTimeout(r, 0));
        if (!live) return;
      }
      setDone(true);
      markInteractive("kits");
    })();
    return () => {
      live = false;
    };
  }, []);
  const t = totals(results);
  const engines = [
    ...new Set(
      results.map((r) =>
        r.status === "invalid" ? "?" : r.status === "ran" ? r.result.kit.engine : r.kit.engine,
      ),
    ),
  ];
  return (
    <section class="kits">
      <header class="kits-head">
        <div>
          <h1>{m.title}</h1>
          <p class="lede">{m.lede(FILES.length, engines.filter((e) => e !== "?").join(", "))}</p>
        </div>
        <output
          class={`kits-summary ${t.failed > 0 ? "bad" : done ? "good" : ""}`}
          data-testid="kits-summary"
        >
          {done ? "" : m.running(results.length, FILES.length)}
          {m.totals(t.passed, t.failed)}
          {t.unsupported > 0 ? m.unsupportedTotal(t.unsupported) : ""}
        </output>
      </header>
      {loadErrors.length > 0 && (
        <div class="notice notice-error">
          {loadErrors.map((e) => (
            <p key={e}>{m.engineFailed(e)}</p>
          ))}
        </div>
      )}
      {FILES.length === 0 && <p class="notice">{m.noKits}</p>}
      <div class="kit-list">
        {results.map((r) => (
          <KitRow key={r.file} r={r} />
        ))}
      </div>
    </section>
  );
}
