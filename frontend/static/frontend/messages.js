// The game's messages (issue 19), beside the event log: table talk and private messages, with
// unread counts by conversation, kept fresh by polling with If-None-Match like the log. A
// module of its own: the game page loads it beside game.js and it reads the page's game id.
// Text is plain: every message is put in the page as text nodes, and only http(s) links become
// <a> elements (never innerHTML), so nothing a player writes can become markup.

import { api, post, query } from "./api.js";
import { clear, h, localTime, plural, readJson, showError, showErrorAt, shownName } from "./ui.js";

const POLL_MS = 4000;
const MAX_LENGTH = 2000; // kingdom.models.messages.MESSAGE_MAX_LENGTH (the API refuses more)
const LINK = /\bhttps?:\/\/[^\s<>"']+/g;

const gameId = readJson("game-id");
const params = new URLSearchParams(location.search);
const inviteCode = params.get("code");
const replyTo = Number(params.get("reply")) || null;
const base = `/api/games/${gameId}/messages/`;

const talk = {
  game: null, // the game as GET /api/games/{id}/ gives it: seats, your seat, host, status
  gameEtag: null,
  polls: 0,
  channel: "all", // "all", "table" or a seat's index (a private conversation)
  etag: null,
  messages: [], // newest first
  next: null, // the cursor of older messages
  unread: {},
  lastRead: 0,
  muted: [],
  closed: false, // table talk is the players' own until the game ends
  replied: false,
};

const $ = (id) => document.getElementById(id);
const codeQuery = () => (inviteCode ? { code: inviteCode } : {});
const mySeat = () => (talk.game ? talk.game.your_seat : null);
const isHost = () => talk.game && mySeat() !== null && talk.game.host === readJson("kingdom-user");

/** A message's sender or addressee: his seat's name as the pages show it (a bot account's
 * marked), else the name the message carries. */
function named(index, name) {
  const seat = talk.game && talk.game.seats.find((s) => s.index === index);
  return seat ? shownName(seat) : name;
}

function seatName(index) {
  const seat = talk.game && talk.game.seats.find((s) => s.index === index);
  return seat ? shownName(seat) : `seat ${index}`;
}

/** Text with its links made clickable: text nodes and <a> elements only. */
export function linkified(text) {
  const parts = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    let href = match[0];
    const trailing = href.match(/[.,;:!?)\]]+$/);
    if (trailing) href = href.slice(0, -trailing[0].length);
    parts.push(document.createTextNode(text.slice(at, match.index)));
    parts.push(h("a", { href, rel: "noopener noreferrer nofollow ugc", target: "_blank" }, href));
    at = match.index + href.length;
  }
  parts.push(document.createTextNode(text.slice(at)));
  return parts;
}

function listQuery() {
  const channel = talk.channel === "all" ? undefined : talk.channel;
  return query({ channel, page_size: 50, ...codeQuery() });
}

/** A spectator reads the table talk once the game has finished: until then nothing is asked. */
const shut = () => mySeat() === null && talk.game.status !== "finished";

async function load({ force = false } = {}) {
  if (shut()) {
    talk.closed = true;
    render();
    return;
  }
  try {
    const answer = await api(`${base}?${listQuery()}`, { etag: force ? null : talk.etag });
    talk.closed = false;
    if (answer.status === 304) return;
    talk.etag = answer.etag;
    const page = answer.data;
    talk.messages = page.results;
    talk.next = page.next;
    talk.unread = page.unread;
    talk.lastRead = page.last_read;
    talk.muted = page.muted;
    render();
    markRead();
    startReply();
  } catch (err) {
    if (err.code === "talk_private") {
      talk.closed = true;
      render();
      return;
    }
    if (err.status !== 0) showError(err);
  }
}

async function older() {
  if (!talk.next) return;
  try {
    const page = (await api(talk.next)).data;
    talk.messages = talk.messages.concat(page.results);
    talk.next = page.next;
    render();
  } catch (err) {
    showError(err);
  }
}

/** Reading the panel's "All" view marks what it shows as read (so no mail goes out about it):
 *  one marker covers every conversation, so a narrower view marks nothing. */
