// The game page's state: what the page knows of the game (`page`), who you are, the reads that
// keep it fresh (the game with If-None-Match, your legal actions, the event log) and the poll.
// The renderers register themselves with `onView`: this module draws nothing.

import { api, get, query } from "../api.js";
import { readJson, showError, showMessage, shownName } from "../ui.js";

// How often the page asks for the game: at once when it comes back into view or gets the
// focus, every 3 s while it is watched, less often once nobody has touched it for a while, and
// slowly (never not at all: a decision may become yours) while the tab is hidden.
export const POLL_MS = { active: 3000, idle: 10000, hidden: 30000 };
const IDLE_AFTER_MS = 5 * 60 * 1000;
export const gameId = readJson("game-id");
export const username = readJson("kingdom-user");
export const $ = (id) => document.getElementById(id);
// An unlisted game is seen by its seats and by holders of its invitation (`?code=` of the link
// the host sent): until he has a seat, the invited player shows the code with every read.
const inviteCode = new URLSearchParams(location.search).get("code");
export const invited = () => (inviteCode ? { code: inviteCode } : {});
const invitedQuery = () => (inviteCode ? `?${query({ code: inviteCode })}` : "");

export const page = {
  board: null,
  geo: null,
  challengers: {},
  decks: { fortune: {}, guardians: {}, riddles: {} },
  kinds: {}, // the decision kinds the API publishes (label, help, clock…)
  game: null,
  etag: null,
  events: [],
  lastSeq: 0,
  legal: [], // your own seat's legal actions
  legalBySeat: {}, // at a physical table, the host's: every seat he enters decisions for
  legalVersion: -1,
  busy: false,
  allianceTo: null, // the seat chosen in "Offer an alliance to" (kept across redraws)
  endingAlliance: null, // the ally whose end of alliance awaits its confirmation
  deal: { to: null, gold: 0, cards: [], forGold: 0, forCards: [], promise: "" }, // the deal being drafted (kept across redraws)
  move: null, // {origin, knights, footsoldiers, challenger, freeMove, reachable: {node: path}}
};

// The panels whose controls act on the game: while an action is on its way their other
// controls are disabled, for a click on a panel the answer is about to replace would be lost.
const ACTING_CONTROLS = ["#decisions", "#undo", "#table-end", "#hand"].map((panel) => `${panel} :is(button, input, select, textarea)`).join(", ");

/** Mark the page busy (an action sent, its answer awaited) or free again. Busy, the cursor
 * shows progress and the acting panels' controls are disabled, but for the one the keyboard is
 * on (a second Enter or click there is ignored; disabling it would lose the focus the redrawn
 * panels hand on to the next field); free, those the answer did not redraw take clicks again. */
export function setBusy(on) {
  page.busy = on;
  document.body.classList.toggle("busy", on);
  if (!on) {
    for (const control of document.querySelectorAll("[data-busy]")) {
      control.disabled = false;
      delete control.dataset.busy;
    }
    return;
  }
  for (const control of document.querySelectorAll(ACTING_CONTROLS)) {
    if (control.disabled || control === document.activeElement) continue;
    control.disabled = true;
    control.dataset.busy = "";
  }
}

export const state = () => (page.game ? page.game.state : null);
export const mySeat = () => (page.game ? page.game.your_seat : null);

/** Whether you host this physical table: you enter every seat's decisions, and the API shows
 * you every seat as its own player sees it. */
export const hostsTable = () => Boolean(page.game && page.game.mode === "table" && page.game.host === username && mySeat() !== null);

export function nameOf(seat) {
  if (seat === null || seat === undefined) return "the moneylender";
  const seats = page.game ? page.game.seats : [];
  const s = seats.find((x) => x.index === seat);
  const name = s ? shownName(s) : `seat ${seat}`;
  return seat === mySeat() ? `${name} (you)` : name;
}

export function colourOf(seat) {
  const st = state();
  const player = st && st.players[seat];
  const info = player && page.challengers[player.challenger];
  return info ? info.colour : "#8a8a8a";
}

