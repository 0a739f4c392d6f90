// The game page: the map, the decisions pending for your seat, your hand, the players, the
// last battle and the event log, kept fresh by polling the game with If-None-Match.

import { act, api, decisionKinds, get, kindLabel, post, query } from "./api.js";
import { battleSlices, battleTable, logLine } from "./events.js";
import { drawBoard, drawOverlay, drawTargets, legend } from "./map.js";
import { decisionPanel } from "./panels.js";
import { absencePanel, seatStatus } from "./absence.js";
import {
  clear,
  clearMessages,
  deadlineElement,
  h,
  localTime,
  plural,
  readJson,
  showError,
  showMessage,
  stableJson,
  startCountdowns,
  words,
} from "./ui.js";

const POLL_MS = 3000;
const gameId = readJson("game-id");
const username = readJson("kingdom-user");
const $ = (id) => document.getElementById(id);
// An unlisted game is seen by its seats and by holders of its invitation (`?code=` of the link
// the host sent): until he has a seat, the invited player shows the code with every read.
const inviteCode = new URLSearchParams(location.search).get("code");
const invited = () => (inviteCode ? { code: inviteCode } : {});
const invitedQuery = () => (inviteCode ? `?${query({ code: inviteCode })}` : "");

const page = {
  board: null,
  geo: null,
  challengers: {},
  decks: { fortune: {}, guardians: {}, riddles: {} },
  kinds: {}, // the decision kinds the API publishes (label, help, clock…)
  game: null,
  etag: null,
  events: [],
  lastSeq: 0,
  legal: [],
  legalVersion: -1,
  busy: false,
  move: null, // {origin, knights, footsoldiers, challenger, freeMove, reachable: {node: path}}
};

const state = () => (page.game ? page.game.state : null);
const mySeat = () => (page.game ? page.game.your_seat : null);

function nameOf(seat) {
  if (seat === null || seat === undefined) return "the moneylender";
  const seats = page.game ? page.game.seats : [];
  const s = seats.find((x) => x.index === seat);
  const name = s ? s.name : `seat ${seat}`;
  return seat === mySeat() ? `${name} (you)` : name;
}

function colourOf(seat) {
  const st = state();
  const player = st && st.players[seat];
  const info = player && page.challengers[player.challenger];
  return info ? info.colour : "#8a8a8a";
}

function challengerName(key) {
  return page.challengers[key] ? page.challengers[key].name : key;
}

function cardTitle(pack, id) {
  if (pack === "fortune") return page.decks.fortune[id] ? page.decks.fortune[id].title : id;
  if (pack === "guardians") return page.decks.guardians[id] ? page.decks.guardians[id].name : id;
  if (pack === "riddles") {
    const q = page.decks.riddles[id] ? page.decks.riddles[id].question : id;
    return q.length > 70 ? `${q.slice(0, 70)}…` : q;
  }
  return id;
}

const eventCtx = {
  seat: nameOf,
  challenger: challengerName,
  card: (id) => `“${cardTitle("fortune", id)}”`,
};

// -- loading ------------------------------------------------------------------------------------
async function loadGame() {
  const res = await api(`/api/games/${gameId}/${invitedQuery()}`, { etag: page.etag });
  if (res.status === 304) return false;
  // A poll that left before an action was answered must not bring the older game back.
  if (page.game && res.data.version < page.game.version) return false;
  page.etag = res.etag;
  setGame(res.data);
  return true;
}

function setGame(game) {
  const before = page.game ? page.game.version : null;
  page.game = game;
  if (before !== game.version && page.move && !myDecision("move")) page.move = null;
}

async function loadEvents() {
  for (;;) {
    const data = await get(`/api/games/${gameId}/events/?${query({ after: page.lastSeq, limit: 500, ...invited() })}`);
    const fresh = data.events.filter((e) => e.sequence > page.lastSeq);
    page.events.push(...fresh);
    if (fresh.length) page.lastSeq = fresh[fresh.length - 1].sequence;
    renderLog(fresh);
    if (data.events.length < 500) break;
  }
  renderBattle();
}

async function loadLegal() {
  const game = page.game;
  if (mySeat() === null || !game.state || game.status !== "active") {
    page.legal = [];
    return;
  }
  if (page.legalVersion === game.version) return;
  const data = await get(`/api/games/${gameId}/legal-actions/`);
  page.legal = data.actions;
  page.legalVersion = data.version;
}

