// The event log in words, each line with the rule it applied; battle rounds in detail.

import { h, localTime, plural, possessive, ruleBadge, words } from "./ui.js";

/** Who made an event, when it was not the seat's own player: the server stamps each event's
 * `author` (player, host, clock, bot, autopilot). */
const AUTHOR_WORDS = {
  clock: "by the clock",
  bot: "by the bot",
  autopilot: "by the bot (autopilot)",
  host: "entered by the host",
};

export function authorWords(author) {
  return AUTHOR_WORDS[author] || "";
}

const AUTOPILOT_REASONS = {
  asked: "at the player's request",
  missed_deadlines: "after missed deadlines",
  replaced: "until a new player takes the seat",
};

/** ctx: {seat(n) -> name, challenger(key) -> name, card(id) -> title, mySeat} */
export function describe(e, ctx) {
  const who = (seat) => (seat === null || seat === undefined ? "the moneylender" : ctx.seat(seat));
  const whose = (seat, start = false) => possessive(who(seat), { start, mark: "'" });
  const pieces = (k, f, c) => {
    const parts = [];
    if (k) parts.push(plural(k, "knight"));
    if (f) parts.push(plural(f, "footsoldier"));
    if (c) parts.push("the Royal Challenger");
    return parts.join(", ") || "nothing";
  };
  switch (e.type) {
    case "game_started":
      return `The game begins: ${e.seats.map((name, i) => (ctx.botAccount && ctx.botAccount(i) ? `BOT ${name}` : name)).join(", ")} (${e.mode === "table" ? "at a table" : "play by web"}).`;
    case "die_rolled":
      return `${e.seat === null ? "The game" : who(e.seat)} rolls the ${e.die} die for ${rollWords(e.purpose, who)}: ${e.face}.`;
    case "first_player_found":
      return `${who(e.seat)} plays first; the order is ${e.order.map(who).join(", ")}.`;
    case "challenger_chosen":
      return `${who(e.seat)} chooses ${ctx.challenger(e.challenger)}.`;
    case "pieces_placed":
      return `${who(e.seat)} places ${pieces(e.knights, e.footsoldiers, e.challenger)} on ${e.node}.`;
    case "control_changed":
      return e.seat === null
        ? `${e.square} is no longer held by ${who(e.previous)}.`
        : `${who(e.seat)} plants a standard on ${e.square}${e.previous !== null ? `, taking it from ${who(e.previous)}` : ""}.`;
    case "tax_due_changed":
      return `${whose(e.seat, true)} Tax Due is now ${e.tax_due}.`;
    case "gold_transferred":
      return `${who(e.payer)} pays ${who(e.payee)} ${e.amount} gold (${words(e.reason)}).`;
    case "tokens_hidden":
      return `Magic tokens lie hidden on ${plural(e.sites.length, "mystic site")}.`;
    case "auction_opened":
      return `The moneylender auctions the allegiance of ${ctx.challenger(e.challenger)}.`;
    case "bid_sealed":
      return `${who(e.seat)} seals a bid.`;
    case "bid_recorded":
      return `${whose(e.seat, true)} sealed bid: ${e.amount} gold.`; // the host of a table sees every seat's
    case "bids_revealed":
      return `Bids for ${ctx.challenger(e.challenger)}: ${Object.entries(e.bids)
        .map(([s, a]) => `${who(Number(s))} ${a}`)
        .join(", ")}.`;
    case "allegiance_formed":
      return `${ctx.challenger(e.challenger)} swears allegiance to ${who(e.seat)} for ${e.cost} gold a turn.`;
    case "turn_started":
      return `Turn ${e.number} (round ${e.round}): ${who(e.seat)}.`;
    case "phase_started":
      return `${who(e.seat)}: ${words(e.phase)}.`;
    case "turn_missed":
      return `${who(e.seat)} misses the turn (${words(e.reason)}; ${e.turns_left} left).`;
    case "pieces_moved":
      return `${who(e.seat)} moves ${pieces(e.knights, e.footsoldiers, e.challenger)} from ${e.origin} to ${e.destination}${e.path && e.path.length > 2 ? ` by ${e.path.join("–")}` : ""}${e.free_move ? " (free move)" : ""}.`;
    case "card_played":
      return `${who(e.seat)} plays ${ctx.card(e.card)}.`;
    case "pieces_bought":
      return `${who(e.seat)} buys ${pieces(e.knights, e.footsoldiers)} at ${e.castle} for ${e.cost} gold.`;
    case "turn_ended":
      return `${who(e.seat)} ends turn ${e.number}.`;
    case "debt_due":
      return `${who(e.seat)} owes ${who(e.creditor)} ${e.amount} gold (${words(e.reason)}) and must raise funds.`;
    case "deal_offered":
      return `${who(e.seat)} offers ${who(e.to_seat)} ${plural(e.cards, "card")}${e.promise ? ` and a promise ("${e.promise}")` : ""} for ${e.gold} gold.`;
    case "deal_answered":
      return `${who(e.seat)} ${e.accepted ? "accepts" : "refuses"} the deal.`;
    case "cards_handed_over":
      return `${who(e.seat)} hands ${who(e.to_seat)} ${e.cards.map(ctx.card).join(", ") || "no card"}.`;
    case "allies_join_battle":
      return `At ${e.node} ${e.allies.map(who).join(" and ")} ${e.allies.length > 1 ? "fight" : "fights"} on ${possessive(who(e.leader))} side: the side’s value is ${e.strength}.`;
    case "ally_leaves_battle":
      return `At ${e.node} ${who(e.seat)} leaves ${possessive(who(e.leader))} side.`;
    case "deal_proposed":
      return `${who(e.seat)} offers ${who(e.to_seat)} a deal.`;
    case "deal_terms": {
      const side = (gold, cards) => [gold ? `${gold} gold` : null, ...cards.map(ctx.card)].filter(Boolean).join(", ") || "nothing";
      return `The deal: ${who(e.seat)} gives ${side(e.gold, e.cards)}; ${who(e.to_seat)} gives ${side(e.for_gold, e.for_cards)}${e.promise ? `; the promise: “${e.promise}”` : ""}.`;
    }
    case "deal_accepted":
      return `${who(e.seat)} accepts ${possessive(who(e.proposer))} deal (${e.gold || e.cards ? `${who(e.proposer)} gives ${[e.gold ? `${e.gold} gold` : null, e.cards ? plural(e.cards, "card") : null].filter(Boolean).join(" and ")}` : ""}${(e.gold || e.cards) && (e.for_gold || e.for_cards) ? ", " : ""}${e.for_gold || e.for_cards ? `${who(e.seat)} gives ${[e.for_gold ? `${e.for_gold} gold` : null, e.for_cards ? plural(e.for_cards, "card") : null].filter(Boolean).join(" and ")}` : ""}).`;
    case "deal_refused":
      return e.reason === "eliminated" ? `${possessive(who(e.proposer))} deal to ${who(e.seat)} lapses (a player left the game).` : `${who(e.seat)} refuses ${possessive(who(e.proposer))} deal.`;
    case "deal_withdrawn":
      return `${who(e.seat)} withdraws his deal to ${who(e.to_seat)}.`;
    case "deal_lapsed": {
      const why = e.cards.length ? `${who(e.seat)} no longer holds ${e.cards.map(ctx.card).join(", ")}` : e.reason;
      return `${possessive(who(e.seat))} ${e.number === null ? "offer" : "deal"} to ${who(e.to_seat)} lapses: ${why}.`;
    }
    case "alliance_proposed":
      return `${who(e.seat)} proposes an alliance to ${who(e.to_seat)}.`;
    case "alliance_formed":
      return `${who(e.seat)} accepts ${whose(e.proposer)} alliance: they are allies now.`;
    case "alliance_refused":
      return e.reason === "refused"
        ? `${who(e.seat)} refuses ${whose(e.proposer)} alliance.`
        : `${whose(e.proposer, true)} offer of an alliance to ${who(e.seat)} lapses (${words(e.reason)}).`;
    case "alliance_ended":
      return `${who(e.seat)} ends the alliance with ${who(e.ally)}${e.reason === "ended" ? "" : ` (${words(e.reason)})`}.`;
    case "player_eliminated":
      return `${who(e.seat)} is out of the game (${words(e.reason)}).`;
    case "game_ended":
      return `The game is over (${words(e.reason)}). ${e.winner !== null ? `${who(e.winner)} wins. ` : ""}Ranking: ${e.ranking.map(who).join(", ")}.`;
    case "battle_started":
      return `Battle at ${e.node}: ${who(e.attacker)} (${e.attacker_strength}) attacks ${who(e.defender)} (${e.defender_strength}) on table ${e.table}.`;
    case "battle_round":
      return `Round ${e.round} at ${e.node} (table ${e.table}): ${who(e.attacker)} throws ${e.attacker_face} on the ${e.attacker_die} die (score ${e.attacker_score}${mods(e.attacker_modifiers)}), ${who(e.defender)} ${e.defender_face} on the ${e.defender_die} (score ${e.defender_score}${mods(e.defender_modifiers)}). ${roundChoices(e, who)}: ${cellWords(e, who)}.${whyNote(e)}`;
    case "pieces_lost":
      return `${who(e.seat)} loses ${pieces(e.knights, e.footsoldiers)} at ${e.node}.`;
    case "roles_reversed":
      return `At ${e.node} the roles reverse: ${who(e.attacker)} now attacks ${who(e.defender)}.`;
    case "battle_ended":
      return `The battle at ${e.node} ends: ${battleEnd(e, who)}.`;
    case "chivalry_changed":
      return `${who(e.seat)} ${e.change >= 0 ? "gains" : "loses"} ${Math.abs(e.change)} chivalry (${words(e.reason)}): now ${e.chivalry}.`;
    case "endurance_changed":
      return `${who(e.seat)} ${e.change >= 0 ? "gains" : "loses"} ${Math.abs(e.change)} endurance (${words(e.reason)}): now ${e.endurance}.`;
    case "challenger_escaped":
      return `${whose(e.seat, true)} Royal Challenger escapes from ${e.node} to ${e.refuge}.`;
    case "challenger_captured":
      return `${who(e.captor)} captures ${whose(e.seat)} Royal Challenger at ${e.node}, prisoner at ${e.prison}.`;
    case "challenger_released":
      return `${whose(e.seat, true)} Royal Challenger is released by ${who(e.captor)} for ${e.ransom} gold and returns to ${e.home}.`;
    case "challenger_recovering":
      return `${whose(e.seat, true)} Royal Challenger stays in ${e.castle} during his player's next turn, recovering.`;
    case "camelot_fallen":
      return `Camelot (${e.square}) has fallen.`;
    case "packs_shuffled":
      return `The packs are shuffled: ${e.fortune} fortune cards, ${e.guardians} guardians, ${e.riddles} riddles.`;
    case "fortune_drawn":
      if (e.kept) return `${who(e.seat)} draws a fortune card and keeps it (its text is his secret).`;
      return `${who(e.seat)} draws ${e.title ? `“${e.title}”` : "a fortune card"}${cardText(e.card, ctx)}`;
    case "card_kept":
      return `${who(e.seat)} keeps ${ctx.card(e.card)}${cardText(e.card, ctx)}`;
    case "troops_joined":
      return `${pieces(e.knights, e.footsoldiers)} join ${who(e.seat)}${e.castle ? ` at ${e.castle}` : ""}.`;
    case "tournament_announced":
      return `${who(e.host)} announces a Royal Jousting Tournament at ${e.castle}.`;
    case "tournament_reply":
      return `${who(e.seat)} ${e.accept ? "rides to the tournament" : "declines the tournament"}.`;
    case "numbers_picked":
      return `${who(e.seat)} picks numbers.`;
    case "ride_run":
      return `A ride: ${e.riders.map((r) => `${who(r)} picked ${(e.numbers[r] || []).join(",")} and threw ${e.faces[r]}`).join("; ")}; ${e.struck.length ? `${e.struck.map(who).join(" and ")} struck` : "nobody struck"}.`;
    case "tournament_won":
      return `${who(e.seat)} is the champion of the tournament.`;
    case "quest_begun":
      return `${who(e.seat)} begins a quest at ${e.site}.`;
    case "guardian_drawn":
      return `The guardian of the site: ${e.name} (endurance ${e.endurance}, ${e.die} die).`;
    case "guardian_round":
      return `${who(e.seat)} fights the guardian: guardian ${e.guardian_face}, challenger ${e.challenger_face}; endurance left ${e.guardian_endurance} and ${e.challenger_endurance}.`;
    case "guardian_slain":
      return `${who(e.seat)} slays the guardian.`;
    case "quest_retreated":
      return `${who(e.seat)} retreats from ${e.site} to ${e.to}.`;
    case "token_turned":
      return `${who(e.seat)} turns the token at ${e.site}: ${e.grail ? "the Holy Grail!" : "empty"} (${e.tokens_left} left).`;
    case "riddle_asked":
      return `The riddle: ${e.question}`;
    case "riddle_answered":
      return `${who(e.seat)} answers “${e.answer}”: ${e.correct ? "right" : "wrong"}.`;
    case "riddle_revealed":
      return `The answers were: ${e.answers.join("; ")}.`;
    case "leave_taken":
      return `${who(e.seat)} takes ${plural(e.days, "day")} of leave, until ${localTime(e.until)}.`;
    case "leave_ended":
      return `${who(e.seat)} is back from leave.`;
    case "undone":
      return `${ctx.account ? ctx.account(e.by) : e.by} takes back ${e.kind === "roll" ? "a face typed in" : `${e.seat === null ? "the game" : who(e.seat)}’s ${words(e.kind)}`} (version ${e.from_version}; ${plural(e.events.length, "event")} taken back): the game is again as at version ${e.back_to}.`;
    case "reverted":
      return `Reverted by staff (${e.by}): the game is again as at version ${e.to_version}; ${plural(e.actions.length, "action")} after it (${plural(e.events.length, "event")}) no longer count. Why: ${e.reason}`;
    case "game_paused":
      return "The host pauses the game: no deadline runs.";
    case "game_resumed":
      return "The host resumes the game; the deadlines run again.";
    case "autopilot_changed":
      return e.on
        ? `The bot plays for ${who(e.seat)} (autopilot, ${AUTOPILOT_REASONS[e.reason] || words(e.reason)}).`
        : `${who(e.seat)} takes the seat back from the bot.`;
    case "seat_taken_over":
      return `${e.name} takes over seat ${e.seat + 1}.`;
    case "seat_claimed":
      return `${e.user} claims seat ${e.seat + 1} (${e.name}) and may enter its decisions too.`;
    case "answered_by_mail":
      return `${who(e.seat)} answers by mail (${words(e.action)}).`;
    case "royal_guardian":
      return e.seat === null ? "There is no Royal Guardian." : `${who(e.seat)} is the Royal Guardian.`;
    default:
      return `${words(e.type)}.`;
  }
}

