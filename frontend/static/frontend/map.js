// The board as an SVG map, drawn from GET /api/board/, with the game's overlay: standards,
// stacks (river sides in their half of the square), Royal Challengers, and the squares a
// planned move can reach.

import { h, inkOn, plural, possessive } from "./ui.js";

const NS = "http://www.w3.org/2000/svg";
export const CELL = 40;
const MARGIN = 18;

export const TERRAIN_COLOURS = {
  sea: "#9cc4de",
  plain: "#dfe8b0",
  forest: "#6f9a57",
  marsh: "#a9b58c",
  mountain: "#b9a58a",
};

const COMMODITY_CODES = {
  gold: "Au",
  silver: "Ag",
  iron: "Fe",
  barley: "Ba",
  wheat: "Wh",
  fish: "Fi",
  fruit: "Fr",
  leather: "Le",
  pottery: "Po",
  textile: "Tx",
};

const s = (tag, attrs = {}, ...children) => h(tag, { ns: NS, ...attrs }, ...children);

// -- squares, edges and river sides (the geometry of kingdom/rules/board/)
const EDGES = ["N", "E", "S", "W"];
const DELTA = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
const HALVES = { N: [0, 1], E: [2, 3], S: [4, 5], W: [6, 7] };
const HALF_EDGE = ["N", "N", "E", "E", "S", "S", "W", "W"];
// The perimeter, clockwise from the north-west corner, in unit-square coordinates.
const RING = [[0, 0], [0.5, 0], [1, 0], [1, 0.5], [1, 1], [0.5, 1], [0, 1], [0, 0.5]];
const EDGE_RING = { N: 1, E: 3, S: 5, W: 7 };

export function parseSquare(name) {
  const match = /^([A-Z])(\d+)$/.exec(String(name).split("/")[0]);
  if (!match) return null;
  return { col: match[1].charCodeAt(0) - 64, row: Number(match[2]) };
}

const squareName = (col, row) => `${String.fromCharCode(64 + col)}${row}`;

