// The move in progress and acting: sending an action (again once, when only others' doings made
// it stale), the exact odds of a planned battle, and a move being planned — its stack, its
// pieces, the squares they can reach and the attack it may start.

import { act, get, query } from "../api.js";
import { allied, drawTargets, parseSquare } from "../map.js";
import { clear, clearMessages, h, plural, ruleBadge, showError, showErrorAt, stableJson } from "../ui.js";
import { expectOwnAction } from "./outcome.js";
import { $, gameId, loadEvents, loadGame, moverSeat, myDecision, myDecisions, mySeat, nameOf, page, redraw, refresh, setBusy, setGame, state, takeLegal } from "./state.js";

// -- acting -------------------------------------------------------------------------------------
/** What your decisions depend on: when only others' doings moved the version on, an action
 * chosen against the older version is still the same choice. */
function situation() {
  const st = state();
  const seats = [...new Set([mySeat(), ...myDecisions().map((d) => d.seat)])].filter((s) => s !== null);
  const them = st ? seats.map((s) => st.players[s]).map((p) => [p.stacks, p.hand, p.gold, p.challenger_at]) : null;
  return stableJson([myDecisions(), them, st && st.control]);
}

// The control the player last used (a button clicked, a form submitted): an action's error is
// shown beside it (issue 18), not at the top of the page.
let lastControl = null;
document.addEventListener("click", (e) => {
  if (!e.target.closest || e.target.closest("dialog")) return; // a confirmation: the asker stays
  // A click on the map acts for the move panel; elsewhere, the control clicked (or none).
  const onMap = e.target.closest("#map, .river-chooser"); // the river chooser acts for the map
  lastControl = onMap ? document.querySelector('#decisions .decision[data-kind="move"] .move-panel') : e.target.closest("button, input, select, a");
}, true);
document.addEventListener("submit", (e) => {
  lastControl = e.submitter || e.target;
}, true);

/** Where the control was, to find it again when the panels were redrawn meanwhile (after a 409
 * the page reloads the game): its id, else its panel's kind and its words, else its panel. */
function placeOf(control) {
  if (!control) return null;
  const panel = control.closest(".decision");
  return { control, id: control.id, kind: panel ? panel.dataset.kind : null, text: control.textContent };
}

function findAgain(place) {
  if (!place) return null;
  if (place.control.isConnected) return place.control;
  if (place.id && !/-\d+$/.test(place.id) && document.getElementById(place.id)) return document.getElementById(place.id);
  const panel = place.kind && document.querySelector(`#decisions .decision[data-kind="${place.kind}"]`);
  if (!panel) return null;
  return [...panel.querySelectorAll("button")].find((b) => b.textContent === place.text) || panel;
}

export async function submit(action, { seat, control } = {}) {
  if (page.busy) return;
  const place = placeOf(control || lastControl);
  setBusy(true);
  clearMessages();
  try {
    let answer;
    try {
      const before = situation();
      expectOwnAction(page.game.version); // its outcome is shown where you look (outcome.js)
      answer = await act(gameId, action, { version: page.game.version, seat }).catch(async (err) => {
        if (err.code !== "stale_version") throw err;
        // Someone else acted meanwhile (another sealed bid, say): try again if nothing of
        // yours changed, otherwise let the player look again.
        await loadGame();
        if (situation() !== before) throw err;
        expectOwnAction(page.game.version);
        return act(gameId, action, { version: page.game.version, seat });
      });
    } catch (err) {
      if (err.status === 409) {
        await loadGame().catch(() => {});
        await refresh().catch(() => {});
      }
      throw err;
    }
    page.move = null;
    // The answer is the game as you see it (the host of a table sees every seat he enters for).
    setGame(answer.game);
    takeLegal(answer);
    await refresh({ events: false });
  } catch (err) {
    showErrorAt(findAgain(place), err);
    return;
  } finally {
    setBusy(false);
  }
  // The new panels take clicks at once; the log and the battle follow.
  await loadEvents().catch(showError);
}

