// The lobby: your games (whose decision is pending, and until when), the open games, and the
// form to create one. Everything through the API with the session.

import { decisionKinds, get, kindLabel, post } from "./api.js";
import { clear, clearMessages, deadlineElement, h, readJson, showError, showErrorAt, shownName, startCountdowns } from "./ui.js";
import { drawReadings, readings } from "./readings.js";

const me = readJson("kingdom-user");
const $ = (id) => document.getElementById(id);
const REFRESH_MS = 8000;
let kinds = {}; // the decision kinds the API publishes, by kind (label, help…)

function seatList(game) {
  const names = game.seats.map((s) => `${shownName(s)}${s.bot ? ` (bot, ${s.bot_level})` : ""}`);
  return `${game.seats.length}/${game.seats_wanted}: ${names.join(", ")}`;
}

function waitingFor(detail) {
  const st = detail.state;
  if (detail.status === "open") return h("span", { class: "muted" }, "not started");
  if (detail.status === "finished" && st) return result(detail);
  if (!st) return h("span", { class: "muted" }, detail.status);
  const name = (seat) => {
    const s = detail.seats.find((x) => x.index === seat);
    return seat === detail.your_seat ? "you" : s ? shownName(s) : `seat ${seat}`;
  };
  const items = st.pending.map((d) => {
    const dl = (detail.deadlines || []).find((x) => x.seat === d.seat && x.kind === d.kind);
    return h(
      "li",
      { class: d.seat === detail.your_seat ? "yours" : undefined },
      h("strong", {}, d.seat === null ? "the game" : name(d.seat)),
      `: ${kindLabel(kinds, d.kind)}`,
      // Nothing at a table runs on a clock: no deadline to show.
      detail.mode === "table" ? null : " — ",
      detail.mode === "table"
        ? null
        : detail.status === "paused"
          ? h("span", { class: "paused" }, "paused")
          : deadlineElement(dl ? dl.deadline : null),
    );
  });
  return items.length ? h("ul", { class: "pending" }, items) : h("span", { class: "muted" }, "—");
}

const ordinal = (n) => `${n}${{ 1: "st", 2: "nd", 3: "rd" }[n % 100 > 10 && n % 100 < 14 ? 0 : n % 10] || "th"}`;

/** A finished game's result: who won, why it ended, and your place. */
function result(detail) {
  const st = detail.state;
  const seatName = (seat) => {
    const s = detail.seats.find((x) => x.index === seat);
    return seat === detail.your_seat ? "you" : s ? shownName(s) : `seat ${seat}`;
  };
  const me = detail.your_seat !== null ? st.players[detail.your_seat] : null;
  const winner = st.winner !== null && st.winner !== undefined ? `${seatName(st.winner)} ${st.winner === detail.your_seat ? "win" : "wins"}` : "nobody wins";
  return h(
    "span",
    { class: "result" },
    `Over: ${winner}${st.ended_by ? ` (${st.ended_by})` : ""}.`,
    me && me.rank ? ` Your place: ${ordinal(me.rank)} of ${st.players.length}.` : "",
  );
}

async function start(game) {
  clearMessages();
  try {
    await post(`/api/games/${game.id}/start/`);
    location.href = `/games/${game.id}/`;
  } catch (err) {
    showError(err);
  }
}

async function join(game) {
  clearMessages();
  try {
    await post(`/api/games/${game.id}/join/`);
    location.href = `/games/${game.id}/`;
  } catch (err) {
    showError(err);
  }
}

function myGamesTable(mine, details) {
  if (!mine.length) return h("p", { class: "muted" }, "You have no game yet: create one below or join an open one.");
  const rows = mine.map((game) => {
    const detail = details[game.id];
    const actions = [];
    const full = game.seats.length === game.seats_wanted;
    if (game.status === "open" && game.host === me) {
      actions.push(
        h(
          "button",
          { type: "button", class: full ? "primary" : undefined, disabled: !full, onclick: () => start(game), "data-start": game.id },
          full ? "Start" : "Start (seats free)",
        ),
      );
    }
    if (detail && detail.invitation && !detail.listed && game.status === "open") {
      const code = new URL(detail.invitation, location.origin).searchParams.get("code");
      const link = `${location.origin}/games/${game.id}/?code=${encodeURIComponent(code)}`;
      actions.push(h("p", { class: "invitation" }, "Invitation: ", h("a", { href: link }, link)));
    }
    return h(
      "tr",
      { "data-game": game.id },
      h("th", { scope: "row" }, h("a", { href: `/games/${game.id}/` }, game.name)),
      h("td", {}, `${game.status}${game.mode === "table" ? " (table)" : ""}`),
      h("td", {}, seatList(game)),
      h("td", {}, detail ? waitingFor(detail) : "…"),
      h("td", {}, actions, " ", game.status !== "open" ? h("a", { href: `/games/${game.id}/record/` }, "Record cards") : null),
    );
  });
  return h(
    "div",
    { class: "scroll" },
    h(
      "table",
      { class: "games" },
      h("thead", {}, h("tr", {}, ["Game", "Status", "Seats", "Waiting for", "Open"].map((t) => h("th", { scope: "col" }, t)))),
      h("tbody", {}, rows),
    ),
  );
}

