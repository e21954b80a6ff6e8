import type { AnyEngine } from "@core/engine";
import { engine as chessistics } from "@engines/chessistics";
import { engine as diplomaxy } from "@engines/diplomaxy";
import { engine as lgcTcg, collectionEngine as lgcTcgCollection } from "@engines/lgc-tcg";
import { engine as pigment } from "@engines/pigment";
import { engine as shingShang } from "@engines/shing-shang";

/** Every engine the CLI knows, by id: the ids conformance kits name in their `engine` field. */
export const ENGINES: ReadonlyMap<string, AnyEngine> = new Map<string, AnyEngine>(
  [pigment, chessistics, shingShang, diplomaxy, lgcTcg, lgcTcgCollection].map((e) => [e.id, e]),
);
