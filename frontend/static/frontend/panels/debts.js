// The decisions of a debt (kingdom/rules/decisions/debts.py): raising the gold owed with a deal
// offered to another player, or bankruptcy; answering a debtor's deal (rule 32).

import { h, plural, ruleBadge, words } from "../ui.js";
import { button, nextId, numberField, panel, selectField, send, sendConfirmed } from "./common.js";

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

export const panels = {
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
};
