// Ending a table game now (rule 38): the friends stop playing, so the host calls the agreed
// time. A button "End the game now" for the host of a physical table; pressed, the page's
// confirmation says who would win now and why — the highest chivalry (rule 38), ties to the
// richer, then the earlier seat (house 8) — from the game view's `end_now`, which the engine
// works out (no second scoring here). "End the game" sends the action `end_by_time_limit`; an
// undo takes it back like any entry.

import { clear, confirmAction, h, ruleBadge } from "../ui.js";
import { submit } from "./move.js";
import { $, nameOf, page } from "./state.js";

/** The box: hidden but for the host of a table while the game runs (the view's `end_now`). */
export function renderTableEnd() {
  const box = $("table-end");
  if (!box) return;
  const game = page.game;
  const preview = game && game.mode === "table" ? game.end_now : null;
  box.hidden = !preview;
  if (preview && !box.firstChild) {
    const button = h("button", { type: "button", id: "table-end-button", "aria-haspopup": "dialog", onclick: endNow }, "End the game now");
    clear(box, h("p", { class: "muted small" }, "Stopping here? The game ends as an agreed time limit does."), button);
  }
}

/** Why the first is first: his chivalry, or (tied) his gold, or (tied again) his seat. */
function why(standing) {
  const [first, second] = standing;
  const own = `${first.chivalry} chivalry`;
  if (!second || first.chivalry > second.chivalry) return `the highest chivalry (${own})`;
  if (first.gold > second.gold) return `${own}, tied with ${nameOf(second.seat)}, and more gold (${first.gold} against ${second.gold})`;
  return `${own} and ${first.gold} gold, tied with ${nameOf(second.seat)}, and the earlier seat`;
}

function consequence(preview) {
  const standing = preview.ranking.filter((p) => !p.eliminated);
  const winner = preview.winner === null ? "Nobody would win" : `${nameOf(preview.winner)} would win now, with ${why(standing)}`;
  return h(
    "div",
    { id: "table-end-what" },
    h("p", { id: "table-end-winner" }, `${winner}: when an agreed time limit runs out the highest chivalry wins `, ruleBadge(preview.rule), "; a tie goes to the richer player, then the earlier seat ", ruleBadge(preview.ties), "."),
    h(
      "ol",
      { class: "table-end-ranking" },
      preview.ranking.map((p) => h("li", {}, `${nameOf(p.seat)}: ${p.chivalry} chivalry, ${p.gold} gold${p.eliminated ? " (out of the game)" : ""}`)),
    ),
    h("p", { class: "muted" }, "The game is then over for every seat; Undo takes the end back."),
  );
}

async function endNow() {
  const preview = page.game && page.game.end_now;
  if (!preview || page.busy) return;
  const yes = await confirmAction({ title: "End the game now?", body: consequence(preview), confirm: "End the game" });
  if (yes) await submit({ kind: "end_by_time_limit" });
}