/** How a battle ended, naming the winner once: "ann, the defender, wins", "inconclusive". */
function battleEnd(e, who) {
  const side = { attacker_wins: "the attacker", defender_wins: "the defender" }[e.outcome];
  if (e.winner === null || e.winner === undefined) return words(e.outcome);
  return side ? `${who(e.winner)}, ${side}, wins` : `${words(e.outcome)}; ${who(e.winner)} wins`;
}

/** What a die is rolled for, naming the player rather than his seat: "casualty of 2" is "bors's
 * casualty (even: a knight, odd: a footsoldier)". */
export function rollWords(purpose, who) {
  const of = /^(casualty|card casualty) of (\d+)$/.exec(purpose);
  if (of) return `${possessive(who(Number(of[2])), { mark: "'" })} casualty (even: a knight, odd: a footsoldier)`;
  const named = {
    "battle attacker": "the attacker's battle throw",
    "battle defender": "the defender's battle throw",
    order: "the first player",
    auction: "a roll-off between tied bids",
    escape: "his Royal Challenger's escape (even: he flees, odd: he is captured)",
    quester: "the quester's throw",
    guardian: "the guardian's throw",
  };
  return named[purpose] || words(purpose);
}

/** What each side's score chose in the battle table: "ann's 8 reads “Attempt to breach” (the
 * column), bors's 6 “Repel at all costs” (the row)". */
