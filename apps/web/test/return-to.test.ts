import { describe, expect, test } from "vitest";
import { returnRoute, signInLink, withoutFailure } from "../src/account/return-to.js";

describe("coming back after signing in", () => {
  test("an invitation's route survives the round trip through the account page's link", () => {
    const route = "/tcg-online?invitation=Ab3_x-9";
    const link = signInLink(route);
    expect(link).toBe("#/account?next=%2Ftcg-online%3Finvitation%3DAb3_x-9");
    const next = new URLSearchParams(link.slice(link.indexOf("?") + 1)).get("next");
    expect(returnRoute(next)).toBe(route);
  });

  test("only the app's own routes are followed", () => {
    expect(returnRoute("/tcg-online")).toBe("/tcg-online");
    expect(returnRoute("/tcg/decks")).toBe("/tcg/decks");
    for (const bad of [
      null,
      "",
      "tcg-online",
      "//evil.example/x",
      "https://evil.example",
      "/\\evil.example",
      "/tcg-online?x=<script>",
      "/tcg-online#/account",
      "/account",
      "/account?next=%2Faccount",
      `/tcg-online?invitation=${"a".repeat(600)}`,
    ])
      expect(returnRoute(bad), String(bad)).toBeNull();
    expect(returnRoute("/accounts-help")).toBe("/accounts-help");
  });

  test("a retry after a failed sign-in comes back to the route without the failure's reason", () => {
    expect(withoutFailure("/tcg-online?invitation=Ab3&signin=refused")).toBe("/tcg-online?invitation=Ab3");
    expect(withoutFailure("/tcg-online?signin=expired&invitation=Ab3")).toBe("/tcg-online?invitation=Ab3");
    expect(withoutFailure("/tcg-online?signin=failed")).toBe("/tcg-online");
    expect(withoutFailure("/tcg-online")).toBe("/tcg-online");
  });
});