function edgeTowards(from, to) {
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

// -- drawing the board -------------------------------------------------------------------------
function patterns() {
  const forest = s(
    "pattern",
    { id: "p-forest", width: 10, height: 10, patternUnits: "userSpaceOnUse" },
    s("rect", { width: 10, height: 10, fill: TERRAIN_COLOURS.forest }),
    s("circle", { cx: 3, cy: 3, r: 2.2, fill: "#4c7a3a" }),
    s("circle", { cx: 8, cy: 8, r: 2.2, fill: "#4c7a3a" }),
  );
  const marsh = s(
    "pattern",
    { id: "p-marsh", width: 10, height: 8, patternUnits: "userSpaceOnUse" },
    s("rect", { width: 10, height: 8, fill: TERRAIN_COLOURS.marsh }),
    s("path", { d: "M1 3h4M6 7h3", stroke: "#5f7552", "stroke-width": 1 }),
  );
  const mountain = s(
    "pattern",
    { id: "p-mountain", width: 14, height: 12, patternUnits: "userSpaceOnUse" },
    s("rect", { width: 14, height: 12, fill: TERRAIN_COLOURS.mountain }),
    s("path", { d: "M2 10l4-6 4 6", fill: "none", stroke: "#7a6448", "stroke-width": 1.2 }),
  );
  const sea = s(
    "pattern",
    { id: "p-sea", width: 16, height: 10, patternUnits: "userSpaceOnUse" },
    s("rect", { width: 16, height: 10, fill: TERRAIN_COLOURS.sea }),
    s("path", { d: "M2 6q2-2 4 0t4 0", fill: "none", stroke: "#85b2d0", "stroke-width": 0.8 }),
  );
  return s("defs", {}, forest, marsh, mountain, sea);
}

const FILL = {
  sea: "url(#p-sea)",
  plain: TERRAIN_COLOURS.plain,
  forest: "url(#p-forest)",
  marsh: "url(#p-marsh)",
  mountain: "url(#p-mountain)",
};

function castleIcon(x, y, camelot) {
  const w = camelot ? 24 : 20;
  const top = y - (camelot ? 12 : 10);
  const left = x - w / 2;
  const m = w / 5;
  const body = s("path", {
    d: `M${left} ${top + 18}V${top}h${m}v4h${m}v-4h${m}v4h${m}v-4h${m}V${top + 18}Z`,
    fill: camelot ? "#f2cf4a" : "#f4efe4",
    stroke: "#2b2b2b",
    "stroke-width": 1.2,
    class: "castle-icon",
  });
  const gate = s("path", {
    d: `M${x - 3} ${top + 18}v-6a3 3 0 0 1 6 0v6`,
    fill: "#2b2b2b",
  });
  return [body, gate];
}

function villageIcon(x, y, commodity) {
  const house = s("path", {
    d: `M${x - 9} ${y + 2}v-7l6-5 6 5v7z`,
    fill: "#fffaf0",
    stroke: "#2b2b2b",
    "stroke-width": 1,
  });
  const code = s(
    "text",
    { x: x + 6, y: y + 10, class: "commodity", "text-anchor": "middle" },
    COMMODITY_CODES[commodity] || commodity.slice(0, 2),
  );
  return [house, code];
}

function siteIcon(x, y) {
  const stones = [];
  for (let i = 0; i < 8; i += 1) {
    const a = (i / 8) * Math.PI * 2;
    stones.push(
      s("rect", {
        x: x + Math.cos(a) * 9 - 1.5,
        y: y + Math.sin(a) * 9 - 2.5,
        width: 3,
        height: 5,
        rx: 1,
        fill: "#5d5d5d",
      }),
    );
  }
  return stones;
}

/** Draw the board into `svg`; returns the Geometry. Layers: board, overlay, targets. */
export function drawBoard(svg, board) {
  const geo = new Geometry(board);
  const width = geo.cols * CELL;
  const height = geo.rows * CELL;
  svg.setAttribute("viewBox", `${-MARGIN} ${-MARGIN} ${width + 2 * MARGIN} ${height + 2 * MARGIN}`);
  svg.replaceChildren(patterns());
  const base = s("g", { class: "board" });
  base.append(
    s("rect", {
      x: -MARGIN,
      y: -MARGIN,
      width: width + 2 * MARGIN,
      height: height + 2 * MARGIN,
      fill: TERRAIN_COLOURS.sea,
    }),
  );
  const squares = s("g", { class: "squares" });
  const coast = [];
  for (let row = 1; row <= geo.rows; row += 1) {
    for (let col = 1; col <= geo.cols; col += 1) {
      const name = squareName(col, row);
      const terrain = geo.terrain[name];
      const [x, y] = geo.origin(name);
      const rect = s(
        "rect",
        {
          x,
          y,
          width: CELL,
          height: CELL,
          fill: FILL[terrain],
          class: `square ${terrain}`,
          "data-square": name,
        },
        s("title", {}, geo.describe(name)),
      );
      squares.append(rect);
      if (terrain === "sea") continue;
      for (const edge of EDGES) {
        const other = squareName(col + DELTA[edge][0], row + DELTA[edge][1]);
        if (geo.terrain[other] && geo.terrain[other] !== "sea") continue;
        const [x1, y1, x2, y2] = {
          N: [x, y, x + CELL, y],
          E: [x + CELL, y, x + CELL, y + CELL],
          S: [x, y + CELL, x + CELL, y + CELL],
          W: [x, y, x, y + CELL],
        }[edge];
        coast.push(`M${x1} ${y1}L${x2} ${y2}`);
      }
    }
  }
  base.append(squares);
  base.append(s("path", { d: coast.join(""), class: "coast" }));
  // Grid labels: columns A.. along the top, rows 1.. down the left.
  const labels = s("g", { class: "grid-labels", "aria-hidden": "true" });
  for (let col = 1; col <= geo.cols; col += 1) {
    labels.append(
      s("text", { x: (col - 0.5) * CELL, y: -6, "text-anchor": "middle" }, String.fromCharCode(64 + col)),
    );
  }
  for (let row = 1; row <= geo.rows; row += 1) {
    labels.append(s("text", { x: -9, y: (row - 0.5) * CELL + 4, "text-anchor": "middle" }, String(row)));
  }
  base.append(labels);
  base.append(drawRivers(geo));
  const names = s("g", { class: "names", "aria-hidden": "true" });
  base.append(drawFeatures(geo, names));
  svg.append(base);
  svg.append(s("g", { class: "overlay" }));
  svg.append(names);
  svg.append(s("g", { class: "targets" }));
  return geo;
}

function drawRivers(geo) {
  const group = s("g", { class: "rivers" });
  for (const river of geo.board.rivers) {
    const points = [];
    river.squares.forEach((name, i) => {
      const [x, y] = geo.origin(name);
      points.push([x + CELL / 2, y + CELL / 2]);
      const exit = i === river.squares.length - 1 ? river.mouth : edgeTowards(name, river.squares[i + 1]);
      const [u, v] = RING[EDGE_RING[exit]];
      points.push([x + u * CELL, y + v * CELL]);
    });
    const last = points[points.length - 1];
    const [dx, dy] = DELTA[river.mouth];
    points.push([last[0] + (dx * CELL) / 3, last[1] + (dy * CELL) / 3]);
    const d = points.map(([x, y], i) => `${i ? "L" : "M"}${x} ${y}`).join("");
    group.append(
      s("path", { d, class: "river" }, s("title", {}, `River ${river.name}`)),
    );
    for (const bridge of river.bridges) {
      const i = river.squares.indexOf(bridge);
      const entry = edgeTowards(bridge, river.squares[i - 1]);
      const [x, y] = geo.origin(bridge);
      const vertical = entry === "N" || entry === "S"; // the river flows north-south here
      const [w, hgt] = vertical ? [CELL * 0.55, 7] : [7, CELL * 0.55];
      group.append(
        s(
          "rect",
          {
            x: x + CELL / 2 - w / 2,
            y: y + CELL / 2 - hgt / 2,
            width: w,
            height: hgt,
            rx: 2,
            class: "bridge",
          },
          s("title", {}, `${bridge}: bridge over the ${river.name}`),
        ),
      );
    }
  }
  return group;
}

/** The features; castles' names go into `names`, a layer drawn above the pieces so that no
 * stack ever hides them. */
function drawFeatures(geo, names) {
  const group = s("g", { class: "features" });
  for (const feature of Object.values(geo.features)) {
    const [x, y] = geo.origin(feature.square);
    const cx = x + CELL / 2;
    const cy = y + CELL / 2;
    const title = s("title", {}, geo.describe(feature.square));
    let parts = [];
    let label = null;
    if (feature.kind === "castle") {
      parts = castleIcon(cx, cy - 3, feature.camelot);
      label = feature.name;
    } else if (feature.kind === "village") {
      parts = villageIcon(cx - 4, cy - 2, feature.commodity);
    } else {
      parts = siteIcon(cx, cy);
    }
    const g = s("g", { class: `feature ${feature.kind}`, "data-square": feature.square }, title, parts);
    group.append(g);
    if (label) {
      names.append(s("text", { x: cx, y: y + CELL - 2, class: "castle-name", "data-square": feature.square, "text-anchor": "middle" }, label));
    }
  }
  return group;
}

// -- the overlay: standards, stacks, challengers -------------------------------------------------
const initials = (key) => (key ? key[0].toUpperCase() + key[1] : "?");

/**
 * Draw the game's pieces. `colourOf(seat)` gives a seat's colour; `mine(seat)` whether the seat
 * is the viewer's; `onStack(node)` is called when the viewer picks one of his stacks.
 */
/** Whether two seats are allied (rule 33: `state.alliances` holds [low, high] pairs). */
export function allied(state, a, b) {
  return (state.alliances || []).some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

export function drawOverlay(svg, geo, state, { colourOf, nameOf, mySeat, selectable, selected, onStack }) {
  const layer = svg.querySelector(".overlay");
  layer.replaceChildren();
  if (!state) return;
  for (const [square, seat] of Object.entries(state.control || {})) {
    const [x, y] = geo.origin(square);
    const colour = colourOf(seat);
    layer.append(
      s(
        "g",
        { class: "standard", "data-square": square, "data-seat": seat },
        s("title", {}, `${square}: standard of ${nameOf(seat)}`),
        s("line", { x1: x + 4, y1: y + 3, x2: x + 4, y2: y + 17, stroke: "#222", "stroke-width": 1.4 }),
        s("path", { d: `M${x + 4} ${y + 3}l10 3.5-10 3.5z`, fill: colour, stroke: "#222", "stroke-width": 0.8 }),
      ),
    );
  }
  // Pieces on each node, by seat.
  const byNode = {};
  for (const player of state.players) {
    if (player.eliminated) continue;
    for (const [node, stack] of Object.entries(player.stacks || {})) {
      if (stack.knights + stack.footsoldiers === 0) continue;
      (byNode[node] ||= []).push({ seat: player.seat, stack, player });
    }
    if (player.challenger_at) {
      (byNode[player.challenger_at] ||= []).push({ seat: player.seat, challenger: true, player });
    }
  }
  for (const [node, items] of Object.entries(byNode)) {
    const [cx, cy] = geo.centre(node);
    const side = node.includes("/");
    const stacks = items.filter((i) => i.stack);
    const royals = items.filter((i) => i.challenger);
    const step = side ? 9 : 13;
    // On a whole square the stacks stand in its lower half, clear of the castle or village, and
    // on a castle's square above its name (drawn over the pieces besides, map.js `names`).
    const castle = !side && geo.features[node] && geo.features[node].kind === "castle";
    const middle = side ? cy + (royals.length ? 5 : 0) : castle ? cy + 4 - (stacks.length - 1) * 3 : cy + 8;
    const top = middle - ((stacks.length - 1) * step) / 2;
    stacks.forEach((item, i) => {
      const { stack, seat } = item;
      const colour = colourOf(seat);
      const parts = [];
      if (stack.knights) parts.push(`${stack.knights}K`);
      if (stack.footsoldiers) parts.push(`${stack.footsoldiers}F`);
      const label = parts.join(" ");
      const w = side ? 26 : 34;
      const ht = side ? 10 : 14;
      const y = top + i * step;
      const canPick = seat === mySeat && selectable;
      // Rule 33: allies' stacks on one node share it without battle and fight on one side.
      const allies = stacks.filter((o) => o.seat !== seat && allied(state, seat, o.seat)).map((o) => o.seat);
      const description =
        `${nameOf(seat)}: ${plural(stack.knights, "knight")}, ${plural(stack.footsoldiers, "footsoldier")} at ${node}` +
        (stack.knights_moved || stack.footsoldiers_moved
          ? ` (moved: ${plural(stack.knights_moved, "knight")}, ${plural(stack.footsoldiers_moved, "footsoldier")})`
          : "") +
        (allies.length ? `; allied with ${allies.map(nameOf).join(", ")} here (rule 33)` : "");
      const g = s(
        "g",
        {
          class: `stack${seat === mySeat ? " mine" : ""}${allies.length ? " allied" : ""}${canPick ? " selectable" : ""}${selected === node && seat === mySeat ? " selected" : ""}`,
          "data-node": node,
          "data-seat": seat,
          "data-allies": allies.length ? allies.join(" ") : undefined,
          tabindex: canPick ? 0 : undefined,
          role: canPick ? "button" : undefined,
          "aria-label": canPick ? `Move from ${node}: ${label}` : undefined,
        },
        s("title", {}, description),
        // The whole square (or river side) takes the tap: a target of a square's size.
        canPick ? s("polygon", { points: geo.outline(node), class: "hit" }) : null,
        s("rect", {
          x: cx - w / 2,
          y: y - ht / 2,
          width: w,
          height: ht,
          rx: 3,
          fill: colour,
          class: "stack-token",
        }),
        s(
          "text",
          { x: cx, y: y + (side ? 3 : 4), "text-anchor": "middle", fill: inkOn(colour), class: side ? "small" : undefined },
          label,
        ),
      );
      if (canPick) {
        g.addEventListener("click", () => onStack(node));
        g.addEventListener("keydown", (e) => {
          if (e.key === "Enter" || e.key === " ") {
            e.preventDefault();
            onStack(node);
          }
        });
      }
      layer.append(g);
    });
    royals.forEach((item, i) => {
      const colour = colourOf(item.seat);
      // A whole square's Royal Challengers stand in its top-right corner; on a river side,
      // above its stacks.
      const x = side ? cx + (i - (royals.length - 1) / 2) * 14 : cx + CELL / 2 - 9 - i * 15;
      const y = side ? top - (stacks.length ? step : 0) : cy - CELL / 2 + 9;
      const canPick = item.seat === mySeat && selectable;
      const g = s(
        "g",
        {
          class: `royal${canPick ? " selectable" : ""}${selected === node && item.seat === mySeat ? " selected" : ""}`,
          "data-node": node,
          "data-seat": item.seat,
          tabindex: canPick && !stacks.some((st) => st.seat === mySeat) ? 0 : undefined,
          role: canPick ? "button" : undefined,
        },
        s(
          "title",
          {},
          item.player.prisoner_of !== null && item.player.prisoner_of !== undefined
            ? `${possessive(nameOf(item.seat), { start: true, mark: "'" })} Royal Challenger, prisoner of ${nameOf(item.player.prisoner_of)} at ${node}`
            : `${possessive(nameOf(item.seat), { start: true, mark: "'" })} Royal Challenger at ${node}`,
        ),
        // Alone on his node, like a stack, he takes the tap on the whole square (or river
        // side): a finger's target. With a stack of his there, the stack's square takes it.
        canPick && !stacks.some((st) => st.seat === mySeat) ? s("polygon", { points: geo.outline(node), class: "hit" }) : null,
        s("circle", { cx: x, cy: y, r: side ? 6 : 7.5, fill: colour, class: "royal-token" }),
        s(
          "text",
          { x, y: y + 3, "text-anchor": "middle", fill: inkOn(colour), class: "small" },
          initials(item.player.challenger),
        ),
      );
      if (canPick) {
        g.addEventListener("click", () => onStack(node));
        g.addEventListener("keydown", (e) => {
          if (e.key === "Enter" || e.key === " ") {
            e.preventDefault();
            onStack(node);
          }
        });
      }
      layer.append(g);
    });
  }
}

/** Light up the nodes a planned move can reach; `onPick(node)` when one is clicked. */
export function drawTargets(svg, geo, nodes, { onPick, origin = null } = {}) {
  const layer = svg.querySelector(".targets");
  layer.replaceChildren();
  if (origin) {
    layer.append(s("polygon", { points: geo.outline(origin), class: "origin" }));
  }
  const sidesOf = (square) => nodes.filter((n) => n.startsWith(`${square}/`));
  const fingers = window.matchMedia(FINGERS).matches;
  const split = new Map(); // square -> its two lit sides, taken by one target on a phone
  for (const node of nodes) {
    // A river side lit alone takes the tap on its whole square: half a square is too small
    // for a finger (issue 27). With both sides lit, a phone's tap on the square asks which
    // side (openChooser); a mouse keeps each side's half.
    const square = node.split("/")[0];
    const sides = node.includes("/") ? sidesOf(square) : [];
    if (sides.length > 1 && fingers) {
      if (!split.has(square)) split.set(square, sides);
      continue;
    }
    layer.append(target(geo, node, sides.length === 1 ? square : node, () => onPick(node)));
  }
  for (const [square, sides] of split) {
    const whole = target(geo, null, square, (el, keyed) => openChooser(svg, geo, { square, sides, onPick }, el, keyed));
    whole.classList.add("split");
    whole.dataset.square = square;
    whole.dataset.nodes = sides.join(" ");
    whole.setAttribute("aria-label", `Move to ${square}: choose a side of the river`);
    whole.setAttribute("aria-haspopup", "true");
    whole.querySelector("title").textContent = `Move to ${square}: ${sides.map((n) => bankName(n)).join(" or ")}`;
    layer.append(whole);
  }
  keepChooser(svg, split, onPick);
}

/** One lit target: `node`'s move drawn over the outline of `shape` (a square or a river side). */
function target(geo, node, shape, act) {
  const label = node ? `Move to ${geo.describe(node)}` : "";
  const el = s(
    "polygon",
    { points: geo.outline(shape), class: "target", "data-node": node || undefined, tabindex: 0, role: "button", "aria-label": label },
    s("title", {}, label),
  );
  el.addEventListener("click", () => act(el, false));
  el.addEventListener("keydown", (e) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      act(el, true);
    }
  });
  return el;
}

