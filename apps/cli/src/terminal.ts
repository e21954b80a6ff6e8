/**
 * How the terminal finds an engine's own commands and seat: by its id. An engine of the catalogue
 * with a terminal of its own has a module `engines/<id>.ts` exporting `terminal` (a
 * {@link TerminalEngine}); an engine without one is still playable, through the generic player
 * (`games/generic.ts`: its legal actions listed, JSON typed). No file lists the engines: the
 * catalogue (`@games/catalogue`) does, and the bundler finds the modules by their names.
 * @module
 */
import type { AnyManifest } from "@core/engine";
import type { Command } from "./command.js";
import type { TerminalSeat } from "./games/join-seats.js";

/** What `engines/<id>.ts` says of one engine's terminal: every field is optional. */
export interface TerminalEngine {
  /** The top-level command's name; default the engine's id. */
  readonly name?: string;
  /** One line for `games --help`; must equal the loaded command's own. Default the manifest's summary. */
  readonly summary?: string;
  /** The engine's own command, loaded when it runs; default the generic player. */
  readonly command?: () => Promise<Command>;
  /**
   * How `games join` plays a seat of its matches; absent: the generic seat (the view as JSON,
   * actions typed as JSON); null: not playable in the terminal (`games join` says to open the
   * link in a browser).
   */
  readonly seat?: ((colour: boolean) => Promise<TerminalSeat>) | null;
}

/**
 * The module of `id` (`engines/<id>.ts`), or null when there is none. `id` must be an engine id of
 * the catalogue (lowercase words joined by `-`): it becomes a path.
 */
async function moduleOf(id: string): Promise<{ readonly terminal: TerminalEngine } | null> {
  const file = `./engines/${id}.ts`;
  try {
    // The bundler (esbuild) turns this into a table of the files of engines/, one chunk each.
    return (await import(`./engines/${id}.ts`)) as { terminal: TerminalEngine };
  } catch (error) {
    // No such module: esbuild's bundle says "Module not found in bundle", Vite's (the tests)
    // "Unknown variable dynamic import", Node's loader ERR_MODULE_NOT_FOUND. Any other failure
    // (a module that breaks while loading) is a bug to report, not to hide.
    const message = error instanceof Error ? error.message : String(error);
    const code = (error as { code?: unknown }).code;
    const missing =
      code === "ERR_MODULE_NOT_FOUND" ||
      /Module not found in bundle|Unknown variable dynamic import|Cannot find module/.test(message);
    if (missing && message.includes(file.slice(1))) return null;
    throw error;
  }
}

/** The terminal of the engine of `manifest`: its module's, or an empty one (the generic player). */
export async function terminalOf(manifest: AnyManifest): Promise<TerminalEngine> {
  return (await moduleOf(manifest.id))?.terminal ?? {};
}

/** The `--help` line of an engine's generic command: "Name: its summary" (no final stop). */
export function genericSummary(manifest: AnyManifest): string {
  const { en } = manifest.summary;
  return `${manifest.name.en}: ${en.charAt(0).toLowerCase()}${en.slice(1).replace(/\.$/, "")}`;
}
