import { isMultiSeat } from "@core/engine";
import { CATALOGUE } from "@games/catalogue";
import { describe, expect, test } from "vitest";
import { gameUi, UI_IDS } from "../src/game-ui.js";
import { boardOf, boardTitle } from "../src/online/board.js";
import { ROUTES } from "../src/routes.js";

// The web app's games come from the catalogue; each game's own pages, mark and board from its
// module games/<id>.tsx, found by id; a game without one is still played (generic page and board).

describe("the games of the web app", () => {
  test("every module of games/ is an engine of the catalogue's", () => {
    const ids = CATALOGUE.map((m) => m.id);
    for (const id of UI_IDS) expect(ids).toContain(id);
  });

  test("every engine of the catalogue has a page, and every page a mark", () => {
    for (const manifest of CATALOGUE) {
      const pages = gameUi(manifest).pages?.map((p) => p.path) ?? [manifest.id];
      expect(pages.length, manifest.id).toBeGreaterThan(0);
      for (const path of pages) expect(ROUTES.find((r) => r.path === path)?.icon, path).toBeDefined();
    }
    expect(ROUTES.at(-1)?.path).toBe("kits");
  });

  test("a page without words of its own has its game's name and summary", () => {
    for (const manifest of CATALOGUE)
      for (const page of gameUi(manifest).pages ?? [{ path: manifest.id }]) {
        if ("text" in page && page.text !== undefined) continue;
        const route = ROUTES.find((r) => r.path === page.path);
        expect(route?.text.en).toEqual({ title: manifest.name.en, summary: manifest.summary.en });
        expect(route?.text.fr).toEqual({ title: manifest.name.fr, summary: manifest.summary.fr });
      }
  });

  test("every multi-seat engine has an online board, its own or the generic one; no other engine has one", () => {
    for (const manifest of CATALOGUE)
      expect(boardOf(manifest.id) !== undefined, manifest.id).toBe(isMultiSeat(manifest));
    expect(boardOf("no-such-game")).toBeUndefined();
    expect(boardOf("toString")).toBeUndefined();
  });

  test("an online match's title is its game's name in the reader's language, or its id for an unknown engine", () => {
    for (const manifest of CATALOGUE) {
      expect(boardTitle(manifest.id, "en")).toBe(manifest.name.en);
      expect(boardTitle(manifest.id, "fr")).toBe(manifest.name.fr);
    }
    expect(boardTitle("no-such-game", "fr")).toBe("no-such-game");
  });
});