// -- the river chooser (issue 27): both sides of a split square lit, on a phone -------------------
const FINGERS = "(pointer: coarse), (max-width: 40rem)"; // as kingdom.css's finger-sized controls
const COMPASS_WORDS = { N: "north", E: "east", S: "south", W: "west" };
let chooser = null; // {square, sides, el, target, onPick}

/** "H19/NW" → "north-west bank". */
export function bankName(node) {
  return `${[...node.split("/")[1]].map((c) => COMPASS_WORDS[c]).join("-")} bank`;
}

/** A small box beside the tapped square with one button (44 px or more) per side of the river;
 * the side chosen is the move's destination, as a click on that half is with a mouse. */
function openChooser(svg, geo, { square, sides, onPick }, el, keyed) {
  closeChooser();
  const host = svg.closest("figure") || svg.parentElement;
  const box = h(
    "div",
    { class: "river-chooser", role: "group", "aria-label": `Which side of the river at ${square}?`, "data-square": square },
    h("p", {}, `${geo.describe(square)} — which side?`),
    sides.map((node) =>
      h("button", { type: "button", class: "tap", "data-node": node, onclick: () => chooseSide(node) }, `Move to the ${bankName(node)} (${node})`),
    ),
    h("button", { type: "button", class: "tap", onclick: () => closeChooser(true) }, "Cancel"),
  );
  host.append(box);
  chooser = { square, sides, el: box, target: el, onPick, frame: svg.parentElement };
  placeChooser();
  chooser.frame.addEventListener("scroll", placeChooser);
  box.scrollIntoView({ block: "nearest" });
  if (keyed) box.querySelector("button").focus();
}

