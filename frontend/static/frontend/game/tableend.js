// Ending a table game now (rule 38): the friends stop playing, so the host calls the agreed
// time. A button "End the game now" for the host of a physical table; pressed, a confirmation
// that says who would win now and why — the highest chivalry (rule 38), ties to the richer,
// then the earlier seat (house 8) — from the game view's `end_now`, which the engine works out
// (no second scoring here). "End the game" sends the action `end_by_time_limit`; an undo
// takes it back like any entry. Escape or "Keep playing" keeps the game going.

import { clear, h, plural, ruleBadge } from "../ui.js";
import { $, nameOf, page } from "./state.js";
import { submit } from "./move.js";

const ending = { confirming: false, version: null };

/** The box: hidden but for the host of a table while the game runs (the view's `end_now`). */
export function renderTableEnd() {
  const box = $("table-end");
  const game = page.game;
  const preview = game && game.mode === "table" ? game.end_now : null;
  if (!box) return;
  if (!preview) {
    box.hidden = true;
    box.dataset.key = "";
    ending.confirming = false;
    return;
  }
  if (ending.version !== game.version) {
    ending.version = game.version;
    ending.confirming = false;
  }
  box.hidden = false;
  const key = JSON.stringify([game.version, ending.confirming]);
  if (box.dataset.key === key && box.firstChild) return; // a poll keeps the focus where it is
  box.dataset.key = key;
  build(box, preview);
}

/** Why the first is first: his chivalry, or (tied) his gold, or (tied again) his seat. */
function why(ranking) {
  const [first, second] = ranking;
  const own = `${first.chivalry} chivalry`;
  if (!second || first.chivalry > second.chivalry) return `the highest chivalry (${own})`;
  if (first.gold > second.gold) return `${own}, tied, and more gold (${first.gold} against ${second.gold})`;
  return `${own} and ${first.gold} gold, tied, and the earlier seat`;
}

function build(box, preview) {
  if (!ending.confirming) {
    clear(
      box,
      h(
        "button",
        {
          type: "button",
          id: "table-end-button",
          "aria-haspopup": "dialog",
          onclick: () => {
            ending.confirming = true;
            build(box, preview);
            box.dataset.key = JSON.stringify([page.game.version, true]);
            $("table-end-confirm").focus();
          },
        },
        "End the game now",
      ),
    );
    return;
  }
  const winner = preview.winner;
  const standing = preview.ranking.filter((p) => !p.eliminated);
  clear(
    box,
    h(
      "div",
      {
        class: "undo-confirm",
        role: "alertdialog",
        "aria-labelledby": "table-end-question",
        "aria-describedby": "table-end-what",
        onkeydown: (e) => {
          if (e.key === "Escape") keep(box, preview);
        },
      },
      h("p", { id: "table-end-question" }, h("strong", {}, "End the game now?")),
      h(
        "div",
        { id: "table-end-what" },
        h(
          "p",
          { id: "table-end-winner" },
          winner === null ? "Nobody would win." : `${nameOf(winner)} would win, with ${why(standing)}: `,
          "with an agreed time limit the highest chivalry wins ",
          ruleBadge(preview.rule),
          "; ties go to the richer player, then the earlier seat ",
          ruleBadge(preview.ties),
          ".",
        ),
        h(
          "ol",
          { class: "table-end-ranking" },
          preview.ranking.map((p) =>
            h("li", {}, `${nameOf(p.seat)}: ${p.chivalry} chivalry, ${plural(p.gold, "gold", "gold")}`, p.eliminated ? " (out)" : ""),
          ),
        ),
        h("p", { class: "muted" }, "The game is over for everyone; Undo takes it back."),
      ),
      h(
        "div",
        { class: "buttons" },
        h("button", { type: "button", class: "danger", id: "table-end-confirm", onclick: () => submit({ kind: "end_by_time_limit" }) }, "End the game"),
        h("button", { type: "button", id: "table-end-cancel", onclick: () => keep(box, preview) }, "Keep playing"),
      ),
    ),
  );
}

function keep(box, preview) {
  ending.confirming = false;
  build(box, preview);
  box.dataset.key = JSON.stringify([page.game.version, false]);
  $("table-end-button").focus();
}