export function challengerName(key) {
  return page.challengers[key] ? page.challengers[key].name : key;
}

export function cardTitle(pack, id) {
  if (pack === "fortune") return page.decks.fortune[id] ? page.decks.fortune[id].title : id;
  if (pack === "guardians") return page.decks.guardians[id] ? page.decks.guardians[id].name : id;
  if (pack === "riddles") {
    const q = page.decks.riddles[id] ? page.decks.riddles[id].question : id;
    return q.length > 70 ? `${q.slice(0, 70)}…` : q;
  }
  return id;
}

export const eventCtx = {
  seat: nameOf,
  // A seat played by a bot account, marked as on every page (issue 31).
  botAccount: (seat) => Boolean(page.game && page.game.seats.some((s) => s.index === seat && s.bot_account)),
  // An account named in the log (who took an entry back) as its seat's name (issue 34).
  account: (user) => {
    const seat = page.game && page.game.seats.find((s) => s.user === user);
    return seat ? shownName(seat) : user;
  },
  challenger: challengerName,
  card: (id) => `“${cardTitle("fortune", id)}”`,
  cardText: (id) => (page.decks.fortune[id] ? page.decks.fortune[id].text : ""),
};

// What the renderers do when the state changes (set by game.js: render.js's functions).
const view = { render() {}, log() {}, battle() {} };
export function onView(hooks) {
  Object.assign(view, hooks);
}
export const redraw = () => view.render();

// -- loading ------------------------------------------------------------------------------------
export async function loadGame() {
  const res = await api(`/api/games/${gameId}/${invitedQuery()}`, { etag: page.etag });
  if (res.status === 304) return false;
  // A poll that left before an action was answered must not bring the older game back.
  if (page.game && res.data.version < page.game.version) return false;
  page.etag = res.etag;
  setGame(res.data);
  return true;
}

export function setGame(game) {
  const before = page.game ? page.game.version : null;
  page.game = game;
  if (before !== game.version && page.move && (!myDecision("move") || page.move.seat !== moverSeat())) page.move = null;
}

export async function loadEvents() {
  const initial = page.lastSeq === 0; // the log's first load: what is old news shows no notice
  for (;;) {
    const data = await get(`/api/games/${gameId}/events/?${query({ after: page.lastSeq, limit: 500, ...invited() })}`);
    const fresh = data.events.filter((e) => e.sequence > page.lastSeq);
    // An undo at a table, or a staff revert, takes events back: they leave the log (render.js's
    // `log` drops them).
    const undone = new Set(fresh.filter((e) => e.type === "undone" || e.type === "reverted").flatMap((e) => e.events));
    if (undone.size) page.events = page.events.filter((e) => !undone.has(e.sequence));
    page.events.push(...fresh.filter((e) => !undone.has(e.sequence)));
    if (fresh.length) page.lastSeq = fresh[fresh.length - 1].sequence;
    view.log(fresh, { initial });
    if (data.events.length < 500) break;
  }
  view.battle();
}

/** Keep the legal actions an action POST's answer carries (issue 28: the acting seat's, after
 *  it): when they are your own seat's, the next `loadLegal` needs no GET. The host of a table
 *  asks for every seat he enters for, so he keeps asking. */
export function takeLegal(answer) {
  const next = answer && answer.legal_actions;
  if (!next || next.seat !== mySeat() || hostsTable() || answer.game.version !== answer.version) return;
  page.legal = next.actions;
  page.legalBySeat = { [mySeat()]: next.actions };
  page.legalVersion = answer.version;
}

export async function loadLegal() {
  const game = page.game;
  if (mySeat() === null || !game.state || game.status !== "active") {
    page.legal = [];
    page.legalBySeat = {};
    return;
  }
  if (page.legalVersion === game.version) return;
  // The host of a table asks for every seat he has a decision to enter for, with his own.
  const others = hostsTable() ? [...new Set(myDecisions().map((d) => d.seat))].filter((s) => s !== null && s !== mySeat()) : [];
  const [own, ...theirs] = await Promise.all([
    get(`/api/games/${gameId}/legal-actions/`),
    ...others.map((seat) => get(`/api/games/${gameId}/legal-actions/?${query({ seat })}`)),
  ]);
  page.legal = own.actions;
  page.legalBySeat = { [mySeat()]: own.actions };
  others.forEach((seat, i) => {
    page.legalBySeat[seat] = theirs[i].actions;
  });
  page.legalVersion = own.version;
}

