// Absence on the game page: your leave and your seat's autopilot; for the host, pausing the
// game and offering another player's seat to someone new. Each seat's absence as everyone
// sees it (on leave until…, on autopilot) for the seats list.

import { api, post, query } from "./api.js";
import { clear, clearMessages, confirmAction, h, localTime, plural, showErrorAt, showMessage, stableJson } from "./ui.js";

/** Invitation links the host made in this page (the game view also gives the host the code). */
const invitations = {};
let panelKey = null;
let busy = false;

/** What everyone sees of a seat's absence, as short phrases. */
export function seatStatus(seat) {
  const bits = [];
  if (seat.on_leave_until) bits.push(`on leave until ${localTime(seat.on_leave_until)}`);
  if (seat.autopilot) bits.push("on autopilot (the bot plays)");
  if (seat.replacement_offered) bits.push("offered to a new player");
  if (seat.missed_deadlines) bits.push(`${plural(seat.missed_deadlines, "deadline")} missed in a row`);
  return bits;
}

/** Do `work`, then reload the game; its error shows beside `control` (the button or form). */
async function run(work, ctx, done, control = document.activeElement) {
  if (busy) return;
  busy = true;
  document.body.classList.add("busy");
  clearMessages();
  try {
    await work();
    panelKey = null;
    await ctx.reload();
    if (done) showMessage(done, { kind: "ok" });
  } catch (err) {
    showErrorAt(control, err);
  } finally {
    busy = false;
    document.body.classList.remove("busy");
  }
}

/** The leave form's button, beside which its error shows. */
const $leave = (form) => form.querySelector("#take-leave") || form;

function daysText(days) {
  return `${Number(days.toFixed(2))} ${days === 1 ? "day" : "days"}`;
}

function ownPart(ctx, seat) {
  const id = ctx.game.id;
  const settings = ctx.game.settings || {};
  const left = seat.leave_days_left ?? 0;
  const parts = [h("h3", {}, "Your seat")];
  parts.push(
    h(
      "p",
      { id: "leave-status" },
      seat.on_leave_until ? `You are on leave until ${localTime(seat.on_leave_until)}. ` : "You are not on leave. ",
      h("span", { id: "leave-left" }, `${daysText(left)} of leave left in this game`),
      settings.leave_days !== undefined ? ` (of ${daysText(Number(settings.leave_days))}).` : ".",
    ),
  );
  const form = h(
    "form",
    {
      class: "row",
      id: "leave-form",
      onsubmit: async (e) => {
        e.preventDefault();
        const days = Number(form.elements.days.value);
        const ok = await confirmAction({
          title: `Take ${daysText(days)} of leave?`,
          body: "Your deadlines wait for you until you come back, and every other player is told by mail. The days count against this game's leave allowance; coming back early returns those you did not use.",
          confirm: "Take leave",
        });
        if (ok) run(() => post(`/api/games/${id}/leave/`, { days }), ctx, `Leave taken: ${daysText(days)}.`, $leave(form));
      },
    },
    h(
      "div",
      { class: "field" },
      h("label", { for: "leave-days" }, "Days of leave"),
      h("input", {
        id: "leave-days",
        name: "days",
        type: "number",
        min: 0.01,
        max: left > 0 ? left : undefined,
        step: "any",
        required: true,
        value: Math.min(1, left) || "",
        disabled: left <= 0,
        "aria-describedby": "leave-help",
      }),
    ),
    h("button", { type: "submit", id: "take-leave", disabled: left <= 0 }, "Take leave"),
  );
  parts.push(
    form,
    h(
      "p",
      { class: "help", id: "leave-help" },
      "Your deadlines wait for you while you are away; the other players are told.",
    ),
  );
  if (seat.on_leave_until) {
    parts.push(
      h(
        "div",
        { class: "buttons" },
        h(
          "button",
          {
            type: "button",
            id: "come-back",
            onclick: () => run(() => api(`/api/games/${id}/leave/`, { method: "DELETE" }), ctx, "Welcome back."),
          },
          "Come back",
        ),
      ),
    );
  }
  const after = settings.autopilot_after;
  parts.push(
    h(
      "p",
      { id: "autopilot-status" },
      seat.autopilot
        ? "The bot plays your seat (autopilot)."
        : after
          ? `You play your seat; the bot takes over after ${plural(after, "missed deadline")} in a row.`
          : "You play your seat; the bot never takes over in this game.",
    ),
    h(
      "div",
      { class: "buttons" },
      seat.autopilot
        ? h(
            "button",
            {
              type: "button",
              id: "autopilot-off",
              onclick: () => run(() => post(`/api/games/${id}/autopilot/`, { on: false }), ctx, "Your seat is yours again."),
            },
            "Take my seat back",
          )
        : h(
            "button",
            {
              type: "button",
              id: "autopilot-on",
              onclick: async (e) => {
                const control = e.currentTarget;
                const ok = await confirmAction({
                  title: "Hand your seat to the bot?",
                  body: "The bot plays every decision of your seat from now on, at once and without asking you — in a game against bots it may play it to the end within seconds. You can take the seat back with “Take my seat back”, but not undo what it played.",
                  confirm: "Hand my seat to the bot",
                });
                if (ok) run(() => post(`/api/games/${id}/autopilot/`, { on: true }), ctx, "The bot plays your seat.", control);
              },
            },
            "Hand my seat to the bot",
          ),
    ),
  );
  return parts;
}

