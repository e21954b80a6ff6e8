/**
 * An organiser's form creating a tournament: name, format, games per pairing, seeding, places,
 * the end of registration and the time to show up for a game. The server checks every field; its
 * refusal is worded here.
 * @module
 */
import { useState } from "preact/hooks";
import { send } from "../account/api.js";
import { useMessages } from "../i18n/index.js";
import { LabelledSelect } from "../shell/labelled-select.js";
import { refusalOf } from "./api.js";
import { tournamentMessages } from "./messages.js";

/** `datetime-local`'s value for a date, in the browser's time zone. */
const local = (d: Date): string => {
  const shifted = new Date(d.getTime() - d.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
};

export function CreateForm(props: { csrf: string; created: (id: string) => void }) {
  const m = useMessages(tournamentMessages);
  const [name, setName] = useState("");
  const [format, setFormat] = useState("single");
  const [bestOf, setBestOf] = useState("1");
  const [seeding, setSeeding] = useState("random");
  const [places, setPlaces] = useState("16");
  const [closes, setCloses] = useState(local(new Date(Date.now() + 86_400_000)));
  const [noShow, setNoShow] = useState("5");
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <section class="account-card" aria-labelledby="tournament-create">
      <h2 id="tournament-create">{m.create}</h2>
      {refusal === null ? null : (
        <p class="notice notice-error" role="alert">
          {m.refusals[refusal] ?? m.refusals.unavailable}
        </p>
      )}
      <form
        class="account-form"
        data-testid="tournament-create"
        onSubmit={(e) => {
          e.preventDefault();
          setBusy(true);
          setRefusal(null);
          send<{ id: string }>("POST", "/api/tournaments", props.csrf, {
            name,
            format,
            bestOf: Number(bestOf),
            seeding,
            maxEntrants: Number(places),
            registrationClosesAt: new Date(closes).toISOString(),
            noShowMs: Math.round(Number(noShow) * 60_000),
          })
            .then(
              (r) => props.created(r.id),
              (error: unknown) => setRefusal(refusalOf(error)),
            )
            .finally(() => setBusy(false));
        }}
      >
        <label>
          {m.name}{" "}
          <input required maxLength={80} value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </label>
        <LabelledSelect
          label={m.format}
          value={format}
          onChange={setFormat}
          choices={["single", "double"].map((v) => ({ value: v, label: m.formats[v] ?? v }))}
        />
        <LabelledSelect
          label={m.bestOf}
          value={bestOf}
          onChange={setBestOf}
          choices={["1", "3"].map((v) => ({ value: v, label: m.bestOfs[v] ?? v }))}
        />
        <LabelledSelect
          label={m.seeding}
          value={seeding}
          onChange={setSeeding}
          choices={["random", "ordered"].map((v) => ({ value: v, label: m.seedings[v] ?? v }))}
        />
        <label>
          {m.maxEntrants}{" "}
          <input
            type="number"
            min={2}
            max={256}
            required
            value={places}
            onInput={(e) => setPlaces(e.currentTarget.value)}
          />
        </label>
        <label>
          {m.closes}{" "}
          <input
            type="datetime-local"
            required
            value={closes}
            onInput={(e) => setCloses(e.currentTarget.value)}
          />
        </label>
        <label>
          {m.noShow}{" "}
          <input
            type="number"
            min={1}
            max={1440}
            required
            value={noShow}
            onInput={(e) => setNoShow(e.currentTarget.value)}
          />
        </label>
        <button type="submit" class="primary" disabled={busy}>
          {m.submit}
        </button>
      </form>
    </section>
  );
}