// -- odds ---------------------------------------------------------------------------------------
export function forcesAt(node, seat) {
  const p = state().players[seat];
  const st = p && p.stacks[node];
  return st ? [st.knights, st.footsoldiers] : [0, 0];
}

function holderOf(node, defender) {
  const square = node.split("/")[0];
  if (state().control[square] !== defender) return null;
  const f = page.geo.features[square];
  return f && (f.kind === "castle" || f.kind === "village") ? f.kind : null;
}

function addOneCards(seat) {
  const hand = state().players[seat].hand;
  if (!Array.isArray(hand)) return 0;
  return hand.filter((c) => page.decks.fortune[c] && page.decks.fortune[c].effect.kind === "add_one").length;
}

function hasPieces(seat, node) {
  const p = state().players[seat];
  const st = p && !p.eliminated && p.stacks[node];
  return Boolean(st && st.knights + st.footsoldiers > 0);
}

/** The allies of `leader` on `node` who fight on his side against `against` (rule 33, the
 * engine's `alliances.side_allies`): an ally of both sides stands aside (house 27). */
function sideAllies(node, leader, against) {
  const st = state();
  return st.players
    .map((p) => p.seat)
    .filter(
      (seat) =>
        seat !== leader &&
        !against.includes(seat) &&
        hasPieces(seat, node) &&
        allied(st, seat, leader) &&
        !against.some((other) => allied(st, seat, other)),
    );
}

/** Who fights with the attacker and with the defender at `node` (the engine's `alliances.sides`:
 * the defender's allies join first). */
export function battleSides(node, attackerSeat, defender) {
  const defending = sideAllies(node, defender, [attackerSeat]);
  const attacking = sideAllies(node, attackerSeat, [defender, ...defending]);
  return { attacking, defending };
}

/** Who leads the side you would attack at `node` with `enemy` in it: the square's controller
 * when he is on that side, else the enemy (the engine's `alliances.defending_sides`, house 27). */
function defenderAt(node, enemy) {
  const side = [enemy, ...sideAllies(node, enemy, [moverSeat()])];
  const controller = state().control[node.split("/")[0]];
  return side.includes(controller) ? controller : enemy;
}

function sum(seats, node) {
  return seats.reduce(
    ([k, f], seat) => {
      const [sk, sf] = forcesAt(node, seat);
      return [k + sk, f + sf];
    },
    [0, 0],
  );
}

export async function odds(attacker, attackerSeat, node, defender) {
  const defending = forcesAt(node, defender);
  const guardian = state().royal_guardian;
  const sides = battleSides(node, attackerSeat, defender);
  const attackerAlly = sum(sides.attacking, node);
  const defenderAlly = sum(sides.defending, node);
  const o = await get(
    `/api/games/${gameId}/odds/?${query({
      attacker_knights: attacker[0],
      attacker_footsoldiers: attacker[1],
      defender_knights: defending[0],
      defender_footsoldiers: defending[1],
      holder: holderOf(node, defender),
      attacker_cards: addOneCards(attackerSeat),
      attacker_guardian: guardian === attackerSeat,
      defender_guardian: guardian === defender,
      ...(attackerAlly[0] + attackerAlly[1] ? { attacker_ally_knights: attackerAlly[0], attacker_ally_footsoldiers: attackerAlly[1] } : {}),
      ...(defenderAlly[0] + defenderAlly[1] ? { defender_ally_knights: defenderAlly[0], defender_ally_footsoldiers: defenderAlly[1] } : {}),
    })}`,
  );
  return { ...o, allies: { attacking: sides.attacking, defending: sides.defending, node } };
}

