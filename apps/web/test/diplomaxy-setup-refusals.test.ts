import { SetupError } from "@core/engine";
import { DIPLOMAXY_SETUP_REASONS, engine, MAPS, type Setup } from "@engines/diplomaxy";
import { describe, expect, test } from "vitest";
import { diplomaxyMessages } from "../src/diplomaxy/messages.js";
import { serverRefusal } from "../src/diplomaxy/setup-refusals.js";
import { LOCALES } from "../src/i18n/locale.js";

describe("a Diplomaxy game the match server will not start (Play online)", () => {
  test("each setup reason is told in every language; one the page does not know is left to the server's words", () => {
    for (const locale of LOCALES) {
      const m = diplomaxyMessages[locale];
      for (const reason of DIPLOMAXY_SETUP_REASONS)
        expect(serverRefusal({ reason }, m), `${locale} ${reason}`).toBe(
          m.serverRefused(m.setupRefusals[reason]),
        );
      for (const reason of [undefined, "map-too-large", "toString", "hasOwnProperty"])
        expect(serverRefusal({ reason }, m)).toBeNull();
    }
  });

  test("the engine's refusal of a setup is said by its reason, in French too", () => {
    const duel: Setup = MAPS.duel;
    let refused: SetupError | null = null;
    try {
      engine.init({ ...duel, units: duel.units.map((u, i) => (i === 0 ? { ...u, owner: "east" } : u)) });
    } catch (error) {
      if (error instanceof SetupError) refused = error;
    }
    expect(refused?.reason).toBe("unknown-player");
    expect(serverRefusal({ reason: refused?.reason }, diplomaxyMessages.fr)).toBe(
      "le serveur ne peut pas lancer cette partie : un joueur nommé n'est pas dans la partie",
    );
    expect(serverRefusal({ reason: "corridor-loop" }, diplomaxyMessages.en)).toBe(
      "the server will not start this game: a corridor leads from a planet back to itself",
    );
  });
});
