// Issue 30: what happened since your last visit, and a stepper that replays the log on a map
// of its own (docs/replay.md). Everything comes from GET since/ and GET replay/ — your seat's
// view of each step, made by the server with the same view as the rest of the page — and the
// page marks what it has shown you with POST seen/.

import { api, get, post, query } from "./api.js";
import { battleSlices, battleTable, logLine } from "./events.js";
import { drawBoard, drawOverlay, zoomable } from "./map.js";
import { clear, h, plural, ruleBadge, showError, words } from "./ui.js";
import { $, challengerName, colourOf, eventCtx, gameId, invited, mySeat, nameOf, page } from "./game/state.js";

const NS = "http://www.w3.org/2000/svg";
const s = (tag, attrs = {}, ...children) => h(tag, { ns: NS, ...attrs }, ...children);
const PLAY_MS = 1200; // a step's time on screen while the stepper plays
const BANNER_KEY = `kingdom.since.${gameId}`; // the banner's range, kept until dismissed

const FIGURE_WORDS = {
  gold: "gold",
  chivalry: "chivalry",
  endurance: "endurance",
  tax_due: "tax due",
  cost_of_allegiance: "cost of allegiance",
  cards: "fortune cards held",
};

// -- marks on a map: changed squares, move paths, battles -----------------------------------------
function marksLayer(svg) {
  let layer = svg.querySelector(".replay-marks");
  if (!layer) {
    layer = s("g", { class: "replay-marks", "aria-hidden": "true" });
    const names = svg.querySelector(".names");
    svg.insertBefore(layer, names ? names.nextSibling : null);
  }
  return layer;
}

/** Mark on `svg` the nodes whose pieces or holder changed, each move's path and each battle. */
export function drawMarks(svg, geo, { squares = [], paths = [], battles = [] }) {
  const layer = marksLayer(svg);
  layer.replaceChildren();
  for (const node of squares) {
    layer.append(s("polygon", { points: geo.outline(node), class: "mark-changed", "data-node": node }));
  }
  for (const path of paths) {
    if (path.length < 2) continue;
    const points = path.map((node) => geo.centre(node).join(",")).join(" ");
    const [x, y] = geo.centre(path[path.length - 1]);
    layer.append(
      s("polyline", { points, class: "mark-path", "data-path": path.join(" ") }),
      s("circle", { cx: x, cy: y, r: 4, class: "mark-path-end" }),
    );
  }
  for (const node of battles) {
    const [x, y] = geo.centre(node);
    layer.append(
      s("g", { class: "mark-battle", "data-node": node }, s("circle", { cx: x, cy: y, r: 15 }), s("text", { x, y: y - 9, "text-anchor": "middle" }, "⚔")),
    );
  }
}

// -- frames: the board as the server's view of each step showed it --------------------------------
function applyChanges(frame, changes) {
  const next = { ...frame, players: { ...frame.players } };
  if (changes.control) {
    next.control = { ...frame.control };
    for (const [square, seat] of Object.entries(changes.control)) {
      if (seat === null) delete next.control[square];
      else next.control[square] = seat;
    }
  }
  for (const [seat, player] of Object.entries(changes.players || {})) next.players[seat] = player;
  for (const part of ["alliances", "sieges", "tokens"]) if (part in changes) next[part] = changes[part];
  return next;
}

/** A frame as the map's overlay reads a state: players in seat order, their stacks. */
function asState(frame) {
  const players = Object.values(frame.players)
    .sort((a, b) => a.seat - b.seat)
    .map((p) => ({ ...p, stacks: Object.fromEntries(Object.entries(p.stacks).map(([n, st]) => [n, { ...st, knights_moved: 0, footsoldiers_moved: 0 }])) }));
  return { control: frame.control, alliances: frame.alliances, players };
}

// -- the banner ------------------------------------------------------------------------------------
const whenWords = (iso) => {
  const at = new Date(iso);
  const old = Date.now() - at.getTime() > 6 * 86400e3;
  const format = new Intl.DateTimeFormat(undefined, { weekday: "long", hour: "2-digit", minute: "2-digit", ...(old ? { day: "numeric", month: "short" } : {}) });
  return `${format.format(at)} (your time)`;
};

function summaryList(summary) {
  return h(
    "ul",
    { class: "since-summary" },
    summary.map((line) => h("li", { "data-kind": line.kind, "data-where": line.where || undefined }, line.text, " ", ruleBadge(line.rule))),
  );
}

