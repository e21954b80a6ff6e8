import { type Card, type DataIssue, getCard } from "@engines/lgc-tcg";
import { useEffect, useRef, useState } from "preact/hooks";
import { useLocale, useMessages } from "../i18n/index.js";
import { hashParams, markInteractive } from "../router.js";
import { artReady } from "../tcg/art.js";
import { type Art, CardView } from "../tcg/card.js";
import { cardName, corpus, latestCards, setSize, useTextContext } from "../tcg/data.js";
import { a4Sheet, download, pngOf, rasterize } from "../tcg/export.js";
import { issueWords, schemaSentence } from "../tcg/issue-words.js";
import { IssueList } from "../tcg/issues.js";
import { MotionControl, useReduceMotion } from "../tcg/motion.js";
import "../tcg/tcg.css";
import { PageHead } from "../shell/page-head.js";
import { FileInput } from "../tcg/file-input.js";
import { CardForm } from "./card-form.js";
import { blankIn, type Draft, type FormApi, ptr, setAt, spec } from "./draft.js";
import { generatorMessages } from "./messages.js";
import { fileText, loadCheck, useCardCheck } from "./use-card-check.js";

/**
 * The corpus card the URL names (`#/tcg-generator?card=<id>&version=<n>`: the documentation
 * site's card list links here), the latest version without `version`; else null.
 */
export function cardFromUrl(params: URLSearchParams): Card | null {
  const id = params.get("card");
  const version = Number(params.get("version"));
  if (id === null) return null;
  return (
    getCard(corpus, id, params.has("version") && Number.isInteger(version) ? version : undefined) ?? null
  );
}

const copy = (card: Card): Draft => JSON.parse(JSON.stringify(card)) as Draft;

