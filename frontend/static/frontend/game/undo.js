// Undo at a physical table (issue 17): a button "Undo: <the last entry>" and, once pressed, a
// confirmation saying what is taken back. The API says what the last entry is and whether you
// may take it back (GET /api/games/{id}/undo/, once a version); the undo is a POST with the
// version it was seen at. Keyboard: the button and the confirmation are in the Tab order, the
// confirmation takes the focus, Escape keeps the entry, and after an undo the focus goes to the
// decision that is asked again (the die to type once more).

import { get, post } from "../api.js";
import { describe } from "../events.js";
import { clear, clearMessages, h, plural, showError, words } from "../ui.js";
import { $, cardTitle, challengerName, eventCtx, gameId, loadGame, mySeat, nameOf, page, refresh, setBusy } from "./state.js";

const undo = { version: null, preview: null, confirming: false };

/** The box's contents for the game's version: hidden but at a table, for a seat that may undo. */
export function renderUndo() {
  const box = $("undo");
  const game = page.game;
  if (!box || !game || game.mode !== "table" || mySeat() === null || !game.state) {
    if (box) box.hidden = true;
    return;
  }
  if (undo.version !== game.version) {
    undo.version = game.version;
    undo.confirming = false;
    undo.preview = null; // until the API says what the last entry is now
    box.hidden = true;
    get(`/api/games/${gameId}/undo/`)
      .then((preview) => {
        if (preview.version !== page.game.version) return; // an older answer: the next one counts
        undo.preview = preview;
        draw(box);
      })
      .catch(() => {
        undo.preview = null;
        box.hidden = true;
      });
    return;
  }
  draw(box);
}

/** The entry in words: whose, what, and what was typed (a face, a card, a bid). A face is
 * the roller's (at a table anyone types any die in: the log's roll says whose die it was). */
export function entryWords(entry) {
  if (entry.kind === "end_by_time_limit") return "the end of the game (rule 38)"; // the host's, at a table
  const a = entry.action || {};
  const thrown = page.events.find((e) => e.type === "die_rolled" && entry.events.includes(e.sequence));
  const seat = a.kind === "roll" && thrown ? thrown.seat : entry.seat;
  // Never "Ann (you)’s": your own entry is "your roll 5" (as the deals say "your side").
  const whose = seat === null ? "the game’s" : seat === mySeat() ? "your" : `${nameOf(seat)}’s`;
  const typed =
    a.kind === "roll" && a.face != null
      ? ` ${a.face}`
      : a.kind === "enter_card"
        ? ` “${cardTitle(packOf(a.card), a.card)}”`
        : a.kind === "bid" && a.amount != null
          ? ` of ${a.amount} gold`
          : a.kind === "choose_challenger"
            ? ` ${challengerName(a.challenger)}`
            : "";
  return `${whose} ${words(entry.kind)}${typed}`;
}

function packOf(card) {
  for (const pack of ["fortune", "guardians", "riddles"]) if (page.decks[pack][card]) return pack;
  return "fortune";
}

/** Draw the box again only when what it shows changes (a poll must not take the focus from
 * the button or the confirmation); the focused control keeps the focus. */
function draw(box) {
  const preview = undo.preview;
  if (!preview || !preview.allowed || !preview.entry) {
    box.hidden = true;
    box.dataset.key = "";
    return;
  }
  box.hidden = false;
  const key = JSON.stringify([preview.version, undo.confirming, page.events.length]);
  if (box.dataset.key === key && box.firstChild) return;
  box.dataset.key = key;
  const focused = box.contains(document.activeElement) ? document.activeElement.id : null;
  build(box, preview.entry);
  if (focused && $(focused)) $(focused).focus();
}

function build(box, entry) {
  const what = entryWords(entry);
  if (!undo.confirming) {
    clear(
      box,
      h(
        "button",
        {
          type: "button",
          id: "undo-button",
          "aria-haspopup": "dialog",
          onclick: () => {
            undo.confirming = true;
            draw(box);
            $("undo-confirm").focus();
          },
        },
        `Undo: ${what}`,
      ),
    );
    return;
  }
  const logged = page.events.filter((e) => entry.events.includes(e.sequence));
  const shown = logged.slice(0, 8);
  clear(
    box,
    h(
      "div",
      {
        class: "undo-confirm",
        role: "alertdialog",
        "aria-labelledby": "undo-question",
        "aria-describedby": "undo-what",
        onkeydown: (e) => {
          if (e.key === "Escape") keep(box);
        },
      },
      h("p", { id: "undo-question" }, h("strong", {}, `Take back ${what}?`)),
      h(
        "div",
        { id: "undo-what" },
        h(
          "p",
          {},
          `This takes back ${entry.actions > 1 ? `the entry and the ${plural(entry.actions - 1, "answer")} of the bots after it` : "the entry"}`,
          ` (version ${entry.version}), and what it did:`,
        ),
        h(
          "ul",
          { class: "undo-events" },
          shown.map((e) => h("li", {}, describe(e, eventCtx))),
          logged.length > shown.length ? h("li", {}, `and ${plural(logged.length - shown.length, "more event")}`) : null,
        ),
        h("p", { class: "muted" }, "The game goes back to where it was before it, as if it had never been entered; the log keeps a note of the undo."),
      ),
      h(
        "div",
        { class: "buttons" },
        h("button", { type: "button", class: "danger", id: "undo-confirm", onclick: () => takeBack(box, entry) }, "Take it back"),
        h("button", { type: "button", id: "undo-cancel", onclick: () => keep(box) }, "Keep it"),
      ),
    ),
  );
}

function keep(box) {
  undo.confirming = false;
  draw(box);
  const button = $("undo-button");
  if (button) button.focus();
}

async function takeBack(box, entry) {
  if (page.busy) return;
  setBusy(true);
  clearMessages();
  try {
    await post(`/api/games/${gameId}/undo/`, { expected_version: undo.preview.version });
    // The log drops what was taken back (loadEvents reads the `undone` entry); the game as
    // this seat sees it is read again.
    page.etag = null;
    await loadGame();
    await refresh();
    const field = document.querySelector("#decisions .decision input:not([type=hidden]), #decisions .decision select, #decisions .decision button");
    if (field) field.focus();
  } catch (err) {
    showError(err);
    undo.version = null; // what the last entry is now
    await loadGame().catch(() => {});
    await refresh().catch(() => {});
  } finally {
    setBusy(false);
  }
}