/** The chooser just under its square (the map may have been panned meanwhile). */
function placeChooser() {
  if (!chooser) return;
  const box = chooser.el;
  const at = chooser.target.getBoundingClientRect();
  const host = box.offsetParent ? box.offsetParent.getBoundingClientRect() : { left: 0, top: 0, width: innerWidth };
  const left = Math.min(Math.max(0, at.left - host.left), Math.max(0, host.width - box.offsetWidth));
  box.style.left = `${left}px`;
  box.style.top = `${at.bottom - host.top + 4}px`;
}

function chooseSide(node) {
  const pick = chooser && chooser.onPick;
  closeChooser();
  if (pick) pick(node);
}

/** Close the chooser; `refocus` puts the keyboard back on the square's target. */
function closeChooser(refocus = false) {
  if (!chooser) return;
  const { el, target: square, frame } = chooser;
  chooser = null;
  frame.removeEventListener("scroll", placeChooser);
  el.remove();
  if (refocus && square.isConnected) square.focus();
}

/** After a redraw: the chooser stays while its square's two sides are still lit. */
function keepChooser(svg, split, onPick) {
  if (!chooser) return;
  const sides = split.get(chooser.square);
  if (!sides || sides.join(" ") !== chooser.sides.join(" ")) {
    closeChooser();
    return;
  }
  chooser.onPick = onPick;
  chooser.target = svg.querySelector(`.target.split[data-square="${chooser.square}"]`) || chooser.target;
  placeChooser();
}

