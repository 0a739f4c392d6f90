// The game page's renderers: status, seats, absence, the decisions pending, the map, the
// players, your hand, the event log and the last battle, each drawn from `page`.

import { get, kindLabel, post, query } from "../api.js";
import { battleSlices, battleTable, logLine } from "../events.js";
import { drawOverlay } from "../map.js";
import { decisionPanel } from "../panels.js";
import { absencePanel, seatStatus } from "../absence.js";
import { clear, deadlineElement, h, localTime, plural, ruleBadge, showErrorAt, showMessage, showToast, shownName, stableJson, words } from "../ui.js";
import { $, cardTitle, challengerName, colourOf, eventCtx, gameId, hostsTable, legalOf, loadGame, moverSeat, myDecision, myDecisions, mySeat, nameOf, page, refresh, setGame, state, username, whoseDecisions } from "./state.js";
import { renderTableEnd } from "./tableend.js";
import { renderUndo } from "./undo.js";
import { focusCover, revealToast, sealedKey, sealedOf, sealedPanels } from "./sealed.js";
import { besidePlace, drawBeside } from "./beside.js";
import { forcesAt, movePanel, odds, oddsView, pickOrigin, renderMoveTargets, renderTargets, submit } from "./move.js";
import { noteOutcome } from "./outcome.js";
import { finalScores } from "./over.js";
import { renderTurn } from "./turn.js";

// -- rendering ----------------------------------------------------------------------------------
const panelCtx = () => ({
  game: page.game,
  state: state(),
  mySeat: mySeat(),
  legal: page.legal,
  legalOf,
  nameOf,
  challenger: (key) => page.challengers[key],
  card: (id) => cardTitle("fortune", id),
  cardTitle,
  deck: (pack) => Object.keys(page.decks[pack] || {}).sort(),
  legalCards,
  riddle: (id) => page.decks.riddles[id],
  kind: (kind) => page.kinds[kind],
  describe: (node) => (page.geo ? page.geo.describe(node) : node),
  submit,
  // Beside the control when there is one: a phone scrolled to the panel sees it.
  notice: (text, rule, control = null) => (control ? showErrorAt(control, { message: text, rule }) : showMessage(text, { rule })),
  battleOdds: (node, attackerSeat, defender) => odds(forcesAt(node, attackerSeat), attackerSeat, node, defender),
  oddsView,
  movePanel,
});

/** The cards a seat may enter now (its legal `enter_card` actions: those that can be in the
 * pack). The host entering another seat's draw asks the API for that seat's, once a version. */
function legalCards(decision) {
  const cardsOf = (actions) => actions.filter((a) => a.kind === "enter_card").map((a) => a.card);
  if (decision.seat === null || decision.seat === mySeat()) return Promise.resolve(cardsOf(page.legal));
  const key = `${page.game.version}:${decision.seat}`;
  if (!page.cardsFor || page.cardsFor.key !== key) {
    const asked = get(`/api/games/${gameId}/legal-actions/?${query({ seat: decision.seat })}`);
    page.cardsFor = { key, cards: asked.then((data) => cardsOf(data.actions)) };
  }
  return page.cardsFor.cards;
}

export function render() {
  const game = page.game;
  if (!game) return;
  clear($("game-title"), game.name);
  renderDecisions();
  renderUndo();
  renderTableEnd();
  renderTurn();
  renderStatus();
  renderSeats();
  renderAbsence();
  renderMap();
  renderPlayers();
  renderHand();
}

function renderStatus() {
  const game = page.game;
  const st = state();
  const box = $("status");
  // "move 20": the game's version in words; `data-version` is the number, for scripts and tests.
  box.dataset.version = String(game.version);
  const bits = [
    h("p", {}, `${game.mode === "table" ? "At a table (dice typed in)" : "Play by web"} · hosted by ${hostName()} · move ${game.version}`),
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
          h("a", { href: `/games/${gameId}/dice/`, id: "dice-link" }, game.mode === "table" ? "The faces typed in" : "Check the dice"),
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
        ruleBadge(d.rule),
        // Nothing at a table runs on a clock: no deadline to show.
        game.mode === "table" ? null : " — ",
        game.mode === "table"
          ? null
          : game.status === "paused"
            ? h("span", { class: "paused" }, "paused")
            : deadlineElement(dl ? dl.deadline : null),
      );
    });
    if (items.length) bits.push(h("h3", {}, "Waiting for"), h("ul", { class: "pending" }, items));
  }
  clear(box, bits);
}