export function roundChoices(e, who) {
  const a = possessive(who(e.attacker), { start: true, mark: "'" });
  const d = possessive(who(e.defender), { mark: "'" });
  return `${a} score ${e.attacker_score} reads “${e.attacker_action}” (the column), ${d} ${e.defender_score} “${e.defender_action}” (the row)`;
}

/** The table's cell in words: who loses what, or what happens next (rule 15). */
export function cellWords(e, who) {
  const printed = e.cell_source === "printed" ? "" : e.cell_source === "host" ? " (the host's reading of the print)" : ` (a ${e.cell_source} cell)`;
  const casualties = /^(\d+)\/(\d+)$/.exec(e.result);
  if (casualties) {
    const [d, a] = [Number(casualties[1]), Number(casualties[2])];
    const lose = (seat, n) => `${who(seat)} ${n ? `loses ${plural(n, "point")}` : "loses nothing"}`;
    return `${lose(e.defender, d)}, ${lose(e.attacker, a)}${printed}`;
  }
  const table2 = /^go to table 2(?:, defender −(\d+))?$/.exec(e.result);
  if (table2) {
    return `the battle goes on to table 2 (commence battle)${table2[1] ? `, ${who(e.defender)} losing ${plural(Number(table2[1]), "point")}` : ""}${printed}`;
  }
  const other = {
    "defenders destroyed": `${possessive(who(e.defender), { mark: "'" })} pieces here are routed and destroyed`,
    reverse: `the roles reverse: ${who(e.defender)} attacks next round`,
    "assault delayed": `the assault is delayed: the siege breaks off, both pay their wages to the bank, and ${who(e.attacker)} may take it up again next turn`,
  };
  return `${other[e.result] || e.result}${printed}`;
}