// Escape, or a tap anywhere but the chooser and its square, closes it.
document.addEventListener("keydown", (e) => {
  if (e.key === "Escape" && chooser) closeChooser(true);
});
document.addEventListener("click", (e) => {
  if (!chooser || !e.target.closest) return;
  if (e.target.closest(".river-chooser") || e.target.closest(".target.split") === chooser.target) return;
  closeChooser();
});

export function legend() {
  const item = (colour, text) =>
    h("li", {}, h("span", { class: "swatch", style: `background:${colour}` }), text);
  return h(
    "ul",
    { class: "legend" },
    item(TERRAIN_COLOURS.plain, "plain"),
    item(TERRAIN_COLOURS.forest, "forest"),
    item(TERRAIN_COLOURS.marsh, "marsh"),
    item(TERRAIN_COLOURS.mountain, "mountain"),
    item(TERRAIN_COLOURS.sea, "sea"),
    h("li", {}, "Villages: ", Object.entries(COMMODITY_CODES).map(([k, v]) => `${v} ${k}`).join(", ")),
    h("li", {}, "Stacks: K knights, F footsoldiers; a circle is a Royal Challenger; a flag a standard"),
    h(
      "li",
      { class: "legend-allied" },
      h("span", { class: "swatch allied-swatch", "aria-hidden": "true" }),
      "allies' stacks sharing a square (they fight on one side, rule 33)",
    ),
  );
}

