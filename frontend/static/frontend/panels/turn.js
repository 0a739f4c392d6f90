// The decisions of a player's own turn (kingdom/rules/decisions/turn.py): moving pieces, with
// the battles "End movement" starts, then buying troops and ending the turn (rule 6 iii–vi,
// rules 9, 22, 24).

import { clear, h, plural, ruleBadge } from "../ui.js";
import { button, gold, legal, numberField, panel, selectField, send } from "./common.js";

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

// -- buying troops, and the end of the turn --------------------------------------------------------
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

export const panels = {
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
};