/** The allies counted in the odds, in words (rule 33), or null when none fights. */
function alliesLine(o) {
  if (!o.allies) return null;
  const { attacking, defending, node } = o.allies;
  if (!attacking.length && !defending.length) return null;
  const list = (seats) =>
    seats
      .map((seat) => {
        const [k, f] = forcesAt(node, seat);
        return `${nameOf(seat)} (${k}K ${f}F)`;
      })
      .join(", ");
  const bits = [];
  if (attacking.length) bits.push(`on the attacker's side: ${list(attacking)}`);
  if (defending.length) bits.push(`on the defender's side: ${list(defending)}`);
  return h(
    "p",
    { class: "odds-allies" },
    `Allied pieces counted — ${bits.join("; ")}. Casualties are taken from each side's leader first `,
    ruleBadge("rule 33"),
    ".",
  );
}

/** A side's pieces in the odds' caption, its allies' after a plus (rule 33). */
const side = (leader, ally) => `${leader[0]}K ${leader[1]}F${ally ? ` + ${ally[0]}K ${ally[1]}F allied` : ""}`;
const pct = (x) => `${(x * 100).toFixed(1)}%`;

export function oddsView(o) {
  return h(
    "div",
    { class: "odds-view" },
    h(
      "table",
      { class: "odds-table" },
      h("caption", {}, `${side(o.attacker, o.attacker_ally)} against ${side(o.defender, o.defender_ally)} (exact odds)`),
      h(
        "tbody",
        {},
        h("tr", {}, h("th", { scope: "row" }, "Attacker wins"), h("td", {}, pct(o.attacker_wins))),
        h("tr", {}, h("th", { scope: "row" }, "Defender wins"), h("td", {}, pct(o.defender_wins))),
        h("tr", {}, h("th", { scope: "row" }, "Inconclusive"), h("td", {}, pct(o.inconclusive))),
        o.delayed ? h("tr", {}, h("th", { scope: "row" }, "Assault delayed"), h("td", {}, pct(o.delayed))) : null,
        h(
          "tr",
          {},
          h("th", { scope: "row" }, "Expected losses"),
          h(
            "td",
            {},
            `you ${o.attacker_knights_lost.toFixed(1)}K ${o.attacker_footsoldiers_lost.toFixed(1)}F; ` +
              `they ${o.defender_knights_lost.toFixed(1)}K ${o.defender_footsoldiers_lost.toFixed(1)}F`,
          ),
        ),
        h(
          "tr",
          {},
          h("th", { scope: "row" }, "Wages set aside"),
          h("td", {}, `${o.attacker_wages} gold (expected purse change ${o.attacker_gold.toFixed(1)})`),
        ),
        h("tr", {}, h("th", { scope: "row" }, "Expected rounds"), h("td", {}, o.expected_rounds.toFixed(1))),
      ),
    ),
    alliesLine(o),
    o.delayed
      ? h(
          "p",
          { class: "small", "data-line": "delayed" },
          `Assault delayed (${pct(o.delayed)}): a siege of a castle or village breaks off when the siege table (table 3) says so — no side wins, both pay their wages to the bank, your pieces stay where they are, and you may take the assault up again at a later End movement `,
          ruleBadge("rule 18 i"),
          ".",
        )
      : null,
    h("p", { class: "muted small" }, "The defender's add-one cards are secret and counted as none (rule 13)."),
  );
}

// -- movement -----------------------------------------------------------------------------------
function myNodes() {
  const p = state().players[moverSeat()];
  const nodes = new Set(Object.keys(p.stacks).filter((n) => p.stacks[n].knights + p.stacks[n].footsoldiers > 0));
  if (p.challenger_at) nodes.add(p.challenger_at);
  return [...nodes].sort();
}

function freeMoveCards() {
  const hand = state().players[moverSeat()].hand;
  return Array.isArray(hand) ? hand.filter((c) => page.decks.fortune[c] && page.decks.fortune[c].effect.kind === "free_move") : [];
}

/** The pieces at `node` that may move: those that have not moved this turn, or with free-move
 * cards (`again`, rule 10) those that have too. A challenger recovering in his castle (rules 7 v,
 * 21 iii b) or a prisoner stays where he is. */
