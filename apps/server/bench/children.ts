/**
 * The child processes and temporary directories of a bench (servers, clients, workers,
 * redis-servers): tracked so that none outlives it, whether it ends, fails or is stopped by
 * SIGINT or SIGTERM. Shared by the match server's benches and the CLI's `bench:workers`.
 */
import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";

const children = new Set<ChildProcess>();
/** The temporary directories in use: deleted by {@link stopAll}. */
export const benchDirs = new Set<string>();

/** `child`, tracked until it exits. */
export function track<T extends ChildProcess>(child: T): T {
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

/** Kills every tracked child still running, waits (2 s at most) for them to go, deletes the directories. */
export async function stopAll(): Promise<void> {
  const gone = [...children].map(
    (child) =>
      new Promise<void>((resolve) =>
        child.exitCode !== null || child.signalCode !== null
          ? resolve()
          : child.once("exit", () => resolve()),
      ),
  );
  for (const child of children) child.kill("SIGKILL");
  await Promise.race([Promise.all(gone), new Promise((resolve) => setTimeout(resolve, 2000))]);
  for (const dir of benchDirs) rmSync(dir, { recursive: true, force: true });
}

/** On SIGINT or SIGTERM: `onStop`, then {@link stopAll}, then exit with the signal's code. */
export function stopOnSignals(onStop: () => void = () => {}): void {
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ] as const)
    process.once(signal, () => {
      onStop();
      process.stderr.write(`${signal}: stopping the bench's processes\n`);
      void stopAll().finally(() => process.exit(code));
    });
}
