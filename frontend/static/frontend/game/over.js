// The end of a game, and of a player's game (issue 27): why it ended (the time limit, the last
// Royal Challenger standing), who won and your place, the final scores in full; and a player
// who is out is told at once when and why.

import { h, plural, ruleBadge } from "../ui.js";
import { mySeat, nameOf, page, state } from "./state.js";

/** Why a game ended, in words, from the engine's `ended_by` (kingdom/rules/endgame.py). */
const END_WORDS = {
  "time limit": "the agreed time limit was reached, and the highest chivalry wins",
  "last Royal Challenger standing": "every other player is out: the last Royal Challenger standing wins",
  "no rivals left": "no rival is left in the game",
};

/** Why a player is out, in words (kingdom/rules/endgame.py `eliminate`). */
const OUT_WORDS = {
  bankrupt: "bankrupt: a due could not be paid",
  resigned: "resigned",
  executed: "his Royal Challenger was executed by his captor",
  "crushed in Camelot": "his Royal Challenger was crushed in fallen Camelot",
  "endurance exhausted": "his Royal Challenger's endurance ran out",
};

const ordinal = (n) => `${n}${{ 1: "st", 2: "nd", 3: "rd" }[n % 100 > 10 && n % 100 < 14 ? 0 : n % 10] || "th"}`;

export function endReason(st) {
  const reason = st.ended_by || "";
  const rounds = /^the agreed (\d+) rounds are over$/.exec(reason);
  if (rounds) return `the agreed ${plural(Number(rounds[1]), "round")} are over, and the highest chivalry wins`;
  return END_WORDS[reason] || reason || "it ended";
}

/** The event that ended the game, once the log is loaded (its rule), or null. */
const lastOf = (type, test = () => true) => [...page.events].reverse().find((e) => e.type === type && test(e)) || null;

/** When and why `seat` left the game: {why, rule, turn, round} (turn and round once the log is
 * loaded: the turn under way when he went out). */
export function eliminationOf(seat) {
  const p = state().players[seat];
  const event = lastOf("player_eliminated", (e) => e.seat === seat);
  let turn = null;
  if (event) {
    const before = page.events.filter((e) => e.type === "turn_started" && e.sequence < event.sequence);
    turn = before.length ? before[before.length - 1] : null;
  }
  const reason = event ? event.reason : null;
  return {
    why: reason ? OUT_WORDS[reason] || reason : "out of the game",
    rule: (event && event.rule) || p.elimination_rule,
    turn,
  };
}

const whenText = (turn) => (turn ? ` in turn ${turn.number} (round ${turn.round})` : "");

/** The banner's words for a finished game: why, who won, your place. */
export function overLine(st) {
  const me = mySeat();
  const ended = lastOf("game_ended");
  const winner = st.winner !== null && st.winner !== undefined ? `${nameOf(st.winner)} wins` : "Nobody wins";
  const mine = me !== null && st.players[me] && st.players[me].rank ? ` You are ${ordinal(st.players[me].rank)} of ${st.players.length}.` : "";
  return h(
    "p",
    { id: "game-over" },
    h("strong", {}, `The game is over: ${winner}.`),
    ` Why: ${endReason(st)}. `,
    ended ? ruleBadge(ended.rule) : null,
    mine,
    me !== null && st.players[me] && st.players[me].eliminated ? outLine(me) : null,
  );
}

/** "You are out of the game: bankrupt … in turn 7 (round 2)." */
export function outLine(seat) {
  const out = eliminationOf(seat);
  return h(
    "span",
    { class: "out-line", id: "out-line" },
    ` You went out of the game${whenText(out.turn)}: ${out.why} `,
    out.rule ? ruleBadge(out.rule) : null,
    ".",
  );
}

/** A player still watching after he went out: when and why, at once. */
export function eliminatedLine(seat) {
  return h(
    "p",
    { id: "you-are-out" },
    h("strong", {}, "You are out of the game."),
    outLine(seat),
    " The others play on; you may watch to the end.",
  );
}

/** The final scores, place by place: chivalry decides (rule 36, 38; house 8: then gold), with
 * what each held at the end. */
export function finalScores(st) {
  const held = (seat) => Object.values(st.control || {}).filter((s) => s === seat).length;
  const pieces = (p) => {
    const k = Object.values(p.stacks || {}).reduce((t, s) => t + s.knights, 0);
    const f = Object.values(p.stacks || {}).reduce((t, s) => t + s.footsoldiers, 0);
    return `${k}K ${f}F`;
  };
  const ranked = [...st.players].sort((a, b) => (a.rank || 99) - (b.rank || 99));
  const rows = ranked.map((p) => {
    const out = p.eliminated ? eliminationOf(p.seat) : null;
    return h(
      "tr",
      { "data-seat": p.seat, class: p.seat === mySeat() ? "you" : undefined },
      h("td", {}, p.rank ? ordinal(p.rank) : "—"),
      h("th", { scope: "row" }, nameOf(p.seat)),
      h("td", {}, String(p.chivalry)),
      h("td", {}, typeof p.gold === "number" ? String(p.gold) : "—"),
      h("td", {}, String(held(p.seat))),
      h("td", {}, pieces(p)),
      h("td", {}, p.seat === st.winner ? "winner" : out ? `out${whenText(out.turn)}: ${out.why}` : "in the game"),
    );
  });
  return h(
    "section",
    { class: "final-scores", id: "final-scores", "aria-labelledby": "final-scores-h" },
    h("h2", { id: "final-scores-h" }, "Final scores"),
    h(
      "p",
      { class: "muted small" },
      "The winner first, then by chivalry; equal chivalry goes to the richer purse, then to the earlier seat ",
      ruleBadge("rule 36"),
      " ",
      ruleBadge("house 8"),
      ".",
    ),
    h(
      "div",
      { class: "scroll" },
      h(
        "table",
        { class: "players final" },
        h("thead", {}, h("tr", {}, ["Place", "Player", "Chivalry", "Gold", "Lands held", "Pieces", ""].map((t) => h("th", { scope: "col" }, t)))),
        h("tbody", {}, rows),
      ),
    ),
  );
}
