// The game page: the map, the decisions pending for your seat, your hand, the players, the
// last battle and the event log, kept fresh by polling the game with If-None-Match.
// Its modules: game/state.js (the state, its reads and the poll), game/move.js (acting and the
// move in progress) and game/render.js (the renderers).

import { decisionKinds, get, query } from "./api.js";
import { legend, drawBoard } from "./map.js";
import { showError, startCountdowns } from "./ui.js";
import { $, gameId, invited, loadGame, onView, page, refresh, startPolling } from "./game/state.js";
import { render, renderBattle, renderLog } from "./game/render.js";

onView({ render, log: renderLog, battle: renderBattle });

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
  startPolling();
  document.body.dataset.ready = "true";
}

main();