/** The host's switch for answers by mail (issue 32, docs/play-by-mail.md): on, a player may
 * answer a decision by replying to its mail, or with the mail's one safe click. */
function mailReplies(ctx) {
  const game = ctx.game;
  const box = h("input", {
    type: "checkbox",
    id: "mail-replies",
    checked: game.mail_replies,
    onchange: () => {
      if (busy) {
        box.checked = !box.checked; // another change is on its way: this one is not sent
        return;
      }
      run(
        () => post(`/api/games/${game.id}/mail-replies/`, { on: box.checked }),
        ctx,
        box.checked ? "Players may answer by mail." : "Answers by mail are off: players answer on the page.",
      );
    },
  });
  return h(
    "div",
    { class: "field" },
    h("label", { for: "mail-replies" }, box, " Players may answer a decision by replying to its mail"),
    h("p", { class: "muted" }, "Off: the mails still tell the players what waits for them, and they answer on this page."),
  );
}

function hostPart(ctx) {
  const game = ctx.game;
  const id = game.id;
  const parts = [h("h3", {}, "Host")];
  parts.push(
    h(
      "div",
      { class: "buttons" },
      game.status === "paused"
        ? h(
            "button",
            { type: "button", id: "resume", class: "primary", onclick: () => run(() => post(`/api/games/${id}/resume/`), ctx, "The game runs again.") },
            "Resume",
          )
        : h(
            "button",
            { type: "button", id: "pause", onclick: () => run(() => post(`/api/games/${id}/pause/`), ctx, "The game is paused.") },
            "Pause",
          ),
    ),
  );
  if (game.mode !== "table") parts.push(mailReplies(ctx));
  const others = game.seats.filter((s) => s.index !== ctx.mySeat && !s.bot);
  if (others.length) {
    parts.push(
      h(
        "ul",
        { class: "replace-list" },
        others.map((s) => {
          const code = s.replacement_code;
          const link = invitations[s.index] || (code ? `${location.origin}/games/${id}/?${query({ code })}` : null);
          const labelId = `replace-name-${s.index}`;
          return h(
            "li",
            { "data-seat": s.index },
            h("span", { id: labelId }, ctx.nameOf(s.index)),
            " ",
            h(
              "button",
              {
                type: "button",
                "data-replace": s.index,
                "aria-describedby": labelId,
                onclick: () =>
                  run(
                    async () => {
                      const answer = await post(`/api/games/${id}/seats/${s.index}/replace/`);
                      const code = new URL(answer.invitation, location.origin).searchParams.get("code") || answer.code;
                      invitations[s.index] = `${location.origin}/games/${id}/?${query({ code })}`;
                    },
                    ctx,
                    `The bot plays ${s.name}'s seat until the new player takes it.`,
                  ),
              },
              s.replacement_offered ? "Replace this player (new link)" : "Replace this player",
            ),
            link
              ? h(
                  "p",
                  { class: "invitation" },
                  "Send the new player this link: ",
                  h("a", { href: link, "data-invitation": s.index }, link),
                )
              : null,
          );
        }),
      ),
    );
  }
  return parts;
}

/** Draw the panel into `box`; it is rebuilt only when what it shows changes, so a poll does
 * not wipe the days being typed. */
export function absencePanel(box, ctx) {
  const game = ctx.game;
  const running = game.status === "active" || game.status === "paused";
  const seat = ctx.mySeat === null ? null : game.seats.find((s) => s.index === ctx.mySeat);
  if (!running || (!seat && !ctx.host)) {
    box.hidden = true;
    panelKey = null;
    return;
  }
  const key = stableJson([game.status, game.seats, game.settings, ctx.mySeat, ctx.host, invitations]);
  if (key === panelKey && !box.hidden) return;
  panelKey = key;
  const active = document.activeElement;
  const focusId = active && box.contains(active) ? active.id || null : null;
  const replaceFocus = active && box.contains(active) ? active.dataset.replace : undefined;
  box.hidden = false;
  clear(box, h("h2", { id: "absence-h" }, "Absence"), seat ? ownPart(ctx, seat) : null, ctx.host ? hostPart(ctx) : null);
  const back =
    (focusId && document.getElementById(focusId)) ||
    (replaceFocus !== undefined && box.querySelector(`[data-replace="${replaceFocus}"]`)) ||
    (focusId || replaceFocus !== undefined ? box.querySelector("button:not([disabled])") : null);
  if (back) back.focus({ preventScroll: true });
}
