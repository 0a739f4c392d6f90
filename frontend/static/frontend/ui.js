// Small helpers shared by the pages: building elements, messages, times and names.

/** h("button", {class: "x", onclick}, "text", child...) */
export function h(tag, attrs = {}, ...children) {
  const ns = attrs && attrs.ns;
  const el = ns ? document.createElementNS(ns, tag) : document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (key === "ns" || value === undefined || value === null || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") {
      el.addEventListener(key.slice(2), value);
    } else if (key === "dataset") {
      Object.assign(el.dataset, value);
    } else if (key === "style") {
      el.style.cssText = String(value); // through the CSSOM: the Content-Security-Policy allows it
    } else if (value === true) {
      el.setAttribute(key, "");
    } else {
      el.setAttribute(key, String(value));
    }
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

export function clear(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

/** An API error in a plain sentence: the engine's "buy: at most 20 knights; you have 3" reads
 * "You cannot buy: at most 20 knights; you have 3." (its rule goes in a badge beside it). */
export function errorText(err) {
  let text = String((err && err.message) || err || "Something went wrong").trim();
  const engine = /^([a-z_]+): (.+)$/.exec(text);
  if (engine && err && typeof err === "object" && err.code && err.code !== "invalid") {
    text = `You cannot ${engine[1].replaceAll("_", " ")}: ${engine[2]}`;
  }
  text = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

/** Show an API error (message and rule) or a notice in the page's message area. */
export function showMessage(text, { rule = null, kind = "error" } = {}) {
  const area = document.getElementById("messages");
  if (!area) return;
  for (const shown of area.querySelectorAll(".message .text")) {
    if (shown.textContent === text) return; // a poll failing again says nothing new
  }
  const close = h("button", { type: "button", class: "link", "aria-label": "dismiss" }, "×");
  const item = h(
    "div",
    { class: `message ${kind}`, role: kind === "error" ? "alert" : "status" },
    h("span", { class: "text" }, text),
    rule ? [" ", ruleBadge(rule)] : null,
    " ",
    close,
  );
  close.addEventListener("click", () => item.remove());
  area.append(item);
  if (kind !== "error") setTimeout(() => item.remove(), 6000);
}

export function showError(err) {
  showMessage(errorText(err), { rule: (err && err.rule) || null });
}

/** Where an error about `control` goes: after the smallest block holding it (its row of
 * buttons, its form, its field), so it shows beside what was clicked, not at the top. */
function errorSpot(control) {
  return control.closest(".buttons, form, .row, .field, .decision, .panel, li, section") || control;
}

let errorIds = 0;

/** An error's text and rule as one alert (showErrorAt's, and a redrawn panel's). */
export function inlineError(text, rule) {
  errorIds += 1;
  return h(
    "p",
    { class: "inline-error", role: "alert", id: `inline-error-${errorIds}` },
    h("span", { class: "text" }, text),
    rule ? [" ", ruleBadge(rule)] : null,
  );
}

export function clearInlineErrors(root = document) {
  for (const el of root.querySelectorAll(".inline-error")) el.remove();
}

/** Show an API error beside the control that caused it (an alert, read out at once); in the
 * page's message area only when that control is gone. Returns the element shown. */
export function showErrorAt(control, err) {
  clearInlineErrors();
  if (!control || !control.isConnected) {
    showError(err);
    return null;
  }
  const note = inlineError(errorText(err), (err && err.rule) || null);
  errorSpot(control).after(note);
  note.scrollIntoView({ block: "nearest" });
  return note;
}

export function clearMessages() {
  const area = document.getElementById("messages");
  if (area) area.replaceChildren();
  clearInlineErrors();
}

/** Ask before an irreversible decision, in the page's one <dialog>: `title`, what follows
 * (`body`: text or nodes) and the words of the confirming button. Resolves true only when that
 * button was chosen; Escape, Cancel and closing say no. Focus starts on Cancel and goes back to
 * the control that asked. */
export function confirmAction({ title, body, confirm }) {
  const dialog = document.getElementById("confirm-dialog");
  if (!dialog || typeof dialog.showModal !== "function") {
    return Promise.resolve(window.confirm(`${title}\n\n${typeof body === "string" ? body : ""}`));
  }
  const back = document.activeElement;
  clear(document.getElementById("confirm-title"), title);
  clear(document.getElementById("confirm-body"), typeof body === "string" ? h("p", {}, body) : body);
  clear(document.getElementById("confirm-yes"), confirm);
  dialog.returnValue = "";
  return new Promise((resolve) => {
    dialog.addEventListener(
      "close",
      () => {
        if (back && back.isConnected) back.focus({ preventScroll: true });
        resolve(dialog.returnValue === "confirm");
      },
      { once: true },
    );
    dialog.showModal();
    document.getElementById("confirm-no").focus();
  });
}

/** The player's time zone (his settings'; the browser's when the page has none): every date
 * the pages show is in it. */
function timeZone() {
  const el = document.getElementById("kingdom-time-zone");
  const zone = el ? JSON.parse(el.textContent) : null;
  try {
    if (zone) new Intl.DateTimeFormat(undefined, { timeZone: zone });
    return zone || undefined;
  } catch (err) {
    return undefined;
  }
}

const dateFormat = new Intl.DateTimeFormat(undefined, {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  timeZoneName: "short",
  timeZone: timeZone(),
});

export function localTime(iso) {
  return iso ? dateFormat.format(new Date(iso)) : "";
}

/** "2d 3h", "4h 05m", "3m 20s", or "past" for a deadline. */
export function countdown(iso, now = Date.now()) {
  if (!iso) return "no deadline";
  let seconds = Math.floor((new Date(iso).getTime() - now) / 1000);
  if (seconds <= 0) return "past due";
  const days = Math.floor(seconds / 86400);
  seconds -= days * 86400;
  const hours = Math.floor(seconds / 3600);
  seconds -= hours * 3600;
  const minutes = Math.floor(seconds / 60);
  seconds -= minutes * 60;
  const two = (n) => String(n).padStart(2, "0");
  if (days) return `${days}d ${hours}h left`;
  if (hours) return `${hours}h ${two(minutes)}m left`;
  return `${minutes}m ${two(seconds)}s left`;
}

/** Keep every <time data-deadline> in `root` counting down. */
export function startCountdowns(root = document) {
  const tick = () => {
    for (const el of root.querySelectorAll("[data-deadline]")) {
      el.textContent = countdown(el.dataset.deadline);
    }
  };
  tick();
  return setInterval(tick, 1000);
}

export function deadlineElement(iso) {
  if (!iso) return h("span", { class: "muted" }, "no deadline");
  return h(
    "span",
    { class: "deadline" },
    h("time", { datetime: iso, "data-deadline": iso }, countdown(iso)),
    h("span", { class: "muted" }, ` (until ${localTime(iso)})`),
  );
}

// Right-to-left scripts and Unicode's bidirectional controls: text holding one may reorder the
// text around it (an override, U+202E, reverses the rest of its line) unless it is isolated.
const BIDI = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u200E\u200F\u202A-\u202E\u2066-\u2069]|[\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;
const ISOLATE_MARKS = /[\u2066-\u2069]/gu;

/** User-written text (a player's or a game's name, a message) isolated from the text around it,
 * wherever it is put, alone or inside a sentence: between FIRST STRONG ISOLATE (U+2068) and POP
 * DIRECTIONAL ISOLATE (U+2069), plain text's <bdi>. Its own isolate marks are dropped, so no
 * PDI in it closes the isolate early. Text with neither a right-to-left letter nor a bidi
 * control reorders nothing and is returned as it is. */
export function isolated(text) {
  const s = String(text);
  return BIDI.test(s) ? `\u2068${s.replace(ISOLATE_MARKS, "")}\u2069` : s;
}

/** "ann's", or "your" for your own seat (never "ann (you)'s"); `start`: a sentence's first word. */
export function possessive(name, { start = false, mark = "’" } = {}) {
  if (!name.endsWith(" (you)")) return `${name}${mark}s`;
  return start ? "Your" : "your";
}

/** A seat's name as every page shows it: a bot account's is marked, as Lichess marks its BOT
 * accounts (issue 31: `bot_account` in the API's seats; docs/bot-authors.md). */
export const shownName = (seat) => (seat.bot_account ? `BOT ${seat.name}` : seat.name);

export const words = (kind) => String(kind).replaceAll("_", " ");

export function plural(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}

/** Text that is readable on a background colour (black or white). */
export function inkOn(colour) {
  const hex = String(colour || "#777777").replace("#", "");
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const lin = (c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const lum = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  return lum > 0.179 ? "#000000" : "#ffffff";
}

export function readJson(id) {
  const el = document.getElementById(id);
  return el ? JSON.parse(el.textContent) : null;
}

/** JSON with object keys sorted: the same data gives the same text whatever the key order
 * (a game read back from PostgreSQL's jsonb orders its keys differently). */
export function stableJson(value) {
  const sort = (v) => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === "object") {
      return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sort(v[k])]));
    }
    return v;
  };
  return JSON.stringify(sort(value));
}

