/**
 * The account as the page keeps it: loaded once, reloaded after each change; `run` performs a
 * change and turns a refusal into the sentence to show.
 * @module
 */
import { useCallback, useEffect, useState } from "preact/hooks";
import { useMessages } from "../i18n/index.js";
import { AccountRequestError, type AccountState, fetchAccount } from "./api.js";
import { accountMessages } from "./messages.js";

export interface UseAccount {
  /** null while loading; an error code when the service did not answer. */
  readonly state: AccountState | null;
  readonly failure: string | null;
  readonly notice: string | null;
  readonly busy: boolean;
  reload(): Promise<void>;
  /** Runs a change, shows `done` (if any) on success or the refusal's sentence, then reloads. */
  run(change: () => Promise<unknown>, done?: string): Promise<boolean>;
  say(notice: string | null): void;
}

export function useAccount(): UseAccount {
  const m = useMessages(accountMessages);
  const [state, setState] = useState<AccountState | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, say] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reload = useCallback(async () => {
    try {
      setState(await fetchAccount());
      setFailure(null);
    } catch (error) {
      setFailure(error instanceof AccountRequestError ? error.code : "unavailable");
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  const run = useCallback(
    async (change: () => Promise<unknown>, done?: string) => {
      setBusy(true);
      say(null);
      try {
        await change();
        if (done !== undefined) say(done);
        return true;
      } catch (error) {
        const code = error instanceof AccountRequestError ? error.code : null;
        say(code === null ? m.passkeyCancelled : (m.errors[code] ?? m.errors.unavailable ?? ""));
        return false;
      } finally {
        setBusy(false);
        await reload();
      }
    },
    [reload, m],
  );
  return { state, failure, notice, busy, reload, run, say };
}
