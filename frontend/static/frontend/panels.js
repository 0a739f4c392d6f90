// One panel per decision the game waits for from your seat (state.pending): a form whose
// primary button submits a legal default, and the other choices beside it.

import { clear, confirmAction, deadlineElement, h, plural, possessive, ruleBadge, words } from "./ui.js";

let uid = 0;
const nextId = (stem) => `${stem}-${(uid += 1)}`;
/** A pack's card in words: "a guardian card", not "a guardians card". */
const CARD_OF_PACK = { fortune: "fortune", guardians: "guardian", riddles: "riddle" };

/** "Time to answer: … Unanswered by then, the alliance is refused." — what the clock does is
 * the decision kind's own words (`if_late` in kingdom/rules/decisions.py, published as the
 * kind's `default` by /api/decision-kinds/): stated once. None at a table, where nothing runs on
 * a clock; the end of the pause while the game is paused. */
function answerBy(ctx, dl, kind) {
  if (ctx.game.mode === "table") return null;
  const p = (...text) => h("p", { class: "muted answer-by" }, ...text);
  const late = (ctx.kind(kind) || {}).default;
  if (ctx.game.status === "paused") return p(`The reply clock stands still while the game is paused; unanswered when its time is up, ${late}.`);
  if (!dl || !dl.deadline) return p("No deadline: it waits for your answer.");
  // "Time to answer: 23h 59m left (until …)" — never "No answer by 23h 59m left" (issue 35).
  return p("Time to answer: ", deadlineElement(dl.deadline), `. Unanswered by then, ${late}.`);
}

function numberField(label, { min = 0, max = null, value = 0, name }) {
  const id = nextId(name);
  const input = h("input", {
    id,
    name,
    type: "number",
    inputmode: "numeric",
    min,
    max: max === null || max === undefined ? undefined : max,
    value,
    required: true,
  });
  return { input, field: h("div", { class: "field" }, h("label", { for: id }, label), input) };
}

function selectField(label, options, { name, value } = {}) {
  const id = nextId(name);
  const select = h(
    "select",
    { id, name },
    options.map(([v, text]) => h("option", { value: v, selected: v === value }, text)),
  );
  return { select, field: h("div", { class: "field" }, h("label", { for: id }, label), select) };
}

function button(text, onclick, { primary = false, danger = false, data = {} } = {}) {
  return h(
    "button",
    {
      type: "button",
      class: [primary && "primary", danger && "danger"].filter(Boolean).join(" ") || undefined,
      dataset: data,
      onclick,
    },
    text,
  );
}

function panel(decision, ctx, title, ...body) {
  const forOther = decision.seat !== null && decision.seat !== ctx.mySeat;
  return h(
    "section",
    {
      class: "decision",
      tabindex: -1,
      "data-kind": decision.kind,
      "data-seat": decision.seat,
      "aria-label": title,
    },
    h(
      "h3",
      {},
      title,
      forOther ? h("span", { class: "for-seat" }, ` — for ${ctx.nameOf(decision.seat)}`) : null,
      " ",
      ruleBadge(decision.rule),
    ),
    body,
  );
}

/** Send `action` only once the player confirmed it in the dialog (an irreversible decision:
 * `ask` = {title, body, confirm}); the error, if any, shows beside `control`. */
async function sendConfirmed(ctx, decision, action, ask, control) {
  if (!(await confirmAction(ask))) return;
  const seat = decision.seat !== null && decision.seat !== ctx.mySeat ? decision.seat : undefined;
  ctx.submit(action, { seat, control });
}

/** What declaring bankruptcy does (rules 32, 34), for its confirmation. */
function bankruptcy(d, ctx) {
  const who = d.seat === ctx.mySeat ? "You are" : `${ctx.nameOf(d.seat)} is`;
  return {
    title: "Declare bankruptcy?",
    body: h(
      "div",
      {},
      h("p", {}, `${who} out of the game at once: every piece leaves the board, the fortune cards go back to the pack and the gold to the bank; the castles and villages are left undefended. This cannot be undone. `, ruleBadge("rule 32"), " ", ruleBadge("rule 34")),
      h("p", {}, `Before that, you may still offer another player a deal (cards or a promise for ${d.detail.amount} gold).`),
    ),
    confirm: "Declare bankrupt",
  };
}

/** Submit with the acting seat when the host enters another seat's decision at a table. */
function send(ctx, decision, action) {
  const seat = decision.seat !== null && decision.seat !== ctx.mySeat ? decision.seat : undefined;
  return ctx.submit(action, { seat });
}

/** End turn (rule 24). A purchase typed in but not bought yet is bought first, as the Buy
 * button would (issue 34: End turn used to drop it silently); the button says so while one is
 * typed, and if the purchase is refused the turn is not ended. */
function endTurnButton(d, ctx, typed) {
  const label = () => {
    const t = typed();
    return t ? `Buy ${pieceWords(t)}, then end turn` : "End turn";
  };
  const control = button(
    label(),
    async () => {
      const t = typed();
      if (t) {
        const before = ctx.game.version;
        await send(ctx, d, t);
        if (!boughtSince(before)) return; // refused: the error is shown beside the panel
      }
      send(ctx, d, { kind: "end_turn" });
    },
    { primary: true, data: { action: "end_turn" } },
  );
  // The label follows what is typed (the fields are in the same panel, built before it).
  queueMicrotask(() => {
    const form = control.closest(".decision")?.querySelector("form.buy");
    if (form) form.addEventListener("input", () => (control.textContent = label()));
  });
  return control;
}

