import { flip, offset, shift, useFloating } from "@floating-ui/react";
import { useEffect, useRef, useState } from "react";

export interface TooltipProps {
  /** Base of the DOM ids. */
  id: string;
  /** Accessible name of the trigger button. */
  label: string;
  /** Spec §9: 700 ms before a hover opens it. */
  delayMs: number;
}

/**
 * A short explanation behind an info button: opens after `delayMs` of hover, at once on keyboard
 * focus, closes with Escape. Its text is the element `${id}-text` of the page beside it (hidden by
 * CSS once scripts run), so it is there without JavaScript and is the button's description; the
 * bubble shows that element's text rather than a copy in the island's props, which would be in
 * the page's HTML twice.
 *
 * Positioning comes from @floating-ui/react; the three interactions are written here because its
 * interaction hooks would add 6 KB gzipped to the home page, past its JavaScript budget. So is
 * keeping the bubble in place while it shows (followReference): its autoUpdate also watches sizes
 * and layout shifts, 0.75 KB gzipped, where a scroll or a resize is all that moves a shown tooltip.
 */
export default function Tooltip({ id, label, delayMs }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { refs, floatingStyles } = useFloating({
    open,
    placement: "top",
    middleware: [offset(10), flip(), shift({ padding: 8 })],
    whileElementsMounted: followReference,
  });

  const show = (after: number) => {
    clearTimeout(timer.current);
    if (after === 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), after);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && hide();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <>
      <button
        ref={refs.setReference}
        type="button"
        className="tooltip-trigger"
        aria-describedby={`${id}-text`}
        onPointerEnter={(event) => event.pointerType === "mouse" && show(delayMs)}
        onPointerLeave={hide}
        onFocus={(event) => event.currentTarget.matches(":focus-visible") && show(0)}
        onBlur={hide}
        onClick={() => (open ? hide() : show(0))}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{label}</span>
      </button>
      {open ? (
        <div ref={refs.setFloating} id={`${id}-tooltip`} role="tooltip" className="tooltip" style={floatingStyles}>
          {document.getElementById(`${id}-text`)?.textContent}
        </div>
      ) : null}
    </>
  );
}

/** Places the bubble again whenever the page scrolls (any scroller: capture) or the window resizes, while it shows. */
function followReference(_reference: unknown, _floating: unknown, update: () => void): () => void {
  const options = { capture: true, passive: true };
  window.addEventListener("scroll", update, options);
  window.addEventListener("resize", update, options);
  return () => {
    window.removeEventListener("scroll", update, options);
    window.removeEventListener("resize", update, options);
  };
}
