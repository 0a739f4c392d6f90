// The game page: the map, the decisions pending for your seat, your hand, the players, the
// last battle and the event log, kept fresh by polling the game with If-None-Match.
// Its modules: game/state.js (the state, its reads and the poll), game/move.js (acting and the
// move in progress) and game/render.js (the renderers).

import { decisionKinds, get, query } from "./api.js";
import { legend, drawBoard, zoomable } from "./map.js";
import { showError, startCountdowns } from "./ui.js";
import { $, gameId, invited, loadGame, moverSeat, onView, page, refresh, startPolling, state } from "./game/state.js";
import { render, renderBattle, renderLog } from "./game/render.js";

onView({ render, log: renderLog, battle: renderBattle });

/** Where your pieces stand on the map (map units): your Royal Challenger first (the map
 * centres on him when your pieces do not all fit), then your stacks. At a table, the pieces
 * of the seat whose move the host enters (moverSeat), not the host's own. */
function myPieces() {
  const st = state();
  const seat = moverSeat();
  if (!st || seat === null || !page.geo) return [];
  const me = st.players[seat];
  const nodes = Object.entries(me.stacks)
    .filter(([, stack]) => stack.knights + stack.footsoldiers > 0)
    .map(([node]) => node);
  if (me.challenger_at) nodes.unshift(me.challenger_at);
  return nodes.map((node) => page.geo.centre(node));
}

/** The map's zoom: − and + buttons, "Larger map" (squares a finger's size, centred on your
 * pieces), pinch and Ctrl + wheel (map.js `zoomable`). */
function setupZoom() {
  const button = $("map-zoom");
  const map = zoomable($("map-frame"), $("map"), {
    onChange: (zoom) => {
      const zoomed = zoom > 1.001;
      button.setAttribute("aria-pressed", String(zoomed));
      button.textContent = zoomed ? "Smaller map" : "Larger map";
      $("map-frame").dataset.zoom = zoom.toFixed(2);
    },
  });
  const larger = () => {
    map.zoomTo(Math.max(2, map.tapZoom()));
    map.centreOn(myPieces());
  };
  button.addEventListener("click", () => (map.view.zoom > 1.001 ? map.zoomTo(1) : larger()));
  $("map-zoom-in").addEventListener("click", () => map.zoomTo(map.view.zoom * 1.5));
  $("map-zoom-out").addEventListener("click", () => map.zoomTo(map.view.zoom / 1.5));
  page.mapView = map; // the move form pans it to a stack chosen from its list (move.js)
  $("map-mine").addEventListener("click", () => {
    if (map.view.zoom <= 1.001) map.zoomTo(Math.max(2, map.tapZoom()));
    map.centreOn(myPieces());
  });
  return {
    /** On first load, a phone's map opens with squares a finger's size, on your pieces. */
    firstLoad() {
      if (map.tapZoom() > 1.3) {
        map.zoomTo(map.tapZoom());
        // A battle under way: its square first (issue 34), else your pieces.
        const battle = page.game && page.game.state && page.game.state.battle;
        map.centreOn(battle ? [page.geo.centre(battle.node)] : myPieces());
      }
    },
  };
}

async function main() {
  $("map-legend").append(legend());
  const zoom = setupZoom();
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
    zoom.firstLoad();
  } catch (err) {
    showError(err);
  }
  startCountdowns(document);
  startPolling();
  document.body.dataset.ready = "true";
}

main();
