// The board as an SVG map, drawn from GET /api/board/, with the game's overlay: standards,
// stacks (river sides in their half of the square), Royal Challengers, and the squares a
// planned move can reach. The parts live in map/; this module gathers what the pages use.

export { CELL, Geometry, parseSquare } from "./map/geometry.js";
export { TERRAIN_COLOURS, drawBoard, legend } from "./map/board.js";
export { allied, drawOverlay } from "./map/overlay.js";
export { drawTargets } from "./map/targets.js";
export { bankName } from "./map/chooser.js";
export { TAP_PX, zoomable } from "./map/zoom.js";