function available(node, again = false) {
  const p = state().players[moverSeat()];
  const st = p.stacks[node];
  const held = p.prisoner_of !== null || p.stays_home_turn === p.turns_taken;
  return {
    knights: st ? st.knights - (again ? 0 : st.knights_moved) : 0,
    footsoldiers: st ? st.footsoldiers - (again ? 0 : st.footsoldiers_moved) : 0,
    challenger: p.challenger_at === node && !held && (again || !p.challenger_moved),
  };
}

export function pickOrigin(node, { follow = false } = {}) {
  if (!myDecision("move")) return;
  let free = available(node);
  // A stack that has moved already goes again on a card: one piece a card (rule 10).
  const again = !free.knights && !free.footsoldiers && !free.challenger && freeMoveCards().length > 0;
  if (again) {
    const all = available(node, true);
    free = all.knights ? { knights: 1, footsoldiers: 0, challenger: false } : all.footsoldiers ? { knights: 0, footsoldiers: 1, challenger: false } : all;
  }
  page.move = {
    seat: moverSeat(), // at a table, the host moves the pieces of the seat whose move it is
    origin: node,
    knights: free.knights,
    footsoldiers: free.footsoldiers,
    challenger: free.challenger,
    freeMove: again,
    part: again, // "only some of it" (issue 34): the boxes as the player set them, not the whole stack
    reachable: null,
    follow, // chosen from the list: the map pans to it (issue 27)
    reachableFor: null, // the fields' values the squares lit were asked for
  };
  // Every pick draws the form anew with the values it will send, even the same stack picked
  // again after "— pick a stack —" (issue 27: the boxes kept old numbers while the whole stack
  // was sent).
  page.panelsKey = null;
  redraw();
  fetchReachable();
  // The page stays where it is: the squares the pieces can reach light up on the map in view.
}

/** "The whole stack" or "only some of it" (issue 34): the boxes filled with every piece that
 * may move, or emptied (0, 0, the challenger not ticked), so that nothing moves until the
 * player types or ticks what goes. The form is drawn anew with the values it will send. */
function moveAmount(part) {
  const m = page.move;
  if (!m) return;
  const free = available(m.origin, m.freeMove);
  m.part = part;
  m.knights = part ? 0 : free.knights;
  m.footsoldiers = part ? 0 : free.footsoldiers;
  m.challenger = part ? false : free.challenger;
  m.reachable = null;
  m.reachableFor = null;
  page.panelsKey = null;
  redraw();
  fetchReachable();
  if (part) {
    const first = ["move-knights", "move-footsoldiers", "move-challenger"].map((id) => $(id)).find((e) => e && !e.disabled);
    if (first) first.focus();
  }
}

/** A box changed by hand: the form now shows only some of the stack (its other boxes as they are). */
function partChosen() {
  const m = page.move;
  if (!m || m.part) return;
  m.part = true;
  const some = $("move-part");
  if (some) some.checked = true;
}

/** "— pick a stack —": no stack is picked, no square lit, nothing can be sent. */
function unpick() {
  page.move = null;
  page.panelsKey = null;
  redraw();
}

/** The move exactly as the form shows it: the stack chosen, the numbers in the boxes, the boxes
 * ticked (issue 27). A box left empty or not a whole number in range: null, nothing is sent. */
function shownMove() {
  const m = page.move;
  if (!m) return null;
  const origin = $("move-origin");
  if (!origin || origin.value !== m.origin) return null;
  const count = (id) => {
    const input = $(id);
    if (!input) return 0;
    if (input.value.trim() === "") return null;
    const n = Number(input.value);
    const max = Number(input.max);
    return Number.isInteger(n) && n >= 0 && n <= max ? n : null;
  };
  const ticked = (id) => Boolean($(id) && $(id).checked);
  const shown = {
    origin: m.origin,
    knights: count("move-knights"),
    footsoldiers: count("move-footsoldiers"),
    challenger: ticked("move-challenger"),
    free_move: ticked("move-free"),
  };
  return shown.knights === null || shown.footsoldiers === null ? { ...shown, invalid: true } : shown;
}