/** Whether the game moved on since `version` (the status panel's, drawn again after the buy). */
function boughtSince(version) {
  const game = document.getElementById("status")?.dataset.version;
  return game !== undefined && Number(game) > version;
}

function pieceWords(t) {
  return [t.knights && plural(t.knights, "knight"), t.footsoldiers && plural(t.footsoldiers, "footsoldier")].filter(Boolean).join(" and ");
}

/** What a die is rolled for, in words (the engine's purposes). */
function rollPurpose(purpose, ctx) {
  const casualty = /^casualty of (\d+)$/.exec(purpose);
  if (casualty) return `${possessive(ctx.nameOf(Number(casualty[1])))} casualty (even: a knight falls, odd: a footsoldier)`;
  const named = {
    order: "the first player",
    "battle attacker": "the attacker’s battle throw",
    "battle defender": "the defender’s battle throw",
  };
  return named[purpose] || words(purpose);
}

/** A card's words to search: its number (F24, and F8 for F08) and its title, lower case. */
function cardWords(pack, id, ctx) {
  const unpadded = id.replace(/^([A-Za-z]+)0+(?=\d)/, "$1");
  return `${id} ${unpadded} ${ctx.cardTitle(pack, id)}`.toLowerCase();
}

/** Type a card's title or number: the list below shows the cards that match (every word typed
 * in the number or title); the first match is chosen, Enter enters it, the arrows go down the
 * list. Nothing is chosen before anything is typed: no card is entered by default. */
function cardSearch(pack, ctx, pick) {
  const id = nextId("card");
  const listId = `${id}-list`;
  const input = h("input", {
    id,
    name: "card",
    type: "search",
    autocomplete: "off",
    role: "combobox",
    "aria-autocomplete": "list",
    "aria-controls": listId,
    "aria-expanded": "true",
    placeholder: "Type its title or number",
  });
  const list = h("select", { id: listId, name: "card-choice", size: 6, "aria-label": `The ${CARD_OF_PACK[pack] || words(pack)} cards that match` });
  const count = h("p", { class: "muted card-count", "aria-live": "polite" }, "Loading the cards…");
  const enter = button("Enter the card", () => list.value && pick(list.value), { primary: true });
  enter.disabled = true;
  let cards = [];
  const chosen = () => {
    enter.disabled = !list.value;
    enter.textContent = list.value ? `Enter “${ctx.cardTitle(pack, list.value)}” (${list.value})` : "Enter the card";
  };
  const filter = () => {
    const typed = input.value.toLowerCase().split(/\s+/).filter(Boolean);
    const matches = cards.filter((card) => typed.every((w) => cardWords(pack, card, ctx).includes(w)));
    clear(list, matches.map((card) => h("option", { value: card }, `${card}: ${ctx.cardTitle(pack, card)}`)));
    list.value = typed.length && matches.length ? matches[0] : "";
    if (!typed.length) list.selectedIndex = -1;
    count.textContent = `${plural(matches.length, "card")} of ${cards.length} in the pack${typed.length ? " match" : ""}`;
    chosen();
  };
  input.addEventListener("input", filter);
  input.addEventListener("keydown", (e) => {
    if (e.key === "Enter") {
      e.preventDefault();
      if (list.value) pick(list.value);
    } else if (e.key === "ArrowDown" && list.options.length) {
      e.preventDefault();
      if (!list.value) list.selectedIndex = 0;
      list.focus();
      chosen();
    }
  });
  list.addEventListener("change", chosen);
  list.addEventListener("keydown", (e) => {
    if (e.key === "Enter" && list.value) {
      e.preventDefault();
      pick(list.value);
    }
  });
  list.addEventListener("dblclick", () => list.value && pick(list.value));
  const field = h(
    "div",
    { class: "field card-search" },
    h("label", { for: id }, `The ${CARD_OF_PACK[pack] || words(pack)} card drawn`),
    input,
    list,
    count,
  );
  return {
    field,
    submit: enter,
    offer(ids) {
      cards = [...ids].sort();
      filter();
    },
  };
}

function legal(ctx, kind) {
  return (ctx.legal || []).filter((a) => a.kind === kind);
}


// -- what a choice costs, from the engine's forecast (kingdom/rules/forecast.py, issue 18) --------
const pct = (x) => `${(x * 100).toFixed(1)}%`;
const gold = (n) => `${n} gold`;

/** How many turns the purse pays dues after a bid of `amount` (the engine's bids for 1…10 turns);
 * Infinity when the taxes pay them. */
export function purseTurns(f, amount) {
  if (f.forever_max_bid !== null && amount <= f.forever_max_bid) return Infinity;
  return f.lasts.filter((row) => amount <= row.max_bid).reduce((n, row) => Math.max(n, row.turns), 0);
}

