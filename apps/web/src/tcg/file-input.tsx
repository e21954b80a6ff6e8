/**
 * Opening a local file (a deck, a card, a balance report): a labelled file input that hands the
 * chosen file on and then forgets it, so the same file can be opened again after an edit.
 * @module
 */

/** A file picker for JSON (or `accept`) files. */
export function FileInput(props: {
  label: string;
  testid: string;
  onFile: (file: File) => void;
  accept?: string;
  class?: string;
}) {
  return (
    <label class={props.class}>
      {props.label}
      <input
        type="file"
        accept={props.accept ?? ".json,application/json"}
        data-testid={props.testid}
        onChange={(e) => {
          const input = e.currentTarget as HTMLInputElement;
          const file = input.files?.[0];
          input.value = "";
          if (file) props.onFile(file);
        }}
      />
    </label>
  );
}