/** Why a higher throw may lose: the scores are not compared, each picks its line of the table. */
function whyNote(e) {
  const casualties = /^(\d+)\/(\d+)$/.exec(e.result);
  const beaten = (hi, lo, hiLoss, loLoss) => hi > lo && hiLoss > loLoss;
  if (!casualties) return "";
  const [d, a] = [Number(casualties[1]), Number(casualties[2])];
  if (!beaten(e.attacker_score, e.defender_score, a, d) && !beaten(e.defender_score, e.attacker_score, d, a)) return "";
  return ` The higher score does not win by itself: the two scores are not compared; each picks its column or row of table ${e.table}, and their cell decides.`;
}

/** ": the card's text" (the public side of the deck, `ctx.cardText`), or a full stop. */
function cardText(card, ctx) {
  const text = card && ctx.cardText ? ctx.cardText(card) : "";
  return text ? `: ${text}` : ".";
}

function mods(list) {
  return list && list.length ? `, ${list.join(", ")}` : "";
}

/** The events that are someone's choice (a move, a bid, an answer): only these say who chose
 * when it was not the player ("by the bot"). What follows by itself from a choice — a turn's
 * dues paid, taxes, dice, a battle's rounds — is nobody's choice: a bot ending its turn does
 * not pay the next player's Cost of Allegiance for him. */
