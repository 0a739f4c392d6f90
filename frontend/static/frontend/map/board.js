// The board drawn as an SVG map from GET /api/board/: terrain, coast, grid labels, rivers and
// bridges, castles, villages and mystic sites, and the map's legend.

import { h } from "../ui.js";
import { CELL, DELTA, EDGES, EDGE_RING, Geometry, RING, edgeTowards, squareName } from "./geometry.js";

const NS = "http://www.w3.org/2000/svg";
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

/** An SVG element, as `h` makes an HTML one. */
export const s = (tag, attrs = {}, ...children) => h(tag, { ns: NS, ...attrs }, ...children);

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

/** The map's key: the terrains' colours, the villages' commodities and the pieces. */
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
