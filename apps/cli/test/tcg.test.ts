import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getCard, launchCorpus, playout, STARTER_DECK } from "@engines/lgc-tcg";
import { describe, expect, it } from "vitest";
import { command, describeCard, describePower } from "../src/games/tcg.js";
import { fakeIo } from "./io.js";

const setup = {
  seed: 11,
  players: [
    { heroClass: "PALADIN", deck: STARTER_DECK },
    { heroClass: "MAGE", deck: STARTER_DECK },
  ],
} as const;

describe("games tcg", () => {
  it("is named tcg and refuses an unknown subcommand", async () => {
    expect(command.name).toBe("tcg");
    const io = fakeIo();
    expect(await command.run(["dance"], io)).toBe(2);
    expect(io.err()).toContain('unknown subcommand "dance"');
  });

  it("play: shows the board and numbered intents, quits on q", async () => {
    const io = fakeIo(["1\n", "q\n"]);
    const code = await command.run(["play", "--seed", "3", "--vs", "random"], io);
    expect(code).toBe(1);
    const out = io.out();
    expect(out).toContain("LGC TCG — seed 3");
    expect(out).toMatch(/1\. (keep the hand|replace)/);
    expect(out).toContain("Opponent (B, PALADIN)");
    expect(out).toContain("bye");
  });

  it("play: lists the hand one card a line with cost, stats and rules text, and the text under a play", async () => {
    const io = fakeIo(["1\n", "q\n"]);
    await command.run(["play", "--seed", "3", "--vs", "random"], io);
    const out = io.out();
    const hand = out.split("\n").filter((l) => /^ {4}c\d+ /.test(l));
    expect(hand.length).toBeGreaterThanOrEqual(3);
    for (const line of hand)
      expect(line).toMatch(/^ {4}c\d+ .+ — \d+ Ferveur · (creature \d+\/\d+|spell|permanent)/);
    // After the mulligan, A's turn lists a play with the card's line under it.
    expect(out).toMatch(/ \d+\. play .+ \(c\d+\)\n {8}\d+ Ferveur · /);
    // The hero power intent says what the power does.
    // seat A is the Paladin: SUMMON 1 × tok_disciple (Disciple 1/1).
    expect(out).toContain("hero power\n        Recrutement — 2 Ferveur · invoque un Disciple 1/1.");
  });

  it("describeCard: cost, stats and the generated rules text", () => {
    const corpus = launchCorpus();
    const card = (id: string) => getCard(corpus, id)!;
    // cost 3, 3/2; ON_DEATH SUMMON 1 × tok_eclat (Éclat de gargouille 1/1).
    expect(describeCard(card("crea_gargouille_fidele"), corpus)).toBe(
      "3 Ferveur · creature 3/2 · Râle d'agonie : invoque un Éclat de gargouille 1/1.",
    );
    // A vanilla creature: nothing after its stats.
    expect(describeCard(card("crea_sanglier_des_pres"), corpus)).toBe("2 Ferveur · creature 3/2");
    // A spell: no trigger name, one capitalised sentence.
    expect(describeCard(card("sort_rappel_a_l_ordre"), corpus)).toBe(
      "2 Ferveur · spell · Inflige 3 dégâts à une créature adverse.",
    );
    // Permanents: durability (Bannière) or charges (Taverne).
    expect(describeCard(card("perm_banniere_de_la_guilde"), corpus)).toBe(
      "3 Ferveur · permanent, durability 3 · Aura : vos créatures gagnent +1 ATK.",
    );
    expect(describeCard(card("perm_taverne_du_conseil"), corpus)).toBe(
      "4 Ferveur · permanent, 4 charges · Rituel : au début de votre tour, piochez une carte.",
    );
    // Keywords first, in one paragraph.
    expect(describeCard(card("crea_colosse_des_profondeurs"), corpus)).toBe(
      "7 Ferveur · creature 7/6 · Provocation. Furtif.",
    );
  });

  it("describePower: the hero power's name, cost and text", () => {
    const corpus = launchCorpus();
    expect(describePower(corpus.heroes.WARRIOR.power, corpus)).toBe(
      "Renforcement — 2 Ferveur · votre héros gagne 2 Armure.",
    );
  });

  it("play: always choosing the first listed intent plays a whole game to its end", async () => {
    // The first listed intent always makes progress: a play, an attack, the power, or END_TURN.
    const answers = Array.from({ length: 2000 }, () => "1\n");
    const io = fakeIo(answers);
    const code = await command.run(["play", "--seed", "5", "--vs", "greedy"], io);
    expect([0, 1]).toContain(code);
    expect(io.out()).toMatch(/(you win|you lose|draw) \(/);
  });

  it("play: refuses bad options", async () => {
    const io = fakeIo();
    expect(await command.run(["play", "--vs", "smart"], io)).toBe(2);
    expect(await command.run(["play", "--seed"], io)).toBe(2);
    expect(await command.run(["play", "--seed", "x"], io)).toBe(2);
  });

  it("play --save writes a replay that replay prints", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tcg-"));
    const io = fakeIo(
      Array.from({ length: 2000 }, () => "1\n"),
      dir,
    );
    await command.run(["play", "--seed", "9", "--save", "game.json"], io);
    const saved = JSON.parse(readFileSync(join(dir, "game.json"), "utf8"));
    expect(saved.setup.seed).toBe(9);
    expect(saved.actions.length).toBeGreaterThan(0);
    expect(io.out()).toContain("replay saved to game.json");
    const io2 = fakeIo([], dir);
    expect(await command.run(["replay", "game.json"], io2)).toBe(0);
    expect(io2.out()).toContain("result:");
  });

  it("replay: prints a replay's events turn by turn and its result", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tcg-"));
    const { replay, state } = playout(setup, { seed: 2 });
    writeFileSync(join(dir, "r.json"), JSON.stringify(replay));
    const io = fakeIo([], dir);
    expect(await command.run(["replay", "r.json"], io)).toBe(0);
    const out = io.out();
    expect(out).toContain(`replay r.json: seed 11, ${replay.actions.length} intents`);
    expect(out).toContain("— turn 1:");
    expect(out).toContain(state.winner === null ? "result: draw" : `result: ${state.winner} wins`);
  });

  it("replay: names the file and pointer of a bad replay", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tcg-"));
    writeFileSync(
      join(dir, "bad.json"),
      JSON.stringify({ setup: { seed: 1, players: [] }, actions: [{ type: "FLY", player: "A" }] }),
    );
    const io = fakeIo([], dir);
    expect(await command.run(["replay", "bad.json"], io)).toBe(2);
    expect(io.err()).toContain("bad.json");
    expect(io.err()).toContain("/setup/players");
    const io2 = fakeIo([], dir);
    expect(await command.run(["replay", "missing.json"], io2)).toBe(2);
    expect(await command.run(["replay"], io2)).toBe(2);
  });

  it("lint delegates to the data linter", async () => {
    const io = fakeIo();
    const code = await command.run(["lint", "--help"], io);
    expect(code).toBe(0);
    expect(io.out()).toContain("usage: games tcg lint");
  });
});