const shownKey = (shown) => (shown && !shown.invalid ? stableJson(shown) : null);

/** The form changed: what was lit for the old values is gone at once, and asked again. */
function formChanged() {
  const m = page.move;
  if (!m) return;
  m.reachable = null;
  m.reachableFor = null;
  const box = $("attack-confirm");
  if (box) box.hidden = true;
  renderTargets();
  renderMoveTargets();
  fetchReachable();
}

let reachableTimer = null;
let reachableToken = 0;

function fetchReachable() {
  clearTimeout(reachableTimer);
  reachableTimer = setTimeout(async () => {
    const m = page.move;
    if (!m) return;
    const shown = shownMove();
    if (!shown || shown.invalid || (shown.knights + shown.footsoldiers === 0 && !shown.challenger)) {
      m.reachable = {};
      m.reachableFor = null;
      renderTargets();
      renderMoveTargets();
      return;
    }
    const token = (reachableToken += 1);
    try {
      const data = await get(
        `/api/games/${gameId}/reachable/?${query({
          origin: shown.origin,
          knights: shown.knights,
          footsoldiers: shown.footsoldiers,
          challenger: shown.challenger,
          free_move: shown.free_move,
          ...(m.seat !== mySeat() ? { seat: m.seat } : {}),
        })}`,
      );
      if (token !== reachableToken || page.move !== m || shownKey(shownMove()) !== shownKey(shown)) return;
      m.reachable = data.reachable;
      m.refused = data.refused || {};
      m.reachableFor = shownKey(shown);
      renderTargets();
      renderMoveTargets();
      if (m.follow) followOnMap(m);
    } catch (err) {
      showError(err);
    }
  }, 150);
}

/** The seats you would fight at `node` (your allies' pieces share it without battle, rule 33). */
export function enemiesAt(node) {
  const st = state();
  return st.players
    .filter((p) => p.seat !== moverSeat() && hasPieces(p.seat, node) && !allied(st, p.seat, moverSeat()))
    .map((p) => p.seat);
}

async function pickDestination(node) {
  const m = page.move;
  // Only squares lit for the values the form shows now (issue 27).
  const shown = shownMove();
  if (!m || !m.reachable || !m.reachable[node] || !m.reachableFor || shownKey(shown) !== m.reachableFor) return;
  const action = {
    kind: "move",
    origin: shown.origin,
    destination: node,
    knights: shown.knights,
    footsoldiers: shown.footsoldiers,
    challenger: shown.challenger,
    path: m.reachable[node],
    free_move: shown.free_move,
  };
  const enemies = enemiesAt(node);
  const as = m.seat !== mySeat() ? { seat: m.seat } : {};
  if (!enemies.length && isSite(node) && shown.challenger) {
    siteConfirm(node, action, as);
    return;
  }
  if (enemies.length && shown.knights + shown.footsoldiers > 0) {
    const mine = forcesAt(node, m.seat);
    const attacker = [mine[0] + shown.knights, mine[1] + shown.footsoldiers];
    const defender = defenderAt(node, enemies[0]);
    const box = $("attack-confirm");
    clear(box, h("h4", {}, `Attack ${nameOf(defender)} at ${node}?`), h("p", {}, "Working out the exact odds…"));
    box.hidden = false;
    box.scrollIntoView({ block: "nearest" });
    try {
      const o = await odds(attacker, m.seat, node, defender);
      clear(
        box,
        h("h4", {}, `Attack ${nameOf(defender)} at ${node}?`),
        h(
          "p",
          { class: "battle-follows", "data-line": "battle-follows" },
          `Moving there starts no battle yet: the battle against ${nameOf(defender)} at ${node} is fought when you click “End movement” `,
          ruleBadge("rule 6 iv"),
          ", with these odds.",
        ),
        oddsView(o),
        h(
          "div",
          { class: "buttons" },
          h("button", { type: "button", class: "primary", onclick: () => submit(action, as) }, "Move there (battle at End movement)"),
          h("button", { type: "button", onclick: () => { box.hidden = true; } }, "Cancel"),
        ),
      );
      box.querySelector("button.primary").focus();
    } catch (err) {
      showError(err);
    }
    return;
  }
  await submit(action, as);
}

