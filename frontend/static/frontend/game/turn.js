// "Your move first": the banner at the top of the game page saying whose decision the game
// waits for (yours, in bold, with its deadline and a link to it), the count of your decisions
// in the tab's title and on its icon, and — when you asked for it — a browser notification when
// a decision becomes yours while the tab is hidden.

import { kindLabel } from "../api.js";
import { clear, deadlineElement, h, plural } from "../ui.js";
import { eliminatedLine, overLine } from "./over.js";
import { $, gameId, myDecisions, mySeat, nameOf, page, state } from "./state.js";

const NOTIFY_KEY = "kingdom-notify";
let lastCount = null; // your decisions at the last drawing (null: not drawn yet)
let plainIcon = null;

const deadlineOf = (d) => (page.game.deadlines || []).find((x) => x.seat === d.seat && x.kind === d.kind);

/** Draw the banner, the title and the icon; notify when a decision has just become yours. */
export function renderTurn() {
  const game = page.game;
  const mine = myDecisions();
  const count = mine.length;
  document.title = `${count ? `(${count}) ` : ""}${game.name} — Kingdom`;
  drawIcon(count);
  drawBanner(mine);
  if (lastCount !== null && count > lastCount) notify(mine);
  lastCount = count;
}

function goToDecision() {
  const first = document.querySelector("#decisions .decision");
  if (!first) return;
  first.scrollIntoView({ block: "start" });
  const field = first.querySelector("input:not([type=hidden]):not([disabled]), select, button:not([disabled])");
  (field || first).focus({ preventScroll: true });
}

function drawBanner(mine) {
  const box = $("turn-banner");
  if (!box) return;
  const game = page.game;
  const st = state();
  box.hidden = false;
  box.className = "turn-banner";
  if (game.status === "open") {
    box.classList.add("waiting");
    clear(box, h("p", {}, h("strong", {}, "The game has not started: "), `${game.seats.length} of ${game.seats_wanted} seats taken.`));
    return;
  }
  if (!st) {
    box.hidden = true;
    return;
  }
  if (game.status === "finished" || st.phase === "over") {
    box.classList.add("over");
    clear(box, overLine(st), h("p", {}, h("a", { href: "#final-scores" }, "The final scores"), " · ", h("a", { href: `/games/${gameId}/dice/`, id: "dice-link-banner" }, page.game.mode === "table" ? "The faces typed in" : "Check the dice")));
    return;
  }
  const me = mySeat();
  if (me !== null && st.players[me] && st.players[me].eliminated) {
    box.classList.add("out");
    clear(box, eliminatedLine(me));
    return;
  }
  if (game.status === "paused") {
    box.classList.add("paused");
    clear(box, h("p", {}, h("strong", {}, "The game is paused."), " No deadline runs until the host resumes it."));
    return;
  }
  // Nothing at a table runs on a clock, and everybody sits at it: no deadline, no notification.
  const table = game.mode === "table";
  if (mine.length) {
    box.classList.add("yours");
    const first = mine[0];
    const dl = deadlineOf(first);
    clear(
      box,
      h(
        "p",
        {},
        h("strong", { class: "headline" }, "Your move: "),
        kindLabel(page.kinds, first.kind),
        first.seat !== null && first.seat !== mySeat() ? ` (for ${nameOf(first.seat)})` : "",
        mine.length > 1 ? ` — and ${plural(mine.length - 1, "more decision")}` : "",
        table ? null : [" · ", deadlineElement(dl ? dl.deadline : null)],
        " ",
        h("button", { type: "button", class: "primary", id: "go-to-decision", onclick: goToDecision }, "Go to it"),
      ),
      table ? null : notifyControl(),
    );
    return;
  }
  box.classList.add("waiting");
  const others = st.pending.filter((d) => d.seat !== null);
  const whose = [...new Set(others.map((d) => d.seat))];
  clear(
    box,
    h(
      "p",
      {},
      h("strong", { class: "headline" }, whose.length ? `Waiting for ${whose.map(nameOf).join(", ")}` : "Waiting for the game"),
      whose.length ? `: ${[...new Set(others.map((d) => kindLabel(page.kinds, d.kind)))].join(", ")}.` : ".",
      mySeat() !== null ? " Nothing waits for you now." : "",
    ),
    mySeat() !== null && !table ? notifyControl() : null,
  );
}

// -- the tab's icon -------------------------------------------------------------------------------
function drawIcon(count) {
  const link = document.querySelector("link[rel~=icon]");
  if (!link) return;
  if (plainIcon === null) plainIcon = link.getAttribute("href");
  if (!count) {
    if (link.getAttribute("href") !== plainIcon) link.setAttribute("href", plainIcon);
    delete link.dataset.count;
    return;
  }
  const text = count > 9 ? "9+" : String(count);
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
    '<rect width="32" height="32" rx="6" fill="#7a1f1f"/><path d="M6 26V10h4v4h4v-4h4v4h4v-4h4v16z" fill="#f2cf4a"/>' +
    '<circle cx="23" cy="9" r="9" fill="#0b57d0" stroke="#fff" stroke-width="1.5"/>' +
    `<text x="23" y="13" font-size="${text.length > 1 ? 9 : 12}" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="#fff">${text}</text></svg>`;
  link.setAttribute("href", `data:image/svg+xml,${encodeURIComponent(svg)}`);
  link.dataset.count = text;
}

// -- browser notifications (opt-in) ---------------------------------------------------------------
const notifyOn = () => localStorage.getItem(NOTIFY_KEY) === "1" && "Notification" in window && Notification.permission === "granted";

function notifyControl() {
  if (!("Notification" in window)) return null;
  if (Notification.permission === "denied") {
    return h("p", { class: "small muted", id: "notify-status" }, "Browser notifications are blocked for this site.");
  }
  if (notifyOn()) {
    return h(
      "p",
      { class: "small", id: "notify-status" },
      "A notification tells you when a decision becomes yours while this tab is hidden. ",
      h(
        "button",
        {
          type: "button",
          class: "link",
          id: "notify-off",
          onclick: () => {
            localStorage.removeItem(NOTIFY_KEY);
            drawBanner(myDecisions());
          },
        },
        "Turn off",
      ),
    );
  }
  return h(
    "p",
    { class: "small", id: "notify-status" },
    h(
      "button",
      {
        type: "button",
        class: "link",
        id: "notify-on",
        onclick: async () => {
          const answer = await Notification.requestPermission();
          if (answer === "granted") localStorage.setItem(NOTIFY_KEY, "1");
          drawBanner(myDecisions());
        },
      },
      "Notify me when it is my move",
    ),
    " (while this tab is hidden)",
  );
}

function notify(mine) {
  if (!document.hidden || !notifyOn()) return;
  const first = mine[0];
  const note = new Notification(`Your move in ${page.game.name}`, {
    body: `${kindLabel(page.kinds, first.kind)}${mine.length > 1 ? ` and ${plural(mine.length - 1, "more decision")}` : ""}`,
    tag: `kingdom-game-${gameId}`,
    icon: document.querySelector("link[rel~=icon]").getAttribute("href"),
  });
  note.onclick = () => {
    window.focus();
    goToDecision();
    note.close();
  };
}