function showBanner(since) {
  const box = $("since-banner");
  clear(
    box,
    h("h2", { id: "since-h" }, `Since your last visit, ${whenWords(since.seen.at)}:`),
    since.summary.length ? summaryList(since.summary) : h("p", {}, `${plural(since.steps, "step")} you may replay.`),
    h(
      "p",
      { class: "since-tools" },
      h("button", { type: "button", id: "since-step", onclick: () => openStepper({ after: since.after, title: `Since ${whenWords(since.seen.at)}` }) }, "Step through it on the map"),
      " ",
      h("button", { type: "button", id: "since-dismiss", class: "secondary", onclick: dismissBanner }, "Dismiss"),
      " ",
      h("span", { class: "muted small" }, "Changed squares are outlined on the map, moves drawn as paths, battles ringed."),
    ),
  );
  box.hidden = false;
  drawMarks($("map"), page.geo, since);
}

function dismissBanner() {
  sessionStorage.removeItem(BANNER_KEY);
  $("since-banner").hidden = true;
  marksLayer($("map")).replaceChildren();
}

// -- marking what the page showed ------------------------------------------------------------------
// The one mark of a look (issues 30, 35): a new version at once, and the same one again every
// LOOK_MS while the tab is visible — no mail tells the player of a decision he saw here, and no
// reminder comes while he is here (kingdom/visits.py). A hidden tab marks nothing.
const LOOK_MS = 30000;
let marked = -1;
let markedAt = 0;

async function markSeen() {
  if (!page.game || mySeat() === null || document.hidden) return;
  const version = page.game.version;
  if (version <= marked && Date.now() - markedAt < LOOK_MS) return;
  marked = version;
  markedAt = Date.now();
  try {
    await post(`/api/games/${gameId}/seen/${query(invited()) ? `?${query(invited())}` : ""}`, { version });
  } catch {
    marked = -1; // tried again at the next look
  }
}

// -- the stepper -------------------------------------------------------------------------------------
const stepper = { data: null, frames: [], at: 0, timer: null, geo: null, zoom: null };

function frameColour(frame) {
  return (seat) => {
    const p = frame.players[seat];
    const info = p && page.challengers[p.challenger];
    return info ? info.colour : colourOf(seat);
  };
}

async function openStepper({ after = -1, upto = null, title = "The whole game" } = {}) {
  const box = $("replay");
  box.hidden = false;
  clear($("replay-title"), title);
  $("replay-where").textContent = "Loading the replay…";
  stop();
  try {
    const params = { after, ...(upto !== null ? { upto } : {}), ...invited() };
    const data = await get(`/api/games/${gameId}/replay/?${query(params)}`);
    stepper.data = data;
    stepper.frames = [data.start];
    for (const step of data.steps) stepper.frames.push(applyChanges(stepper.frames[stepper.frames.length - 1], step.changes));
    if (!stepper.geo) {
      stepper.geo = drawBoard($("replay-map"), page.board);
      stepper.zoom = zoomable($("replay-frame"), $("replay-map"));
    }
    $("replay-dice").href = data.dice;
    show(0);
    box.scrollIntoView({ block: "start" });
    $("replay-next").focus();
  } catch (err) {
    showError(err);
  }
}

function closeStepper() {
  stop();
  $("replay").hidden = true;
}

/** Show position `at`: 0 is the board before the first step, n the board after step n. */
function show(at) {
  const { data, frames } = stepper;
  const count = data.steps.length;
  stepper.at = Math.max(0, Math.min(at, count));
  const frame = frames[stepper.at];
  const step = stepper.at ? data.steps[stepper.at - 1] : null;
  const svg = $("replay-map");
  drawOverlay(svg, stepper.geo, asState(frame), { colourOf: frameColour(frame), nameOf, mySeat: null, selectable: false });
  drawMarks(svg, stepper.geo, step || {});
  if (step && stepper.zoom) stepper.zoom.centreOn([...step.squares, ...step.battles].map((n) => stepper.geo.centre(n)));
  $("replay").dataset.at = String(stepper.at);
  $("replay").dataset.version = String(step ? step.version : data.after);
  $("replay-where").textContent = count ? `Step ${stepper.at} of ${count}` : "Nothing to replay in this range.";
  $("replay-first").disabled = $("replay-prev").disabled = stepper.at === 0;
  $("replay-last").disabled = $("replay-next").disabled = stepper.at === count;
  clear($("replay-step"), step ? stepDetail(step) : h("p", { class: "muted" }, stepper.at === 0 && count ? "The board before the first step. Press Next (→) to begin." : ""));
}

