// The decisions of a quest (kingdom/rules/decisions/quests.py): the guardian's fight or a
// retreat, with the odds of the next round, the magic token, the grail's riddle and leaving the
// mystic site (rules 28–29).

import { h, ruleBadge } from "../ui.js";
import { button, nextId, panel, selectField, send, sendConfirmed } from "./common.js";

/** A chance in per cent, to a tenth. */
const pct = (x) => `${(x * 100).toFixed(1)}%`;

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

export const panels = {
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
};
