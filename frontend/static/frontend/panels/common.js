// What every decision panel is built of: its frame (a titled section naming the seat it is
// for and the rule), its fields and buttons, and the sending of its answer (confirmed first
// when it cannot be undone; with the seat when the host of a table enters another seat's).

import { confirmAction, h, ruleBadge } from "../ui.js";

let uid = 0;
export const nextId = (stem) => `${stem}-${(uid += 1)}`;

/** A labelled number input (a whole number, required): `{input, field}`. */
export function numberField(label, { min = 0, max = null, value = 0, name }) {
  const id = nextId(name);
  const input = h("input", {
    id,
    name,
    type: "number",
    inputmode: "numeric",
    min,
    max: max === null || max === undefined ? undefined : max,
    value,
    required: true,
  });
  return { input, field: h("div", { class: "field" }, h("label", { for: id }, label), input) };
}

/** A labelled list of `[value, text]` options: `{select, field}`. */
export function selectField(label, options, { name, value } = {}) {
  const id = nextId(name);
  const select = h(
    "select",
    { id, name },
    options.map(([v, text]) => h("option", { value: v, selected: v === value }, text)),
  );
  return { select, field: h("div", { class: "field" }, h("label", { for: id }, label), select) };
}

/** A button that is not a form's submit: primary (the default choice) or danger. */
export function button(text, onclick, { primary = false, danger = false, data = {} } = {}) {
  return h(
    "button",
    {
      type: "button",
      class: [primary && "primary", danger && "danger"].filter(Boolean).join(" ") || undefined,
      dataset: data,
      onclick,
    },
    text,
  );
}

/** The decision's frame: its title, the seat it is for when not yours, the rule it applies. */
export function panel(decision, ctx, title, ...body) {
  const forOther = decision.seat !== null && decision.seat !== ctx.mySeat;
  return h(
    "section",
    {
      class: "decision",
      tabindex: -1,
      "data-kind": decision.kind,
      "data-seat": decision.seat,
      "aria-label": title,
    },
    h(
      "h3",
      {},
      title,
      forOther ? h("span", { class: "for-seat" }, ` — for ${ctx.nameOf(decision.seat)}`) : null,
      " ",
      ruleBadge(decision.rule),
    ),
    body,
  );
}

/** Send `action` only once the player confirmed it in the dialog (an irreversible decision:
 * `ask` = {title, body, confirm}); the error, if any, shows beside `control`. */
export async function sendConfirmed(ctx, decision, action, ask, control) {
  if (!(await confirmAction(ask))) return;
  const seat = decision.seat !== null && decision.seat !== ctx.mySeat ? decision.seat : undefined;
  ctx.submit(action, { seat, control });
}

/** Submit with the acting seat when the host enters another seat's decision at a table. */
export function send(ctx, decision, action) {
  const seat = decision.seat !== null && decision.seat !== ctx.mySeat ? decision.seat : undefined;
  return ctx.submit(action, { seat });
}

/** The legal actions of `kind` open to the seat the panel is for. */
export function legal(ctx, kind) {
  return (ctx.legal || []).filter((a) => a.kind === kind);
}

/** An amount of gold in words. */
export const gold = (n) => `${n} gold`;