const CHOICES = new Set([
  "challenger_chosen", "bid_sealed", "bid_recorded", "pieces_moved", "card_played", "pieces_bought",
  "turn_ended", "battle_started", "deal_offered", "deal_answered", "deal_proposed", "deal_accepted",
  "deal_withdrawn", "tournament_reply", "numbers_picked", "guardian_round", "quest_retreated",
  "riddle_answered", "alliance_proposed", "alliance_formed", "alliance_ended", "challenger_released",
]);
const chosen = (e) =>
  CHOICES.has(e.type) ||
  (e.type === "deal_refused" && e.reason === "refused") ||
  (e.type === "alliance_refused" && e.reason === "refused") ||
  (e.type === "player_eliminated" && ["bankrupt", "resigned"].includes(e.reason)) ||
  (e.type === "die_rolled" && e.author === "host"); // a face typed in at a table

/** One line of the log: sequence number (an anchor), the words, who chose it when it was not
 * the player ("by the clock", "by the bot": a choice only), the rule and its time (local). */
export function logLine(e, ctx) {
  const by = ["absence", "undo", "revert"].includes(e.rule) || !chosen(e) ? "" : authorWords(e.author); // they say who already
  return h(
    "li",
    {
      id: `e${e.sequence}`,
      class: `event ${e.type}${e.author ? ` by-${e.author}` : ""}`,
      "data-sequence": e.sequence,
    },
    h("a", { class: "seq", href: `#e${e.sequence}`, "aria-label": `event ${e.sequence}` }, `#${e.sequence}`),
    " ",
    h("span", { class: "what" }, describe(e, ctx)),
    by ? " " : null,
    by ? h("span", { class: "by" }, by) : null,
    " ",
    e.rule ? ruleBadge(e.rule) : null,
    e.at ? " " : null,
    e.at ? h("time", { class: "at", datetime: e.at }, localTime(e.at)) : null,
  );
}

const lossesOf = new WeakMap(); // a round's row → its casualties by seat

const pieceWords = (knights, footsoldiers) => [knights && `${knights}K`, footsoldiers && `${footsoldiers}F`].filter(Boolean).join(" ");

