/**
 * The process's limit of open file descriptors (the soft `RLIMIT_NOFILE`, what `ulimit -n`
 * prints), which every socket, store file and Redis connection counts against. Node has no
 * `getrlimit`: on Linux it is read from `/proc/self/limits`; elsewhere a POSIX shell, a child
 * inheriting the limit, prints it (`sh -c 'ulimit -n'`); where neither works (Windows, no shell)
 * it is unknown (null) and the caller assumes a default. And the descriptors the process holds now
 * (`/dev/fd`: Linux and macOS), which its stores and databases keep open besides the connections.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/** A limit the system calls unlimited: no budget is bounded by it. */
const UNLIMITED = Number.MAX_SAFE_INTEGER;

/** The soft limit in `/proc/self/limits`'s text ("Max open files  <soft>  <hard>  files"). */
export function parseProcLimits(text: string): number | null {
  const m = /^Max open files\s+(\S+)\s+\S+/m.exec(text);
  if (m?.[1] === undefined) return null;
  if (m[1] === "unlimited") return UNLIMITED;
  const n = Number(m[1]);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** What `ulimit -n` printed. */
export function parseUlimit(text: string): number | null {
  const value = text.trim();
  if (value === "unlimited") return UNLIMITED;
  const n = Number(value);
  return value !== "" && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The soft limit of open files, and where it was read; null when it could not be. */
export function openFilesLimit(): { readonly limit: number; readonly source: string } | null {
  try {
    const limit = parseProcLimits(readFileSync("/proc/self/limits", "utf8"));
    if (limit !== null) return { limit, source: "/proc/self/limits" };
  } catch {
    // Not Linux: ask a shell.
  }
  try {
    const limit = parseUlimit(execFileSync("sh", ["-c", "ulimit -n"], { encoding: "utf8", timeout: 2000 }));
    if (limit !== null) return { limit, source: "ulimit -n" };
  } catch {
    // No POSIX shell.
  }
  return null;
}

/** The descriptors this process holds open now (less the one listing them), or null where none tells. */
export function openFilesInUse(): number | null {
  try {
    return Math.max(0, readdirSync("/dev/fd").length - 1);
  } catch {
    return null;
  }
}
