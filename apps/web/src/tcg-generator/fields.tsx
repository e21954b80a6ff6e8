/**
 * The form's inputs: each shows the validator's errors for its JSON pointer under it, in the
 * player's words, the validator's own under "Details".
 */
import type { ComponentChildren } from "preact";
import { useMessages } from "../i18n/index.js";
import { issueWords, schemaSentence } from "../tcg/issue-words.js";
import { tcgMessages } from "../tcg/messages.js";
import { type FormApi, getAt, numeric, ptr } from "./draft.js";

export function Field({
  api,
  path,
  label,
  wide,
  group,
  children,
}: {
  api: FormApi;
  path: readonly (string | number)[];
  label: string;
  wide?: boolean;
  /** A group of labelled controls (checkboxes): named as a group, not a label of its first box. */
  group?: boolean;
  children: ComponentChildren;
}) {
  const issues = api.issuesAt(path);
  const w = useMessages(issueWords);
  const t = useMessages(tcgMessages);
  const className = `tcg-field${wide ? " wide" : ""}${issues.length > 0 ? " invalid" : ""}`;
  const content = (
    <>
      {group ? <legend>{label}</legend> : label}
      {children}
      {issues.map((i) => (
        <span class="field-error" key={i.message} data-error-for={ptr(path)}>
          <span class="issue-sentence">{schemaSentence(i.message, w, i.code)}</span>{" "}
          <details class="issue-details">
            <summary>{t.details}</summary>
            {i.message}
          </details>
        </span>
      ))}
    </>
  );
  return group ? (
    <fieldset class={`${className} tcg-field-group`} data-field={ptr(path)}>
      {content}
    </fieldset>
  ) : (
    // biome-ignore lint/a11y/noLabelWithoutControl: every Field wraps its own input or select
    <label class={className} data-field={ptr(path)}>
      {content}
    </label>
  );
}

export function NumberInput({
  api,
  path,
  label,
}: {
  api: FormApi;
  path: (string | number)[];
  label: string;
}) {
  const v = getAt(api.draft, path);
  return (
    <Field api={api} path={path} label={label}>
      <input
        type="text"
        inputMode="numeric"
        value={v === undefined ? "" : String(v)}
        onInput={(e) => api.set(path, numeric((e.currentTarget as HTMLInputElement).value))}
      />
    </Field>
  );
}

export function TextInput({
  api,
  path,
  label,
  wide,
  nullable,
}: {
  api: FormApi;
  path: (string | number)[];
  label: string;
  wide?: boolean;
  nullable?: boolean;
}) {
  const v = getAt(api.draft, path);
  return (
    <Field api={api} path={path} label={label} wide={wide}>
      <input
        type="text"
        value={v === null || v === undefined ? "" : String(v)}
        onInput={(e) => {
          const s = (e.currentTarget as HTMLInputElement).value;
          api.set(path, nullable && s === "" ? null : s);
        }}
      />
    </Field>
  );
}

export function Select({
  api,
  path,
  label,
  options,
  nullable,
  onPick,
}: {
  api: FormApi;
  path: (string | number)[];
  label: string;
  options: readonly { id: string; label: string }[];
  nullable?: string;
  onPick?: (v: string | null) => void;
}) {
  const v = getAt(api.draft, path);
  return (
    <Field api={api} path={path} label={label}>
      <select
        value={v === null || v === undefined ? "" : String(v)}
        onChange={(e) => {
          const s = (e.currentTarget as HTMLSelectElement).value;
          const value = s === "" && nullable !== undefined ? null : s;
          if (onPick) onPick(value);
          else api.set(path, value);
        }}
      >
        {nullable !== undefined && <option value="">{nullable}</option>}
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function Checks({
  api,
  path,
  label,
  options,
}: {
  api: FormApi;
  path: (string | number)[];
  label: string;
  options: readonly { id: string; label: string }[];
}) {
  const v = getAt(api.draft, path);
  const list = Array.isArray(v) ? (v as string[]) : [];
  return (
    <Field api={api} path={path} label={label} wide group>
      <span class="tcg-checks">
        {options.map((o) => (
          <label key={o.id}>
            <input
              type="checkbox"
              checked={list.includes(o.id)}
              onChange={(e) =>
                api.set(
                  path,
                  (e.currentTarget as HTMLInputElement).checked
                    ? [...list, o.id]
                    : list.filter((x) => x !== o.id),
                )
              }
            />
            {o.label}
          </label>
        ))}
      </span>
    </Field>
  );
}
