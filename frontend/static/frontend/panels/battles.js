// The decisions of a battle and its aftermath (kingdom/rules/decisions/battles.py): the next
// battle, with its exact odds, the add-one cards of a round (rules 13–14), a challenger's refuge
// and a prisoner's ransom (rule 21).

import { h, ruleBadge } from "../ui.js";
import { button, numberField, panel, send, sendConfirmed } from "./common.js";

export const panels = {
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
};
