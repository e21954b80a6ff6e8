/** Problems as the engines and the data library report them: a file, a JSON pointer, a message. */
export interface Issue {
  readonly file?: string;
  readonly pointer: string;
  readonly message: string;
}

/** Issues as a list, each naming its file and JSON pointer ("/" for the whole document). */
export function IssueList({ issues, testid }: { issues: readonly Issue[]; testid: string }) {
  return (
    <ul class="tcg-issues" data-testid={testid}>
      {issues.map((i, k) => (
        <li key={`${k}-${i.pointer}`}>
          <code>
            {i.file ? `${i.file} ` : ""}
            {i.pointer || "/"}
          </code>{" "}
          {i.message}
        </li>
      ))}
    </ul>
  );
}
