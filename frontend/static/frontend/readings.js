// The host's own reading of the battle-table cells the project reconstructed from the
// illegible print (issue 34): in the lobby's form for a table game, one field a cell, empty to
// keep the reconstruction. What is typed is a cell as the printed tables write it: "2/1" (the
// defender's casualties / the attacker's, the tables' footer), "destroyed", "reverse",
// "delayed", or "table 2" (with the defender's loss: "table 2, 1"). The game freezes it
// (POST /api/games/ `readings`; kingdom/readings.py).

import { h } from "./ui.js";

/** One field a reconstructed cell (`cells`: GET /api/games/defaults/ `reconstructed_cells`). */
export function drawReadings(list, cells) {
  list.replaceChildren(
    ...cells.map((c, i) => {
      const id = `g-reading-${i}`;
      return h(
        "li",
        { class: "field", "data-table": c.table, "data-defender-band": c.defender_band, "data-attacker-band": c.attacker_band },
        h("label", { for: id }, `Table ${c.table} (${c.name}): ${c.attacker_action} against ${c.defender_action} — reconstructed as ${c.reads}; your print reads`),
        h("input", { id, name: "reading", type: "text", maxlength: 20, autocomplete: "off", placeholder: c.reads }),
      );
    }),
  );
}

/** A cell typed in, as the API takes it; null when it reads as nothing a table holds. */
export function parseCell(text) {
  const t = text.trim().toLowerCase();
  const casualties = /^(\d{1,2})\s*\/\s*(\d{1,2})$/.exec(t);
  if (casualties) return { kind: "casualties", defender: Number(casualties[1]), attacker: Number(casualties[2]) };
  const table2 = /^(?:go to )?table ?2(?:\s*[,;]?\s*(?:defender\s*)?[−-]?\s*(\d{1,2}))?$/.exec(t);
  if (table2) return { kind: "table2", defender: Number(table2[1] || 0), attacker: 0 };
  const word = { destroyed: "destroyed", "defenders destroyed": "destroyed", reverse: "reverse", delayed: "delayed", "assault delayed": "delayed" }[t];
  return word ? { kind: word, defender: 0, attacker: 0 } : null;
}

/** The readings typed in (the empty fields keep the reconstruction); throws naming the field
 * whose text reads as no cell. */
export function readings(list) {
  const found = [];
  for (const li of list.children) {
    const input = li.querySelector("input");
    if (!input.value.trim()) continue;
    const cell = parseCell(input.value);
    if (!cell) {
      const error = new Error(`"${input.value}" is no cell of a battle table: type 2/1 (defender/attacker), destroyed, reverse, delayed or table 2`);
      error.control = input;
      throw error;
    }
    found.push({ table: Number(li.dataset.table), defender_band: Number(li.dataset.defenderBand), attacker_band: Number(li.dataset.attackerBand), ...cell });
  }
  return found;
}
