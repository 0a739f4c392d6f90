// Each player's Royal Challenger's Record Card, laid out like the printed card: every entry
// links to the event that made it in the game's log. Print it with the print stylesheet.

import { get } from "./api.js";
import { authorWords } from "./events.js";
import { clear, h, localTime, readJson, ruleBadge, showError, shownName, words } from "./ui.js";

const gameId = readJson("game-id");
const $ = (id) => document.getElementById(id);

const CASTLE_BOXES = 6; // the printed card's castle boxes (rule 4 vi)
const VILLAGE_BOXES = 12;
// On paper a card is one A4 page however long the game: each list prints its latest entries
// (compact, on running lines), and says how many earlier ones the game's log holds.
const PRINTED_ENTRIES = 36;

/** {"25": 1, "1": 3} -> "25 + 1 + 1 + 1" */
export function coinWords(coins) {
  const parts = [];
  for (const [coin, count] of Object.entries(coins || {}).sort((a, b) => Number(b[0]) - Number(a[0]))) {
    for (let i = 0; i < count; i += 1) parts.push(coin);
  }
  return parts.join(" + ") || "nothing";
}

/** An entry's link to its event; "by the clock" / "by the bot" when the player did not make it. */
function eventLink(entry, text) {
  const by = authorWords(entry.author);
  const when = entry.at ? `, ${localTime(entry.at)}` : "";
  return [
    h(
      "a",
      {
        href: `/games/${gameId}/#e${entry.event}`,
        class: "entry",
        title: `event ${entry.event}${entry.rule ? `, ${entry.rule}` : ""}${when}`,
        "data-event": entry.event,
      },
      text,
    ),
    by ? h("span", { class: "by" }, ` ${by}`) : null,
  ];
}

/** A column of the card; `replaces`: each entry supersedes the one before (struck through, as
 * a pencilled value is on paper), otherwise the entries add up (allegiances, battle scores). */
function column(title, entries, format, current, { replaces = true } = {}) {
  const items = entries.map((entry, i) =>
    h(
      "li",
      { class: replaces && i < entries.length - 1 ? "old" : "latest" },
      eventLink(entry, format(entry.value)),
      ruleBadge(entry.rule),
    ),
  );
  return h(
    "section",
    { class: "column" },
    h("h3", {}, title),
    current !== undefined ? h("p", { class: "current" }, current) : null,
    items.length ? printedList(items) : h("p", { class: "muted" }, "—"),
  );
}

/** A list of entries that prints only its latest `PRINTED_ENTRIES`, after a line saying how
 * many earlier ones are left to the game's log (the screen shows them all). */
function printedList(items) {
  const cut = Math.max(0, items.length - PRINTED_ENTRIES);
  items.slice(0, cut).forEach((li) => li.classList.add("print-cut"));
  return [
    cut ? h("p", { class: "print-only earlier" }, `${cut} earlier ${cut === 1 ? "entry" : "entries"} in the game’s log; the latest:`) : null,
    h("ol", { class: "entries" }, items),
  ];
}

function boxes(label, held, count, names) {
  const total = Math.max(count, held.length);
  const cells = [];
  for (let i = 0; i < total; i += 1) {
    const square = held[i];
    cells.push(
      h(
        "span",
        { class: `box${square ? " crossed" : ""}`, title: square ? names(square) : "empty" },
        square ? "✕" : "",
      ),
    );
  }
  return h(
    "div",
    { class: "holdings-row" },
    h("h3", {}, label),
    h("div", { class: "boxes", role: "img", "aria-label": `${held.length} ${label.toLowerCase()} held` }, cells),
    h("p", { class: "held-names" }, held.length ? held.map(names).join(", ") : "none"),
  );
}

