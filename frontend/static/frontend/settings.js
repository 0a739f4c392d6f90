// The settings page: your e-mail and when you are told of your decisions, read and saved with
// GET/PATCH /api/me/. A bad value shows the API's own message beside its field.

import { api, get } from "./api.js";
import { clearMessages, errorText, h, showError, showMessage } from "./ui.js";

const $ = (id) => document.getElementById(id);
const form = $("settings-form");

/** "HH:MM[:SS]" from the API to an <input type=time> value, and back (null when empty). */
const toInput = (t) => (t ? t.slice(0, 5) : "");
const fromInput = (v) => (v ? v : null);

function browserZone() {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch (err) {
    return null;
  }
}

/** Whether mail goes to the address: only once its owner followed the confirmation link. */
function emailStatus(me) {
  const status = $("s-email-status");
  status.replaceChildren();
  if (!me.email) return;
  if (me.email_verified) {
    status.append("Confirmed.");
    return;
  }
  status.append(
    "Not confirmed yet: no mail goes to it until you follow the link mailed to it. ",
    h(
      "button",
      {
        type: "button",
        class: "link",
        id: "resend-confirmation",
        onclick: async () => {
          clearMessages();
          try {
            await api("/api/me/confirm-email/", { method: "POST" });
            showMessage(`A new link was mailed to ${me.email}.`, { kind: "ok" });
          } catch (err) {
            showError(err);
          }
        },
      },
      "Mail me a new link",
    ),
  );
}

function fill(me) {
  const p = me.profile;
  form.elements.email.value = me.email || "";
  emailStatus(me);
  form.elements.time_zone.value = p.time_zone || "UTC";
  form.elements.email_decisions.checked = Boolean(p.email_decisions);
  form.elements.reply_by_mail.checked = p.reply_by_mail !== false;
  form.elements.reminder_hours.value = (p.reminder_hours || []).join(", ");
  form.elements.quiet_start.value = toInput(p.quiet_start);
  form.elements.quiet_end.value = toInput(p.quiet_end);
  form.elements.digest.checked = Boolean(p.digest);
  form.elements.digest_hour.value = p.digest_hour ?? 8;
  form.elements.message_mail_minutes.value = p.message_mail_minutes ?? "";
  form.elements.bot_account.checked = Boolean(p.bot_account);
  const zone = browserZone();
  const hint = $("tz-suggestion");
  hint.replaceChildren();
  if (zone && zone !== p.time_zone && (p.time_zone || "UTC") === "UTC") {
    // A suggestion only: nothing is saved until the player says so.
    hint.append(
      `Your browser says ${zone}. `,
      h(
        "button",
        {
          type: "button",
          class: "link",
          id: "use-browser-zone",
          onclick: () => {
            form.elements.time_zone.value = zone;
            form.elements.time_zone.focus();
          },
        },
        `Use ${zone}`,
      ),
    );
  }
}

/** The reminder hours as numbers; text that is no number goes to the API as it is, which
 * answers with its own message. */
function reminderHours(text) {
  const parts = text
    .split(/[,;\s]+/)
    .map((x) => x.trim())
    .filter(Boolean);
  return parts.map((x) => (Number.isFinite(Number(x)) ? Number(x) : x));
}

/** The API's field errors ({email: [...], profile: {time_zone: [...]}}) as [name, sentence]
 * pairs: a nested serializer's fields by their own names, a list's items by their place, the
 * profile's own problems (the quiet hours) under "quiet". */
function fieldErrors(fields, into = []) {
  for (const [name, messages] of Object.entries(fields || {})) {
    if (name === "profile" && messages && !Array.isArray(messages)) {
      fieldErrors(messages, into);
    } else if (Array.isArray(messages)) {
      into.push([name === "non_field_errors" ? "quiet" : name, messages.map((m) => errorText(String(m))).join(" ")]);
    } else if (messages && typeof messages === "object") {
      const items = Object.entries(messages).map(([i, m]) => `Item ${Number(i) + 1}: ${[].concat(m).map((x) => errorText(String(x))).join(" ")}`);
      into.push([name, items.join(" ")]);
    }
  }
  return into;
}

function clearFieldErrors() {
  for (const el of form.querySelectorAll(".field-error")) el.remove();
  for (const el of form.querySelectorAll("[aria-invalid]")) {
    el.removeAttribute("aria-invalid");
    const described = (el.getAttribute("aria-describedby") || "").split(" ").filter((id) => id && !id.endsWith("-error"));
    if (described.length) el.setAttribute("aria-describedby", described.join(" "));
    else el.removeAttribute("aria-describedby");
  }
}

/** Each error beside its field (marked invalid, described by it); the first such field gets the
 * focus. An error no field owns goes to the page's messages. */
function showFieldErrors(err) {
  const shown = [];
  for (const [name, text] of fieldErrors(err.fields)) {
    const control = name === "quiet" ? form.elements.quiet_start : form.elements[name];
    if (!control) {
      showMessage(text);
      continue;
    }
    const id = `${control.id}-error`;
    const note = h("span", { class: "field-error", id, role: "alert" }, text);
    const spot = name === "quiet" ? control.closest("fieldset") : control.closest(".field, label.check") || control;
    if (spot.matches("fieldset, .field")) spot.append(note);
    else spot.after(note);
    control.setAttribute("aria-invalid", "true");
    control.setAttribute("aria-describedby", [control.getAttribute("aria-describedby"), id].filter(Boolean).join(" "));
    shown.push(control);
  }
  if (shown.length) shown[0].focus();
  else showError(err);
}

form.addEventListener("submit", async (e) => {
  e.preventDefault();
  clearMessages();
  clearFieldErrors();
  const el = form.elements;
  const body = {
    email: el.email.value.trim(),
    profile: {
      time_zone: el.time_zone.value.trim(),
      email_decisions: el.email_decisions.checked,
      reply_by_mail: el.reply_by_mail.checked,
      reminder_hours: reminderHours(el.reminder_hours.value),
      quiet_start: fromInput(el.quiet_start.value),
      quiet_end: fromInput(el.quiet_end.value),
      digest: el.digest.checked,
      digest_hour: el.digest_hour.value === "" ? el.digest_hour.value : Number(el.digest_hour.value),
      message_mail_minutes:
        el.message_mail_minutes.value === "" ? null : Number(el.message_mail_minutes.value),
      bot_account: el.bot_account.checked, // issue 31: refused (409) while seated in a game
    },
  };
  const button = $("save-settings");
  button.disabled = true;
  try {
    const { data } = await api("/api/me/", { method: "PATCH", body });
    fill(data);
    showMessage("Settings saved.", { kind: "ok" });
  } catch (err) {
    if (err.fields) showFieldErrors(err);
    else showError(err);
  } finally {
    button.disabled = false;
  }
});

async function main() {
  try {
    fill(await get("/api/me/"));
    $("settings-fields").disabled = false;
  } catch (err) {
    showError(err);
  }
  document.body.dataset.ready = "true";
}

main();
