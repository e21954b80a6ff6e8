/**
 * The table's rules alone (src/table.ts): which requests make which fact, and what each fact does
 * to the table — values from the rules in the module's header (README, "The table").
 */
import { EMPTY_TABLE, type TableStatus } from "@core/match-client";
import { describe, expect, it } from "vitest";
import { afterMove, applyFact, decide, type TableContext } from "../src/table.js";

const humans: TableContext = {
  seats: [
    { seat: "red", kind: "human" },
    { seat: "blue", kind: "human" },
  ],
  over: false,
  takeBack: true,
  line: [
    { seq: 1, seat: "red" },
    { seq: 2, seat: "blue" },
    { seq: 4, seat: "red" },
    { seq: 5, seat: "red" },
    { seq: 6, seat: "blue" },
  ],
};
const drawOffer: TableStatus = { offer: { seq: 7, kind: "draw", by: "red" }, result: null };

describe("deciding a request", () => {
  it("lets a seat resign, offer a draw, and offer to take back its last turn (a run of steps)", () => {
    expect(decide(EMPTY_TABLE, humans, "red", { type: "resign" })).toEqual({
      ok: true,
      fact: { type: "resign" },
    });
    expect(decide(EMPTY_TABLE, humans, "blue", { type: "offer", kind: "draw" })).toEqual({
      ok: true,
      fact: { type: "offer", kind: "draw" },
    });
    // red's last turn is seqs 4 and 5 (a chain); blue's reply at 6 goes with it.
    expect(decide(EMPTY_TABLE, humans, "red", { type: "offer", kind: "takeback" })).toEqual({
      ok: true,
      fact: { type: "offer", kind: "takeback", undo: 4 },
    });
    expect(decide(EMPTY_TABLE, humans, "blue", { type: "offer", kind: "takeback" })).toEqual({
      ok: true,
      fact: { type: "offer", kind: "takeback", undo: 6 },
    });
  });

  it("refuses what the rules exclude, each with its reason", () => {
    const refused = (status: TableStatus, context: TableContext, seat: string, request: object) =>
      decide(status, context, seat, request as never);
    expect(refused(EMPTY_TABLE, { ...humans, over: true }, "red", { type: "resign" })).toEqual({
      ok: false,
      reason: "match-over",
    });
    const ended: TableStatus = { offer: null, result: { type: "draw" } };
    expect(refused(ended, humans, "red", { type: "resign" })).toMatchObject({ reason: "match-over" });
    const three = { ...humans, seats: [...humans.seats, { seat: "green", kind: "human" as const }] };
    expect(refused(EMPTY_TABLE, three, "red", { type: "resign" })).toMatchObject({
      reason: "two-seats-only",
    });
    expect(refused(drawOffer, humans, "blue", { type: "offer", kind: "draw" })).toMatchObject({
      reason: "offer-pending",
    });
    const bot = {
      ...humans,
      seats: [humans.seats[0], { seat: "blue", kind: "bot" as const, level: "easy" }],
    };
    expect(refused(EMPTY_TABLE, bot as TableContext, "red", { type: "offer", kind: "draw" })).toMatchObject({
      reason: "bot-opponent",
    });
    expect(refused(EMPTY_TABLE, bot as TableContext, "red", { type: "resign" })).toMatchObject({ ok: true });
    expect(
      refused(EMPTY_TABLE, { ...humans, takeBack: false }, "red", { type: "offer", kind: "takeback" }),
    ).toMatchObject({ reason: "takeback-not-allowed" });
    expect(
      refused(EMPTY_TABLE, { ...humans, line: [{ seq: 1, seat: "red" }] }, "blue", {
        type: "offer",
        kind: "takeback",
      }),
    ).toMatchObject({ reason: "nothing-to-take-back" });
    expect(refused(drawOffer, humans, "blue", { type: "accept", offer: 3 })).toMatchObject({
      reason: "no-such-offer",
    });
    expect(refused(EMPTY_TABLE, humans, "blue", { type: "decline", offer: 7 })).toMatchObject({
      reason: "no-such-offer",
    });
    expect(refused(drawOffer, humans, "red", { type: "accept", offer: 7 })).toMatchObject({
      reason: "own-offer",
    });
    expect(refused(drawOffer, humans, "blue", { type: "withdraw", offer: 7 })).toMatchObject({
      reason: "not-your-offer",
    });
    expect(refused(drawOffer, humans, "red", { type: "withdraw", offer: 7 })).toMatchObject({ ok: true });
  });
});

describe("applying a fact", () => {
  it("a resignation ends the match for its seat; an offer waits, named by its seq", () => {
    expect(applyFact(drawOffer, 8, "blue", { type: "resign" })).toEqual({
      status: { offer: null, result: { type: "resigned", seat: "blue" } },
    });
    expect(applyFact(EMPTY_TABLE, 9, "blue", { type: "offer", kind: "takeback", undo: 6 })).toEqual({
      status: { offer: { seq: 9, kind: "takeback", by: "blue", undo: 6 }, result: null },
    });
  });

  it("an accepted draw ends the match; an accepted take-back names its first step; declined or withdrawn, nothing", () => {
    expect(applyFact(drawOffer, 8, "blue", { type: "accept", offer: 7 })).toEqual({
      status: { offer: null, result: { type: "draw" } },
    });
    const takeBack: TableStatus = { offer: { seq: 7, kind: "takeback", by: "red", undo: 4 }, result: null };
    expect(applyFact(takeBack, 8, "blue", { type: "accept", offer: 7 })).toEqual({
      status: EMPTY_TABLE,
      undo: 4,
    });
    expect(applyFact(drawOffer, 8, "blue", { type: "decline", offer: 7 })).toEqual({ status: EMPTY_TABLE });
    expect(applyFact(drawOffer, 8, "red", { type: "withdraw", offer: 7 })).toEqual({ status: EMPTY_TABLE });
  });

  it("throws on an answer to no pending offer (a corrupt log)", () => {
    expect(() => applyFact(EMPTY_TABLE, 8, "blue", { type: "accept", offer: 7 })).toThrow(/not pending/);
  });

  it("an offer lapses when its offerer moves, not when the other seat does", () => {
    expect(afterMove(drawOffer, "red")).toEqual(EMPTY_TABLE);
    expect(afterMove(drawOffer, "blue")).toBe(drawOffer);
    expect(afterMove(drawOffer, null)).toBe(drawOffer);
  });
});