function card(data, ctx) {
  const by = (field) => data.entries.filter((e) => e.field === field);
  const info = ctx.challengers[data.challenger];
  const mine = data.seat === ctx.mySeat;
  const holdingEntries = by("holdings");
  return h(
    "article",
    {
      class: `record-card${mine ? " mine" : ""}${data.eliminated ? " eliminated" : ""}`,
      id: `card-${data.seat}`,
      "aria-labelledby": `card-${data.seat}-h`,
    },
    h(
      "header",
      {},
      h("p", { class: "card-title" }, "Royal Challenger’s Record Card"),
      h(
        "h2",
        { id: `card-${data.seat}-h` },
        info ? h("span", { class: "swatch", style: `background:${info.colour}` }) : null,
        info ? info.name : "No Royal Challenger yet",
      ),
      h(
        "p",
        { class: "player" },
        `Player: ${data.name}`,
        mine ? h("span", { class: "no-print" }, " (you)") : null,
        data.eliminated ? h("strong", { class: "out" }, " — out of the game") : null,
      ),
      h(
        "button",
        { type: "button", class: "link no-print print-card", "data-seat": data.seat, onclick: () => printOne(data.seat) },
        "Print this card",
      ),
      data.challenger_at
        ? h(
            "p",
            { class: "small challenger-at" },
            `Royal Challenger at ${ctx.name(data.challenger_at)}`,
            data.prisoner_of !== null && data.prisoner_of !== undefined
              ? ` — prisoner of ${ctx.seatName(data.prisoner_of)} (rule 21 iii a)`
              : "",
          )
        : null,
      by("challenger").length
        ? h("p", { class: "small" }, "Chosen: ", by("challenger").map((e) => eventLink(e, `event ${e.event}`)))
        : null,
    ),
    h(
      "div",
      { class: "holdings" },
      boxes("Castles", data.castles || [], CASTLE_BOXES, ctx.name),
      boxes("Villages", data.villages || [], VILLAGE_BOXES, ctx.name),
      holdingEntries.length
        ? h(
            "details",
            {},
            h("summary", {}, `Changes of control (${holdingEntries.length})`),
            printedList(
              holdingEntries.map((e) =>
                h(
                  "li",
                  {},
                  eventLink(e, `${e.value.held ? "+" : "−"} ${ctx.name(e.value.square)}`),
                  ruleBadge(e.rule),
                ),
              ),
            ),
          )
        : null,
    ),
    h(
      "div",
      { class: "columns" },
      column("Tax Due", by("tax_due"), (v) => String(v), data.tax_due),
      column(
        "Cost of Allegiance",
        by("cost_of_allegiance"),
        (v) => `${ctx.challengerName(v.challenger)}: ${v.cost}`,
        data.cost_of_allegiance && data.cost_of_allegiance.length // none: the column stays blank
          ? `${data.cost_of_allegiance.reduce((t, a) => t + a.cost, 0)} a turn`
          : undefined,
        { replaces: false },
      ),
      column("Battle scores", by("battle_score"), (v) => `${v.score} at ${v.node}`, undefined, {
        replaces: false,
      }),
      column("Chivalry", by("chivalry"), (v) => String(v), data.chivalry),
      column("Endurance", by("endurance"), (v) => String(v), data.endurance),
      mine || data.gold !== null
        ? column(
            "Gold",
            by("gold"),
            (v) => String(v),
            data.gold !== null && data.gold !== undefined ? `${data.gold} (${coinWords(data.coins)})` : undefined,
          )
        : null,
    ),
  );
}

/** Print one card alone: the others stay off the paper until printing is over. */
function printOne(seat) {
  document.body.classList.add("printing-one");
  $(`card-${seat}`).classList.add("print-this");
  window.print();
}

function printedAll() {
  document.body.classList.remove("printing-one");
  for (const c of document.querySelectorAll(".record-card.print-this")) c.classList.remove("print-this");
}

async function main() {
  $("print").addEventListener("click", () => {
    printedAll();
    window.print();
  });
  window.addEventListener("afterprint", printedAll);
  // Closed <details> do not print their contents: open them for paper.
  window.addEventListener("beforeprint", () => {
    for (const d of document.querySelectorAll("details")) d.open = true;
  });
  try {
    const [game, cards, boardData] = await Promise.all([
      get(`/api/games/${gameId}/`),
      get(`/api/games/${gameId}/record-cards/`),
      get(`/api/board/?game=${gameId}`), // the board this game froze when it was created
    ]);
    for (const card of cards) card.name = shownName(card); // issue 31: a bot account's marked
    const challengers = {};
    for (const c of boardData.challengers) challengers[c.key] = c;
    const features = {};
    for (const c of boardData.board.castles) features[c.square] = c.camelot ? "Camelot" : c.name;
    for (const v of boardData.board.villages) features[v.square] = `${v.name} (${v.commodity})`;
    const ctx = {
      mySeat: game.your_seat,
      challengers,
      challengerName: (key) => (challengers[key] ? challengers[key].name : key),
      name: (square) => (features[square] ? `${features[square]} ${square}` : square),
      seatName: (seat) => (cards.find((c) => c.seat === seat) || { name: `seat ${seat + 1}` }).name,
    };
    document.title = `Record cards — ${game.name} — Kingdom`;
    clear($("record-title"), `Record cards — ${game.name}`);
    clear($("cards"), cards.map((c) => card(c, ctx)));
    if (game.mode === "table") await moneylender(game, cards);
  } catch (err) {
    showError(err);
  }
  document.body.dataset.ready = "true";
}

/** At a table the moneylender hands over real coins: say which. */
async function moneylender(game, cards) {
  const box = $("moneylender");
  const mine = cards.find((c) => c.seat === game.your_seat);
  if (!mine || mine.gold === null || mine.gold === undefined) return;
  const ledger = game.your_seat !== null ? await get(`/api/games/${gameId}/ledger/`) : [];
  const recent = ledger.slice(-5).reverse();
  // The host of a table keeps every purse: each one's coins (gold is public).
  const purses = game.host === readJson("kingdom-user") ? cards.filter((c) => typeof c.gold === "number") : [mine];
  box.hidden = false;
  clear(
    box,
    h("h2", {}, "For the moneylender"),
    purses.map((c) =>
      h(
        "p",
        { class: "coins", "data-seat": c.seat },
        `${c.name}’s purse holds ${c.gold} gold: hand over `,
        h("strong", {}, coinWords(c.coins)),
        ".",
      ),
    ),
    recent.length && purses.length > 1 ? h("h3", {}, `${mine.name}’s last payments`) : null,
    recent.length
      ? h(
          "ul",
          {},
          recent.map((p) =>
            h(
              "li",
              {},
              h("a", { href: `/games/${gameId}/#e${p.event}` }, `#${p.event}`),
              ` ${p.change > 0 ? "+" : ""}${p.change} gold (${words(p.reason)}) `,
              ruleBadge(p.rule),
            ),
          ),
        )
      : null,
  );
}

main();
