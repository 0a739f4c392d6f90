// Beside the dice prompt (issue 34), right under "Now: … rolls", so whoever types the face
// need not scroll to the reports far below:
// - a battle waiting for a die: its square, the table it is fought on, both sides' pieces and
//   the last round's result (the full report stays in the "Battle under way" panel, #battle);
// - a tournament: who rides against whom now, and the running tally of points (rule 7);
// - a tie: after a tied throw the same players are asked again, and this says why.
// Drawn from the game's state and the log (the log's last lines come in after the decisions
// are drawn: `drawBeside` fills the box again then).

import { h, clear, plural } from "../ui.js";
import { nameOf, page, state } from "./state.js";

/** The box's place in the decisions, filled now and again once the log has caught up. */
export function besidePlace() {
  const box = h("div", { id: "beside", "aria-live": "polite" });
  fillAll(box);
  return box;
}

/** Fill the box again (the log's last lines came in after the decisions were drawn). */
export function drawBeside() {
  const box = document.getElementById("beside");
  if (box) fillAll(box);
}

function fillAll(box) {
  const battle = h("div", { id: "battle-beside", class: "battle-beside" });
  fill(battle);
  clear(box, tieNote(), joustNote(), battle.hidden ? null : battle);
}

/** The rolls of the same purpose at the end of the log, if the die asked now is thrown again
 * after a tie: the tied round's highest throw and who threw it ("Tie at 6: Ann and Bors throw
 * again", rule 4 iv for the order, house 9 for an auction's roll-off). */
const TIED_AGAIN = new Set(["order", "auction", "duel"]); // rules 4 iv, 19 i; house 9

function tieNote() {
  const st = state();
  const roll = st && st.pending.find((d) => d.kind === "roll");
  if (!roll || roll.seat === null) return null;
  const purpose = roll.detail && roll.detail.purpose;
  if (!TIED_AGAIN.has(purpose)) return null; // a joust's second attempt is no tie (rule 7 ii)
  const series = [];
  for (let i = page.events.length - 1; i >= 0; i -= 1) {
    const e = page.events[i];
    if (e.type !== "die_rolled" || e.purpose !== purpose) break;
    series.unshift(e);
  }
  // The series in rounds: a round ends where a seat that threw in it throws again.
  const rounds = [];
  for (const e of series) {
    if (!rounds.length || rounds[rounds.length - 1].some((r) => r.seat === e.seat)) rounds.push([]);
    rounds[rounds.length - 1].push(e);
  }
  if (!rounds.length) return null;
  const mine = (r) => r.some((e) => e.seat === roll.seat);
  // The round he threw in last: the last one, or the one before a round begun without him.
  const round = mine(rounds[rounds.length - 1]) ? rounds[rounds.length - 1] : rounds[rounds.length - 2];
  if (!round || !mine(round)) return null;
  const best = Math.max(...round.map((e) => e.face));
  const tied = round.filter((e) => e.face === best).map((e) => e.seat);
  if (tied.length < 2 || !tied.includes(roll.seat)) return null;
  return h(
    "p",
    { class: "tie-note", id: "tie-note", role: "status" },
    h("strong", {}, `Tie at ${best}: `),
    `${tied.map(nameOf).join(" and ")} threw the same, so they throw again (${round[0].rule}).`,
  );
}

/** A tournament under way: who rides against whom, and every rider's points (rule 7). */
function joustNote() {
  const st = state();
  const j = st && st.joust;
  if (!j || !j.riders || !j.riders.length) return null;
  const pair = j.pairs && j.pairs[0];
  const tally = j.riders.map((s) => `${nameOf(s)} ${j.points[s] ?? j.points[String(s)] ?? 0}`).join(", ");
  return h(
    "div",
    { class: "joust-beside", id: "joust-beside" },
    h("p", {}, h("strong", {}, `${nameOf(j.host)}’s tournament`), pair ? ` · ${nameOf(pair[0])} rides against ${nameOf(pair[1])} (attempt ${j.attempt})` : ""),
    h("p", { class: "joust-tally" }, `Points so far: ${tally} (rule 7)`),
  );
}

function side(st, seat, node, role) {
  const stack = st.players[seat].stacks[node] || { knights: 0, footsoldiers: 0 };
  const parts = [];
  if (stack.knights) parts.push(plural(stack.knights, "knight"));
  if (stack.footsoldiers) parts.push(plural(stack.footsoldiers, "footsoldier"));
  if (st.players[seat].challenger_at === node) parts.push("the Royal Challenger");
  return h("li", { "data-seat": seat }, h("strong", {}, `${nameOf(seat)}`), ` (${role}): ${parts.join(", ") || "no piece left"}`);
}

/** The battle's square in the middle of the map, zoomed to a finger's size on a phone. */
function showOnMap(node) {
  const map = page.mapView;
  if (!map || !page.geo) return;
  if (map.tapZoom() > 1.3 && map.view.zoom < map.tapZoom()) map.zoomTo(map.tapZoom());
  map.centreOn([page.geo.centre(node)]);
  document.getElementById("map-frame").scrollIntoView({ block: "center" });
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
    h(
      "p",
      { class: "battle-beside-last" },
      result,
      " ",
      h("a", { href: "#battle" }, "Full report"),
      " · ",
      h("button", { type: "button", class: "link", id: "battle-on-map", onclick: () => showOnMap(b.node) }, `${b.node} on the map`),
    ),
  );
}
