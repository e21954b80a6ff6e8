import { describe, expect, test } from "vitest";
import { failurePath, returnPath } from "../src/accounts/oidc.js";

describe("where a sign-in through the provider comes back to", () => {
  test("a failed sign-in goes back to the page it started from, with the reason", () => {
    const invitation = returnPath("/#/tcg-online?invitation=Ab3_x-9");
    expect(failurePath(invitation, "refused")).toBe("/#/tcg-online?invitation=Ab3_x-9&signin=refused");
    expect(failurePath(returnPath("/app/#/profile"), "expired")).toBe("/app/#/profile?signin=expired");
    // The account page itself, as before.
    expect(failurePath(returnPath(undefined), "failed")).toBe("/#/account?signin=failed");
    // A second failure replaces the first reason rather than adding one.
    expect(failurePath("/#/tcg-online?invitation=X&signin=refused", "expired")).toBe(
      "/#/tcg-online?invitation=X&signin=expired",
    );
    expect(failurePath("/#/tcg-online?signin=refused&invitation=X", "failed")).toBe(
      "/#/tcg-online?invitation=X&signin=failed",
    );
  });

  test("an unknown sign-in (a replayed or forged state) or a path without a route goes to the account page", () => {
    expect(failurePath(null, "expired")).toBe("/#/account?signin=expired");
    expect(failurePath("/", "refused")).toBe("/#/account?signin=refused");
  });

  test("only the app's own paths are kept as where to come back", () => {
    for (const bad of ["//evil.example/#/x", "https://evil.example/#/x", "/\\evil", 42, null])
      expect(returnPath(bad)).toBe("/#/account");
  });
});