/** Generator (§14 P1): every schema field, live validation, preview, image, exports. */
export function GeneratorPage() {
  const textContext = useTextContext();
  const locale = useLocale();
  const m = useMessages(generatorMessages);
  const w = useMessages(issueWords);
  const [fromUrl] = useState(() => cardFromUrl(hashParams()));
  const [start, setStart] = useState(fromUrl?.id ?? "");
  // The card the page opened with or started from: valid, so shown valid without loading the check.
  const [trusted, setTrusted] = useState<Draft>(() => (fromUrl ? copy(fromUrl) : blankIn(m.newCardName)));
  const [draft, setDraft] = useState<Draft>(trusted);
  const [art, setArt] = useState<Art | null>(null);
  const [illuminated, setIlluminated] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [motion, setMotion, reduced] = useReduceMotion();
  const exportRef = useRef<HTMLDivElement>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; art: Art } | null>(null);
  useEffect(() => markInteractive("tcg-generator"), []);

  // The same validator as the data library: schema, then references against the corpus.
  const { result, text, want } = useCardCheck(draft, trusted);
  const issues: readonly DataIssue[] = result === null || result.ok ? [] : result.issues;
  const api: FormApi = {
    draft,
    issuesAt: (path) => {
      const p = ptr(path);
      return issues.filter((i) => i.pointer === p);
    },
    set: (path, value) => setDraft((d) => setAt(d, path, value) as Draft),
  };

  const card = draft as unknown as Card;
  const type = draft.type as string;
  // The preview draws whatever can be drawn; a field the validator refuses still shows.
  const previewable = typeof draft.type === "string" && ["CREATURE", "SPELL", "PERMANENT"].includes(type);

  // A card file is loaded as it is, even when invalid: the form then shows what is wrong where.
  const openJson = (file: File) => {
    void file.text().then((text) => {
      try {
        const json: unknown = JSON.parse(text);
        if (json === null || typeof json !== "object" || Array.isArray(json)) throw new Error(m.notObject);
        const { $schema: _schema, ...card } = json as Draft;
        setDraft(card);
        setLoadError(null);
      } catch (e) {
        setLoadError(`${file.name}: ${(e as Error).message}`);
      }
    });
  };

  const importImage = (file: File) => {
    const reader = new FileReader();
    reader.onload = () => {
      const src = String(reader.result);
      const img = new Image();
      img.onload = () =>
        setArt({ src, zoom: 1, x: 0, y: 0, width: img.naturalWidth, height: img.naturalHeight });
      img.src = src;
    };
    reader.readAsDataURL(file);
  };

  const fileBase = `${String(draft.id || "card")}.v${String(draft.version ?? 1)}`;
  const exportPng = async () => {
    const svg = exportRef.current?.querySelector("svg");
    if (!svg) return;
    setBusy(m.renderingPng);
    try {
      await artReady();
      const canvas = await rasterize(svg, spec.widthPxWithBleed, spec.heightPxWithBleed);
      download(await pngOf(canvas), `${fileBase}${illuminated ? ".illuminated" : ""}.png`);
    } finally {
      setBusy(null);
    }
  };
  const exportSheet = async () => {
    const svg = sheetRef.current?.querySelector("svg");
    if (!svg) return;
    setBusy(m.renderingSheet);
    try {
      await artReady();
      download(await pngOf(await a4Sheet(svg, spec)), `${fileBase}.a4-3x3.png`);
    } finally {
      setBusy(null);
    }
  };
  const exportJson = async () => {
    const file = fileText(await loadCheck(), draft);
    download(new Blob([file], { type: "application/json" }), `${fileBase}.json`);
  };

  const form = <CardForm api={api} draft={draft} setDraft={setDraft} />;

  return (
    <section class="tcg-generator-page">
      <PageHead title={m.title} lede={m.lede}>
        <div class="tcg-toolbar">
          <label>
            {m.startFrom}
            <select
              data-testid="start-from"
              value={start}
              onChange={(e) => {
                const id = (e.currentTarget as HTMLSelectElement).value;
                const c = latestCards.find((x) => x.id === id);
                setStart(id);
                const next = c ? copy(c) : id === "" ? blankIn(m.newCardName) : null;
                if (next) {
                  setTrusted(next);
                  setDraft(next);
                }
              }}
            >
              <option value="">{m.blank}</option>
              {latestCards.map((c) => (
                <option key={c.id} value={c.id}>
                  {cardName(c, locale)}
                </option>
              ))}
            </select>
          </label>
          <FileInput label={m.openFile} testid="open-json" onFile={openJson} />
          <MotionControl setting={motion} onChange={setMotion} reduced={reduced} />
        </div>
      </PageHead>
      {loadError && <p class="notice notice-error">{loadError}</p>}
      <div class="tcg-generator">
        {form}
        <aside class="tcg-preview">
          {previewable ? (
            // With an illustration, dragging the preview moves it in the art window and the wheel zooms.
            <div
              class={art ? "tcg-pan" : undefined}
              onPointerDown={(e) => {
                if (!art) return;
                (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
                drag.current = { x: e.clientX, y: e.clientY, art };
              }}
              onPointerMove={(e) => {
                const d = drag.current;
                if (!d) return;
                const box = (e.currentTarget as HTMLElement).getBoundingClientRect();
                // The art window is 534/630 of the card's width and 352/880 of its height.
                const clamp = (v: number) => Math.max(-0.5, Math.min(0.5, v));
                setArt({
                  ...d.art,
                  x: clamp(d.art.x + (e.clientX - d.x) / (box.width * (534 / 630))),
                  y: clamp(d.art.y + (e.clientY - d.y) / (box.height * (352 / 880))),
                });
              }}
              onPointerUp={() => {
                drag.current = null;
              }}
              onWheel={(e) => {
                if (!art) return;
                e.preventDefault();
                setArt({
                  ...art,
                  zoom: Math.max(1, Math.min(4, art.zoom * (e.deltaY < 0 ? 1.08 : 1 / 1.08))),
                });
              }}
            >
              <CardView
                card={card}
                ctx={textContext}
                setSize={setSize(String(draft.setCode))}
                illuminated={illuminated}
                still={reduced}
                art={art}
              />
            </div>
          ) : (
            <p class="notice">{m.chooseType}</p>
          )}
          <div class="tcg-checks">
            <button type="button" class={illuminated ? "" : "on"} onClick={() => setIlluminated(false)}>
              {m.normal}
            </button>
            <button
              type="button"
              class={illuminated ? "on" : ""}
              data-testid="toggle-illuminated"
              onClick={() => setIlluminated(true)}
            >
              {m.illuminated}
            </button>
          </div>
          {result === null ? (
            <p class="muted" data-testid="validity">
              {m.checking}
            </p>
          ) : result.ok ? (
            <p class="tcg-valid" data-testid="validity">
              {m.valid}
            </p>
          ) : (
            <div data-testid="validity">
              <strong class="field-error">{m.problems(issues.length)}</strong>
              <IssueList
                issues={issues}
                testid="card-issues"
                say={(i) => schemaSentence(i.message, w, i.code)}
              />
            </div>
          )}
          <div class="tcg-crop panel">
            <span class="panel-label" id="tcg-crop-label">
              {m.illustration}
            </span>
            <input
              type="file"
              aria-labelledby="tcg-crop-label"
              accept="image/*"
              data-testid="image"
              onChange={(e) => {
                const f = (e.currentTarget as HTMLInputElement).files?.[0];
                if (f) importImage(f);
              }}
            />
            {art && (
              <>
                <label>
                  {m.zoom}{" "}
                  <input
                    type="range"
                    min="1"
                    max="4"
                    step="0.05"
                    value={art.zoom}
                    data-testid="zoom"
                    onInput={(e) =>
                      setArt({ ...art, zoom: Number((e.currentTarget as HTMLInputElement).value) })
                    }
                  />
                </label>
                <label>
                  {m.horizontal}{" "}
                  <input
                    type="range"
                    min="-0.5"
                    max="0.5"
                    step="0.01"
                    value={art.x}
                    onInput={(e) =>
                      setArt({ ...art, x: Number((e.currentTarget as HTMLInputElement).value) })
                    }
                  />
                </label>
                <label>
                  {m.vertical}{" "}
                  <input
                    type="range"
                    min="-0.5"
                    max="0.5"
                    step="0.01"
                    value={art.y}
                    onInput={(e) =>
                      setArt({ ...art, y: Number((e.currentTarget as HTMLInputElement).value) })
                    }
                  />
                </label>
                <button type="button" onClick={() => setArt(null)}>
                  {m.removeImage}
                </button>
              </>
            )}
          </div>
          <div class="tcg-checks">
            <button
              type="button"
              class="primary"
              data-testid="export-png"
              disabled={!previewable || busy !== null}
              onClick={exportPng}
            >
              PNG {spec.widthPxWithBleed}×{spec.heightPxWithBleed}
            </button>
            <button
              type="button"
              data-testid="export-sheet"
              disabled={!previewable || busy !== null}
              onClick={exportSheet}
            >
              {m.sheet}
            </button>
            <button type="button" data-testid="export-json" onClick={() => void exportJson()}>
              JSON
            </button>
          </div>
          {busy && <p class="muted">{busy}</p>}
          <details onToggle={(e) => (e.currentTarget as HTMLDetailsElement).open && want()}>
            <summary>{m.cardJson}</summary>
            <pre class="tcg-json" data-testid="json">
              {text ?? m.checking}
            </pre>
          </details>
        </aside>
      </div>
      {/* Off-screen renderings for the exports: with bleed (PNG) and plain at trim size (the sheet). */}
      <div class="tcg-offscreen" aria-hidden="true">
        <div ref={exportRef}>
          {previewable && (
            <CardView
              card={card}
              ctx={textContext}
              setSize={setSize(String(draft.setCode))}
              illuminated={illuminated}
              still
              art={art}
              bleed
            />
          )}
        </div>
        <div ref={sheetRef}>
          {previewable && (
            <CardView
              card={card}
              ctx={textContext}
              setSize={setSize(String(draft.setCode))}
              still
              art={art}
            />
          )}
        </div>
      </div>
    </section>
  );
}
