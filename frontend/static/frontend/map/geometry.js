// The geometry of the board (kingdom/rules/board/ on the page): squares and their names, edges,
// and the two sides of a square a river splits, each a polygon in the square.

export const CELL = 40;

export const EDGES = ["N", "E", "S", "W"];
export const DELTA = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
const HALVES = { N: [0, 1], E: [2, 3], S: [4, 5], W: [6, 7] };
const HALF_EDGE = ["N", "N", "E", "E", "S", "S", "W", "W"];
// The perimeter, clockwise from the north-west corner, in unit-square coordinates.
export const RING = [[0, 0], [0.5, 0], [1, 0], [1, 0.5], [1, 1], [0.5, 1], [0, 1], [0, 0.5]];
export const EDGE_RING = { N: 1, E: 3, S: 5, W: 7 };

export function parseSquare(name) {
  const match = /^([A-Z])(\d+)$/.exec(String(name).split("/")[0]);
  if (!match) return null;
  return { col: match[1].charCodeAt(0) - 64, row: Number(match[2]) };
}

export const squareName = (col, row) => `${String.fromCharCode(64 + col)}${row}`;

export function edgeTowards(from, to) {
  const a = parseSquare(from);
  const b = parseSquare(to);
  return EDGES.find((e) => a.col + DELTA[e][0] === b.col && a.row + DELTA[e][1] === b.row);
}

function compass(edges) {
  const found = new Set(edges);
  return [..."NS"].filter((d) => found.has(d)).join("") + [..."EW"].filter((d) => found.has(d)).join("");
}

function arcName(arc) {
  const full = EDGES.filter((e) => HALVES[e].every((half) => arc.includes(half)));
  return full.length ? compass(full) : compass(arc.map((half) => HALF_EDGE[half]));
}

function halfArc(from, to) {
  let half = HALVES[from][1];
  const stop = HALVES[to][0];
  const arc = [half];
  while (half !== stop) {
    half = (half + 1) % 8;
    arc.push(half);
  }
  return arc;
}

function ringArc(from, to) {
  const points = [];
  for (let i = EDGE_RING[from]; ; i = (i + 1) % 8) {
    points.push(RING[i]);
    if (i === EDGE_RING[to]) return points;
  }
}

/** The geometry of the board: square origins, terrain, features, and each river side's shape. */
export class Geometry {
  constructor(board) {
    this.board = board;
    this.rows = board.terrain.length;
    this.cols = board.terrain[0].length;
    this.terrain = {};
    board.terrain.forEach((line, r) => {
      [...line].forEach((ch, c) => {
        this.terrain[squareName(c + 1, r + 1)] = board.legend[ch] || "sea";
      });
    });
    this.features = {};
    for (const c of board.castles) this.features[c.square] = { kind: "castle", ...c };
    for (const v of board.villages) this.features[v.square] = { kind: "village", ...v };
    for (const m of board.mystic_sites) this.features[m.square] = { kind: "site", ...m };
    this.sides = {}; // "K14/N" -> {polygon: [[x, y]...], centre: [x, y]}
    this.riverAt = {};
    for (const river of board.rivers) {
      const path = river.squares;
      path.forEach((name, i) => {
        this.riverAt[name] = river;
        if (i === 0 || river.bridges.includes(name)) return;
        const entry = edgeTowards(name, path[i - 1]);
        const exit = i === path.length - 1 ? river.mouth : edgeTowards(name, path[i + 1]);
        for (const [a, b] of [[entry, exit], [exit, entry]]) {
          const polygon = [...ringArc(a, b), [0.5, 0.5]];
          const cx = polygon.reduce((t, p) => t + p[0], 0) / polygon.length;
          const cy = polygon.reduce((t, p) => t + p[1], 0) / polygon.length;
          this.sides[`${name}/${arcName(halfArc(a, b))}`] = { polygon, centre: [cx, cy] };
        }
      });
    }
  }

  origin(square) {
    const p = parseSquare(square);
    return [(p.col - 1) * CELL, (p.row - 1) * CELL];
  }

  /** Where a node's pieces are drawn: the square's centre or its river side's centre. */
  centre(node) {
    const [x, y] = this.origin(node);
    const side = this.sides[node];
    const [u, v] = side ? side.centre : [0.5, 0.5];
    return [x + u * CELL, y + v * CELL];
  }

  /** The outline of a node: its square, or the half of the square its river side is. */
  outline(node) {
    const [x, y] = this.origin(node);
    const side = this.sides[node];
    const unit = side ? side.polygon : [[0, 0], [1, 0], [1, 1], [0, 1]];
    return unit.map(([u, v]) => `${x + u * CELL},${y + v * CELL}`).join(" ");
  }

  describe(node) {
    const square = node.split("/")[0];
    const side = node.includes("/") ? ` (${node.split("/")[1]} bank)` : "";
    const feature = this.features[square];
    const terrain = this.terrain[square];
    let what = terrain;
    if (feature && feature.kind === "castle") {
      what = `${feature.camelot ? "Camelot" : `${feature.name} castle`}, ${terrain}`;
    } else if (feature && feature.kind === "village") {
      what = `${feature.name}, village (${feature.commodity}), ${terrain}`;
    } else if (feature) {
      what = `${feature.name}, mystic site, ${terrain}`;
    }
    const river = this.riverAt[square];
    if (river) {
      what += river.bridges.includes(square) ? `, bridge over the ${river.name}` : `, ${river.name}`;
    }
    return `${square}${side}: ${what}`;
  }
}