// -- zoom and pan (issue 18) ----------------------------------------------------------------------
export const TAP_PX = 44; // the least size of a tap target on a phone

/**
 * Make the map in `frame` (a scrolling box around `svg`) zoomable: `zoomTo(zoom, focus)`, the
 * buttons' steps, pinch (two pointers), Ctrl + wheel (a trackpad's pinch), and dragging with the
 * mouse to pan; a finger pans by scrolling the frame. `tapZoom()` is the zoom at which a square
 * is TAP_PX pixels wide; `centreOn(points)` scrolls the frame to the middle of map points.
 */
export function zoomable(frame, svg, { onChange = () => {} } = {}) {
  const view = { zoom: 1 };
  const box = () => svg.viewBox.baseVal;
  const size = (zoom) => {
    const width = frame.clientWidth * zoom;
    return [width, (width * box().height) / box().width];
  };
  const maxZoom = () => Math.max(4, tapZoom() * 1.5);

  function tapZoom() {
    const cell = (frame.clientWidth * CELL) / (box().width || 1);
    return Math.max(1, TAP_PX / (cell || 1));
  }

  function zoomTo(zoom, focus = null) {
    const next = Math.min(maxZoom(), Math.max(1, zoom));
    const rect = frame.getBoundingClientRect();
    const fx = focus ? focus[0] - rect.left : frame.clientWidth / 2;
    const fy = focus ? focus[1] - rect.top : frame.clientHeight / 2;
    const [w0, h0] = size(view.zoom);
    const px = (frame.scrollLeft + fx) / w0;
    const py = (frame.scrollTop + fy) / h0;
    view.zoom = next;
    const zoomed = next > 1.001;
    frame.classList.toggle("zoomed", zoomed);
    svg.style.width = zoomed ? `${size(next)[0]}px` : "";
    if (zoomed) {
      const [w1, h1] = size(next);
      frame.scrollLeft = px * w1 - fx;
      frame.scrollTop = py * h1 - fy;
    }
    onChange(view.zoom);
  }

  /** Scroll so that the middle of `points` (map units) is in the middle of the frame; when they
   * do not all fit, the first point (the Royal Challenger's, say) is. */
  function centreOn(points) {
    if (!points.length || view.zoom <= 1.001) return;
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    const [w, hgt] = size(view.zoom);
    const scale = w / box().width;
    const fits = (Math.max(...xs) - Math.min(...xs)) * scale <= frame.clientWidth - 2 * TAP_PX && (Math.max(...ys) - Math.min(...ys)) * scale <= frame.clientHeight - 2 * TAP_PX;
    const [x, y] = fits ? [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2] : points[0];
    frame.scrollLeft = ((x - box().x) / box().width) * w - frame.clientWidth / 2;
    frame.scrollTop = ((y - box().y) / box().height) * hgt - frame.clientHeight / 2;
  }

  // Pinch: two pointers on the frame; a mouse drags the map.
  const pointers = new Map();
  let pinch = null;
  let drag = null;
  let dragged = false;
  const gap = () => {
    const [a, b] = [...pointers.values()];
    return [Math.hypot(a[0] - b[0], a[1] - b[1]), [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]];
  };
  frame.addEventListener("pointerdown", (e) => {
    pointers.set(e.pointerId, [e.clientX, e.clientY]);
    if (pointers.size === 2) {
      pinch = { distance: gap()[0], zoom: view.zoom };
      drag = null;
    } else if (e.pointerType === "mouse" && e.button === 0) {
      drag = { x: e.clientX, y: e.clientY, left: frame.scrollLeft, top: frame.scrollTop };
      dragged = false;
    }
  });
  frame.addEventListener("pointermove", (e) => {
    if (!pointers.has(e.pointerId)) return;
    pointers.set(e.pointerId, [e.clientX, e.clientY]);
    if (pinch && pointers.size === 2) {
      const [distance, middle] = gap();
      if (pinch.distance > 0) zoomTo((pinch.zoom * distance) / pinch.distance, middle);
      e.preventDefault();
    } else if (drag && view.zoom > 1.001) {
      const dx = e.clientX - drag.x;
      const dy = e.clientY - drag.y;
      if (!dragged && Math.hypot(dx, dy) < 6) return;
      dragged = true;
      frame.scrollLeft = drag.left - dx;
      frame.scrollTop = drag.top - dy;
    }
  });
  const release = (e) => {
    pointers.delete(e.pointerId);
    if (pointers.size < 2) pinch = null;
    drag = null;
  };
  for (const type of ["pointerup", "pointercancel", "pointerleave"]) frame.addEventListener(type, release);
  // A drag that panned the map is no click on what lies under the pointer.
  frame.addEventListener(
    "click",
    (e) => {
      if (dragged) {
        e.stopPropagation();
        e.preventDefault();
        dragged = false;
      }
    },
    true,
  );
  frame.addEventListener(
    "wheel",
    (e) => {
      if (!e.ctrlKey && !e.metaKey) return; // a plain wheel scrolls (the page, or the zoomed map)
      e.preventDefault();
      zoomTo(view.zoom * Math.exp(-e.deltaY * 0.0025), [e.clientX, e.clientY]);
    },
    { passive: false },
  );
  return { view, zoomTo, tapZoom, centreOn };
}
