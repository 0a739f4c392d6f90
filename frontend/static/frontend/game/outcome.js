// Every outcome where you look (issue 27): what came of your own action — a battle fought, a
// guardian slain, a challenger captured, an auction decided — and what befell you meanwhile,
// shown in the "What happened" panel just above your decisions (before the map on a phone),
// not 4,000 pixels below in the log. It stays until "Go on", which takes you to your next
// decision.

import { describe } from "../events.js";
import { clear, h, ruleBadge } from "../ui.js";
import { $, eventCtx, mySeat, page } from "./state.js";

/** The version your own action will be logged at (the version it was sent against, plus one):
 * move.js's `submit` sets it just before sending. */
export function expectOwnAction(version) {
  page.ownVersion = version + 1;
}

// What restates the choice itself, or is plain bookkeeping: no outcome to announce.
const ECHO = new Set([
  "die_rolled", "phase_started", "turn_started", "pieces_moved", "bid_sealed", "bid_recorded",
  "turn_ended", "numbers_picked", "card_played", "pieces_bought", "challenger_chosen",
  "deal_proposed", "deal_terms", "alliance_proposed", "tournament_reply", "tax_due_changed",
  "auction_opened", "packs_shuffled", "royal_guardian", "hidden_draw",
]);

const involves = (e, seat) =>
  [e.seat, e.attacker, e.defender, e.captor, e.payer, e.payee, e.previous, e.to_seat, e.proposer, e.winner].includes(seat);

/** Whether an event others caused concerns you enough to be shown where you look: an auction's
 * result, a battle you fight, your challenger or your land taken, a player out, the end. */
function concernsYou(e, seat) {
  switch (e.type) {
    case "bids_revealed":
    case "allegiance_formed":
    case "player_eliminated":
    case "game_ended":
      return true;
    case "battle_ended":
    case "challenger_captured":
    case "challenger_escaped":
    case "challenger_released":
    case "debt_due":
      return involves(e, seat);
    case "control_changed":
      return e.previous === seat;
    default:
      return false;
  }
}

// Of your own action's events, those about the others go by (the next player's dues and draw
// when you end your turn): what is yours, the whole game's, and what a quest or a joust brings.
const ALWAYS = new Set(["guardian_drawn", "riddle_asked", "ride_run", "tournament_won", "camelot_fallen"]);
const SEATED = ["seat", "attacker", "defender", "captor", "payer", "previous", "to_seat", "proposer"];
const ofYourAction = (e, seat) =>
  involves(e, seat) || concernsYou(e, seat) || ALWAYS.has(e.type) || !SEATED.some((k) => k in e);

const MAX_LINES = 30;

/** Gather the outcome of the fresh events of the log (`initial`: the log's first load, old
 * news); show it, and bring it into view when it answers your own action. */
export function noteOutcome(fresh, { initial = false } = {}) {
  const seat = mySeat();
  if (initial || seat === null) return;
  const own = fresh.filter((e) => e.version === page.ownVersion && !ECHO.has(e.type) && ofYourAction(e, seat));
  const others = fresh.filter((e) => e.version !== page.ownVersion && concernsYou(e, seat));
  const shown = [...own, ...others].sort((a, b) => a.sequence - b.sequence);
  if (!shown.length) return;
  const box = $("outcome");
  // News from others must not move a decision from under a finger about to tap it: the page
  // keeps the decisions where they were (the panel grows above them).
  const decisions = $("decisions");
  const before = own.length ? null : decisions.getBoundingClientRect().top;
  let list = box.querySelector("ol");
  if (box.hidden || !list) {
    list = h("ol", { class: "outcome-lines" });
    clear(
      box,
      h("h2", { id: "outcome-h" }, "What happened"),
      list,
      h("div", { class: "buttons" }, h("button", { type: "button", class: "primary", id: "outcome-go-on", onclick: goOn }, "Go on")),
    );
  }
  for (const e of shown) {
    list.append(h("li", { "data-type": e.type, "data-sequence": e.sequence }, describe(e, eventCtx), " ", e.rule ? ruleBadge(e.rule) : null));
  }
  while (list.children.length > MAX_LINES) list.firstElementChild.remove();
  box.hidden = false;
  if (own.length && !inView(box)) box.scrollIntoView({ block: "start" });
  if (before !== null && before >= 0 && before < window.innerHeight) {
    window.scrollBy(0, decisions.getBoundingClientRect().top - before);
  }
}

function inView(el) {
  const r = el.getBoundingClientRect();
  return r.top >= 0 && r.top < window.innerHeight - 80;
}

/** Put the outcome away and go on to the next decision (or stay where the panel was). */
function goOn() {
  const box = $("outcome");
  box.hidden = true;
  clear(box);
  const next = document.querySelector("#decisions .decision");
  if (!next) return;
  if (!inView(next)) next.scrollIntoView({ block: "start" });
  const field = next.querySelector("input:not([type=hidden]):not([disabled]), select, button:not([disabled])");
  (field || next).focus({ preventScroll: true });
}