/** Pan the map to a stack chosen from the list and the squares it lights (issue 27): on a
 * phone the zoomed map shows only a few squares, and they could all be off its frame. */
function followOnMap(m) {
  if (!page.mapView || !page.geo) return;
  const nodes = [m.origin, ...Object.keys(m.reachable || {})];
  page.mapView.centreOn(nodes.map((n) => page.geo.centre(n)));
}

/** Why a square tapped on the map during a move is not lit: the engine's reason for the
 * squares beside the reach (a mystic site to military pieces, no bridge…), or a diagonal
 * (rule 9 i), or out of reach this move. Shown under the move form, and returned. */
export function whyNotLit(square) {
  const m = page.move;
  const box = $("move-targets");
  if (!m || !m.reachable || !box || square === m.origin.split("/")[0]) return null;
  if (Object.keys(m.reachable).some((n) => n === square || n.startsWith(`${square}/`))) return null;
  const refused = (m.refused || {})[square] || Object.entries(m.refused || {}).find(([n]) => n.startsWith(`${square}/`))?.[1];
  const [oc, or] = colRow(m.origin.split("/")[0]);
  const [sc, sr] = colRow(square);
  let reason;
  let rule;
  if (refused) [reason, rule] = [refused.reason, refused.rule];
  else if (page.geo.terrain && page.geo.terrain[square] === "sea") [reason, rule] = ["the sea: no piece goes there", "house 5"];
  else if (Math.abs(oc - sc) === 1 && Math.abs(or - sr) === 1) [reason, rule] = ["a diagonal: pieces step across a side, never corner to corner", "rule 9 i"];
  else [reason, rule] = ["beyond these pieces' reach this move (orthogonal steps only, as many as the slowest piece may take; one square into or out of forest, marsh or mountain; rivers at bridges)", "rule 9 i"];
  const note = h("p", { class: "why-not", id: "why-not-lit", role: "status", "data-square": square }, `${page.geo.describe(square)} is not lit: ${reason} `, ruleBadge(rule), ".");
  box.querySelector("#why-not-lit")?.remove();
  box.append(note);
  return note;
}

// A tap on a square the move does not light says why (issue 27).
document.addEventListener("click", (e) => {
  if (!page.move || !e.target.closest || !e.target.closest("#map")) return;
  if (e.target.closest(".target, .selectable")) return;
  const el = e.target.closest("[data-square], [data-node]");
  if (el) whyNotLit((el.dataset.square || el.dataset.node).split("/")[0]);
});

/** A square's column and row ("K14" → [11, 14]). */
function colRow(square) {
  const at = parseSquare(square) || { col: 0, row: 0 };
  return [at.col, at.row];
}

export function renderTargets() {
  if (!page.geo) return;
  const svg = $("map");
  const m = page.move;
  drawTargets(svg, page.geo, m && m.reachable ? Object.keys(m.reachable) : [], {
    onPick: pickDestination,
    origin: m ? m.origin : null,
  });
}