async function markRead() {
  if (mySeat() === null || document.hidden || !talk.messages.length) return;
  if (talk.channel !== "all") return;
  const newest = Math.max(...talk.messages.map((m) => m.id));
  const unread = Object.values(talk.unread).reduce((a, b) => a + b, 0);
  if (newest <= talk.lastRead && unread === 0) return;
  try {
    const marked = await post(`${base}read/?${query(codeQuery())}`, { up_to: newest });
    talk.lastRead = marked.last_read;
    talk.unread = marked.unread;
    renderTabs();
  } catch (err) {
    showError(err);
  }
}

function startReply() {
  if (talk.replied || !replyTo || mySeat() === null) return;
  talk.replied = true;
  const message = talk.messages.find((m) => m.id === replyTo);
  const to = $("talk-to");
  if (message && to) {
    const other = message.private ? (message.mine ? message.to : message.sender) : null;
    to.value = other === null ? "" : String(other);
  }
  const box = $("talk-text");
  if (box) {
    box.focus();
    box.scrollIntoView({ block: "center" });
  }
}

// -- drawing --------------------------------------------------------------------------------------
function tab(channel, label, count) {
  const current = String(talk.channel) === String(channel);
  return h(
    "button",
    {
      type: "button",
      class: current ? "talk-tab current" : "talk-tab",
      "aria-pressed": current ? "true" : "false",
      "data-channel": String(channel),
      onclick: () => {
        talk.channel = channel;
        talk.etag = null;
        load({ force: true });
        render();
      },
    },
    label,
    count ? h("span", { class: "unread", title: plural(count, "unread message") }, String(count)) : null,
  );
}

function renderTabs() {
  const bar = $("talk-tabs");
  if (!bar || !talk.game) return;
  const others = talk.game.seats.filter((s) => s.index !== mySeat() && s.user && !s.bot);
  const total = Object.values(talk.unread).reduce((a, b) => a + b, 0);
  const tabs = [tab("all", "All", total), tab("table", "Table", talk.unread.table || 0)];
  if (mySeat() !== null) {
    for (const s of others) tabs.push(tab(s.index, shownName(s), talk.unread[String(s.index)] || 0));
  }
  clear(bar, ...tabs);
  const badge = $("talk-unread");
  if (badge) badge.textContent = total ? `(${plural(total, "unread")})` : "";
}

function muteButton() {
  if (mySeat() === null || typeof talk.channel !== "number") return null;
  const seat = talk.channel;
  const muted = talk.muted.includes(seat);
  return h(
    "button",
    {
      type: "button",
      class: "talk-mute",
      onclick: async () => {
        try {
          const path = `/api/games/${gameId}/seats/${seat}/mute/?${query(codeQuery())}`;
          const answer = await api(path, { method: muted ? "DELETE" : "POST" });
          talk.muted = answer.data.muted;
          load({ force: true });
        } catch (err) {
          showError(err);
        }
      },
    },
    muted ? `Hear ${seatName(seat)} again` : `Mute ${seatName(seat)}`,
  );
}

function line(message) {
  const who = message.private
    ? `${named(message.sender, message.sender_name)} → ${named(message.to, message.to_name)} (private)`
    : `${named(message.sender, message.sender_name)} → the table`;
  const body = message.hidden
    ? h("p", { class: "talk-text hidden-text" }, "(hidden by the host)")
    : h("p", { class: "talk-text", dir: "auto" }, ...linkified(message.text)); // its own direction
  const actions = [];
  if (isHost() && !message.private) {
    actions.push(
      h(
        "button",
        { type: "button", class: "link", onclick: () => moderate(message, !message.hidden) },
        message.hidden ? "Show" : "Hide",
      ),
    );
  }
  if (mySeat() !== null && !message.mine && !message.hidden) {
    actions.push(h("button", { type: "button", class: "link", onclick: () => report(message) }, "Report"));
  }
  return h(
    "li",
    {
      class: message.private ? "talk-message private" : "talk-message",
      "data-id": String(message.id),
      "data-unread": message.id > talk.lastRead && !message.mine ? "true" : null,
    },
    h("div", { class: "talk-meta" }, h("strong", {}, who), " ", h("time", { datetime: message.at }, localTime(message.at)), ...actions),
    body,
  );
}

