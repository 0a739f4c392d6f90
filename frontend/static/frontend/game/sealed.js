// Pass the device (issue 34): at a physical table every seat looks at the same screen, so a
// sealed choice — a bid for an allegiance (rule 5 ii), a rider's joust numbers (rule 7), the
// add-one cards a side commits (house 18) — is entered one seat at a time behind a cover that
// names whose turn it is to look. The others' panels are not on the page meanwhile, and the
// server keeps every sealed value off the host's view, log and undo box until the last is in
// (kingdom/rules/visibility.py, TABLE_SEALED); then the log and a notice show them all together.

import { kindLabel } from "../api.js";
import { h, showToast } from "../ui.js";
import { $, hostsTable, nameOf, page, redraw } from "./state.js";

export const SEALED = new Set(["bid", "joust_pick", "battle_cards"]);

const WHAT = {
  bid: ["sealed bid", "rule 5 ii", "every bid is in"],
  joust_pick: ["joust numbers", "rule 7", "both riders have picked"],
  battle_cards: ["add-one cards", "house 18", "both sides have chosen"],
};

// The seat whose sealed panel is uncovered, at the game's version it was uncovered at: a new
// version (the choice sent) covers the screen again.
const uncovered = { version: null, seat: null };

/** The sealed decisions among `mine`, for the host of a table; [] otherwise. */
export function sealedOf(mine) {
  if (!hostsTable()) return [];
  return mine.filter((d) => d.seat !== null && SEALED.has(d.kind));
}

/** What the decisions box shows while sealed choices wait: the cover (whose turn to look, a
 * button for each seat still to choose) or the one seat's panel uncovered. `panelOf` builds a
 * decision's panel. Also a key part, so the box is rebuilt when a seat is uncovered. */
export function sealedPanels(sealed, panelOf) {
  const open = uncovered.version === page.game.version ? sealed.find((d) => d.seat === uncovered.seat) : null;
  if (open) {
    const [what, rule, until] = WHAT[open.kind];
    return [
      h(
        "p",
        { class: "pass-device-note", id: "pass-device-note", role: "note" },
        `Only ${nameOf(open.seat)} looks: the ${what} stays sealed until ${until} (${rule}); then every one is shown at once.`,
      ),
      panelOf(open),
    ];
  }
  const kind = sealed[0].kind;
  const [what, rule, until] = WHAT[kind];
  const seats = [...new Set(sealed.map((d) => d.seat))];
  return [
    h(
      "section",
      { class: "pass-device", id: "pass-device", "data-kind": kind, "aria-labelledby": "pass-device-title" },
      h("h3", { id: "pass-device-title" }, `${capital(kindLabel(page.kinds, kind))}: pass the device to ${nameOf(seats[0])}`),
      h(
        "p",
        {},
        `Sealed (${rule}): hand the device to the player named, who alone looks and enters his ${what}. Nothing sealed is shown until ${until}.`,
      ),
      h(
        "div",
        { class: "buttons" },
        seats.map((seat, i) =>
          h(
            "button",
            {
              type: "button",
              class: i === 0 ? "primary" : undefined,
              "data-pass-seat": seat,
              onclick: () => uncover(seat),
            },
            i === 0 ? `I am ${nameOf(seat)}: show my ${what}` : `${nameOf(seat)} first`,
          ),
        ),
      ),
    ),
  ];
}

const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** The key of what `sealedPanels` shows now. */
export function sealedKey() {
  return uncovered.version === page.game.version ? uncovered.seat : null;
}

function uncover(seat) {
  uncovered.version = page.game.version;
  uncovered.seat = seat;
  redraw();
  const field = document.querySelector(`#decisions .decision[data-seat="${seat}"] input:not([type=hidden]):not([type=checkbox])`);
  const target = field || document.querySelector(`#decisions .decision[data-seat="${seat}"] input, #decisions .decision[data-seat="${seat}"]`);
  if (target) {
    target.focus();
    if (target.matches("input[type=number], input[type=text]") && target.value) target.select();
  }
}

/** Where the keyboard goes once the box shows the cover again: its first button. */
export function focusCover() {
  const button = document.querySelector("#pass-device button.primary");
  if (button) button.focus({ preventScroll: true });
  return Boolean(button);
}

/** The reveal of sealed bids since the page opened, as a notice: all of them at once (a
 * joust's numbers are shown with the ride's throws, rule 7 ii). */
export function revealToast(e, ctx) {
  if (e.type === "bids_revealed") {
    const bids = Object.entries(e.bids).map(([s, amount]) => `${nameOf(Number(s))} ${amount}`);
    showToast(`Bids revealed for ${ctx.challenger(e.challenger)}`, `${bids.join(", ")} gold (rule 5 ii).`, { rule: e.rule });
  }
}

export const hasCover = () => Boolean($("pass-device"));