export function movePanel() {
  const box = h("div", { class: "move-panel" });
  const nodes = myNodes();
  const m = page.move;
  const originId = "move-origin";
  const originSelect = h(
    "select",
    {
      id: originId,
      onchange: (e) => (e.target.value ? pickOrigin(e.target.value, { follow: true }) : unpick()),
    },
    h("option", { value: "" }, "— pick a stack —"),
    nodes.map((n) => {
      const free = available(n, freeMoveCards().length > 0);
      const bits = [];
      if (free.knights) bits.push(`${free.knights}K`);
      if (free.footsoldiers) bits.push(`${free.footsoldiers}F`);
      if (free.challenger) bits.push("challenger");
      return h(
        "option",
        { value: n, selected: m && m.origin === n, disabled: !bits.length },
        `${page.geo.describe(n)} — ${bits.join(" ") || "moved"}`,
      );
    }),
  );
  box.append(h("div", { class: "field" }, h("label", { for: originId }, "Move from"), originSelect));
  if (m) {
    const free = available(m.origin, m.freeMove);
    const pieces = free.knights + free.footsoldiers + (free.challenger ? 1 : 0);
    if (pieces > 1) {
      const whole = [plural(free.knights, "knight"), plural(free.footsoldiers, "footsoldier")].filter((t) => !t.startsWith("0 "));
      if (free.challenger) whole.push("the Royal Challenger");
      const choice = (id, part, label) =>
        h(
          "label",
          { class: "check", for: id },
          h("input", { id, type: "radio", name: "move-amount", value: part ? "part" : "whole", checked: m.part === part, onchange: () => moveAmount(part) }),
          ` ${label}`,
        );
      box.append(
        h(
          "fieldset",
          { class: "move-amount" },
          h("legend", {}, "Move"),
          choice("move-whole", false, `the whole stack (${whole.join(", ")})`),
          choice("move-part", true, "only some of it: nothing moves until you say what below"),
        ),
      );
    }
    const num = (name, label, max) => {
      const id = `move-${name}`;
      const input = h("input", {
        id,
        type: "number",
        inputmode: "numeric",
        min: 0,
        max,
        value: m[name],
        disabled: max === 0,
        oninput: (e) => {
          // A number beyond the stack is shown as the most it holds: the box shows what is sent.
          const typed = e.target.value.trim();
          const n = Number(typed);
          if (typed !== "" && Number.isFinite(n) && (n > max || n < 0)) e.target.value = String(Math.max(0, Math.min(max, Math.trunc(n))));
          m[name] = e.target.value.trim() === "" ? "" : Number(e.target.value);
          partChosen();
          formChanged();
        },
      });
      return h("div", { class: "field" }, h("label", { for: id }, `${label} (of ${max})`), input);
    };
    box.append(h("div", { class: "row" }, num("knights", "Knights", free.knights), num("footsoldiers", "Footsoldiers", free.footsoldiers)));
    if (free.challenger) {
      box.append(
        h(
          "label",
          { class: "check", for: "move-challenger" },
          h("input", {
            id: "move-challenger",
            type: "checkbox",
            checked: m.challenger,
            onchange: (e) => {
              m.challenger = e.target.checked;
              partChosen();
              formChanged();
            },
          }),
          " with the Royal Challenger",
        ),
      );
    }
    const freeCards = freeMoveCards();
    if (freeCards.length) {
      box.append(
        h(
          "label",
          { class: "check", for: "move-free" },
          h("input", {
            id: "move-free",
            type: "checkbox",
            checked: m.freeMove,
            onchange: (e) => {
              m.freeMove = e.target.checked;
              const most = available(m.origin, m.freeMove);
              m.knights = Math.min(m.knights, most.knights);
              m.footsoldiers = Math.min(m.footsoldiers, most.footsoldiers);
              m.challenger = m.challenger && most.challenger;
              m.reachable = null;
              m.reachableFor = null;
              page.panelsKey = null;
              redraw();
              fetchReachable();
            },
          }),
          ` move pieces that have moved again: one free-move card a piece (${freeCards.length} in hand, rule 10)`,
        ),
      );
    }
    box.append(h("div", { id: "move-targets", class: "move-targets", "aria-live": "polite" }));
    box.append(h("div", { id: "attack-confirm", class: "attack-confirm", hidden: true }));
  }
  return box;
}

const isSite = (node) => {
  const f = page.geo && page.geo.features[node.split("/")[0]];
  return Boolean(f && f.kind === "site");
};

/** The move decision's forecast (kingdom/rules/forecast.py): the battles "End movement" fights
 * and what a mystic site holds. */
function moveForecast() {
  const d = myDecision("move");
  return d && d.forecast ? d.forecast : null;
}

