// Time helpers shared by the scenes. A scene draws its whole state from one number, the time t in
// seconds, so that scripts/make-videos.ts can render any frame in any order: no timers, no CSS
// transitions or animations. A scene calls Scene.register(duration, render); renderFrame(duration)
// must draw exactly what renderFrame(0) draws, which is how the clip loops without a jump.
(function () {
  "use strict";

  const clamp = (x, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, x));
  const lerp = (a, b, p) => a + (b - a) * p;
  const easeInOut = (p) => (p < 0.5 ? 4 * p * p * p : 1 - Math.pow(-2 * p + 2, 3) / 2);
  const easeOut = (p) => 1 - Math.pow(1 - p, 3);
  const backOut = (p) => 1 + 2.2 * Math.pow(p - 1, 3) + 1.2 * Math.pow(p - 1, 2);

  /** Eased progress, 0 to 1, of the interval [start, start + duration]. */
  function at(t, start, duration, easing = easeInOut) {
    return easing(clamp((t - start) / duration));
  }

  /** 0 before `inStart`, up to 1 over `inDuration`, back to 0 from `outStart` over `outDuration`. */
  function span(t, inStart, inDuration, outStart, outDuration, easing = easeOut) {
    return at(t, inStart, inDuration, easing) * (1 - at(t, outStart, outDuration, easeInOut));
  }

  /** Fades and slides an element: p = 1 is its resting place, p = 0 is hidden, offset by (dx, dy). */
  function reveal(el, p, dx = 0, dy = 10, scaleFrom = 1) {
    el.style.opacity = String(clamp(p));
    const scale = lerp(scaleFrom, 1, p);
    el.style.transform = `translate(${(1 - p) * dx}px, ${(1 - p) * dy}px) scale(${scale})`;
    el.style.visibility = p <= 0.001 ? "hidden" : "visible";
  }

  /** The product's mark (crane over a rising bar chart), as in src/components/BrandMark.tsx. */
  const MARK =
    '<svg class="mark" viewBox="0 0 34 34" aria-hidden="true"><rect width="34" height="34" rx="8" fill="#14325c"/>' +
    '<path d="M8 26V19h4v7zM15 26V14h4v12zM22 26V9h4v17z" fill="#f5a524"/>' +
    '<path d="M6 27.5h22" stroke="#f4f6fa" stroke-width="1.5" stroke-linecap="round"/></svg>';

  const BELL =
    '<svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' +
    '<path d="M6 9a6 6 0 0 1 12 0c0 6 2.5 7.5 2.5 7.5h-17S6 15 6 9"/><path d="M10 20a2.2 2.2 0 0 0 4 0"/></svg>';

  /** The app's top bar, with the tab of the pillar shown active. */
  function topbar(activeIndex) {
    const tabs = ["Projets", "Appels d'offres", "Prospection"]
      .map((name, i) => `<div class="tab${i === activeIndex ? " is-active" : ""}">${name}</div>`)
      .join("");
    const bar = document.createElement("header");
    bar.className = "topbar";
    bar.innerHTML =
      `${MARK}<nav class="tabs">${tabs}</nav><div class="spacer"></div>` +
      `<div class="bell">${BELL}<span class="bell-count" id="bell-count">2</span></div>` +
      '<div class="avatar-me">CL</div>';
    document.body.prepend(bar);
  }

  const POINTER =
    '<svg viewBox="0 0 26 26" width="26" height="26"><path d="M3 2l0 19 5-4.6 3.3 7.3 3.4-1.5-3.3-7.2 6.8-.4z" ' +
    'fill="#fff" stroke="#0f1b2d" stroke-width="1.6" stroke-linejoin="round"/></svg>';

  /**
   * A pointer that starts at `start` ([x, y], where the tip is) and makes `moves`, each
   * [from time, to time, x, y]; `clicks` are times. Returns a function of t that places it.
   */
  function pointer(start, moves, clicks) {
    const cursor = document.createElement("div");
    cursor.className = "cursor";
    cursor.innerHTML = POINTER;
    cursor.style.filter = "drop-shadow(0 2px 3px rgb(15 27 45 / 0.35))";
    const ripple = document.createElement("div");
    ripple.className = "ripple";
    document.body.append(ripple, cursor);

    return function place(t) {
      let [x, y] = start;
      for (const [from, to, tx, ty] of moves) {
        if (t <= from) break;
        const p = at(t, from, to - from);
        x = lerp(x, tx, p);
        y = lerp(y, ty, p);
      }
      let press = 0;
      let rippleP = -1;
      for (const c of clicks) {
        if (t >= c && t < c + 0.5) rippleP = (t - c) / 0.5;
        if (t >= c - 0.06 && t < c + 0.16) press = 1;
      }
      cursor.style.transform = `translate(${x - 3}px, ${y - 2}px) scale(${press ? 0.86 : 1})`;
      if (rippleP >= 0) {
        ripple.style.opacity = String(0.9 * (1 - rippleP));
        ripple.style.transform = `translate(${x}px, ${y}px) scale(${lerp(0.25, 1.3, easeOut(rippleP))})`;
      } else {
        ripple.style.opacity = "0";
      }
      return { x, y };
    };
  }

  /** True while a button is held down by a click at time `click`. */
  const pressed = (t, click) => t >= click - 0.04 && t < click + 0.14;

  function register(duration, render) {
    window.scene = { duration };
    window.renderFrame = (t) => render(t);
    render(0);
  }

  window.Scene = { clamp, lerp, easeInOut, easeOut, backOut, at, span, reveal, topbar, pointer, pressed, register };
})();
