import { fileURLToPath } from "node:url";
import { describeKits } from "@core/conformance/vitest";
import { collectionEngine } from "../src/index.js";

describeKits(
  collectionEngine,
  fileURLToPath(new URL("../../../conformance/lgc-tcg-collection", import.meta.url)),
);
