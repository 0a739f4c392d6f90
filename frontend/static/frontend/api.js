// The REST API as the pages use it: the session cookie, the CSRF token, JSON in and out.
// Every error is an ApiError carrying the API's {code, message, rule}. What users wrote (names,
// messages) comes isolated (ui.js `isolated`), so that no bidi control in it reorders the page.

import { isolated } from "./ui.js";

// The fields users write: players' and games' names, messages and their senders, reports.
const WRITTEN = new Set(["name", "sender_name", "to_name", "text", "reason"]);
const isolating = (key, value) => (typeof value === "string" && WRITTEN.has(key) ? isolated(value) : value);

export class ApiError extends Error {
  constructor(status, body) {
    const data = body && typeof body === "object" ? body : {};
    super(data.message || `the server answered ${status}`);
    this.status = status;
    this.code = data.code || "error";
    this.rule = data.rule || null;
    this.fields = data.fields || null;
  }
}

function cookie(name) {
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

export function csrfToken() {
  const meta = document.querySelector('meta[name="csrf-token"]');
  return cookie("csrftoken") || (meta ? meta.content : "");
}

function newKey() {
  if (window.crypto && typeof window.crypto.randomUUID === "function") {
    return window.crypto.randomUUID();
  }
  const bytes = new Uint8Array(16);
  window.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** GET or POST `path`; resolves to {status, data, etag}; a 304 has data null. */
export async function api(path, { method = "GET", body, etag, headers = {} } = {}) {
  const init = {
    method,
    credentials: "same-origin",
    cache: "no-store",
    headers: { Accept: "application/json", ...headers },
  };
  if (etag) init.headers["If-None-Match"] = etag;
  if (method !== "GET") {
    init.headers["X-CSRFToken"] = csrfToken();
    if (body !== undefined) {
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch (err) {
    throw new ApiError(0, { code: "network", message: "the server cannot be reached" });
  }
  if (response.status === 304) {
    return { status: 304, data: null, etag: response.headers.get("ETag") || etag };
  }
  let data = null;
  const type = response.headers.get("Content-Type") || "";
  if (type.includes("json")) data = JSON.parse(await response.text(), isolating);
  if (!response.ok) throw new ApiError(response.status, data);
  return { status: response.status, data, etag: response.headers.get("ETag") };
}

export const get = async (path, options) => (await api(path, options)).data;
export const post = async (path, body, options = {}) =>
  (await api(path, { ...options, method: "POST", body })).data;

/** Submit an action for your seat (or, at a table, the host for `seat`). */
export function act(gameId, action, { version, seat, faces } = {}) {
  const body = { action };
  if (version !== undefined && version !== null) body.expected_version = version;
  if (seat !== undefined && seat !== null) body.seat = seat;
  if (faces) body.faces = faces;
  return post(`/api/games/${gameId}/actions/`, body, { headers: { "Idempotency-Key": newKey() } });
}

export function query(params) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  return search.toString();
}

let kindsLoaded = null;

/** The kinds of decision the game can wait for (GET /api/decision-kinds/), by kind: label,
 *  help, who answers, clock, action kinds, default. Fetched once per page; the pages keep no
 *  list of kinds of their own. */
export function decisionKinds() {
  if (!kindsLoaded) {
    kindsLoaded = get("/api/decision-kinds/").then((list) => Object.fromEntries(list.map((k) => [k.kind, k])));
  }
  return kindsLoaded;
}

/** A decision kind's label, from the kinds the API published (the raw kind until they load). */
export function kindLabel(kinds, kind) {
  return kinds && kinds[kind] ? kinds[kind].label : kind.replaceAll("_", " ");
}