function stepDetail(step) {
  const who = step.kind === "start" ? "The set-up" : `${nameOf(step.seat)}: ${words(step.kind)}`;
  // A battle's rounds may come in several steps (add-one cards, casualties chosen): its table
  // holds its rounds so far, from its start in an earlier step up to this one.
  const here = new Set(step.events.map((e) => e.sequence));
  const sofar = stepper.data.steps.slice(0, stepper.at).flatMap((st) => st.events);
  const battles = battleSlices(sofar).filter((slice) => slice.some((e) => here.has(e.sequence)));
  return [
    h("h3", { class: "replay-head" }, who, " ", h("small", { class: "muted" }, `version ${step.version}`)),
    step.events.length ? h("ol", { class: "log replay-events" }, step.events.map((e) => logLine(e, eventCtx))) : h("p", { class: "muted" }, "Nothing you may see happened here."),
    ...battles.map((slice) => h("div", { class: "replay-battle" }, h("h4", {}, `Battle at ${slice[0].node || ""}`), battleTable(slice, eventCtx))),
    step.figures.length ? figuresTable(step.figures) : null,
  ];
}

function figuresTable(figures) {
  return h(
    "table",
    { class: "replay-figures" },
    h("caption", {}, "Record card figures that changed"),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Player"), h("th", { scope: "col" }, "Figure"), h("th", { scope: "col" }, "Before"), h("th", { scope: "col" }, "After"))),
    h(
      "tbody",
      {},
      figures.map((f) =>
        h("tr", { "data-seat": f.seat, "data-figure": f.figure }, h("td", {}, nameOf(f.seat)), h("td", {}, FIGURE_WORDS[f.figure] || words(f.figure)), h("td", {}, figureText(f.before)), h("td", {}, figureText(f.after))),
      ),
    ),
  );
}

const figureText = (value) => (Array.isArray(value) ? value.map((a) => `${challengerName(a.challenger)} ${a.cost}`).join(", ") || "—" : value === null || value === undefined ? "—" : String(value));

function stop() {
  clearInterval(stepper.timer);
  stepper.timer = null;
  const button = $("replay-play");
  button.textContent = "Play";
  button.setAttribute("aria-pressed", "false");
}

function play() {
  if (stepper.timer) return stop();
  if (stepper.at >= stepper.data.steps.length) show(0);
  const button = $("replay-play");
  button.textContent = "Pause";
  button.setAttribute("aria-pressed", "true");
  stepper.timer = setInterval(() => {
    if (stepper.at >= stepper.data.steps.length) return stop();
    show(stepper.at + 1);
  }, PLAY_MS);
}

function setupStepper() {
  const last = () => stepper.data.steps.length;
  $("replay-first").addEventListener("click", () => show(0));
  $("replay-prev").addEventListener("click", () => show(stepper.at - 1));
  $("replay-next").addEventListener("click", () => show(stepper.at + 1));
  $("replay-last").addEventListener("click", () => show(last()));
  $("replay-play").addEventListener("click", play);
  $("replay-close").addEventListener("click", closeStepper);
  $("replay").addEventListener("keydown", (e) => {
    if (!stepper.data || ["INPUT", "SELECT", "TEXTAREA"].includes(e.target.tagName)) return;
    const to = { ArrowLeft: stepper.at - 1, ArrowRight: stepper.at + 1, Home: 0, End: last() }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    show(to);
  });
  $("replay-open").addEventListener("click", () => openStepper({ after: -1, title: "The whole game" }));
  $("replay-zoom").addEventListener("click", () => {
    const map = stepper.zoom;
    if (!map) return;
    const zoomed = map.view.zoom > 1.001;
    map.zoomTo(zoomed ? 1 : Math.max(2, map.tapZoom()));
    $("replay-zoom").setAttribute("aria-pressed", String(!zoomed));
    $("replay-zoom").textContent = zoomed ? "Larger map" : "Smaller map";
    if (!zoomed) show(stepper.at); // centred on the step's squares
  });
}

// -- start -------------------------------------------------------------------------------------------
function ready() {
  return new Promise((resolve) => {
    const look = () => (document.body.dataset.ready === "true" && page.game && page.geo ? resolve() : setTimeout(look, 100));
    look();
  });
}

async function main() {
  setupStepper();
  await ready();
  const asked = new URLSearchParams(location.search).get("replay");
  if (page.game.state) $("replay-open").hidden = false;
  if (mySeat() === null) {
    if (asked !== null) openStepper({ after: Number(asked) || -1 });
    return;
  }
  try {
    let since = JSON.parse(sessionStorage.getItem(BANNER_KEY) || "null");
    if (!since) {
      const res = await api(`/api/games/${gameId}/since/${query(invited()) ? `?${query(invited())}` : ""}`);
      since = res.data;
      since.after = since.seen ? since.seen.version : null;
      if (since.steps) sessionStorage.setItem(BANNER_KEY, JSON.stringify(since));
    }
    if (since.seen && since.steps) showBanner(since);
    if (asked !== null) openStepper({ after: Number(asked), title: "Since your last visit" });
  } catch (err) {
    showError(err);
  }
  await markSeen();
  setInterval(markSeen, 5000);
  document.addEventListener("visibilitychange", markSeen);
}

main();
