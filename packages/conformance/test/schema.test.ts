import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { KIT_SCHEMA } from "../src/index.js";

describe("kit schema", () => {
  it("the repository's conformance/kit.schema.json is the package's schema", () => {
    const published = JSON.parse(
      readFileSync(new URL("../../../conformance/kit.schema.json", import.meta.url), "utf8"),
    );
    expect(published).toEqual(KIT_SCHEMA);
  });
});