/** The host as the table knows him: his seat's name (issue 34), not his account's. */
function hostName() {
  const seat = page.game.seats.find((s) => s.user === page.game.host);
  return seat ? seat.name : page.game.host;
}

/** The host seats a bot account by its name (issue 31, `POST …/invite-bot/`): its program then
 * plays the seat with its own token. */
function inviteBotForm() {
  const typed = $("invite-bot-name"); // kept when another seat is taken meanwhile
  const input = h("input", { id: "invite-bot-name", name: "name", required: true, maxlength: 60, autocomplete: "off", "aria-describedby": "invite-bot-help", value: typed ? typed.value : undefined });
  return h(
    "form",
    {
      class: "invite-bot",
      id: "invite-bot",
      onsubmit: async (e) => {
        e.preventDefault();
        try {
          await post(`/api/games/${gameId}/invite-bot/`, { name: input.value.trim() });
          page.etag = null;
          await loadGame();
          await refresh();
        } catch (err) {
          showErrorAt(input, err);
        }
      },
    },
    h("label", { for: "invite-bot-name" }, "Invite a bot account by its name "),
    input,
    " ",
    h("button", { type: "submit", id: "invite-bot-button" }, "Invite the bot"),
    h("span", { id: "invite-bot-help", class: "help" }, " It takes the next free seat; its owner’s program plays it through the API."),
  );
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
        seat ? `${shownName(seat)}${seat.bot ? " (bot)" : ""}${seat.index === mySeat() ? " (you)" : ""}` : h("em", {}, "free"),
        status.length ? h("span", { class: "seat-status" }, ` — ${status.join("; ")}`) : null,
        seat && seat.user && seat.user !== game.host && game.mode === "table" ? h("span", { class: "seat-status" }, ` — claimed by ${seat.user}`) : null,
        seat ? allianceNotes(i) : null,
        // Issue 34: nothing to claim once the game is over.
        seat && seat.claim_code && game.status !== "finished" && !(state() && state().phase === "over") ? claimLink(seat) : null,
      ),
    );
  }
  const parts = [h("h2", { id: "seats-h" }, "Seats"), h("ul", { class: "seats" }, items), alliancePanel(), dealPanel()];
  // Joining and starting come before the map (on a phone too): the one thing to do before the start.
  const before = [];
  const code = new URLSearchParams(location.search).get("code");
  const offered = !open && code && game.status !== "finished" && game.seats.some((x) => x.replacement_offered);
  const claimable = code && game.status !== "finished" && game.seats.some((x) => x.claimable);
  if (mySeat() === null && (open || offered || claimable)) {
    before.push(
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
              showErrorAt($("join"), err);
            }
          },
        },
        claimable ? "Claim your seat at this table" : open ? "Join this game" : "Take over the seat offered to you",
      ),
    );
  } else if (open && game.host === username) {
    const full = game.seats.length === game.seats_wanted;
    before.push(
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
              showErrorAt($("start"), err);
            }
          },
        },
        full ? "Start the game" : "Start (when every seat is taken)",
      ),
    );
    if (!full && game.mode !== "table") before.push(inviteBotForm());
  }
  const start = $("before-start");
  start.hidden = !before.length;
  clear(start, before.length ? h("p", { class: "muted small" }, open ? `${game.seats.length} of ${game.seats_wanted} seats taken.` : "") : null, before);
  if (open && game.invitation && !game.listed && !game.seats.some((x) => x.claimable)) {
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

/** A named seat's claim link, for the host to show or copy: its player opens it on his own
 * phone, logged in, and may then enter the seat's decisions too. */
function claimLink(seat) {
  const link = `${location.origin}/games/${gameId}/?${query({ code: seat.claim_code })}`;
  const shown = h("a", { href: link, class: "claim-link", id: `claim-link-${seat.index}`, hidden: true }, link);
  return h(
    "span",
    { class: "claim" },
    " ",
    h(
      "button",
      {
        type: "button",
        class: "small",
        "data-claim": seat.index,
        onclick: async () => {
          shown.hidden = false;
          try {
            await navigator.clipboard.writeText(link);
            showMessage(`The claim link for ${seat.name} is copied: send it to his phone.`);
          } catch {
            showMessage(`The claim link for ${seat.name} is shown: open it on his phone.`);
          }
        },
      },
      `Claim link for ${seat.name}`,
    ),
    " ",
    shown,
  );
}

// -- alliances (rule 33) ------------------------------------------------------------------------
/** A seat's alliances and the offers it made or awaits, for its line in the seats list. */
function allianceNotes(seat) {
  const st = state();
  if (!st || !st.alliances) return null;
  const allies = st.alliances.filter((pair) => pair.includes(seat)).map(([a, b]) => (a === seat ? b : a));
  const offered = (st.proposals || []).filter((p) => p.seat === seat).map((p) => p.to_seat);
  const bits = [];
  if (allies.length) {
    bits.push(h("span", { class: "allied-with", "data-allies": allies.join(" ") }, `allied with ${allies.map(nameOf).join(", ")}`));
  }
  for (const to of offered) {
    bits.push(h("span", { class: "offer", "data-to": to }, `offers ${nameOf(to)} an alliance (awaiting the answer)`));
  }
  if (!bits.length) return null;
  return h("span", { class: "alliance-notes" }, " — ", bits.flatMap((b, i) => (i ? ["; ", b] : [b])), " ", ruleBadge("rule 33"));
}

/** Whose alliances the panel offers: yours, or at a table the host's for the seat whose
 * decision it is now (he enters every seat's). */
const allianceSeat = () => (hostsTable() ? (whoseDecisions()[0] ?? mySeat()) : mySeat());
const allianceActions = (kind) => legalOf(allianceSeat()).filter((a) => a.kind === kind);
const asAllianceSeat = () => (allianceSeat() !== mySeat() ? { seat: allianceSeat() } : {});

/** Propose an alliance to a seat, or end one (after a confirmation saying what follows). */
function alliancePanel() {
  const offers = allianceActions("propose_alliance");
  const ends = allianceActions("end_alliance");
  if (!offers.length && !ends.length) return null;
  const box = h("section", { class: "alliances", id: "alliances", "aria-labelledby": "alliances-h" }, h("h3", { id: "alliances-h" }, "Alliances ", ruleBadge("rule 33")));
  if (offers.length) {
    const select = h(
      "select",
      { id: "alliance-to", onchange: (e) => (page.allianceTo = e.target.value) },
      offers.map((a) => h("option", { value: String(a.to_seat), selected: String(a.to_seat) === page.allianceTo }, nameOf(a.to_seat))),
    );
    box.append(
      h(
        "div",
        { class: "row" },
        h(
          "div",
          { class: "field" },
          h("label", { for: "alliance-to" }, allianceSeat() === mySeat() ? "Offer an alliance to" : `${nameOf(allianceSeat())} offers an alliance to`),
          select,
        ),
        h("button", { type: "button", id: "propose-alliance", onclick: () => submit({ kind: "propose_alliance", to_seat: Number(select.value) }, asAllianceSeat()) }, "Propose alliance"),
      ),
      h(
        "p",
        { class: "muted small" },
        page.game.mode === "table" ? "" : "He answers on his reply clock; if he does not, the offer is refused. ",
        "Allies' pieces share squares without battle and fight on one side.",
      ),
    );
  }
  for (const a of ends) box.append(endAlliance(a.ally));
  return box;
}

/** The button that ends the alliance with `ally`, or, once clicked, what ending it means and
 * the buttons to confirm or keep it. */
function endAlliance(ally) {
  const redrawSeats = (value) => () => {
    page.endingAlliance = value;
    renderSeats();
  };
  const row = h("div", { class: "end-alliance", "data-ally": ally });
  if (page.endingAlliance !== ally) {
    row.append(h("button", { type: "button", id: `end-alliance-${ally}`, onclick: redrawSeats(ally) }, `End alliance with ${nameOf(ally)}…`));
    return row;
  }
  row.append(
    h(
      "p",
      { role: "alert" },
      `End your alliance with ${nameOf(ally)} now? It ends at once, even in the middle of a turn: `,
      "your pieces and his on one square are then enemies, and the mover fights them this turn (",
      ruleBadge("rule 6 iv"),
      "); his pieces fighting on your side in a battle under way, or yours on his, leave it (",
      ruleBadge("house 27"),
      ").",
    ),
    h(
      "div",
      { class: "buttons" },
      h(
        "button",
        {
          type: "button",
          class: "danger",
          id: `end-alliance-yes-${ally}`,
          onclick: () => {
            page.endingAlliance = null;
            submit({ kind: "end_alliance", ally }, asAllianceSeat());
          },
        },
        `End the alliance with ${nameOf(ally)}`,
      ),
      h("button", { type: "button", id: `end-alliance-no-${ally}`, onclick: redrawSeats(null) }, "Keep it"),
    ),
  );
  return row;
}

// -- deals between players (rule 32 i, house 28) ------------------------------------------------
/** What one side of a deal gives, in words. */
function dealSide(gold, cards) {
  const parts = [];
  if (gold) parts.push(`${gold} gold`);
  for (const c of cards || []) parts.push(`“${cardTitle("fortune", c)}”`);
  return parts.length ? parts.join(", ") : "nothing";
}

/** Offer a deal to a seat (gold and cards each way, a promise), and the deals you offered that
 * await their answer, each with its withdrawal. Seen by you only: the terms are the two
 * parties' (the engine's view gives a third seat who offered whom, nothing more). */
function dealPanel() {
  const st = state();
  // At a table the host offers the deals of the seat whose decision it is now, as its alliances.
  const me = allianceSeat();
  if (!st || me === null) return null;
  const offers = legalOf(me).filter((a) => a.kind === "propose_deal");
  const mine = (st.offers || []).filter((o) => o.seat === me);
  if (!offers.length && !mine.length) return null;
  const draft = page.deal;
  const box = h(
    "section",
    { class: "deals", id: "deals", "aria-labelledby": "deals-h" },
    h("h3", { id: "deals-h" }, "Deals ", me !== mySeat() ? h("span", { class: "for-seat" }, `— for ${nameOf(me)} `) : null, h("span", { class: "rule" }, "rule 32 i, house 28")),
  );
  if (offers.length) {
    const seats = offers.map((a) => a.to_seat);
    // Nobody chosen yet (null, which Number() reads as seat 0) or no longer offered: the seat
    // the list shows first, so that the deal goes to the player the page shows.
    if (draft.to === null || !seats.includes(Number(draft.to))) draft.to = String(seats[0]);
    const hand = Array.isArray(st.players[me].hand) ? st.players[me].hand : [];
    draft.cards = draft.cards.filter((c) => hand.includes(c));
    const keep = (key, read) => (e) => {
      draft[key] = read(e.target);
    };
    const number = (id, key, label) =>
      h(
        "div",
        { class: "field" },
        h("label", { for: id }, label),
        h("input", { id, type: "number", inputmode: "numeric", min: 0, value: draft[key], oninput: keep(key, (t) => Number(t.value || 0)) }),
      );
    const chosen = (select) => [...select.selectedOptions].map((o) => o.value);
    // Only a card a player keeps in his hand can be asked for (rule 7), never one of yours.
    const asked = Object.keys(page.decks.fortune).filter((id) => page.decks.fortune[id].keep && !hand.includes(id));
    box.append(
      h(
        "form",
        {
          id: "deal-form",
          onsubmit: (e) => {
            e.preventDefault();
            const action = {
              kind: "propose_deal",
              to_seat: Number(draft.to),
              gold: draft.gold,
              cards: draft.cards,
              for_gold: draft.forGold,
              for_cards: draft.forCards,
              promise: draft.promise,
            };
            page.deal = { to: draft.to, gold: 0, cards: [], forGold: 0, forCards: [], promise: "" };
            submit(action, asAllianceSeat());
          },
        },
        h(
          "div",
          { class: "field" },
          h("label", { for: "deal-to" }, "Offer a deal to"),
          h("select", { id: "deal-to", onchange: keep("to", (t) => t.value) }, seats.map((s) => h("option", { value: String(s), selected: String(s) === draft.to }, nameOf(s)))),
        ),
        number("deal-gold", "gold", "Gold you give"),
        hand.length
          ? h(
              "div",
              { class: "field" },
              h("label", { for: "deal-cards" }, "Your cards you give"),
              h("select", { id: "deal-cards", multiple: true, onchange: keep("cards", chosen) }, hand.map((c) => h("option", { value: c, selected: draft.cards.includes(c) }, cardTitle("fortune", c)))),
            )
          : null,
        number("deal-for-gold", "forGold", "Gold you ask"),
        h(
          "div",
          { class: "field" },
          h("label", { for: "deal-for-cards" }, "Cards you ask for (from his hand)"),
          // By its place in the deck, not its id: the page holds no card id but your own (the
          // canary looks for others' cards' ids in every page).
          h(
            "select",
            { id: "deal-for-cards", multiple: true, onchange: keep("forCards", (t) => chosen(t).map((i) => asked[Number(i)])) },
            asked.map((c, i) => h("option", { value: String(i), selected: draft.forCards.includes(c) }, cardTitle("fortune", c))),
          ),
        ),
        h(
          "div",
          { class: "field" },
          h("label", { for: "deal-promise" }, "Your promise (optional)"),
          h("input", { id: "deal-promise", type: "text", maxlength: 500, value: draft.promise, oninput: keep("promise", (t) => t.value) }),
        ),
        h("button", { type: "submit", id: "propose-deal" }, "Propose deal"),
      ),
      h(
        "p",
        { class: "muted small" },
        "Only he sees what you offer; ",
        page.game.mode === "table" ? "" : "he answers on his reply clock, and if he does not the deal is refused. ", // no clock at a table
        "On acceptance the cards and gold change hands at once (the gold is public).",
      ),
    );
  }
  for (const o of mine) {
    box.append(
      h(
        "div",
        { class: "my-deal", "data-number": o.number, "data-to": o.to_seat },
        `To ${nameOf(o.to_seat)}: you give ${dealSide(o.gold, o.cards)}; he gives ${dealSide(o.for_gold, o.for_cards)}${o.promise ? `; your promise: “${o.promise}”` : ""} — awaiting his answer. `,
        h("button", { type: "button", id: `withdraw-deal-${o.number}`, onclick: () => submit({ kind: "withdraw_deal", number: o.number }, asAllianceSeat()) }, "Withdraw"),
      ),
    );
  }
  return box;
}

function renderAbsence() {
  if (page.game.mode === "table") {
    // Nothing at a table runs on a clock: no leave, autopilot, pause or replacement.
    $("absence").hidden = true;
    return;
  }
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
  if (!target) return;
  target.focus({ preventScroll: true });
  // A field that comes filled in (a bid's 0, a count's 0) is selected, so what is typed
  // replaces it: "30" typed into "0" with the caret in front would send 300.
  if (target.matches("input[type=number], input[type=text]") && target.value) target.select();
}

function renderDecisions() {
  const box = $("decisions");
  const mine = myDecisions();
  const was = focusInside(box);
  const st = state();
  box.hidden = !st && page.game.status === "open"; // nothing to decide before the game starts
  if (st && (page.game.status === "finished" || st.phase === "over")) {
    page.panelsKey = null;
    clear(box, finalScores(st));
    return;
  }
  if (!mine.length) {
    page.panelsKey = null;
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
  const seats = [...new Set([mySeat(), ...whoseDecisions()])];
  const them = seats.map((s) => state().players[s]).map((p) => [p.stacks, p.hand, p.challenger_at, p.gold]);
  const rolling = mine.some((d) => d.kind === "roll") ? page.game.version : null;
  const key = stableJson([mine, page.legal, page.legalBySeat, them, page.move && page.move.origin, page.move && page.move.freeMove, state().deal, rolling, sealedKey()]);
  if (key === page.panelsKey && box.querySelector(".decision, #pass-device")) return;
  page.panelsKey = key;
  const ctx = panelCtx();
  // At a table a sealed choice is entered one seat at a time, behind a cover (issue 34).
  const sealed = sealedOf(mine);
  const panels = sealed.length ? sealedPanels(sealed, (d) => decisionPanel(d, ctx)) : mine.map((d) => decisionPanel(d, ctx));
  // A battle waiting for a die: its state right beside the prompt (issue 34).
  const beside = st && mine.some((d) => ["roll", "battle_cards", "joust_pick", "joust_reply"].includes(d.kind)) ? besidePlace() : null;
  clear(box, h("h2", {}, hostsTable() ? "Decisions to enter" : "Your decisions"), whoseLine(mine), beside, panels);
  if (page.move) {
    renderMoveTargets();
  }
  if (!(was && focusCover())) refocus(box, was);
}

/** At a table, whose decision it is, in large: the host enters it for that player. */
function whoseLine(mine) {
  if (page.game.mode !== "table") return null;
  const first = mine.find((d) => d.seat !== null) || mine[0];
  const who = first.seat === null ? "the game" : nameOf(first.seat);
  const roll = first.kind === "roll";
  const others = whoseDecisions().filter((s) => s !== first.seat);
  return h(
    "p",
    { class: "whose", id: "whose", role: "status" },
    roll ? "Now: a die to type in — " : "Now: ",
    h("strong", {}, roll ? `${who} rolls` : who),
    roll ? "" : ` — ${kindLabel(page.kinds, first.kind)}`,
    others.length ? ` (then ${others.map((s) => nameOf(s)).join(", ")})` : "",
  );
}

function renderMap() {
  if (!page.geo) return;
  const st = state();
  const selectable = Boolean(myDecision("move"));
  drawOverlay($("map"), page.geo, st, {
    colourOf,
    nameOf,
    mySeat: moverSeat(), // at a table, the host picks the stacks of the seat whose move it is
    selectable,
    selected: page.move ? page.move.origin : null,
    onStack: pickOrigin,
  });
  const mover = moverSeat(); // at a table, the button finds the pieces of the seat moving
  $("map-mine").textContent = mover === mySeat() ? "My pieces" : `${nameOf(mover)}’s pieces`;
  renderTargets();
}

function renderPlayers() {
  const st = state();
  const box = $("players");
  box.hidden = !st; // no empty panel before the game starts
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
    // An allegiance bought at auction (rule 5), not an alliance between players (rule 33).
    if (p.allegiances.length) notes.push(`allegiance of ${p.allegiances.map((a) => challengerName(a.challenger)).join(", ")}`);
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
      h("td", {}, typeof p.gold === "number" ? String(p.gold) : "—"),
      h("td", {}, `${knights}K ${foot}F`),
      h("td", {}, String(p.chivalry)),
      h("td", {}, String(p.endurance)),
      h("td", {}, String(p.tax_due)),
      h("td", {}, String(p.cost_of_allegiance)),
    );
  });
  const head = [
    ["Player", "Player and Royal Challenger"],
    ["Gold", "Gold (public: the coins lie on the table)"],
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
  // At a table the host sees the hand of the player whose decision he enters.
  const seat = hostsTable() ? (whoseDecisions()[0] ?? mySeat()) : mySeat();
  const hand = st.players[seat].hand;
  const cards = Array.isArray(hand) ? hand : [];
  const whose = seat === mySeat() ? "Your hand" : `${nameOf(seat)}’s hand`;
  clear(
    box,
    h("h2", {}, `${whose} (${plural(cards.length, "fortune card")})`),
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

/** New lines of the log; cards drawn since the page opened as notices (the log's first load,
 * `initial`, all its pages, shows none: old news), and their outcome where you look. */
export function renderLog(fresh, { initial = false } = {}) {
  const list = $("log");
  for (const e of fresh) {
    if (e.type === "undone" || e.type === "reverted") for (const seq of e.events) document.getElementById(`e${seq}`)?.remove();
    if (!document.getElementById(`e${e.sequence}`)) list.prepend(logLine(e, eventCtx));
  }
  if (!initial) for (const e of fresh) cardToast(e);
  if (!initial) for (const e of fresh) revealToast(e, eventCtx);
  noteOutcome(fresh, { initial });
  if (fresh.some((e) => e.type === "player_eliminated" || e.type === "game_ended")) {
    renderTurn();
    if (page.game.status === "finished") renderDecisions();
  }
  if (fresh.length && location.hash.startsWith("#e")) {
    const target = document.getElementById(location.hash.slice(1));
    if (target && !target.classList.contains("highlight")) {
      target.classList.add("highlight");
      target.scrollIntoView({ block: "center" });
    }
  }
}

/** A card drawn (or kept, to its holder) since the page opened: its title and text in a toast,
 * and, for a card that makes its drawer miss a turn, that the turn is lost (rule 7). */
function cardToast(e) {
  if (e.type !== "fortune_drawn" && e.type !== "card_kept") return;
  const card = e.card && page.decks.fortune[e.card];
  if (!card || (e.type === "fortune_drawn" && e.kept)) return;
  const who = e.type === "card_kept" ? `${nameOf(e.seat)} keeps` : `${nameOf(e.seat)} draws`;
  const losers = { drawer: nameOf(e.seat), others: "Every other player", all: "Every player" }[card.effect.scope] || nameOf(e.seat);
  const missed =
    card.effect.kind === "miss_turn"
      ? ` ${losers} loses ${plural(card.effect.turns || 1, "turn")}: no fortune card, no move, no purchase; dues are paid and taxes collected (house 12).`
      : "";
  showToast(`${who} “${card.title}”`, `${card.text}${missed}`, { rule: e.rule }).dataset.card = e.card;
}

/** The battles of the turn under way (or else the last battle), newest first, round by round. */
export function renderBattle() {
  drawBeside(); // the last round, come in with the log, beside the dice prompt too
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