async function refresh({ events = true } = {}) {
  await loadLegal();
  render();
  if (events) await loadEvents();
}

// -- acting -------------------------------------------------------------------------------------
/** What your decisions depend on: when only others' doings moved the version on, an action
 * chosen against the older version is still the same choice. */
function situation() {
  const st = state();
  const me = st && mySeat() !== null ? st.players[mySeat()] : null;
  return stableJson([myDecisions(), me && [me.stacks, me.hand, me.gold, me.challenger_at], st && st.control]);
}

async function submit(action, { seat } = {}) {
  if (page.busy) return;
  page.busy = true;
  document.body.classList.add("busy");
  clearMessages();
  try {
    let answer;
    try {
      const before = situation();
      answer = await act(gameId, action, { version: page.game.version, seat }).catch(async (err) => {
        if (err.code !== "stale_version") throw err;
        // Someone else acted meanwhile (another sealed bid, say): try again if nothing of
        // yours changed, otherwise let the player look again.
        await loadGame();
        if (situation() !== before) throw err;
        return act(gameId, action, { version: page.game.version, seat });
      });
    } catch (err) {
      if (err.status === 409) {
        await loadGame().catch(() => {});
        await refresh().catch(() => {});
      }
      throw err;
    }
    page.move = null;
    if (seat !== undefined && seat !== mySeat()) {
      // The host entered another seat's decision: the answer shows the game as that seat sees
      // it; load the game again as the host's own seat sees it.
      page.etag = null;
      await loadGame();
    } else {
      setGame(answer.game);
    }
    await refresh({ events: false });
  } catch (err) {
    showError(err);
    return;
  } finally {
    page.busy = false;
    document.body.classList.remove("busy");
  }
  // The new panels take clicks at once; the log and the battle follow.
  await loadEvents().catch(showError);
}