/** The legal actions of `seat` (the host of a table has every seat's; a roll is anyone's). */
export function legalOf(seat) {
  return seat === null || seat === undefined ? page.legal : page.legalBySeat[seat] || page.legal;
}

export async function refresh({ events = true } = {}) {
  await loadLegal();
  view.render();
  if (events) await loadEvents();
}

/** Your decisions pending (at a physical table, the host's for every seat, and every roll). */
export function myDecisions() {
  const st = state();
  if (!st || page.game.status !== "active") return [];
  const seat = mySeat();
  if (seat === null) return [];
  const table = page.game.mode === "table";
  const host = page.game.host === username;
  return st.pending.filter(
    (d) => d.seat === seat || (table && d.kind === "roll") || (table && host && d.seat !== null),
  );
}

/** Your decision of this kind; the host of a table's for whichever seat it waits for. */
export const myDecision = (kind) => myDecisions().find((d) => d.kind === kind && d.seat !== null && (d.seat === mySeat() || hostsTable()));

/** The seat whose pieces the move on the map is for: the seat whose move it is (at a table,
 * the host moves every seat's), else your own. */
export function moverSeat() {
  const move = myDecision("move");
  return move ? move.seat : mySeat();
}

/** The seats whose decisions the page waits for now, in the engine's order, without repeats. */
export function whoseDecisions() {
  return [...new Set(myDecisions().map((d) => d.seat).filter((s) => s !== null))];
}

// -- polling ------------------------------------------------------------------------------------
let polling = false;
let stopped = false;
let lastInput = Date.now();
let pollTimer = null;

export async function poll() {
  if (polling || page.busy || stopped) return;
  polling = true;
  try {
    if (await loadGame()) await refresh();
  } catch (err) {
    if (err.status === 0) return; // offline for a moment: the next poll tries again
    if (err.status === 401 || err.status === 403 || err.status === 404) {
      stopped = true; // logged out meanwhile, or the game is gone: polling cannot help
      showMessage(`${err.message} — reload the page (or log in again) to go on.`, { rule: err.rule });
      return;
    }
    showError(err);
  } finally {
    polling = false;
  }
}

/** The wait before the next poll: hidden, idle (no touch, key or scroll for five minutes) or
 * watched. A finished game is not asked again. */
export function pollDelay() {
  if (document.hidden) return POLL_MS.hidden;
  if (Date.now() - lastInput > IDLE_AFTER_MS) return POLL_MS.idle;
  return POLL_MS.active;
}

function schedule() {
  clearTimeout(pollTimer);
  if (stopped || (page.game && page.game.status === "finished")) return;
  const delay = pollDelay();
  document.body.dataset.pollMs = String(delay);
  pollTimer = setTimeout(async () => {
    await poll();
    schedule();
  }, delay);
}

/** Poll now (the tab came back, the window got the focus, the player woke up), then as usual. */
async function pollNow() {
  clearTimeout(pollTimer);
  await poll();
  schedule();
}

export function startPolling() {
  const touched = () => {
    const wasIdle = Date.now() - lastInput > IDLE_AFTER_MS;
    lastInput = Date.now();
    if (wasIdle) pollNow();
  };
  for (const type of ["pointerdown", "keydown", "wheel", "touchstart", "scroll"]) {
    window.addEventListener(type, touched, { passive: true, capture: true });
  }
  document.addEventListener("visibilitychange", () => {
    if (document.hidden) schedule();
    else {
      lastInput = Date.now();
      pollNow();
    }
  });
  window.addEventListener("focus", () => {
    lastInput = Date.now();
    pollNow();
  });
  schedule();
}
