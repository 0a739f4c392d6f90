// The settings page: your e-mail and when you are told of your decisions, read and saved with
// GET/PATCH /api/me/. A bad value shows the API's own message.

import { api, get } from "./api.js";
import { clearMessages, h, showError, showMessage } from "./ui.js";

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
  form.elements.reminder_hours.value = (p.reminder_hours || []).join(", ");
  form.elements.quiet_start.value = toInput(p.quiet_start);
  form.elements.quiet_end.value = toInput(p.quiet_end);
  form.elements.digest.checked = Boolean(p.digest);
  form.elements.digest_hour.value = p.digest_hour ?? 8;
  form.elements.message_mail_minutes.value = p.message_mail_minutes ?? "";
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

form.addEventListener("submit", async (e) => {
  e.preventDefault();
  clearMessages();
  const el = form.elements;
  const body = {
    email: el.email.value.trim(),
    profile: {
      time_zone: el.time_zone.value.trim(),
      email_decisions: el.email_decisions.checked,
      reminder_hours: reminderHours(el.reminder_hours.value),
      quiet_start: fromInput(el.quiet_start.value),
      quiet_end: fromInput(el.quiet_end.value),
      digest: el.digest.checked,
      digest_hour: el.digest_hour.value === "" ? el.digest_hour.value : Number(el.digest_hour.value),
      message_mail_minutes:
        el.message_mail_minutes.value === "" ? null : Number(el.message_mail_minutes.value),
    },
  };
  const button = $("save-settings");
  button.disabled = true;
  try {
    const { data } = await api("/api/me/", { method: "PATCH", body });
    fill(data);
    showMessage("Settings saved.", { kind: "ok" });
  } catch (err) {
    showError(err);
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
