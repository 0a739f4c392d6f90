// The dice audit as a page (house 2): every roll of the game, and once it is over the seed, its
// check against the commitment published at creation and each face worked out again here, in
// the browser, with the formula the page states (and a command to do it yourself).

import { get, query } from "./api.js";
import { rollWords } from "./events.js";
import { clear, h, readJson, ruleBadge, showError, shownName } from "./ui.js";

const gameId = readJson("game-id");
const code = new URLSearchParams(location.search).get("code");
const invited = code ? `?${query({ code })}` : "";
const $ = (id) => document.getElementById(id);

async function sha256(text) {
  const bytes = new TextEncoder().encode(text);
  return new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
}

const hex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/** The face the seed gives roll `index` of a die with `faces` faces (kingdom/rules/dice.py). */
async function faceOf(seed, index, faces) {
  const value = BigInt(`0x${hex(await sha256(`${seed}:die:${index}`))}`);
  return Number(value % BigInt(faces)) + 1;
}

const canCheck = () => Boolean(window.crypto && crypto.subtle);

function verifyCommand(seed, commitment) {
  return [
    `python3 -c "import hashlib; print(hashlib.sha256(b'${seed}').hexdigest() == '${commitment}')"`,
    `python3 -c "import hashlib; n, faces = 0, 6; print(int.from_bytes(hashlib.sha256(f'${seed}:die:{n}'.encode()).digest(), 'big') % faces + 1)"`,
  ].join("\n");
}

async function summary(audit, seats) {
  const box = $("dice-summary");
  const parts = [];
  if (audit.mode === "table") {
    // Issue 34: typed faces come from no seed; nothing to check them against, nothing wrong.
    clear($("dice-how-h"), "Dice rolled at the table ", ruleBadge("house 2"));
    const typed = audit.rolls.length;
    clear(
      box,
      h(
        "p",
        { id: "dice-table-mode" },
        `This game is played at a table: the players roll real dice and the faces are typed in, so no face comes from a seed and there is no seed to check. ${typed === 1 ? "The face typed in is" : `The ${typed} faces typed in are`} listed below, in order, each with the event it decided.`,
      ),
    );
    $("dice-how").querySelectorAll(":scope > p").forEach((p) => p.remove());
    clear($("dice-rolls-h"), "Every face typed in");
    return null;
  }
  parts.push(h("p", {}, h("strong", {}, "Commitment (SHA-256 of the seed): "), h("code", { id: "dice-commitment", class: "wrap" }, audit.commitment || "—")));
  if (!audit.seed) {
    parts.push(h("p", { id: "dice-seed-pending" }, "The seed stays secret until the game is over: come back then to check every roll."));
    clear(box, parts);
    return null;
  }
  parts.push(h("p", {}, h("strong", {}, "Seed, revealed at the end: "), h("code", { id: "dice-seed", class: "wrap" }, audit.seed)));
  let matches = null;
  if (canCheck()) {
    matches = hex(await sha256(audit.seed)) === audit.commitment;
    parts.push(
      h(
        "p",
        { id: "dice-verdict", class: matches ? "verdict ok" : "verdict bad" },
        matches
          ? "Checked in your browser: the seed's SHA-256 is the commitment."
          : "The seed's SHA-256 is NOT the commitment: these dice cannot be trusted.",
      ),
    );
  }
  parts.push(
    h("p", {}, "To check it yourself, with Python (the second line gives the face of roll n, here roll 0 of a six-faced die):"),
    h("pre", { id: "dice-verify", class: "wrap" }, verifyCommand(audit.seed, audit.commitment)),
  );
  clear(box, parts);
  return matches;
}

async function rollsTable(audit, nameOf) {
  const table = $("dice-rolls");
  const checking = audit.mode !== "table" && audit.seed && canCheck();
  const head = h(
    "thead",
    {},
    h("tr", {}, ["#", "Event", "Who", "Die", "For", audit.mode === "table" ? "Face typed in" : "Face", checking ? "From the seed" : null].filter(Boolean).map((t) => h("th", { scope: "col" }, t))),
  );
  const rows = [];
  for (const roll of audit.rolls) {
    let check = null;
    if (checking && roll.faces) {
      const face = await faceOf(audit.seed, roll.index, roll.faces);
      check = h("td", { class: face === roll.face ? "ok" : "bad" }, face === roll.face ? `${face} ✓` : `${face} ✗`);
    }
    rows.push(
      h(
        "tr",
        { "data-index": roll.index },
        h("td", {}, String(roll.index)),
        h("td", {}, h("a", { href: `/games/${gameId}/${invited}#e${roll.sequence}` }, `#${roll.sequence}`)),
        h("td", {}, roll.seat === null || roll.seat === undefined ? "the game" : nameOf(roll.seat)),
        h("td", {}, `${roll.die}${roll.faces ? ` (1–${roll.faces})` : ""}`),
        h("td", {}, rollWords(roll.purpose, nameOf), " ", roll.rule ? ruleBadge(roll.rule) : null),
        h("td", { class: "face" }, String(roll.face)),
        check,
      ),
    );
  }
  clear(
    table,
    h("caption", { class: "visually-hidden" }, "Every roll of the game, in order"),
    head,
    h("tbody", {}, rows.length ? rows : h("tr", {}, h("td", { colspan: 7, class: "muted" }, "No die has been rolled yet."))),
  );
}

async function main() {
  try {
    const [audit, game] = await Promise.all([get(`/api/games/${gameId}/dice/${invited}`), get(`/api/games/${gameId}/${invited}`)]);
    clear($("dice-title"), `The dice of ${game.name}`);
    document.title = `The dice — ${game.name} — Kingdom`;
    const names = Object.fromEntries(game.seats.map((s) => [s.index, shownName(s)]));
    const nameOf = (seat) => names[seat] || `seat ${seat + 1}`;
    await summary(audit, game.seats);
    await rollsTable(audit, nameOf);
  } catch (err) {
    showError(err);
  }
  document.body.dataset.ready = "true";
}

main();
