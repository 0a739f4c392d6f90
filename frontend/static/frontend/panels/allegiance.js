// The decisions of the set-up (kingdom/rules/decisions/allegiance.py): choosing a Royal
// Challenger, then a sealed bid for an allegiance beside what it costs a turn (rules 4 v, 5, 8).

import { clear, h, plural, ruleBadge } from "../ui.js";
import { gold, numberField, panel, send } from "./common.js";

// -- what a bid costs, from the engine's forecast (kingdom/rules/forecast.py, issue 18) -----------
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

export const panels = {
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
};
