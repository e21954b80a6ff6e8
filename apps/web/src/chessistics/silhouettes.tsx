import type { PieceType } from "@engines/chessistics";

/**
 * Classic 2D chess silhouettes (seed §9), drawn in a 100×100 box standing on its base at y = 90.
 * Filled with the piece's route colour, outlined dark so they read on both square colours.
 */
const PATHS: Readonly<Record<PieceType, string>> = {
  pawn: "M50 18a13 13 0 0 1 8 23.3c5 3 8 7.7 8 13.7h-6c0 9 4 16 12 22v7H28v-7c8-6 12-13 12-22h-6c0-6 3-10.7 8-13.7A13 13 0 0 1 50 18Z",
  rook: "M26 16h10v9h8v-9h12v9h8v-9h10v20l-8 6v30l8 8v8H26v-8l8-8V42l-8-6Z",
  bishop:
    "M50 10a6 6 0 0 1 4.5 10C66 28 72 40 68 52c-2 6-6 10-10 12l4 10h6v12H32V74h6l4-10c-4-2-8-6-10-12-4-12 2-24 13.5-32A6 6 0 0 1 50 10Zm6 22-10 14 4 3 10-14Z",
  knight:
    "M34 86V74c0-8 6-14 12-20-6 2-12 4-16 8l-8-8c6-14 14-26 20-32l2-10 6 8c14 2 24 16 26 34 2 14 0 28-2 36v0Zm10-52a3.5 3.5 0 1 0 0 .1Z",
  queen:
    "M18 30a6 6 0 1 1 7 5l8 26 9-33a6 6 0 1 1 5.5-.2L50 58l2.5-30.2A6 6 0 1 1 58 28l9 33 8-26a6 6 0 1 1 7-5L72 70H28Zm10 44h44v12H28Z",
};

/** A piece silhouette as an SVG group, 1 unit wide, centred on (0, 0). */
export function Silhouette({ type, colour }: { type: PieceType; colour: string }) {
  return (
    <g transform="translate(-0.5 -0.52) scale(0.01)">
      <path
        d={PATHS[type]}
        fill={colour}
        stroke="#1d1d1d"
        stroke-width="4"
        stroke-linejoin="round"
        fill-rule="evenodd"
      />
    </g>
  );
}

/** Route colours, one per piece by id (seed §9: blue, red, violet, orange, then more). */
export const ROUTE_COLOURS = [
  "#3d7fd9",
  "#d9463f",
  "#9156c8",
  "#ec8a22",
  "#2fa36b",
  "#17a2b8",
  "#c2417f",
  "#7a8b2a",
];

/** The colour of piece `id`. */
export function routeColour(id: number): string {
  return ROUTE_COLOURS[(id - 1) % ROUTE_COLOURS.length]!;
}

/** Cargo cube colours (seed §9: brown wood, grey stone). */
export function cargoColour(cargo: string): string {
  return cargo === "wood" ? "#8b5a2b" : cargo === "stone" ? "#9aa0a6" : "#c9a227";
}
