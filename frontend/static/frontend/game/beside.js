// The battle beside the dice prompt (issue 34): while a battle waits for a die, its square, the
// table it is fought on, both sides' pieces and the last round's result stand right under
// "Now: … rolls", so whoever types the face need not scroll to the battle report far below.
// Drawn from the game's state (the battle under way, the stacks on its square) and the log's
// last round there; the full report stays in the "Battle under way" panel (#battle).

import { h, clear, plural } from "../ui.js";
import { nameOf, page, state } from "./state.js";

/** The box's place in the decisions, filled now and again once the log has caught up. */
export function besidePlace() {
  const box = h("div", { id: "battle-beside", class: "battle-beside", "aria-live": "polite" });
  fill(box);
  return box;
}

/** Fill the box again (the log's last round came in after the decisions were drawn). */
export function drawBeside() {
  const box = document.getElementById("battle-beside");
  if (box) fill(box);
}

function side(st, seat, node, role) {
  const stack = st.players[seat].stacks[node] || { knights: 0, footsoldiers: 0 };
  const parts = [];
  if (stack.knights) parts.push(plural(stack.knights, "knight"));
  if (stack.footsoldiers) parts.push(plural(stack.footsoldiers, "footsoldier"));
  if (st.players[seat].challenger_at === node) parts.push("the Royal Challenger");
  return h("li", { "data-seat": seat }, h("strong", {}, `${nameOf(seat)}`), ` (${role}): ${parts.join(", ") || "no piece left"}`);
}

function fill(box) {
  const st = state();
  const b = st && st.battle;
  if (!b) {
    box.hidden = true;
    clear(box);
    return;
  }
  box.hidden = false;
  box.dataset.node = b.node;
  const rounds = page.events.filter((e) => e.type === "battle_round" && e.node === b.node);
  const last = rounds[rounds.length - 1];
  const result = last
    ? `Last round (${last.round}): ${nameOf(last.attacker)} ${last.attacker_score} (${last.attacker_action}) against ${nameOf(last.defender)} ${last.defender_score} (${last.defender_action}): ${last.result}.`
    : "No round fought yet.";
  clear(
    box,
    h("p", {}, h("strong", {}, `Battle at ${b.node}`), ` · table ${b.table} · round ${Math.max(b.round, 1)}`),
    h("ul", {}, side(st, b.attacker, b.node, "attacker"), side(st, b.defender, b.node, "defender")),
    h("p", { class: "battle-beside-last" }, result, " ", h("a", { href: "#battle" }, "Full report")),
  );
}
