/**
 * Diplomaxy online: the one board of a match (`diplomaxy/match-board.tsx`, the hot-seat page's
 * too) fed by the server's frames — the seat's fog-of-war view, and the part of a state it gives
 * for the map — its orders sent with "ready"; the turn resolves on the server once every player
 * still in is ready (or its deadline passes).
 * @module
 */
import type { Action, PlayerView, State, Unit } from "@engines/diplomaxy";
import { useMemo } from "preact/hooks";
import { DiplomaxyBoard } from "../diplomaxy/match-board.js";
import type { BoardProps } from "./board.js";

/** The part of a state the view gives: the map, the players, the seat's own units in orbit. */
function publicState(v: PlayerView): State {
  const units: Unit[] = v.planets.flatMap((p) =>
    p.visible ? p.units.filter((u): u is Unit => "id" in u && u.owner === v.player) : [],
  );
  return {
    map: {
      planets: v.planets.map(({ id, name, production }) => ({ id, name, production })),
      corridors: v.corridors,
    },
    players: v.players.map((p) => p.id),
    out: v.players.filter((p) => p.out).map((p) => p.id),
    status: v.status,
    turn: v.turn,
    units,
    transit: v.transit,
  } as unknown as State;
}

/** The Diplomaxy board of the play and replay pages. */
export function DiplomaxyOnlineBoard({ view, seat, send, table }: BoardProps) {
  const v = view as PlayerView;
  const state = useMemo(() => publicState(v), [v]);
  return (
    <DiplomaxyBoard
      state={state}
      view={v}
      seat={seat}
      players={v.players.map((p) => ({ id: p.id, out: p.out, done: p.ready }))}
      {...(send === undefined ? {} : { send: (action: Action) => send(action) })}
      declareReady
      stage="online"
      top={table}
    />
  );
}