const range = (lo, hi) => (lo === hi ? `${lo}` : `${lo}–${hi}`);

/** What entering a mystic site starts and may cost (rules 28, 29, 34 ii), from the server's
 * numbers over the guardian cards of the game's deck (issue 27). */
export function siteWarning(site) {
  return h(
    "p",
    { class: "site-warning", "data-line": "site" },
    h("strong", {}, "A mystic site starts a grail quest: "),
    `the player on your left draws a guardian (endurance ${range(site.guardian_endurance_min, site.guardian_endurance_max)}) who bars the way, and you fight it, both throwing its die, until one falls `,
    ruleBadge("rule 28"),
    `. A retreat costs ${range(site.retreat_endurance_min, site.retreat_endurance_max)} endurance and ${range(site.retreat_chivalry_min, site.retreat_chivalry_max)} chivalry (you have ${site.endurance} and ${site.chivalry}), and you may not return for ${plural(site.no_return_turns, "turn")} `,
    ruleBadge("rule 28 iv"),
    ". ",
    h("strong", {}, "If the guardian kills you, your game ends: your lands, pieces and purse are gone "),
    ruleBadge("rule 34 ii"),
    `. Slaying it earns ${range(site.slay_chivalry_min, site.slay_chivalry_max)} chivalry `,
    ruleBadge("rule 29"),
    ".",
  );
}

/** Entering a mystic site is asked as an attack is: what it starts, then the click. */
function siteConfirm(node, action, as) {
  const box = $("attack-confirm");
  const f = moveForecast();
  clear(
    box,
    h("h4", {}, `Enter the mystic site at ${node}?`),
    f && f.site ? siteWarning(f.site) : h("p", {}, "Entering starts a grail quest: a guardian bars the way (rule 28)."),
    h(
      "div",
      { class: "buttons" },
      h("button", { type: "button", class: "primary", "data-action": "enter_site", onclick: () => submit(action, as) }, "Enter the site (grail quest)"),
      h("button", { type: "button", onclick: () => { box.hidden = true; } }, "Cancel"),
    ),
  );
  box.hidden = false;
  box.scrollIntoView({ block: "nearest" });
  box.querySelector("button.primary").focus();
}

export function renderMoveTargets() {
  const box = $("move-targets");
  const m = page.move;
  if (!box || !m) return;
  const shown = shownMove();
  if (shown && shown.invalid) {
    clear(box, h("p", { class: "warning", role: "alert" }, "Type how many pieces move: a whole number from 0 to the number shown beside the box."));
    return;
  }
  if (!m.reachable) {
    clear(box, h("p", { class: "muted" }, "Finding the squares these pieces can reach…"));
    return;
  }
  const nodes = Object.keys(m.reachable).sort();
  box.dataset.query = shown ? `${shown.knights}:${shown.footsoldiers}:${shown.challenger}` : "";
  if (shown && shown.knights + shown.footsoldiers === 0 && !shown.challenger) {
    clear(box, h("p", { class: "muted" }, "Nothing moves yet: type how many knights and footsoldiers go, or tick the Royal Challenger."));
    return;
  }
  if (!nodes.length) {
    clear(box, h("p", { class: "muted" }, "These pieces can reach no square now."));
    return;
  }
  const mark = (n) => (enemiesAt(n).length ? " — battle!" : isSite(n) ? " — grail quest!" : "");
  const select = h(
    "select",
    { id: "move-destination" },
    nodes.map((n) => h("option", { value: n }, `${page.geo.describe(n)}${mark(n)}`)),
  );
  const f = moveForecast();
  clear(
    box,
    h("p", {}, `${plural(nodes.length, "square")} light up on the map: click one, or choose here.`),
    h(
      "div",
      { class: "row" },
      h("div", { class: "field" }, h("label", { for: "move-destination" }, "Move to"), select),
      h("button", { type: "button", onclick: () => pickDestination(select.value) }, "Move there"),
    ),
    nodes.some(isSite) && f && f.site ? siteWarning(f.site) : null,
  );
}