function openGamesTable(open) {
  if (!open.length) return h("p", { class: "muted" }, "No open game to join right now.");
  return h(
    "div",
    { class: "scroll" },
    h(
      "table",
      { class: "games" },
      h("thead", {}, h("tr", {}, ["Game", "Host", "Seats", "Mode", "Join"].map((t) => h("th", { scope: "col" }, t)))),
      h(
        "tbody",
        {},
        open.map((game) =>
          h(
            "tr",
            { "data-game": game.id },
            h("th", { scope: "row" }, game.name),
            h("td", {}, game.host),
            h("td", {}, seatList(game)),
            h("td", {}, game.mode === "table" ? "at a table" : "by web"),
            h(
              "td",
              {},
              h("button", { type: "button", class: "primary", onclick: () => join(game), "data-join": game.id }, `Join ${game.name}`),
            ),
          ),
        ),
      ),
    ),
  );
}

let loading = false;
let pagesShown = 1; // GET /api/games/ answers a page at a time (a cursor): newest games first

/** The first `pagesShown` pages of games; the "Older games" button shows one more. */
async function fetchGames() {
  let games = [];
  let url = "/api/games/";
  for (let n = 0; url && n < pagesShown; n += 1) {
    const page = await get(url);
    games = games.concat(page.results);
    url = page.next ? new URL(page.next, location.origin).pathname + new URL(page.next, location.origin).search : null;
  }
  $("more-games").hidden = !url;
  return games;
}

$("more-games-button").addEventListener("click", () => {
  pagesShown += 1;
  load();
});

async function load() {
  if (loading) return;
  loading = true;
  try {
    kinds = await decisionKinds();
    const games = await fetchGames();
    // The summaries mark your seats; the details tell your seat for sure.
    const mine = games.filter((g) => g.host === me || g.seats.some((s) => s.yours));
    const details = {};
    await Promise.all(
      mine.map(async (g) => {
        details[g.id] = await get(`/api/games/${g.id}/`);
      }),
    );
    const reallyMine = mine.filter((g) => details[g.id] && details[g.id].your_seat !== null);
    const open = games.filter((g) => g.status === "open" && !reallyMine.includes(g));
    clear($("my-games"), myGamesTable(reallyMine, details));
    clear($("open-games"), openGamesTable(open));
  } catch (err) {
    showError(err);
  } finally {
    loading = false;
  }
}

// Missed deadlines after which the bot may take a seat, as the form offers them (within the
// API's bounds); the API's default is always among them.
const AUTOPILOT_STEPS = [1, 2, 3, 5, 10];
let defaults = null; // GET /api/games/defaults/: every bound and default of a new game

function option(value, label, selected) {
  return h("option", { value: String(value), selected: selected || undefined }, label);
}

function setNumber(input, bounds) {
  if (bounds.min !== undefined) input.min = String(bounds.min);
  if (bounds.max !== undefined) input.max = String(bounds.max);
  input.value = bounds.default === null ? "" : String(bounds.default);
}

/** The create form's bounds, defaults and choices, from the API (the ruleset's and the clock's). */
async function fillCreateForm() {
  defaults = await get("/api/games/defaults/");
  const d = defaults;
  drawReadings($("g-reading-list"), d.reconstructed_cells || []);
  setNumber($("g-seats"), d.seats);
  setNumber($("g-bots"), d.bots);
  setNumber($("g-round-limit"), d.round_limit);
  setNumber($("g-turn-hours"), d.turn_hours);
  setNumber($("g-reply-hours"), d.reply_hours);
  setNumber($("g-leave-days"), d.leave_days);
  for (const [field, bounds] of Object.entries(d)) {
    document.querySelectorAll(`[data-range="${field}"]`).forEach((el) => {
      el.textContent = `${bounds.min}–${bounds.max}`;
    });
  }
  for (const [id, choices] of [["g-mode", d.mode], ["g-order", d.order]]) {
    clear($(id), choices.choices.map((c) => option(c.value, c.label, c.value === choices.default)));
  }
  const auto = d.autopilot_after;
  const steps = [...new Set([...AUTOPILOT_STEPS, auto.default])]
    .filter((n) => n !== null && n >= auto.min && n <= auto.max)
    .sort((a, b) => a - b);
  clear(
    $("g-autopilot-after"),
    steps.map((n) => option(n, `${n} missed deadline${n === 1 ? "" : "s"} in a row`, n === auto.default)),
    option("never", "never", auto.default === null),
  );
  table.min = d.seats.min;
  table.max = d.seats.max;
  renderBotLevels();
  $("create-game").removeAttribute("aria-busy");
  $("create").disabled = false;
}

// -- a game at a table: the players' names (no accounts) ----------------------------------------
// The seats' bounds come with the new game's defaults (fillCreateForm), the challengers with
// today's board.
const table = { challengers: [], min: 0, max: 0 };

/** The ruleset's Royal Challengers, for the form (after the defaults: the seats' bounds). */
async function loadRuleset() {
  const data = await get("/api/board/");
  table.challengers = data.challengers;
  drawPlayers();
}

