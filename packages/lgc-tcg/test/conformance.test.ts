import { fileURLToPath } from "node:url";
import { describeKits } from "@core/conformance/vitest";
import { engine } from "../src/index.js";

describeKits(engine, fileURLToPath(new URL("../../../conformance/lgc-tcg", import.meta.url)));
