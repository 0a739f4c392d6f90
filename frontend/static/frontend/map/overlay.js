// The game's overlay on the board: the standards, the stacks (river sides in their half of the
// square, allies' marked) and the Royal Challengers, the viewer's own to pick for a move.

import { inkOn, plural, possessive } from "../ui.js";
import { s } from "./board.js";
import { CELL } from "./geometry.js";

const initials = (key) => (key ? key[0].toUpperCase() + key[1] : "?");

/** Whether two seats are allied (rule 33: `state.alliances` holds [low, high] pairs). */
export function allied(state, a, b) {
  return (state.alliances || []).some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/**
 * Draw the game's pieces. `colourOf(seat)` gives a seat's colour; `mine(seat)` whether the seat
 * is the viewer's; `onStack(node)` is called when the viewer picks one of his stacks.
 */
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
    // on a castle's square above its name (drawn over the pieces besides, map/board.js `names`).
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
      if (canPick) pickable(g, () => onStack(node));
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
      if (canPick) pickable(g, () => onStack(node));
      layer.append(g);
    });
  }
}

/** A piece that picks its square: a click, or Enter or Space from the keyboard. */
function pickable(g, pick) {
  g.addEventListener("click", pick);
  g.addEventListener("keydown", (e) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      pick();
    }
  });
}
