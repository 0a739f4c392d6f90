// The decisions of the Royal Jousting Tournament (kingdom/rules/decisions/jousts.py): the
// invitation, with what riding and declining cost, and the rider's numbers of the red die (rule 7).

import { clear, h, plural, ruleBadge } from "../ui.js";
import { button, gold, legal, nextId, panel, send } from "./common.js";

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

export const panels = {
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
};
