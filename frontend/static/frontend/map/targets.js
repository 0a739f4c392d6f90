// The squares a planned move can reach, lit on the map: a square or river side a tap (or Enter)
// moves to; a phone's tap on a square split by the river asks which side (map/chooser.js).

import { s } from "./board.js";
import { FINGERS, bankName, keepChooser, openChooser } from "./chooser.js";

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