function composer() {
  if (mySeat() === null) return null;
  const others = talk.game.seats.filter((s) => s.index !== mySeat() && s.user && !s.bot);
  const preset = typeof talk.channel === "number" ? String(talk.channel) : "";
  const to = h(
    "select",
    { id: "talk-to", name: "to" },
    h("option", { value: "" }, "the table"),
    ...others.map((s) => h("option", { value: String(s.index) }, `${shownName(s)} (privately)`)),
  );
  to.value = preset;
  const count = h("span", { class: "help", id: "talk-count" }, `0 / ${MAX_LENGTH}`);
  const text = h("textarea", {
    id: "talk-text",
    name: "text",
    rows: "3",
    maxlength: String(MAX_LENGTH),
    "aria-label": "Your message",
    oninput: () => {
      count.textContent = `${text.value.length} / ${MAX_LENGTH}`;
    },
  });
  const form = h(
    "form",
    { class: "talk-form", id: "talk-form" },
    h("label", { for: "talk-to" }, "To "),
    to,
    text,
    h("div", { class: "buttons" }, h("button", { type: "submit", class: "primary", id: "talk-send" }, "Send"), count),
  );
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const body = { text: text.value };
    if (to.value !== "") body.to = Number(to.value);
    try {
      await post(`${base}?${query(codeQuery())}`, body);
      text.value = "";
      count.textContent = `0 / ${MAX_LENGTH}`;
      load({ force: true });
    } catch (err) {
      showErrorAt(form.querySelector("#talk-send"), err); // beside the Send button
    }
  });
  return form;
}

function render() {
  const panel = $("talk");
  if (!panel || !talk.game) return;
  panel.hidden = false;
  const list = $("talk-list");
  if (talk.closed) {
    clear($("talk-tabs"));
    clear(list, h("li", { class: "muted" }, "The table talk is the players' own until the game ends."));
    clear($("talk-compose"));
    return;
  }
  renderTabs();
  const items = talk.messages.map(line);
  // A conversation with a seat you muted says so: his messages are not listed (issue 35).
  const silenced = typeof talk.channel === "number" && talk.muted.includes(talk.channel);
  if (silenced) items.unshift(h("li", { class: "muted talk-silenced" }, `You muted ${seatName(talk.channel)}: what he writes is not listed nor mailed to you. Hear him again to read it.`));
  else if (!items.length) items.push(h("li", { class: "muted" }, "No message yet."));
  clear(list, ...items);
  clear(
    $("talk-more"),
    talk.next ? h("button", { type: "button", class: "link", onclick: older }, "Older messages") : null,
    muteButton(),
  );
  const compose = $("talk-compose");
  if (!compose.firstChild) clear(compose, composer());
  else if (typeof talk.channel === "number" && $("talk-to")) $("talk-to").value = String(talk.channel);
}

async function moderate(message, hide) {
  try {
    const path = `${base}${message.id}/hide/?${query(codeQuery())}`;
    await api(path, { method: hide ? "POST" : "DELETE" });
    load({ force: true });
  } catch (err) {
    showError(err);
  }
}

async function report(message) {
  const reason = window.prompt(`Report ${message.sender_name}'s message to the admin: why?`, "");
  if (reason === null) return;
  try {
    await post(`${base}${message.id}/report/?${query(codeQuery())}`, { reason });
    window.alert("Reported: the admin will read it.");
  } catch (err) {
    showError(err);
  }
}

/** The game's seats, host and status (read again now and then: a seat taken, the end). */
async function readGame() {
  const answer = await api(`/api/games/${gameId}/?${query(codeQuery())}`, { etag: talk.gameEtag });
  if (answer.status !== 304) {
    talk.game = answer.data;
    talk.gameEtag = answer.etag;
  }
}

async function start() {
  if (gameId === null || !readJson("kingdom-user")) return;
  try {
    await readGame();
  } catch (err) {
    return; // the game page itself says why it cannot be read
  }
  await load({ force: true });
  setInterval(async () => {
    if (document.hidden) return;
    talk.polls += 1;
    if (talk.polls % 8 === 0) {
      try {
        await readGame();
      } catch (err) {
        return;
      }
    }
    load();
  }, POLL_MS);
  document.addEventListener("visibilitychange", () => {
    if (!document.hidden) markRead();
  });
}

start();
