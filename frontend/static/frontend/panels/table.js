// The decisions only a physical table asks (kingdom/rules/decisions/table.py): the face of a die
// rolled and the card drawn, entered by the host (house 2, rule 6 i).

import { clear, h, plural, possessive, words } from "../ui.js";
import { button, legal, nextId, numberField, panel, send } from "./common.js";

/** A pack's card in words: "a guardian card", not "a guardians card". */
const CARD_OF_PACK = { fortune: "fortune", guardians: "guardian", riddles: "riddle" };

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

export const panels = {
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
};