/** One name (and challenger) a seat, as many as the seats asked for; what was typed stays. */
function drawPlayers() {
  const list = $("g-player-list");
  const wanted = Math.max(table.min, Math.min(table.max, Number($("g-seats").value) || table.min));
  while (list.children.length > wanted) list.lastElementChild.remove();
  for (let i = list.children.length; i < wanted; i += 1) {
    const nameId = `g-player-${i}`;
    const challengerId = `g-challenger-${i}`;
    list.append(
      h(
        "li",
        { class: "row", "data-seat": i },
        h(
          "div",
          { class: "field" },
          h("label", { for: nameId }, i === 0 ? "Player 1 (you)" : `Player ${i + 1}`),
          h("input", { id: nameId, name: "player", type: "text", maxlength: 60, autocomplete: "off", value: i === 0 ? me : "" }),
        ),
        h(
          "div",
          { class: "field" },
          h("label", { for: challengerId }, `Player ${i + 1}’s Royal Challenger`),
          h(
            "select",
            { id: challengerId, name: "challenger" },
            h("option", { value: "" }, "chosen in the game"),
            table.challengers.map((c) => h("option", { value: c.key }, c.name)),
          ),
        ),
      ),
    );
  }
}

/** The form shows what the mode uses: at a table, the players' names and no clock. */
function showMode() {
  const atTable = $("g-mode").value === "table";
  $("create-game").classList.toggle("table-mode", atTable);
  $("g-players").hidden = !atTable;
  $("g-readings").hidden = !atTable || !$("g-reading-list").children.length;
  for (const input of $("g-player-list").querySelectorAll('input[name="player"]')) input.required = atTable;
}

$("g-mode").addEventListener("change", showMode);
$("g-seats").addEventListener("input", () => {
  drawPlayers();
  showMode();
});

function players() {
  return [...$("g-player-list").children].map((li) => {
    const challenger = li.querySelector('select[name="challenger"]').value;
    return { name: li.querySelector('input[name="player"]').value, ...(challenger ? { challenger } : {}) };
  });
}

// Issue 20: one level per bot seat, the choices and default from GET /api/games/defaults/.
function renderBotLevels() {
  const box = $("g-bot-levels");
  const bots = Math.max(0, Math.min(defaults ? defaults.bots.max : 0, Number($("g-bots").value) || 0));
  const kept = [...box.querySelectorAll("select")].map((s) => s.value);
  box.replaceChildren();
  if (!bots) {
    const none = document.createElement("span");
    none.className = "muted";
    none.textContent = "no bots";
    box.append(none);
  }
  for (let n = 0; n < bots; n += 1) {
    const select = document.createElement("select");
    select.id = `g-bot-level-${n + 1}`;
    select.setAttribute("aria-label", `Bot ${n + 1}'s level`);
    for (const { value, label } of defaults.bot_level.choices) select.add(new Option(label, value));
    select.value = kept[n] || defaults.bot_level.default;
    box.append(select);
  }
}
$("g-bots").addEventListener("input", renderBotLevels);

function numberOrNull(value) {
  return value === "" || value === null ? null : Number(value);
}

$("create-game").addEventListener("submit", async (e) => {
  e.preventDefault();
  clearMessages();
  const form = e.target;
  const data = new FormData(form);
  const body = {
    name: data.get("name"),
    seats: Number(data.get("seats")),
    bots: Number(data.get("bots")),
    bot_levels: [...$("g-bot-levels").querySelectorAll("select")].map((s) => s.value),
    mode: data.get("mode"),
    order: data.get("order"),
    round_limit: numberOrNull(data.get("round_limit")),
    listed: form.elements.listed.checked,
    turn_hours: numberOrNull(data.get("turn_hours")),
    reply_hours: numberOrNull(data.get("reply_hours")),
    leave_days: data.get("leave_days") === "" ? defaults.leave_days.default : Number(data.get("leave_days")),
    autopilot_after: data.get("autopilot_after") === "never" ? null : Number(data.get("autopilot_after")),
  };
  // At a table the players are named here: the game is ready, so it starts at once.
  const atTable = body.mode === "table";
  if (atTable) Object.assign(body, { players: players(), bots: 0, bot_levels: [], seats: undefined });
  try {
    if (atTable) body.readings = readings($("g-reading-list")); // issue 34: the host's print
  } catch (err) {
    showErrorAt(err.control, { message: err.message, rule: "rule 15" });
    err.control.focus();
    return;
  }
  try {
    const game = await post("/api/games/", body);
    if (atTable) await post(`/api/games/${game.id}/start/`);
    location.href = `/games/${game.id}/`;
  } catch (err) {
    showErrorAt(e.submitter || form.querySelector("button[type=submit]"), err); // beside the button
  }
});

Promise.all([load(), fillCreateForm().then(loadRuleset).catch(showError)]).then(() => {
  showMode();
  document.body.dataset.ready = "true";
});
startCountdowns(document);
setInterval(() => {
  if (!document.hidden) load();
}, REFRESH_MS);