/** A bid's cost a turn beside the player's income, and how long his purse lasts. */
function bidForecast(f, amount) {
  if (!f) return { parts: [], warn: false };
  const horizon = f.lasts.length;
  const turns = purseTurns(f, amount);
  const warn = amount > 0 && turns < f.warn_turns;
  const parts = [
    h(
      "p",
      { "data-line": "cost" },
      `Win with ${gold(amount)} and you pay it at the start of every turn: your Cost of Allegiance becomes `,
      h("strong", {}, `${gold(f.cost_of_allegiance + amount)} a turn`),
      f.cost_of_allegiance ? ` (${f.cost_of_allegiance} already + ${amount})` : "",
      " ",
      ruleBadge("rule 8"),
      ".",
    ),
    h(
      "p",
      { "data-line": "income" },
      "Your income: Tax Due ",
      h("strong", {}, `${gold(f.tax_due_if_won)} a turn`),
      ` with this allegiance's lands (${f.tax_due} now) `,
      ruleBadge("rule 24"),
      `. Your purse: ${gold(f.gold)}.`,
    ),
  ];
  let lasting;
  if (amount === 0) lasting = "No bid: nothing changes for your purse.";
  else if (turns === Infinity) lasting = "Your taxes pay these dues: the purse does not run out.";
  else if (turns === 0) lasting = "Your purse cannot pay even the first turn of these dues.";
  else if (turns >= horizon) lasting = `Your purse pays these dues for at least ${horizon} turns.`;
  else lasting = `Your purse pays these dues for ${plural(turns, "turn")}; then you cannot pay.`;
  parts.push(h("p", { "data-line": "lasts" }, lasting));
  if (warn) {
    parts.push(
      h(
        "p",
        { class: "warning", role: "alert", "data-line": "warning" },
        h("strong", {}, "Warning: "),
        `your purse cannot pay this bid for ${plural(f.warn_turns, "turn")}. A player who cannot pay his dues is bankrupt and out of the game `,
        ruleBadge("rule 32"),
        ".",
      ),
    );
  }
  return { parts, warn };
}

/** The prices and what the purse and the limits allow. */
function purchaseLimits(f) {
  return h(
    "p",
    { class: "forecast-limits", "data-line": "prices" },
    `Prices: ${gold(f.knight_price)} a company of knights, ${gold(f.footsoldier_price)} a footsoldier detachment `,
    ruleBadge("rule 22"),
    `. Your purse (${gold(f.gold)}) buys at most ${plural(f.knights_affordable, "knight")} or ${plural(f.footsoldiers_affordable, "footsoldier")}`,
    ` (the limits leave room for ${f.knights_allowed} more knights and ${f.footsoldiers_allowed} more footsoldiers).`,
  );
}

/** The price of the pieces typed in, and a warning when the purse left cannot pay the dues. */
function purchaseForecast(f, knights, footsoldiers) {
  if (!f) return [];
  const price = knights * f.knight_price + footsoldiers * f.footsoldier_price;
  const parts = [h("p", { "data-line": "price" }, `Price: ${gold(price)}; your purse after it: ${gold(f.gold - price)}.`)];
  if (price > f.gold) {
    parts.push(h("p", { class: "warning", role: "alert", "data-line": "warning" }, `You have only ${gold(f.gold)}.`));
  } else if (price > f.safe_spend) {
    parts.push(
      h(
        "p",
        { class: "warning", role: "alert", "data-line": "warning" },
        h("strong", {}, "Warning: "),
        `after this purchase your purse cannot pay ${plural(f.warn_turns, "turn")} of your Cost of Allegiance (${gold(f.cost_of_allegiance)} a turn, `,
        `taxes ${gold(f.tax_due)} a turn): spend at most ${gold(f.safe_spend)} to stay safe `,
        ruleBadge("rule 32"),
        ".",
      ),
    );
  }
  return parts;
}

/** What a retreat takes from him: "−2 endurance, −1 chivalry" (chivalry never below nil). */
function retreatPrice(f) {
  const chivalry = f.chivalry - f.chivalry_after_retreat;
  return `−${f.retreat_endurance} endurance${chivalry ? `, −${chivalry} chivalry` : ""}`;
}

/** Both endurances, the next round's chances and what a retreat costs. */
function guardianForecast(f) {
  return h(
    "div",
    { class: "forecast", "data-forecast": "guardian" },
    h(
      "table",
      { class: "odds-table guardian-table" },
      h("caption", {}, `${f.name}, the guardian (both throw the ${f.die} die) `, ruleBadge("rule 28 ii")),
      h(
        "tbody",
        {},
        h("tr", { "data-row": "endurance" }, h("th", { scope: "row" }, "Endurance"), h("td", {}, `guardian ${f.guardian_endurance}; you ${f.endurance}`)),
        h("tr", { "data-row": "wounds-guardian" }, h("th", { scope: "row" }, "Next round: you wound him"), h("td", {}, pct(f.round_wounds_guardian))),
        h("tr", { "data-row": "wounds-you" }, h("th", { scope: "row" }, "Next round: he wounds you"), h("td", {}, pct(f.round_wounds_you))),
        h("tr", { "data-row": "tie" }, h("th", { scope: "row" }, "Next round: equal throws"), h("td", {}, pct(f.round_tie))),
        h("tr", { "data-row": "slays" }, h("th", { scope: "row" }, "You slay him this round"), h("td", {}, pct(f.round_slays_guardian))),
        h("tr", { "data-row": "kills" }, h("th", { scope: "row" }, "He kills you this round"), h("td", {}, pct(f.round_kills_you))),
      ),
    ),
    h(
      "p",
      { "data-line": "retreat", class: f.retreat_eliminates ? "warning" : undefined, role: f.retreat_eliminates ? "alert" : undefined },
      `Retreating costs ${f.retreat_endurance} endurance and ${f.retreat_chivalry} chivalry: you would have ${f.endurance_after_retreat} endurance and ${f.chivalry_after_retreat} chivalry (never below nil) `,
      ruleBadge("rule 28 iv"),
      ". ",
      f.retreat_eliminates ? h("strong", {}, "Retreating would end the game for you: at 0 endurance a player is out ") : null,
      f.retreat_eliminates ? ruleBadge("rule 34 ii") : null,
      f.retreat_eliminates ? "." : null,
    ),
    h(
      "p",
      { class: "warning", "data-line": "stake" },
      h("strong", {}, "The stake: "),
      `if he kills you (${pct(f.round_kills_you)} this round), your game ends: your lands, pieces and purse are gone `,
      ruleBadge("rule 34 ii"),
      ".",
    ),
    h("p", { class: "muted small" }, `Slaying him earns ${f.slay_chivalry} chivalry and lets you turn the magic token `, ruleBadge("rule 29"), "."),
  );
}