function myDecisions() {
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

const myDecision = (kind) => myDecisions().find((d) => d.kind === kind && d.seat === mySeat());

// -- odds ---------------------------------------------------------------------------------------
function forcesAt(node, seat) {
  const p = state().players[seat];
  const st = p && p.stacks[node];
  return st ? [st.knights, st.footsoldiers] : [0, 0];
}

function holderOf(node, defender) {
  const square = node.split("/")[0];
  if (state().control[square] !== defender) return null;
  const f = page.geo.features[square];
  return f && (f.kind === "castle" || f.kind === "village") ? f.kind : null;
}

function addOneCards(seat) {
  const hand = state().players[seat].hand;
  if (!Array.isArray(hand)) return 0;
  return hand.filter((c) => page.decks.fortune[c] && page.decks.fortune[c].effect.kind === "add_one").length;
}

async function odds(attacker, attackerSeat, node, defender) {
  const defending = forcesAt(node, defender);
  const guardian = state().royal_guardian;
  return get(
    `/api/games/${gameId}/odds/?${query({
      attacker_knights: attacker[0],
      attacker_footsoldiers: attacker[1],
      defender_knights: defending[0],
      defender_footsoldiers: defending[1],
      holder: holderOf(node, defender),
      attacker_cards: addOneCards(attackerSeat),
      attacker_guardian: guardian === attackerSeat,
      defender_guardian: guardian === defender,
    })}`,
  );
}

const pct = (x) => `${(x * 100).toFixed(1)}%`;

function oddsView(o) {
  return h(
    "div",
    { class: "odds-view" },
    h(
      "table",
      { class: "odds-table" },
      h("caption", {}, `${o.attacker[0]}K ${o.attacker[1]}F against ${o.defender[0]}K ${o.defender[1]}F (exact odds)`),
      h(
        "tbody",
        {},
        h("tr", {}, h("th", { scope: "row" }, "Attacker wins"), h("td", {}, pct(o.attacker_wins))),
        h("tr", {}, h("th", { scope: "row" }, "Defender wins"), h("td", {}, pct(o.defender_wins))),
        h("tr", {}, h("th", { scope: "row" }, "Inconclusive"), h("td", {}, pct(o.inconclusive))),
        o.delayed ? h("tr", {}, h("th", { scope: "row" }, "Assault delayed"), h("td", {}, pct(o.delayed))) : null,
        h(
          "tr",
          {},
          h("th", { scope: "row" }, "Expected losses"),
          h(
            "td",
            {},
            `you ${o.attacker_knights_lost.toFixed(1)}K ${o.attacker_footsoldiers_lost.toFixed(1)}F; ` +
              `they ${o.defender_knights_lost.toFixed(1)}K ${o.defender_footsoldiers_lost.toFixed(1)}F`,
          ),
        ),
        h(
          "tr",
          {},
          h("th", { scope: "row" }, "Wages set aside"),
          h("td", {}, `${o.attacker_wages} gold (expected purse change ${o.attacker_gold.toFixed(1)})`),
        ),
        h("tr", {}, h("th", { scope: "row" }, "Expected rounds"), h("td", {}, o.expected_rounds.toFixed(1))),
      ),
    ),
    h("p", { class: "muted small" }, "The defender's add-one cards are secret and counted as none (rule 13)."),
  );
}

// -- movement -----------------------------------------------------------------------------------
function myNodes() {
  const p = state().players[mySeat()];
  const nodes = new Set(Object.keys(p.stacks).filter((n) => p.stacks[n].knights + p.stacks[n].footsoldiers > 0));
  if (p.challenger_at) nodes.add(p.challenger_at);
  return [...nodes].sort();
}

function freeMoveCards() {
  const hand = state().players[mySeat()].hand;
  return Array.isArray(hand) ? hand.filter((c) => page.decks.fortune[c] && page.decks.fortune[c].effect.kind === "free_move") : [];
}

/** The pieces at `node` that may move: those that have not moved this turn, or with free-move
 * cards (`again`, rule 10) those that have too. A challenger recovering in his castle (rules 7 v,
 * 21 iii b) or a prisoner stays where he is. */
function available(node, again = false) {
  const p = state().players[mySeat()];
  const st = p.stacks[node];
  const held = p.prisoner_of !== null || p.stays_home_turn === p.turns_taken;
  return {
    knights: st ? st.knights - (again ? 0 : st.knights_moved) : 0,
    footsoldiers: st ? st.footsoldiers - (again ? 0 : st.footsoldiers_moved) : 0,
    challenger: p.challenger_at === node && !held && (again || !p.challenger_moved),
  };
}

function pickOrigin(node) {
  if (!myDecision("move")) return;
  let free = available(node);
  // A stack that has moved already goes again on a card: one piece a card (rule 10).
  const again = !free.knights && !free.footsoldiers && !free.challenger && freeMoveCards().length > 0;
  if (again) {
    const all = available(node, true);
    free = all.knights ? { knights: 1, footsoldiers: 0, challenger: false } : all.footsoldiers ? { knights: 0, footsoldiers: 1, challenger: false } : all;
  }
  page.move = {
    origin: node,
    knights: free.knights,
    footsoldiers: free.footsoldiers,
    challenger: free.challenger,
    freeMove: again,
    reachable: null,
  };
  render();
  fetchReachable();
  const panelEl = document.querySelector(".move-panel");
  if (panelEl) panelEl.scrollIntoView({ block: "nearest" });
}

let reachableTimer = null;
let reachableToken = 0;

function fetchReachable() {
  clearTimeout(reachableTimer);
  reachableTimer = setTimeout(async () => {
    const m = page.move;
    if (!m) return;
    if (m.knights + m.footsoldiers === 0 && !m.challenger) {
      m.reachable = {};
      renderTargets();
      renderMoveTargets();
      return;
    }
    const token = (reachableToken += 1);
    try {
      const data = await get(
        `/api/games/${gameId}/reachable/?${query({
          origin: m.origin,
          knights: m.knights,
          footsoldiers: m.footsoldiers,
          challenger: m.challenger,
          free_move: m.freeMove,
        })}`,
      );
      if (token !== reachableToken || page.move !== m) return;
      m.reachable = data.reachable;
      renderTargets();
      renderMoveTargets();
    } catch (err) {
      showError(err);
    }
  }, 150);
}

function enemiesAt(node) {
  const st = state();
  return st.players
    .filter((p) => p.seat !== mySeat() && !p.eliminated && p.stacks[node] && p.stacks[node].knights + p.stacks[node].footsoldiers > 0)
    .map((p) => p.seat);
}

async function pickDestination(node) {
  const m = page.move;
  if (!m || !m.reachable || !m.reachable[node]) return;
  const action = {
    kind: "move",
    origin: m.origin,
    destination: node,
    knights: m.knights,
    footsoldiers: m.footsoldiers,
    challenger: m.challenger,
    path: m.reachable[node],
    free_move: m.freeMove,
  };
  const enemies = enemiesAt(node);
  if (enemies.length && m.knights + m.footsoldiers > 0) {
    const mine = forcesAt(node, mySeat());
    const attacker = [mine[0] + m.knights, mine[1] + m.footsoldiers];
    const box = $("attack-confirm");
    clear(box, h("h4", {}, `Attack ${nameOf(enemies[0])} at ${node}?`), h("p", {}, "Working out the exact odds…"));
    box.hidden = false;
    box.scrollIntoView({ block: "nearest" });
    try {
      const o = await odds(attacker, mySeat(), node, enemies[0]);
      clear(
        box,
        h("h4", {}, `Attack ${nameOf(enemies[0])} at ${node}?`),
        oddsView(o),
        h(
          "div",
          { class: "buttons" },
          h("button", { type: "button", class: "primary", onclick: () => submit(action) }, "Move and attack"),
          h("button", { type: "button", onclick: () => { box.hidden = true; } }, "Cancel"),
        ),
      );
      box.querySelector("button.primary").focus();
    } catch (err) {
      showError(err);
    }
    return;
  }
  await submit(action);
}

function renderTargets() {
  if (!page.geo) return;
  const svg = $("map");
  const m = page.move;
  drawTargets(svg, page.geo, m && m.reachable ? Object.keys(m.reachable) : [], {
    onPick: pickDestination,
    origin: m ? m.origin : null,
  });
}

function movePanel() {
  const box = h("div", { class: "move-panel" });
  const nodes = myNodes();
  const m = page.move;
  const originId = "move-origin";
  const originSelect = h(
    "select",
    {
      id: originId,
      onchange: (e) => (e.target.value ? pickOrigin(e.target.value) : null),
    },
    h("option", { value: "" }, "— pick a stack —"),
    nodes.map((n) => {
      const free = available(n, freeMoveCards().length > 0);
      const bits = [];
      if (free.knights) bits.push(`${free.knights}K`);
      if (free.footsoldiers) bits.push(`${free.footsoldiers}F`);
      if (free.challenger) bits.push("challenger");
      return h(
        "option",
        { value: n, selected: m && m.origin === n, disabled: !bits.length },
        `${page.geo.describe(n)} — ${bits.join(" ") || "moved"}`,
      );
    }),
  );
  box.append(h("div", { class: "field" }, h("label", { for: originId }, "Move from"), originSelect));
  if (m) {
    const free = available(m.origin, m.freeMove);
    const num = (name, label, max) => {
      const id = `move-${name}`;
      const input = h("input", {
        id,
        type: "number",
        inputmode: "numeric",
        min: 0,
        max,
        value: m[name],
        disabled: max === 0,
        oninput: (e) => {
          const v = Math.max(0, Math.min(max, Number(e.target.value || 0)));
          m[name] = v;
          fetchReachable();
        },
      });
      return h("div", { class: "field" }, h("label", { for: id }, `${label} (of ${max})`), input);
    };
    box.append(h("div", { class: "row" }, num("knights", "Knights", free.knights), num("footsoldiers", "Footsoldiers", free.footsoldiers)));
    if (free.challenger) {
      box.append(
        h(
          "label",
          { class: "check", for: "move-challenger" },
          h("input", {
            id: "move-challenger",
            type: "checkbox",
            checked: m.challenger,
            onchange: (e) => {
              m.challenger = e.target.checked;
              fetchReachable();
            },
          }),
          " with the Royal Challenger",
        ),
      );
    }
    const freeCards = freeMoveCards();
    if (freeCards.length) {
      box.append(
        h(
          "label",
          { class: "check", for: "move-free" },
          h("input", {
            id: "move-free",
            type: "checkbox",
            checked: m.freeMove,
            onchange: (e) => {
              m.freeMove = e.target.checked;
              const most = available(m.origin, m.freeMove);
              m.knights = Math.min(m.knights, most.knights);
              m.footsoldiers = Math.min(m.footsoldiers, most.footsoldiers);
              m.challenger = m.challenger && most.challenger;
              render();
              fetchReachable();
            },
          }),
          ` move pieces that have moved again: one free-move card a piece (${freeCards.length} in hand, rule 10)`,
        ),
      );
    }
    box.append(h("div", { id: "move-targets", class: "move-targets", "aria-live": "polite" }));
    box.append(h("div", { id: "attack-confirm", class: "attack-confirm", hidden: true }));
  }
  return box;
}

function renderMoveTargets() {
  const box = $("move-targets");
  const m = page.move;
  if (!box || !m) return;
  if (!m.reachable) {
    clear(box, h("p", { class: "muted" }, "Finding the squares these pieces can reach…"));
    return;
  }
  const nodes = Object.keys(m.reachable).sort();
  box.dataset.query = `${m.knights}:${m.footsoldiers}:${m.challenger}`;
  if (!nodes.length) {
    clear(box, h("p", { class: "muted" }, "These pieces can reach no square now."));
    return;
  }
  const select = h(
    "select",
    { id: "move-destination" },
    nodes.map((n) => h("option", { value: n }, `${page.geo.describe(n)}${enemiesAt(n).length ? " — battle!" : ""}`)),
  );
  clear(
    box,
    h("p", {}, `${plural(nodes.length, "square")} light up on the map: click one, or choose here.`),
    h(
      "div",
      { class: "row" },
      h("div", { class: "field" }, h("label", { for: "move-destination" }, "Move to"), select),
      h("button", { type: "button", onclick: () => pickDestination(select.value) }, "Move there"),
    ),
  );
}

// -- rendering ----------------------------------------------------------------------------------
const panelCtx = () => ({
  game: page.game,
  state: state(),
  mySeat: mySeat(),
  legal: page.legal,
  nameOf,
  challenger: (key) => page.challengers[key],
  card: (id) => cardTitle("fortune", id),
  cardTitle,
  deck: (pack) => Object.keys(page.decks[pack] || {}).sort(),
  riddle: (id) => page.decks.riddles[id],
  kind: (kind) => page.kinds[kind],
  describe: (node) => (page.geo ? page.geo.describe(node) : node),
  submit,
  notice: (text, rule) => showMessage(text, { rule }),
  battleOdds: (node, attackerSeat, defender) => odds(forcesAt(node, attackerSeat), attackerSeat, node, defender),
  oddsView,
  movePanel,
});

function render() {
  const game = page.game;
  if (!game) return;
  document.title = `${game.name} — Kingdom`;
  clear($("game-title"), game.name);
  renderStatus();
  renderSeats();
  renderAbsence();
  renderDecisions();
  renderMap();
  renderPlayers();
  renderHand();
}

function renderStatus() {
  const game = page.game;
  const st = state();
  const box = $("status");
  const bits = [
    h("p", {}, `${game.mode === "table" ? "At a table (dice typed in)" : "Play by web"} · hosted by ${game.host} · version ${game.version}`),
  ];
  if (game.status === "paused") {
    bits.push(
      h(
        "p",
        { class: "paused-banner", id: "paused-banner", role: "status" },
        h("strong", {}, "The game is paused"),
        game.paused_at ? ` since ${localTime(game.paused_at)}` : "",
        ": no action is taken and no deadline runs until the host resumes it.",
      ),
    );
  }
  if (game.status === "open") {
    bits.push(h("p", {}, `Waiting for players: ${game.seats.length} of ${game.seats_wanted} seats taken.`));
  }
  if (st) {
    const turn = st.turn;
    bits.push(
      h(
        "p",
        { class: "phase" },
        h("strong", {}, `Phase: ${words(st.phase)}`),
        turn ? ` · turn ${turn.number}, round ${turn.round}${st.settings.round_limit ? ` of ${st.settings.round_limit}` : ""}: ${nameOf(turn.seat)}` : "",
      ),
    );
    if (game.status === "finished" || st.phase === "over") {
      bits.push(
        h(
          "p",
          { class: "over" },
          st.winner !== null && st.winner !== undefined ? `${nameOf(st.winner)} wins` : "The game is over",
          st.ended_by ? ` (${st.ended_by}).` : ".",
          " ",
          h("a", { href: `/api/games/${gameId}/dice/` }, "Check the dice"),
        ),
      );
    }
    const deadlines = game.deadlines || [];
    const items = st.pending.map((d) => {
      const dl = deadlines.find((x) => x.seat === d.seat && x.kind === d.kind);
      return h(
        "li",
        { class: d.seat === mySeat() ? "yours" : undefined, "data-kind": d.kind },
        h("strong", {}, d.seat === null ? "The game" : nameOf(d.seat)),
        `: ${kindLabel(page.kinds, d.kind)} `,
        h("span", { class: "rule" }, d.rule),
        " — ",
        game.status === "paused"
          ? h("span", { class: "paused" }, "paused")
          : deadlineElement(dl ? dl.deadline : null),
      );
    });
    if (items.length) bits.push(h("h3", {}, "Waiting for"), h("ul", { class: "pending" }, items));
  }
  clear(box, bits);
}

function renderSeats() {
  const game = page.game;
  const box = $("seats");
  box.hidden = false;
  const open = game.status === "open";
  const items = [];
  for (let i = 0; i < game.seats_wanted; i += 1) {
    const seat = game.seats.find((s) => s.index === i);
    const status = seat ? seatStatus(seat) : [];
    items.push(
      h(
        "li",
        { "data-seat": i, class: seat && seat.index === mySeat() ? "you" : undefined },
        `Seat ${i + 1}: `,
        seat ? `${seat.name}${seat.bot ? " (bot)" : ""}${seat.index === mySeat() ? " (you)" : ""}` : h("em", {}, "free"),
        status.length ? h("span", { class: "seat-status" }, ` — ${status.join("; ")}`) : null,
      ),
    );
  }
  const parts = [h("h2", { id: "seats-h" }, "Seats"), h("ul", { class: "seats" }, items)];
  const code = new URLSearchParams(location.search).get("code");
  const offered = !open && code && game.status !== "finished" && game.seats.some((x) => x.replacement_offered);
  if (mySeat() === null && (open || offered)) {
    parts.push(
      h(
        "button",
        {
          type: "button",
          class: "primary",
          id: "join",
          onclick: async () => {
            try {
              await post(`/api/games/${gameId}/join/${code ? `?${query({ code })}` : ""}`);
              page.etag = null;
              page.legalVersion = -1;
              if (code) history.replaceState(null, "", location.pathname); // the code is spent
              await loadGame();
              await refresh();
            } catch (err) {
              showError(err);
            }
          },
        },
        open ? "Join this game" : "Take over the seat offered to you",
      ),
    );
  } else if (open && game.host === username) {
    const full = game.seats.length === game.seats_wanted;
    parts.push(
      h(
        "button",
        {
          type: "button",
          class: "primary",
          id: "start",
          disabled: !full,
          onclick: async () => {
            try {
              setGame(await post(`/api/games/${gameId}/start/`));
              page.etag = null;
              await refresh();
            } catch (err) {
              showError(err);
            }
          },
        },
        full ? "Start the game" : "Start (when every seat is taken)",
      ),
    );
  }
  if (open && game.invitation && !game.listed) {
    const invite = new URL(game.invitation, location.origin);
    const link = `${location.origin}/games/${gameId}/?${query({ code: invite.searchParams.get("code") })}`;
    parts.push(
      h(
        "p",
        { class: "invitation" },
        "Unlisted: invite players with this link: ",
        h("a", { href: link, id: "invitation-link" }, link),
      ),
    );
  }
  clear(box, parts);
}

function renderAbsence() {
  absencePanel($("absence"), {
    game: page.game,
    mySeat: mySeat(),
    host: page.game.host === username,
    nameOf,
    reload: async () => {
      page.etag = null;
      await loadGame();
      await refresh();
    },
  });
}

/** Where the keyboard was in the decisions, to find its place again once they are rebuilt. */
function focusInside(box) {
  const active = document.activeElement;
  if (!active || active === document.body || !box.contains(active)) return null;
  const panel = active.closest(".decision");
  return { id: active.id, kind: panel ? panel.dataset.kind : null, name: active.getAttribute("name") };
}

/** Put the keyboard back: on the same control if it is still there, else on the same field of
 * a panel of the same kind (the next face to type at a table, the next bid), else on the first
 * field of the first panel, else on the panel itself. */
function refocus(box, was) {
  if (!was) return;
  const field = "input:not([type=hidden]):not([type=checkbox]):not([disabled]), select:not([disabled])";
  const target =
    (was.id && !/-\d+$/.test(was.id) && document.getElementById(was.id)) ||
    (was.kind && was.name && box.querySelector(`.decision[data-kind="${was.kind}"] [name="${was.name}"]`)) ||
    box.querySelector(`.decision ${field}`) ||
    box.querySelector(".decision");
  if (target) target.focus({ preventScroll: true });
}

function renderDecisions() {
  const box = $("decisions");
  const mine = myDecisions();
  const was = focusInside(box);
  if (!mine.length) {
    page.panelsKey = null;
    const st = state();
    clear(
      box,
      h("h2", {}, "Your decisions"),
      h(
        "p",
        { class: "muted" },
        page.game.status === "paused"
          ? "The game is paused: nothing can be done until the host resumes it."
          : st && page.game.status === "active"
            ? "Nothing waits for you now."
            : "—",
      ),
    );
    return;
  }
  // Rebuild the panels only when what they offer changes: a poll must not wipe a bid being typed.
  // A die to type in is a new question at every version, even when it reads like the last one.
  const me = state().players[mySeat()];
  const rolling = mine.some((d) => d.kind === "roll") ? page.game.version : null;
  const key = stableJson([mine, page.legal, me.stacks, me.hand, me.challenger_at, me.gold, page.move && page.move.origin, page.move && page.move.freeMove, state().deal, rolling]);
  if (key === page.panelsKey && box.querySelector(".decision")) return;
  page.panelsKey = key;
  const ctx = panelCtx();
  clear(box, h("h2", {}, "Your decisions"), mine.map((d) => decisionPanel(d, ctx)));
  if (page.move) {
    renderMoveTargets();
  }
  refocus(box, was);
}

function renderMap() {
  if (!page.geo) return;
  const st = state();
  const selectable = Boolean(myDecision("move"));
  drawOverlay($("map"), page.geo, st, {
    colourOf,
    nameOf,
    mySeat: mySeat(),
    selectable,
    selected: page.move ? page.move.origin : null,
    onStack: pickOrigin,
  });
  renderTargets();
}

function renderPlayers() {
  const st = state();
  const box = $("players");
  if (!st) {
    clear(box);
    return;
  }
  const rows = st.players.map((p) => {
    const info = page.challengers[p.challenger];
    const knights = Object.values(p.stacks).reduce((t, s) => t + s.knights, 0);
    const foot = Object.values(p.stacks).reduce((t, s) => t + s.footsoldiers, 0);
    const notes = [];
    if (p.eliminated) notes.push("out");
    if (p.prisoner_of !== null && p.prisoner_of !== undefined) notes.push(`prisoner of ${nameOf(p.prisoner_of)}`);
    if (p.turns_to_miss) notes.push(`misses ${plural(p.turns_to_miss, "turn")}`);
    const recovering = p.stays_home_turn === p.turns_taken + 1 || (p.stays_home_turn === p.turns_taken && st.turn && st.turn.seat === p.seat);
    if (recovering && p.stays_home_turn !== null) notes.push(`challenger recovering at home (${p.stays_home_rule})`);
    if (st.royal_guardian === p.seat) notes.push("Royal Guardian");
    if (p.allegiances.length) notes.push(`allied: ${p.allegiances.map((a) => challengerName(a.challenger)).join(", ")}`);
    return h(
      "tr",
      { class: p.seat === mySeat() ? "you" : undefined, "data-seat": p.seat },
      h(
        "th",
        { scope: "row" },
        h("span", { class: "swatch", style: `background:${colourOf(p.seat)}` }),
        nameOf(p.seat),
        h("br"),
        h("small", {}, info ? info.name : "no challenger yet"),
        notes.length ? h("small", { class: "notes" }, h("br"), notes.join("; ")) : null,
      ),
      h("td", {}, p.seat === mySeat() ? String(p.gold) : "—"),
      h("td", {}, `${knights}K ${foot}F`),
      h("td", {}, String(p.chivalry)),
      h("td", {}, String(p.endurance)),
      h("td", {}, String(p.tax_due)),
      h("td", {}, String(p.cost_of_allegiance)),
    );
  });
  const head = [
    ["Player", "Player and Royal Challenger"],
    ["Gold", "Gold (yours only)"],
    ["Pieces", "Knights and footsoldiers"],
    ["Chiv.", "Chivalry"],
    ["End.", "Endurance"],
    ["Tax", "Tax Due"],
    ["Alleg.", "Cost of Allegiance a turn"],
  ];
  clear(
    box,
    h("h2", {}, "Players"),
    h(
      "div",
      { class: "scroll" },
      h(
        "table",
        { class: "players" },
        h("thead", {}, h("tr", {}, head.map(([t, title]) => h("th", { scope: "col" }, h("abbr", { title }, t))))),
        h("tbody", {}, rows),
      ),
    ),
  );
}

function renderHand() {
  const st = state();
  const box = $("hand");
  if (!st || mySeat() === null) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  const hand = st.players[mySeat()].hand;
  const cards = Array.isArray(hand) ? hand : [];
  clear(
    box,
    h("h2", {}, `Your hand (${plural(cards.length, "fortune card")})`),
    cards.length
      ? h(
          "ul",
          { class: "cards" },
          cards.map((id) => {
            const card = page.decks.fortune[id];
            return h(
              "li",
              { class: "card", "data-card": id },
              h("strong", {}, card ? card.title : id),
              card ? h("span", { class: "badge" }, words(card.effect.kind)) : null,
              card ? h("p", {}, card.text) : null,
            );
          }),
        )
      : h("p", { class: "muted" }, "No card in hand. Free-move and add-one cards are kept until played."),
  );
}

function renderLog(fresh) {
  const list = $("log");
  for (const e of fresh) list.prepend(logLine(e, eventCtx));
  if (fresh.length && location.hash.startsWith("#e")) {
    const target = document.getElementById(location.hash.slice(1));
    if (target && !target.classList.contains("highlight")) {
      target.classList.add("highlight");
      target.scrollIntoView({ block: "center" });
    }
  }
}

/** The battles of the turn under way (or else the last battle), newest first, round by round. */
function renderBattle() {
  const box = $("battle");
  const events = page.events;
  let turnStart = 0;
  for (let i = events.length - 1; i >= 0; i -= 1) {
    if (events[i].type === "turn_started") {
      turnStart = i;
      break;
    }
  }
  const slices = battleSlices(events);
  let shown = slices.filter((slice) => events.indexOf(slice[0]) >= turnStart);
  if (!shown.length) shown = slices.slice(-1);
  if (!shown.length) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  const title = (slice) => {
    const start = slice[0];
    const end = slice.find((e) => e.type === "battle_ended");
    if (!end) return `Battle at ${start.node}`;
    const how = end.winner !== null && end.winner !== undefined ? `won by ${nameOf(end.winner)}` : words(end.outcome);
    return `Battle at ${start.node}: ${how}`;
  };
  const ongoing = shown.some((slice) => !slice.some((e) => e.type === "battle_ended"));
  clear(
    box,
    h("h2", {}, ongoing ? "Battle under way" : shown.length > 1 ? "Battles this turn" : "Last battle"),
    [...shown].reverse().map((slice) =>
      h("section", { class: "battle-report", "data-node": slice[0].node }, h("h3", {}, title(slice)), battleTable(slice, eventCtx)),
    ),
  );
}

// -- polling ------------------------------------------------------------------------------------
let polling = false;
let stopped = false;

async function poll() {
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

function setupZoom() {
  const button = $("map-zoom");
  button.addEventListener("click", () => {
    const zoomed = $("map-frame").classList.toggle("zoomed");
    button.setAttribute("aria-pressed", String(zoomed));
    button.textContent = zoomed ? "Smaller map" : "Larger map";
  });
}

async function main() {
  $("map-legend").append(legend());
  setupZoom();
  try {
    // The board and decks this game froze when it was created (admins' later edits are not its).
    const [boardData, decks, kinds] = await Promise.all([
      get(`/api/board/?${query({ game: gameId, ...invited() })}`),
      get(`/api/decks/?${query({ game: gameId, ...invited() })}`),
      decisionKinds(),
    ]);
    page.kinds = kinds;
    page.board = boardData.board;
    for (const c of boardData.challengers) page.challengers[c.key] = c;
    for (const c of decks.fortune) page.decks.fortune[c.id] = c;
    for (const c of decks.guardians) page.decks.guardians[c.id] = c;
    for (const c of decks.riddles) page.decks.riddles[c.id] = c;
    page.geo = drawBoard($("map"), page.board);
    await loadGame();
    await refresh();
  } catch (err) {
    showError(err);
  }
  startCountdowns(document);
  setInterval(() => {
    if (!document.hidden) poll();
  }, POLL_MS);
  document.addEventListener("visibilitychange", () => {
    if (!document.hidden) poll();
  });
  document.body.dataset.ready = "true";
}

main();
