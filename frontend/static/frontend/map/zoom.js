// Zoom and pan of the map (issue 18): the buttons' steps, pinch, Ctrl + wheel and dragging, and
// the zoom at which a square is a finger's target.

import { CELL } from "./geometry.js";

export const TAP_PX = 44; // the least size of a tap target on a phone

/**
 * Make the map in `frame` (a scrolling box around `svg`) zoomable: `zoomTo(zoom, focus)`, the
 * buttons' steps, pinch (two pointers), Ctrl + wheel (a trackpad's pinch), and dragging with the
 * mouse to pan; a finger pans by scrolling the frame. `tapZoom()` is the zoom at which a square
 * is TAP_PX pixels wide; `centreOn(points)` scrolls the frame to the middle of map points.
 */
export function zoomable(frame, svg, { onChange = () => {} } = {}) {
  const view = { zoom: 1 };
  const box = () => svg.viewBox.baseVal;
  const size = (zoom) => {
    const width = frame.clientWidth * zoom;
    return [width, (width * box().height) / box().width];
  };
  const maxZoom = () => Math.max(4, tapZoom() * 1.5);

  function tapZoom() {
    const cell = (frame.clientWidth * CELL) / (box().width || 1);
    return Math.max(1, TAP_PX / (cell || 1));
  }

  function zoomTo(zoom, focus = null) {
    const next = Math.min(maxZoom(), Math.max(1, zoom));
    const rect = frame.getBoundingClientRect();
    const fx = focus ? focus[0] - rect.left : frame.clientWidth / 2;
    const fy = focus ? focus[1] - rect.top : frame.clientHeight / 2;
    const [w0, h0] = size(view.zoom);
    const px = (frame.scrollLeft + fx) / w0;
    const py = (frame.scrollTop + fy) / h0;
    view.zoom = next;
    const zoomed = next > 1.001;
    frame.classList.toggle("zoomed", zoomed);
    svg.style.width = zoomed ? `${size(next)[0]}px` : "";
    if (zoomed) {
      const [w1, h1] = size(next);
      frame.scrollLeft = px * w1 - fx;
      frame.scrollTop = py * h1 - fy;
    }
    onChange(view.zoom);
  }

  /** Scroll so that the middle of `points` (map units) is in the middle of the frame; when they
   * do not all fit, the first point (the Royal Challenger's, say) is. */
  function centreOn(points) {
    if (!points.length || view.zoom <= 1.001) return;
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    const [w, hgt] = size(view.zoom);
    const scale = w / box().width;
    const fits = (Math.max(...xs) - Math.min(...xs)) * scale <= frame.clientWidth - 2 * TAP_PX && (Math.max(...ys) - Math.min(...ys)) * scale <= frame.clientHeight - 2 * TAP_PX;
    const [x, y] = fits ? [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2] : points[0];
    frame.scrollLeft = ((x - box().x) / box().width) * w - frame.clientWidth / 2;
    frame.scrollTop = ((y - box().y) / box().height) * hgt - frame.clientHeight / 2;
  }

  // Pinch: two pointers on the frame; a mouse drags the map.
  const pointers = new Map();
  let pinch = null;
  let drag = null;
  let dragged = false;
  const gap = () => {
    const [a, b] = [...pointers.values()];
    return [Math.hypot(a[0] - b[0], a[1] - b[1]), [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]];
  };
  frame.addEventListener("pointerdown", (e) => {
    pointers.set(e.pointerId, [e.clientX, e.clientY]);
    if (pointers.size === 2) {
      pinch = { distance: gap()[0], zoom: view.zoom };
      drag = null;
    } else if (e.pointerType === "mouse" && e.button === 0) {
      drag = { x: e.clientX, y: e.clientY, left: frame.scrollLeft, top: frame.scrollTop };
      dragged = false;
    }
  });
  frame.addEventListener("pointermove", (e) => {
    if (!pointers.has(e.pointerId)) return;
    pointers.set(e.pointerId, [e.clientX, e.clientY]);
    if (pinch && pointers.size === 2) {
      const [distance, middle] = gap();
      if (pinch.distance > 0) zoomTo((pinch.zoom * distance) / pinch.distance, middle);
      e.preventDefault();
    } else if (drag && view.zoom > 1.001) {
      const dx = e.clientX - drag.x;
      const dy = e.clientY - drag.y;
      if (!dragged && Math.hypot(dx, dy) < 6) return;
      dragged = true;
      frame.scrollLeft = drag.left - dx;
      frame.scrollTop = drag.top - dy;
    }
  });
  const release = (e) => {
    pointers.delete(e.pointerId);
    if (pointers.size < 2) pinch = null;
    drag = null;
  };
  for (const type of ["pointerup", "pointercancel", "pointerleave"]) frame.addEventListener(type, release);
  // A drag that panned the map is no click on what lies under the pointer.
  frame.addEventListener(
    "click",
    (e) => {
      if (dragged) {
        e.stopPropagation();
        e.preventDefault();
        dragged = false;
      }
    },
    true,
  );
  frame.addEventListener(
    "wheel",
    (e) => {
      if (!e.ctrlKey && !e.metaKey) return; // a plain wheel scrolls (the page, or the zoomed map)
      e.preventDefault();
      zoomTo(view.zoom * Math.exp(-e.deltaY * 0.0025), [e.clientX, e.clientY]);
    },
    { passive: false },
  );
  return { view, zoomTo, tapZoom, centreOn };
}
