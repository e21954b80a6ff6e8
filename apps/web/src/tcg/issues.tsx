import { useMessages } from "../i18n/index.js";
import { tcgMessages } from "./messages.js";

/** Problems as the engines and the data library report them: a file, a JSON pointer, a message. */
export interface Issue {
  readonly file?: string;
  readonly pointer: string;
  readonly message: string;
  /** The data library's code ("deck-size", "copies", "schema"…), when it gave one. */
  readonly code?: string;
}

/**
 * Issues as a list a player can read (issue 30): each in a sentence of the page's language
 * (`say`), the file, JSON pointer and library words kept for designers under a "Details"
 * disclosure, closed by default.
 */
export function IssueList({
  issues,
  testid,
  say,
}: {
  issues: readonly Issue[];
  testid: string;
  /** The issue in a player's words; falls back on the catalogue's "This is not allowed here". */
  say: (issue: Issue) => string | null;
}) {
  const t = useMessages(tcgMessages);
  return (
    <ul class="tcg-issues" data-testid={testid}>
      {issues.map((i, k) => (
        <li key={`${k}-${i.pointer}`} data-pointer={i.pointer || "/"}>
          <span class="issue-sentence">{say(i) ?? t.issueFallback}</span>{" "}
          <details class="issue-details">
            <summary>{t.details}</summary>
            <code>
              {i.file ? `${i.file} ` : ""}
              {i.pointer || "/"}
            </code>{" "}
            {i.message}
          </details>
        </li>
      ))}
    </ul>
  );
}

/** The entry index an issue's pointer names in a list (`/cards/3/count` → 3 for "cards"). */
export function entryOf(issue: Issue, list: string): number | null {
  const m = new RegExp(`^/${list}/(\\d+)(?:/|$)`).exec(issue.pointer);
  return m ? Number(m[1]) : null;
}