/** The confirmation of a guardian choice that can end the game (rule 34 ii), or null. */
function guardianAsk(f, fight) {
  if (!f) return null;
  if (fight && f.round_kills_you > 0) {
    return {
      title: `Fight ${f.name}?`,
      body: h(
        "p",
        {},
        `He kills you this round with a chance of ${pct(f.round_kills_you)}: your game then ends, your lands, pieces and purse gone. This cannot be undone. `,
        ruleBadge("rule 34 ii"),
      ),
      confirm: "Fight him",
    };
  }
  if (!fight && f.retreat_eliminates) {
    return {
      title: "Retreat and leave the game?",
      body: h(
        "p",
        {},
        `Retreating costs ${f.retreat_endurance} endurance: you have ${f.endurance}, so your game ends, your lands, pieces and purse gone. This cannot be undone. `,
        ruleBadge("rule 34 ii"),
      ),
      confirm: "Retreat",
    };
  }
  return null;
}

/** Send a guardian choice, confirmed first when it can end the game. */
function guardianChoice(d, ctx, action, ask) {
  return (e) => (ask ? sendConfirmed(ctx, d, action, ask, e.currentTarget) : send(ctx, d, action));
}

/** "Decline (−2 chivalry)", or that he has none to lose (chivalry never falls below nil). */
function declineLabel(f) {
  if (!f) return "Decline";
  const lost = f.chivalry - f.chivalry_after_decline;
  return lost ? `Decline (−${lost} chivalry)` : "Decline (no chivalry to lose)";
}

/** Both sides of the invitation: what riding may cost and win, what declining costs. */
function joustForecast(f) {
  if (!f) return h("p", {}, "Ride to the tournament, or decline and lose chivalry.");
  const lost = f.chivalry - f.chivalry_after_decline;
  const prize = [f.prize_gold ? gold(f.prize_gold) : null, f.prize_chivalry ? `${f.prize_chivalry} chivalry` : null].filter(Boolean).join(" and ");
  return h(
    "div",
    { class: "forecast", "data-forecast": "joust" },
    h(
      "p",
      { "data-line": "ride" },
      h("strong", {}, "Ride: "),
      `each blow you take in the lists costs ${f.blow_endurance} endurance (you have ${f.endurance}) `,
      ruleBadge("rule 7 ii"),
      `; ${plural(f.blows_to_fall, "blow")} and your game ends `,
      ruleBadge("rule 34 ii"),
      `. Afterwards your Royal Challenger goes home and stays in his castle during your next turn `,
      ruleBadge("rule 7 v"),
      prize ? `. The champion wins ${prize}.` : ".",
    ),
    h(
      "p",
      { "data-line": "decline" },
      h("strong", {}, "Decline: "),
      `the card costs a refusal ${f.decline_chivalry} chivalry; you have ${f.chivalry}, so you would lose ${lost} and keep ${f.chivalry_after_decline} `,
      ruleBadge("rule 35"),
      ".",
    ),
  );
}

/** The battles "End movement" fights (the engine's list, rule 6 iv), each with its wages and
 * its exact odds as for a new battle; a siege delayed on an earlier turn resumes (issue 27). */
function battlesAhead(d, ctx, ahead) {
  const items = ahead.map((b) => {
    const oddsBox = h("div", { class: "odds", "aria-live": "polite" }, "Working out the odds…");
    ctx.battleOdds(b.node, d.seat, b.defender).then(
      (odds) => oddsBox.replaceChildren(ctx.oddsView(odds)),
      () => oddsBox.replaceChildren("The odds could not be worked out."),
    );
    return h(
      "li",
      { "data-node": b.node, "data-resumed": String(b.resumed) },
      h(
        "p",
        {},
        b.resumed
          ? [`At ${b.node} your siege against ${ctx.nameOf(b.defender)}, delayed on an earlier turn, starts again `, ruleBadge("rule 18 i")]
          : `At ${b.node} you fight ${ctx.nameOf(b.defender)}`,
        `: ${gold(b.wages)} of wages set aside before the first round, lost to him if you lose `,
        ruleBadge("rule 17"),
        "; each round may cost you pieces.",
      ),
      oddsBox,
    );
  });
  return h(
    "div",
    { class: "battles-ahead warning", "data-forecast": "battles" },
    h("p", {}, h("strong", {}, `“End movement” starts ${ahead.length === 1 ? "a battle" : `${ahead.length} battles`} `), ruleBadge("rule 6 iv"), ":"),
    h("ul", { class: "options" }, items),
  );
}

/** Why a deal offered to you cannot be accepted now, naming who cannot (the engine's forecast,
 * kingdom/rules/forecast.py: the proposer, you, or a battle's sealed cards; issue 35). */
function dealHindered(d, ctx) {
  const f = d.forecast;
  if (!f || !f.reason) return "This deal cannot be done now: you may only refuse.";
  if (f.hindered_by === "proposer") return `${ctx.nameOf(d.detail.from)} cannot give what the deal offers now (${f.reason}): you may only refuse.`;
  if (f.hindered_by === "you") return `You cannot give what it asks now (${f.reason}): you may only refuse.`;
  return `No card changes hands while add-one cards are sealed in the battle under way: you may only refuse until they are shown.`;
}