// -- rules at hand (issue 18) -------------------------------------------------------------------
let ruleTitles = null;

/** The anchor of a cited rule on the rules page ("rule 14 iii" → "rule-14"), or null. */
export function ruleAnchor(text) {
  const match = /^(rule|house)\s+(\d+)\b/i.exec(String(text || "").trim());
  return match ? `${match[1].toLowerCase()}-${Number(match[2])}` : null;
}

/** A rule badge: "rule 14 iii" as a link to its rule on the rules page, its title as the
 * tooltip; text that cites no rule ("absence") stays a plain badge. */
export function ruleBadge(text) {
  if (ruleTitles === null) ruleTitles = readJson("rule-titles") || {};
  const anchor = ruleAnchor(text);
  if (!anchor) return h("span", { class: "rule" }, text);
  const title = ruleTitles[anchor];
  return h(
    "a",
    { class: "rule", href: `/rules/#${anchor}`, title: title || undefined, target: "_blank", rel: "noopener" },
    text,
  );
}

/** A notice of a card drawn: its title and text. Where the page has a tray (the game page's
 * `#toasts` panel, in the page's flow: it never covers a control) the notices gather there,
 * newest first, under one button that dismisses them all at once; elsewhere a lone notice goes
 * by itself. */
export function showToast(title, text, { rule = null } = {}) {
  const item = h("div", { class: "toast" }, h("strong", {}, title), " ", rule ? ruleBadge(rule) : null, text ? h("p", {}, text) : null);
  const tray = document.getElementById("toasts");
  if (tray && tray.classList.contains("toasts-tray")) {
    let list = tray.querySelector(".toast-list");
    if (!list) {
      list = h("div", { class: "toast-list" });
      const dismiss = h("button", { type: "button", id: "toasts-dismiss", class: "tap" }, "Dismiss");
      dismiss.addEventListener("click", () => {
        tray.hidden = true;
        tray.replaceChildren();
      });
      tray.replaceChildren(h("div", { class: "toasts-head" }, h("h2", { id: "toasts-h" }, "Cards drawn"), dismiss), list);
    }
    list.prepend(item);
    const count = list.children.length;
    tray.querySelector("#toasts-h").textContent = count > 1 ? `Cards drawn (${count})` : "Card drawn";
    tray.hidden = false;
    return item;
  }
  let area = document.getElementById("toasts");
  if (!area) {
    area = h("div", { id: "toasts", class: "toasts", role: "status", "aria-live": "polite" });
    document.body.append(area);
  }
  const close = h("button", { type: "button", class: "tap", "aria-label": "dismiss" }, "×");
  item.append(" ", close);
  close.addEventListener("click", () => item.remove());
  area.append(item);
  setTimeout(() => item.remove(), 12000);
  return item;
}