/** What a battle's end brings in the same action: wages and spoils (rule 17), a due the loser
 * cannot pay, chivalry, a square taken, a Royal Challenger left alone. */
const SETTLES = ["debt_due", "chivalry_changed", "control_changed", "challenger_escaped", "challenger_captured"];
const settles = (e) => (e.type === "gold_transferred" && ["wages", "spoils of war"].includes(e.reason)) || SETTLES.includes(e.type);

/** The events of each battle in `events` (the log in order): from its start to its end, with the
 * dice thrown meanwhile and what its end settled. */
export function battleSlices(events) {
  const slices = [];
  let current = null;
  let ended = null;
  for (const e of events) {
    if (e.type === "battle_started") {
      current = [e];
      ended = null;
      slices.push(current);
    } else if (current) {
      if (e.type === "die_rolled" && !/^(battle |casualty )/.test(e.purpose)) continue;
      current.push(e);
      if (e.type === "battle_ended") {
        ended = { slice: current, version: e.version };
        current = null;
      }
    } else if (ended) {
      if (e.version !== ended.version) ended = null;
      else if (settles(e)) ended.slice.push(e);
    }
  }
  return slices;
}

/** A battle's rounds as they are thrown: dice faces and scores, the table's column and row and
 * its cell, casualties (with the die that chose them), each side's combat value, the rules. */
