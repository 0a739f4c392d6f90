// The offers that wait for their answer whatever turns pass (kingdom/rules/decisions/offers.py):
// an alliance (rule 33) and a deal (rule 32 i, house 28), each with its reply clock.

import { deadlineElement, h } from "../ui.js";
import { button, legal, panel, send } from "./common.js";

/** "Time to answer: … Unanswered by then, the alliance is refused." — what the clock does is
 * the decision kind's own words (its `if_late`, in kingdom/rules/decisions/offers.py, published
 * as the kind's `default` by /api/decision-kinds/): stated once. None at a table, where nothing
 * runs on a clock; the end of the pause while the game is paused. */
function answerBy(ctx, dl, kind) {
  if (ctx.game.mode === "table") return null;
  const p = (...text) => h("p", { class: "muted answer-by" }, ...text);
  const late = (ctx.kind(kind) || {}).default;
  if (ctx.game.status === "paused") return p(`The reply clock stands still while the game is paused; unanswered when its time is up, ${late}.`);
  if (!dl || !dl.deadline) return p("No deadline: it waits for your answer.");
  // "Time to answer: 23h 59m left (until …)" — never "No answer by 23h 59m left" (issue 35).
  return p("Time to answer: ", deadlineElement(dl.deadline), `. Unanswered by then, ${late}.`);
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

export const panels = {
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
};