const PANELS = {
  choose_challenger(d, ctx) {
    const buttons = d.detail.options.map((key, i) => {
      const info = ctx.challenger(key) || { name: key, colour: "#777" };
      return h(
        "button",
        {
          type: "button",
          class: `challenger-choice${i === 0 ? " primary" : ""}`,
          "data-challenger": key,
          onclick: () => send(ctx, d, { kind: "choose_challenger", challenger: key }),
        },
        h("span", { class: "swatch", style: `background:${info.colour}` }),
        h("strong", {}, info.name),
        info.castle ? h("small", {}, ` ${info.castle}; ${(info.villages || []).join(", ")}`) : null,
      );
    });
    return panel(d, ctx, "Choose your Royal Challenger", h("div", { class: "choices" }, buttons));
  },

  bid(d, ctx) {
    const info = ctx.challenger(d.detail.challenger) || { name: d.detail.challenger };
    const max = d.detail.max;
    const { input, field } = numberField(
      `Your sealed bid in gold (0: no bid${max !== null && max !== undefined ? `; at most ${max}` : ""})`,
      { min: 0, max, value: 0, name: "amount" },
    );
    const seal = h("button", { type: "submit", class: "primary" }, "Seal bid");
    const note = h("div", { class: "forecast", "data-forecast": "bid", "aria-live": "polite" });
    const update = () => {
      const shown = bidForecast(d.forecast, Number(input.value || 0));
      clear(note, shown.parts);
      seal.textContent = shown.warn ? "Seal this bid anyway" : "Seal bid";
    };
    input.addEventListener("input", update);
    if (d.forecast) update();
    const form = h(
      "form",
      {
        onsubmit: (e) => {
          e.preventDefault();
          send(ctx, d, { kind: "bid", amount: Number(input.value || 0) });
        },
      },
      field,
      d.forecast ? note : null,
      seal,
    );
    return panel(d, ctx, `Bid for the allegiance of ${info.name}`, form);
  },

  battle_cards(d, ctx) {
    const { input, field } = numberField(`Add-one cards to play this round (you hold ${d.detail.max})`, {
      min: 0,
      max: d.detail.max,
      value: 0,
      name: "count",
    });
    return panel(
      d,
      ctx,
      `Battle at ${d.detail.node}, round ${d.detail.round}`,
      h(
        "form",
        {
          onsubmit: (e) => {
            e.preventDefault();
            send(ctx, d, { kind: "play_cards", count: Number(input.value || 0) });
          },
        },
        field,
        h("button", { type: "submit", class: "primary" }, "Commit and roll"),
      ),
    );
  },

  choose_battle(d, ctx) {
    const items = d.detail.options.map((o, i) => {
      const oddsBox = h("div", { class: "odds", "aria-live": "polite" }, "Working out the odds…");
      ctx.battleOdds(o.node, d.seat, o.defender).then(
        (odds) => oddsBox.replaceChildren(ctx.oddsView(odds)),
        () => oddsBox.replaceChildren("The odds could not be worked out."),
      );
      return h(
        "li",
        {},
        button(
          `Fight at ${o.node} against ${ctx.nameOf(o.defender)}`,
          () => send(ctx, d, { kind: "fight_battle", node: o.node, defender: o.defender }),
          { primary: i === 0, data: { node: o.node } },
        ),
        oddsBox,
      );
    });
    return panel(d, ctx, "Choose the next battle", h("ul", { class: "options" }, items));
  },

  move(d, ctx) {
    const ahead = (d.forecast && d.forecast.battles) || [];
    return panel(
      d,
      ctx,
      "Your move",
      h(
        "p",
        {},
        "Click one of your stacks on the map (or pick it below), choose the pieces, then click a lit square.",
      ),
      ctx.movePanel(),
      ahead.length ? battlesAhead(d, ctx, ahead) : null,
      h(
        "div",
        { class: "buttons" },
        button(ahead.length ? `End movement and fight (${plural(ahead.length, "battle")})` : "End movement", () => send(ctx, d, { kind: "end_movement" }), {
          primary: true,
          data: { action: "end_movement" },
        }),
      ),
    );
  },

  purchase(d, ctx) {
    const castles = [...new Set(legal(ctx, "buy").map((a) => a.castle))];
    const body = [];
    let typed = () => null; // the purchase typed in and not bought yet (issue 34), or null
    if (castles.length) {
      const { select, field } = selectField(
        "Castle where the new pieces stand",
        castles.map((c) => [c, ctx.describe(c)]),
        { name: "castle" },
      );
      const f = d.forecast;
      const knights = numberField(f ? `Companies of mounted knights (${f.knight_price} gold each)` : "Companies of mounted knights", {
        min: 0,
        value: 0,
        name: "knights",
      });
      const foot = numberField(f ? `Footsoldier detachments (${f.footsoldier_price} gold each)` : "Footsoldier detachments", {
        min: 0,
        value: 0,
        name: "footsoldiers",
      });
      const note = h("div", { class: "forecast", "data-forecast": "purchase", "aria-live": "polite" });
      const update = () => clear(note, purchaseForecast(f, Number(knights.input.value || 0), Number(foot.input.value || 0)));
      if (f) {
        knights.input.addEventListener("input", update);
        foot.input.addEventListener("input", update);
        update();
      }
      typed = () => {
        const bought = { kind: "buy", castle: select.value, knights: Number(knights.input.value || 0), footsoldiers: Number(foot.input.value || 0) };
        return bought.knights > 0 || bought.footsoldiers > 0 ? bought : null;
      };
      body.push(
        h(
          "form",
          {
            class: "buy",
            onsubmit: (e) => {
              e.preventDefault();
              send(ctx, d, {
                kind: "buy",
                castle: select.value,
                knights: Number(knights.input.value || 0),
                footsoldiers: Number(foot.input.value || 0),
              });
            },
          },
          field,
          f ? purchaseLimits(f) : null,
          h("div", { class: "row" }, knights.field, foot.field),
          f ? note : null,
          h("button", { type: "submit" }, "Buy"),
        ),
      );
    } else {
      body.push(h("p", { class: "muted" }, "You cannot buy pieces now (no castle to place them, or no gold)."));
    }
    body.push(
      h(
        "div",
        { class: "buttons" },
        endTurnButton(d, ctx, () => typed()),
      ),
    );
    return panel(d, ctx, "Purchases, then collect taxes", body);
  },

  joust_reply(d, ctx) {
    return panel(
      d,
      ctx,
      `${ctx.nameOf(d.detail.host)} hosts a Royal Jousting Tournament`,
      joustForecast(d.forecast),
      h(
        "div",
        { class: "buttons" },
        button(d.forecast ? `Ride to the tournament (−${d.forecast.blow_endurance} endurance a blow taken)` : "Ride to the tournament", () => send(ctx, d, { kind: "answer_joust", accept: true }), {
          primary: true,
          data: { action: "ride_joust" },
        }),
        button(
          declineLabel(d.forecast),
          () => send(ctx, d, { kind: "answer_joust", accept: false }),
          { data: { action: "decline_joust" } },
        ),
      ),
    );
  },

  alliance_reply(d, ctx) {
    const from = d.detail.from;
    const mayAccept = legal(ctx, "answer_alliance").some((a) => a.from_seat === from && a.accept);
    const dl = (ctx.game.deadlines || []).find((x) => x.seat === d.seat && x.kind === d.kind);
    return panel(
      d,
      ctx,
      `${ctx.nameOf(from)} offers you an alliance`,
      h(
        "p",
        {},
        "Accept, and from now on your pieces and his share squares without battle; neither attacks the other, " +
          "and where both stand, his pieces fight on your side when you attack or are attacked, and yours on his. " +
          "Either of you may end it at any time, even mid-turn.",
      ),
      answerBy(ctx, dl, d.kind),
      mayAccept ? null : h("p", { class: "muted" }, "You fight on opposite sides of the battle under way: you may only refuse until it is over (house 27)."),
      h(
        "div",
        { class: "buttons" },
        mayAccept
          ? button("Accept the alliance", () => send(ctx, d, { kind: "answer_alliance", from_seat: from, accept: true }), {
              data: { action: "accept_alliance" },
            })
          : null,
        button("Refuse", () => send(ctx, d, { kind: "answer_alliance", from_seat: from, accept: false }), {
          primary: true,
          data: { action: "refuse_alliance" },
        }),
      ),
    );
  },

  deal_reply(d, ctx) {
    const { from, number } = d.detail;
    const mayAccept = legal(ctx, "answer_deal").some((a) => a.number === number && a.accept);
    const dl = (ctx.game.deadlines || []).find((x) => x.seat === d.seat && x.kind === d.kind);
    const side = (gold, cards) => {
      const parts = [];
      if (gold) parts.push(`${gold} gold`);
      for (const c of cards || []) parts.push(ctx.card(c));
      return parts.length ? parts.join(", ") : "nothing";
    };
    return panel(
      d,
      ctx,
      `${ctx.nameOf(from)} offers you a deal`,
      h(
        "dl",
        { class: "deal-terms", "data-number": number },
        h("dt", {}, "You get"),
        h("dd", { class: "you-get" }, side(d.detail.gold, d.detail.cards)),
        h("dt", {}, "You give"),
        h("dd", { class: "you-give" }, side(d.detail.for_gold, d.detail.for_cards)),
        d.detail.promise ? [h("dt", {}, "His promise"), h("dd", { class: "promise" }, `“${d.detail.promise}”`)] : null,
      ),
      h("p", { class: "muted" }, "Only the two of you see what this deal holds; the gold that moves is public."),
      answerBy(ctx, dl, d.kind),
      mayAccept ? null : h("p", { class: "muted hindered", "data-hindered-by": d.forecast?.hindered_by || "" }, dealHindered(d, ctx)),
      h(
        "div",
        { class: "buttons" },
        mayAccept
          ? button("Accept the deal", () => send(ctx, d, { kind: "answer_deal", number, accept: true }), {
              data: { action: "accept_deal" },
            })
          : null,
        button("Refuse", () => send(ctx, d, { kind: "answer_deal", number, accept: false }), {
          primary: true,
          data: { action: "refuse_deal" },
        }),
      ),
    );
  },

  joust_pick(d, ctx) {
    const k = d.detail.numbers;
    const seen = legal(ctx, "pick_numbers").flatMap((a) => a.numbers);
    const faces = seen.length ? Math.max(...seen) : 6;
    // Nothing is ticked first, at a table as by web (issue 27): Pick cannot send numbers nobody
    // chose; it waits until exactly k are ticked.
    const boxes = [];
    for (let n = 1; n <= faces; n += 1) {
      const id = nextId("pick");
      boxes.push(
        h(
          "label",
          { class: "check", for: id },
          h("input", { id, type: "checkbox", value: n }),
          ` ${n}`,
        ),
      );
    }
    const submit = h("button", { type: "submit", class: "primary", disabled: true }, "Pick");
    const count = h("p", { class: "muted small pick-count", "aria-live": "polite" }, `0 of ${k} ticked.`);
    const form = h(
      "form",
      {
        onchange: () => {
          const ticked = form.querySelectorAll("input:checked").length;
          submit.disabled = ticked !== k;
          clear(count, `${ticked} of ${k} ticked.`);
        },
        onsubmit: (e) => {
          e.preventDefault();
          const numbers = [...form.querySelectorAll("input:checked")].map((i) => Number(i.value));
          if (numbers.length !== k) {
            ctx.notice(`Pick exactly ${plural(k, "number")}.`, d.rule, e.submitter || form);
            return;
          }
          send(ctx, d, { kind: "pick_numbers", numbers });
        },
      },
      h("fieldset", {}, h("legend", {}, `Pick ${plural(k, "number")} of the red die (attempt ${d.detail.attempt})`), boxes),
      count,
      submit,
    );
    const f = d.forecast;
    const stake = f
      ? h(
          "p",
          { class: "forecast", "data-forecast": "joust-blow" },
          `Each blow you take costs ${f.blow_endurance} endurance (you have ${f.endurance}; at 0 your game ends) `,
          ruleBadge("rule 7 ii"),
          " ",
          ruleBadge("rule 34 ii"),
          ".",
        )
      : null;
    return panel(d, ctx, "Joust: your numbers", stake, form);
  },

  quest(d, ctx) {
    const retreats = d.detail.retreats || [];
    const f = d.forecast;
    const parts = [
      f ? guardianForecast(f) : null,
      h(
        "div",
        { class: "buttons" },
        button(f && f.round_kills_you > 0 ? `Fight the guardian (${pct(f.round_kills_you)}: your game ends)` : "Fight the guardian", guardianChoice(d, ctx, { kind: "quest_fight" }, guardianAsk(f, true)), {
          primary: true,
          data: { action: "quest_fight" },
        }),
      ),
    ];
    if (retreats.length) {
      const { select, field } = selectField(
        "Retreat to",
        retreats.map((n) => [n, ctx.describe(n)]),
        { name: "to" },
      );
      parts.push(
        h(
          "div",
          { class: "row" },
          field,
          button(
            f ? `Retreat (${retreatPrice(f)})` : "Retreat",
            (e) => guardianChoice(d, ctx, { kind: "quest_retreat", to: select.value }, guardianAsk(f, false))(e),
            { danger: Boolean(f && f.retreat_eliminates), data: { action: "quest_retreat" } },
          ),
        ),
      );
    }
    return panel(d, ctx, "The guardian bars your way", parts);
  },

  answer_riddle(d, ctx) {
    const riddle = ctx.riddle(d.detail.riddle);
    const id = nextId("answer");
    const input = h("input", { id, type: "text", name: "answer", autocomplete: "off" });
    return panel(
      d,
      ctx,
      "Answer the riddle",
      h("blockquote", {}, riddle ? riddle.question : `Riddle ${d.detail.riddle}`),
      h(
        "form",
        {
          onsubmit: (e) => {
            e.preventDefault();
            send(ctx, d, { kind: "answer_riddle", answer: input.value.trim() || "I do not know" });
          },
        },
        h("div", { class: "field" }, h("label", { for: id }, "Your answer"), input),
        h("button", { type: "submit", class: "primary" }, "Answer"),
      ),
    );
  },

  leave_site(d, ctx) {
    const { select, field } = selectField(
      "Depart to",
      d.detail.options.map((n) => [n, ctx.describe(n)]),
      { name: "to" },
    );
    return panel(
      d,
      ctx,
      "Leave the mystic site",
      field,
      button("Leave", () => send(ctx, d, { kind: "leave_site", to: select.value }), { primary: true }),
    );
  },

  ransom(d, ctx) {
    const { input, field } = numberField(`Ransom you accept (at most ${d.detail.max}, all his gold)`, {
      min: 0,
      max: d.detail.max,
      value: d.detail.max,
      name: "amount",
    });
    return panel(
      d,
      ctx,
      `${ctx.nameOf(d.detail.prisoner)} cannot pay the ransom`,
      field,
      h(
        "div",
        { class: "buttons" },
        button("Accept this ransom", () => send(ctx, d, { kind: "set_ransom", amount: Number(input.value || 0) }), {
          primary: true,
        }),
        button(
          "Execute the prisoner",
          (e) =>
            sendConfirmed(
              ctx,
              d,
              { kind: "execute" },
              {
                title: `Execute ${ctx.nameOf(d.detail.prisoner)}'s Royal Challenger?`,
                body: h(
                  "p",
                  {},
                  `${ctx.nameOf(d.detail.prisoner)} is out of the game at once (his pieces leave the board), and executing a prisoner costs you chivalry. This cannot be undone. `,
                  ruleBadge("rule 21 iii"),
                  " ",
                  ruleBadge("house 4"),
                ),
                confirm: "Execute him",
              },
              e.currentTarget,
            ),
          { danger: true, data: { action: "execute" } },
        ),
      ),
    );
  },

  choose_refuge(d, ctx) {
    return panel(
      d,
      ctx,
      "Flee to a castle",
      h(
        "div",
        { class: "choices" },
        d.detail.options.map((c, i) =>
          button(ctx.describe(c), () => send(ctx, d, { kind: "choose_refuge", castle: c }), { primary: i === 0 }),
        ),
      ),
    );
  },

  raise_funds(d, ctx) {
    const me = ctx.state.players[d.seat];
    const short = Math.max(d.detail.amount - (typeof me.gold === "number" ? me.gold : 0), 1);
    const others = ctx.state.players.filter((p) => p.seat !== d.seat && !p.eliminated);
    const to = selectField(
      "Offer to",
      others.map((p) => [String(p.seat), ctx.nameOf(p.seat)]),
      { name: "to_seat" },
    );
    const gold = numberField("Gold asked", { min: 1, value: short, name: "gold" });
    const hand = Array.isArray(me.hand) ? me.hand : [];
    const cards = hand.map((card) => {
      const id = nextId("card");
      return h(
        "label",
        { class: "check", for: id },
        h("input", { id, type: "checkbox", value: card, checked: true }),
        ` ${ctx.card(card)}`,
      );
    });
    const promiseId = nextId("promise");
    const promise = h("input", { id: promiseId, type: "text", name: "promise", maxlength: 200 });
    const form = h(
      "form",
      {
        onsubmit: (e) => {
          e.preventDefault();
          send(ctx, d, {
            kind: "offer_deal",
            to_seat: Number(to.select.value),
            gold: Number(gold.input.value || 0),
            cards: [...form.querySelectorAll("input[type=checkbox]:checked")].map((i) => i.value),
            promise: promise.value,
          });
        },
      },
      to.field,
      gold.field,
      cards.length ? h("fieldset", {}, h("legend", {}, "Cards offered"), cards) : null,
      h("div", { class: "field" }, h("label", { for: promiseId }, "A promise (optional)"), promise),
      h(
        "p",
        { class: "muted small" },
        "The game waits for his answer (rule 32). You may also offer deals to several players at once in the Deals panel: your own deadline runs on meanwhile.",
      ),
      h(
        "div",
        { class: "buttons" },
        h("button", { type: "submit", class: "primary" }, "Offer the deal"),
        button("Declare bankrupt", (e) => sendConfirmed(ctx, d, { kind: "declare_bankrupt" }, bankruptcy(d, ctx), e.currentTarget), {
          danger: true,
          data: { action: "declare_bankrupt" },
        }),
      ),
    );
    return panel(
      d,
      ctx,
      `Raise ${d.detail.amount} gold (${words(d.detail.reason)})`,
      others.length
        ? form
        : button("Declare bankrupt", (e) => sendConfirmed(ctx, d, { kind: "declare_bankrupt" }, bankruptcy(d, ctx), e.currentTarget), {
            danger: true,
            primary: true,
            data: { action: "declare_bankrupt" },
          }),
    );
  },

  answer_deal(d, ctx) {
    const deal = ctx.state.deal || {};
    const cards = Array.isArray(deal.cards) ? deal.cards.map((c) => ctx.card(c)).join(", ") : plural(deal.cards || 0, "card");
    return panel(
      d,
      ctx,
      `${ctx.nameOf(d.detail.from)} offers a deal`,
      h(
        "p",
        {},
        `${ctx.nameOf(d.detail.from)} asks ${d.detail.gold} gold for ${cards || "no card"}${deal.promise ? ` and a promise: “${deal.promise}”` : ""}.`,
      ),
      h(
        "div",
        { class: "buttons" },
        button("Accept", () => send(ctx, d, { kind: "answer_deal", accept: true })),
        button("Refuse", () => send(ctx, d, { kind: "answer_deal", accept: false }), { primary: true }),
      ),
    );
  },

  roll(d, ctx) {
    const faces = Math.max(0, ...legal(ctx, "roll").map((a) => a.face || 0)) || null;
    const { input, field } = numberField(`Face rolled${faces ? ` (1–${faces})` : ""}`, {
      min: 1,
      max: faces,
      value: "",
      name: "face",
    });
    input.setAttribute("autocomplete", "off");
    const who = d.seat === null ? "the game" : ctx.nameOf(d.seat);
    return panel(
      { ...d, seat: ctx.mySeat },
      ctx,
      `Roll the ${d.detail.die} die for ${rollPurpose(d.detail.purpose, ctx)} (${who} rolls)`,
      h(
        "form",
        {
          onsubmit: (e) => {
            e.preventDefault();
            ctx.submit({ kind: "roll", face: Number(input.value) });
          },
        },
        field,
        h("button", { type: "submit", class: "primary" }, "Enter the face"),
      ),
    );
  },

  enter_card(d, ctx) {
    const pack = d.detail.pack;
    const title = `Enter the ${CARD_OF_PACK[pack] || words(pack)} card drawn`;
    const search = cardSearch(pack, ctx, (card) => send(ctx, d, { kind: "enter_card", card }));
    // Only the cards that can be in the pack now (the API's legal actions of the seat drawing).
    ctx.legalCards(d).then(search.offer, () => search.offer(ctx.deck(pack)));
    return panel(d, ctx, title, search.field, search.submit);
  },

  turn_token(d, ctx) {
    return panel(
      d,
      ctx,
      `Turn the magic token at ${d.detail.site}`,
      h(
        "div",
        { class: "buttons" },
        button("It is empty", () => send(ctx, d, { kind: "turn_token", grail: false }), { primary: true }),
        button("It is the Holy Grail", () => send(ctx, d, { kind: "turn_token", grail: true })),
      ),
    );
  },

  judge_riddle(d, ctx) {
    return panel(
      d,
      ctx,
      "Judge the answer to the riddle",
      h("p", {}, `The quester answered: “${d.detail.answer}”. Read the answers on the card.`),
      h(
        "div",
        { class: "buttons" },
        button("Correct", () => send(ctx, d, { kind: "judge_riddle", correct: true })),
        button("Wrong", () => send(ctx, d, { kind: "judge_riddle", correct: false }), { primary: true }),
      ),
    );
  },
};

export function decisionPanel(decision, base) {
  // The legal actions of the seat the decision is for (at a table the host enters every seat's).
  const ctx = base.legalOf ? { ...base, legal: base.legalOf(decision.seat) } : base;
  const make = PANELS[decision.kind];
  if (!make) {
    const kind = ctx.kind(decision.kind) || { label: words(decision.kind), help: "" };
    return panel(decision, ctx, kind.label, h("p", {}, kind.help), h("p", {}, "This decision has no panel yet."));
  }
  return make(decision, ctx);
}