export function battleTable(battleEvents, ctx) {
  const start = battleEvents.find((e) => e.type === "battle_started");
  const value = start ? { [start.attacker]: start.attacker_strength, [start.defender]: start.defender_strength } : {};
  const valuesText = () => (start ? [start.attacker, start.defender].map((s) => `${ctx.seat(s)} ${value[s]}`).join(" · ") : "");
  // Rule 33: an ally's pieces fight on his leader's side; the side's value is their sum.
  const joined = battleEvents.filter((e) => e.type === "allies_join_battle");
  const leaderOf = {};
  for (const j of joined) for (const ally of j.allies) leaderOf[ally] = j.leader;
  // House 27: an ally whose alliance ends mid-battle leaves it; his side's value drops to the
  // event's `strength` and the wages set aside for him are his again.
  const left = battleEvents.filter((e) => e.type === "ally_leaves_battle");
  const hasLeft = new Set(left.map((e) => e.seat));
  const rows = [];
  let thrown = [];
  let chooser = null; // the die that picked the next casualty (rule 16)
  for (const e of battleEvents) {
    if (e.type === "die_rolled" && e.purpose.startsWith("battle ")) {
      thrown.push(e);
    } else if (e.type === "die_rolled") {
      chooser = e;
    } else if (e.type === "battle_round") {
      thrown = [];
      rows.push(
        h(
          "tr",
          { class: "round", "data-round": e.round, "data-sequence": e.sequence },
          h("td", {}, `${e.round}`, h("br"), h("small", {}, `table ${e.table}`)),
          h("td", { class: "attacker" }, `${ctx.seat(e.attacker)}: ${e.attacker_face} on ${e.attacker_die}${mods(e.attacker_modifiers)} → ${e.attacker_score}`),
          h("td", { class: "defender" }, `${ctx.seat(e.defender)}: ${e.defender_face} on ${e.defender_die}${mods(e.defender_modifiers)} → ${e.defender_score}`),
          h(
            "td",
            { class: "result" },
            h("strong", { class: "cell", title: "the defender's / the attacker's casualties, or what the table says" }, e.result),
            h("br"),
            h("small", { class: "cell-words" }, `${roundChoices(e, ctx.seat)}: ${cellWords(e, ctx.seat)}.${whyNote(e)}`),
            " ",
            ruleBadge(e.rule),
          ),
          h("td", { class: "losses" }),
          h("td", { class: "values" }, valuesText()),
        ),
      );
    } else if (e.type === "ally_leaves_battle") {
      if (e.strength != null) value[e.leader] = e.strength;
      delete leaderOf[e.seat];
      rows.push(
        h(
          "tr",
          { class: "ally-left", "data-seat": e.seat },
          h("td", { colspan: 5 }, `${ctx.seat(e.seat)} leaves ${possessive(ctx.seat(e.leader))} side and fights no more in this battle. `, ruleBadge(e.rule)),
          h("td", { class: "values" }, valuesText()),
        ),
      );
    } else if (e.type === "roles_reversed") {
      rows.push(
        h(
          "tr",
          { class: "reversed" },
          h("td", { colspan: 6 }, `The roles reverse: ${ctx.seat(e.attacker)} attacks now. `, ruleBadge(e.rule)),
        ),
      );
    } else if (e.type === "pieces_lost" && rows.length) {
      value[leaderOf[e.seat] ?? e.seat] -= e.knights + e.footsoldiers;
      const row = [...rows].reverse().find((r) => r.classList.contains("round"));
      // One entry a seat a round, its casualties added up ("cai −2F", not "cai −1F; cai −1F").
      const losses = lossesOf.get(row) || new Map();
      lossesOf.set(row, losses);
      const lost = losses.get(e.seat) || { knights: 0, footsoldiers: 0, dice: [] };
      lost.knights += e.knights;
      lost.footsoldiers += e.footsoldiers;
      if (chooser) lost.dice.push(chooser);
      losses.set(e.seat, lost);
      row.querySelector(".losses").textContent = [...losses]
        .map(([seat, l]) => {
          const faces = l.dice.map((c) => c.face).join(", ");
          const by = l.dice.length ? ` (${possessive(ctx.seat(l.dice[0].seat))} red ${l.dice.length > 1 ? "dice" : "die"}: ${faces})` : "";
          return `${ctx.seat(seat)} −${pieceWords(l.knights, l.footsoldiers)}${by}`;
        })
        .join("; ");
      row.querySelector(".values").textContent = valuesText();
      chooser = null;
    }
  }
  if (thrown.length && !battleEvents.some((e) => e.type === "battle_ended")) {
    const round = battleEvents.filter((e) => e.type === "battle_round").length + 1;
    rows.push(
      h(
        "tr",
        { class: "thrown" },
        h("td", {}, `${round}`),
        h("td", { colspan: 5 }, thrown.map((t) => `${ctx.seat(t.seat)} threw ${t.face} on the ${t.die} die`).join("; "), " …"),
      ),
    );
  }
  const end = battleEvents.find((e) => e.type === "battle_ended");
  const settlement = end ? battleEvents.filter((e) => e.sequence > end.sequence && settles(e)) : [];
  return h(
    "div",
    { class: "battle", "data-node": start ? start.node : "" },
    h(
      "p",
      {},
      start
        ? `${ctx.seat(start.attacker)} (${start.attacker_strength}) against ${ctx.seat(start.defender)} (${start.defender_strength}) at ${start.node}, table ${start.table}. `
        : "",
      start ? ruleBadge(start.rule) : null,
    ),
    joined.length
      ? h(
          "p",
          { class: "battle-allies" },
          joined.map((j) => `Side by side: ${j.allies.map(ctx.seat).join(" and ")} with ${ctx.seat(j.leader)}, the side's value ${j.strength}. `),
          h("span", { class: "rule" }, "rule 33"),
          left.map((l) => [
            ` ${ctx.seat(l.seat)} left ${possessive(ctx.seat(l.leader))} side${l.strength != null ? `: its value now ${l.strength}` : ""}. `,
            ruleBadge(l.rule),
          ]),
        )
      : null,
    start && start.wages
      ? h(
          "p",
          { class: "wages" },
          `Wages set aside: ${[start.attacker, start.defender]
            .flatMap((leader) => [leader, ...joined.filter((j) => j.leader === leader).flatMap((j) => j.allies)])
            .filter((s) => start.wages[s] !== undefined)
            .map((s) => `${ctx.seat(s)} ${start.wages[s]} gold${hasLeft.has(s) ? " (left the battle: his again)" : ""}`)
            .join(", ")}. `,
          ruleBadge("rule 17"),
        )
      : null,
    h(
      "div",
      { class: "scroll" },
      h(
        "table",
        {},
        h(
          "thead",
          {},
          h(
            "tr",
            {},
            ["Round", "Attacker", "Defender", "Result", "Casualties", "Combat values"].map((t) => h("th", { scope: "col" }, t)),
          ),
        ),
        h("tbody", {}, rows),
      ),
    ),
    end ? h("p", { class: "outcome" }, describe(end, ctx), " ", ruleBadge(end.rule)) : null,
    settlement.length
      ? h(
          "ul",
          { class: "settlement" },
          settlement.map((e) => h("li", { "data-sequence": e.sequence }, describe(e, ctx), " ", ruleBadge(e.rule))),
        )
      : null,
  );
}
