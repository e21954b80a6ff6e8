import { LEVELS } from "@engines/chessistics";
import { useCallback, useEffect, useState } from "preact/hooks";
import { markInteractive, setHashParams, useHashParams } from "../router.js";
import { loadProgress, type Progress, recordSolve, removeStored } from "../storage.js";
import { Game } from "./game.js";
import "./chessistics.css";
import { BEST, type Best, firstUnsolved, improves, LEVEL_PARAM, saveGame } from "./play.js";

/**
 * Chessistics: place pieces as links of a convoy while the simulation runs. The level lives in the
 * URL (`#/chessistics?level=3`; a level change is a history entry, so Back/Forward follow it), the
 * game in progress and the solved missions in local storage, so a reload loses nothing.
 */
export function ChessisticsPage() {
  const [progress, setProgress] = useState<Progress<Best>>(() => loadProgress("chessistics", BEST));
  const params = useHashParams();
  const level = params.has("level") ? LEVEL_PARAM.parse(params.get("level")) : firstUnsolved(progress);
  // A restart makes a new game of the same level.
  const [generation, setGeneration] = useState(0);

  // Say which level is open (a link without one, or an unreadable one, is corrected in place).
  useEffect(() => {
    if (params.get("level") !== String(level)) setHashParams({ level }, "replace");
  }, [params, level]);
  useEffect(() => markInteractive("chessistics"), []);

  const record = useCallback(
    (key: string, metrics: Best) => setProgress(recordSolve("chessistics", key, metrics, improves, BEST)),
    [],
  );
  const chooseLevel = useCallback((n: number) => setHashParams({ level: n }, "push"), []);
  const restart = useCallback(() => {
    saveGame(level, []);
    setGeneration((g) => g + 1);
  }, [level]);
  const forget = useCallback(() => {
    removeStored("chessistics:progress");
    for (let n = 1; n <= LEVELS.length; n++) if (n !== level) saveGame(n, []);
    setProgress({});
  }, [level]);

  return (
    <Game
      key={`${level}:${generation}`}
      levelNo={level}
      progress={progress}
      record={record}
      onLevel={chooseLevel}
      onRestart={restart}
      onForget={forget}
    />
  );
}
