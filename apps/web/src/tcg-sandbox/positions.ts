/**
 * The sandbox's checks, in a chunk of their own loaded on demand (issue 18): `composeState` (a
 * position written in the editor, checked then dealt) and `checkState` (a pasted or stored duel
 * state). Both check with ajv at run time (their validators compiled ahead of time would weigh
 * more than ajv), so the page loads this chunk only when a position is played or turned to JSON,
 * a state is pasted, or a stored game is resumed — never to show the editor.
 * @module
 */
export { checkState, composeState } from "@engines/lgc-tcg";
