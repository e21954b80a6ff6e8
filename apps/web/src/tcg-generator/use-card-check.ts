/**
 * The generator's live check, loaded on demand (issue 18). The card the page opens with — the
 * blank card or a corpus card — is valid (the blank one by test/tcg-generator.test.ts, the corpus
 * by the data library's tests), so it is shown valid without checking; the first edit, file
 * opened, JSON panel or export loads the check (check.ts), which from then on checks every change
 * with the data library's own validator (schema, then references: errors name the JSON pointer).
 * @module
 */
import type { Card, DataResult } from "@engines/lgc-tcg";
import { useEffect, useMemo, useState } from "preact/hooks";
import { corpus } from "../tcg/data.js";
import type { Draft } from "./draft.js";

type Check = typeof import("./check.js");

let loading: Promise<Check> | null = null;
/** Loads check.ts once. */
export const loadCheck = (): Promise<Check> => {
  loading ??= import("./check.js");
  return loading;
};

/** What the page shows of a draft: its check (null while the check loads) and its file text. */
export interface CardCheck {
  readonly result: DataResult<Card> | null;
  /** The JSON the export writes: the canonical card file when valid, the draft as is otherwise. */
  readonly text: string | null;
  /** Starts loading the check (the JSON panel asks before it shows the text). */
  readonly want: () => void;
}

/** The file text of `draft` by a loaded check. */
export function fileText(check: Check, draft: Draft): string {
  const r = check.validateCard(draft, corpus);
  return r.ok ? check.makeCard(r.value) : `${JSON.stringify(draft, null, 2)}\n`;
}

/** Checks `draft` live; `trusted` is the valid card the page opened with (or started from). */
export function useCardCheck(draft: Draft, trusted: Draft): CardCheck {
  const [check, setCheck] = useState<Check | null>(null);
  const [wanted, setWanted] = useState(false);
  const pristine = draft === trusted;
  useEffect(() => {
    if (check === null && (wanted || !pristine)) void loadCheck().then(setCheck);
  }, [wanted, pristine]);
  const result = useMemo((): DataResult<Card> | null => {
    if (check !== null) return check.validateCard(draft, corpus);
    return pristine ? { ok: true, value: draft as unknown as Card, warnings: [] } : null;
  }, [check, draft]);
  const text = useMemo(() => (check === null ? null : fileText(check, draft)), [check, draft]);
  return { result, text, want: () => setWanted(true) };
}
