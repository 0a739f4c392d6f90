// One panel per decision the game waits for from your seat (state.pending): a form whose
// primary button submits a legal default, and the other choices beside it. The panels live in
// panels/, one module per topic of the engine's decisions (kingdom/rules/decisions/<topic>.py);
// this module gathers them into the one registry the game page draws from, by decision kind.

import { h, words } from "./ui.js";
import { panel } from "./panels/common.js";
import { panels as allegiance } from "./panels/allegiance.js";
import { panels as battles } from "./panels/battles.js";
import { panels as debts } from "./panels/debts.js";
import { panels as jousts } from "./panels/jousts.js";
import { panels as offers } from "./panels/offers.js";
import { panels as quests } from "./panels/quests.js";
import { panels as table } from "./panels/table.js";
import { panels as turn } from "./panels/turn.js";

const PANELS = { ...allegiance, ...battles, ...debts, ...jousts, ...offers, ...quests, ...table, ...turn };

export function decisionPanel(decision, base) {
  // The legal actions of the seat the decision is for (at a table the host enters every seat's).
  const ctx = base.legalOf ? { ...base, legal: base.legalOf(decision.seat) } : base;
  const make = PANELS[decision.kind];
  if (!make) {
    const kind = ctx.kind(decision.kind) || { label: words(decision.kind), help: "" };
    return panel(decision, ctx, kind.label, h("p", {}, kind.help), h("p", {}, "This decision has no panel yet."));
  }
  return make(decision, ctx);
}
