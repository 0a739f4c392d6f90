// The river chooser (issue 27): on a phone, a tap on a square whose two river sides are both lit
// opens a small box with one finger-sized button per side, beside the square.

import { h } from "../ui.js";

export const FINGERS = "(pointer: coarse), (max-width: 40rem)"; // as kingdom.css's finger-sized controls
const COMPASS_WORDS = { N: "north", E: "east", S: "south", W: "west" };
let chooser = null; // {square, sides, el, target, onPick}

/** "H19/NW" → "north-west bank". */
export function bankName(node) {
  return `${[...node.split("/")[1]].map((c) => COMPASS_WORDS[c]).join("-")} bank`;
}

/** A small box beside the tapped square with one button (44 px or more) per side of the river;
 * the side chosen is the move's destination, as a click on that half is with a mouse. */
export function openChooser(svg, geo, { square, sides, onPick }, el, keyed) {
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
export function keepChooser(svg, split, onPick) {
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
