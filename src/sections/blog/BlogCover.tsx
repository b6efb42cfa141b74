import type { CoverMotif } from "../../content/blog.ts";

/**
 * Article covers drawn by the project, coloured by classes from blog.css (design tokens). Each
 * cover's background lives in CSS, so a drawing fitted into a taller box never leaves a gap.
 * Decorative: the title beside each cover says what the article is about.
 */
export function BlogCover({ motif }: { motif: CoverMotif }) {
  return (
    <div className={`blog-cover blog-cover--${motif}`} aria-hidden="true">
      <svg viewBox="0 0 480 270" focusable="false" preserveAspectRatio="xMidYMid meet">
        {motif === "margins" ? <MarginsMotif /> : motif === "permits" ? <PermitsMotif /> : <ContactsMotif />}
      </svg>
    </div>
  );
}

/** Buildings rising like a bar chart, a crane, and an upward trend. */
function MarginsMotif() {
  const buildings = [
    { x: 104, h: 70 },
    { x: 164, h: 105 },
    { x: 224, h: 140 },
    { x: 284, h: 175 },
  ];
  return (
    <>
      {buildings.map((b) => (
        <g key={b.x}>
          <rect className="cover-building" x={b.x} y={230 - b.h} width="46" height={b.h} rx="3" />
          {Array.from({ length: Math.floor(b.h / 30) }, (_, row) => (
            <path key={row} className="cover-windows" d={`M${b.x + 10} ${218 - row * 30}h7M${b.x + 29} ${218 - row * 30}h7`} />
          ))}
        </g>
      ))}
      <path className="cover-crane" d="M400 230V36M400 44h-50M400 44h22M400 44l-22 18M362 44v38M356 82h12v10h-12z" />
      <path className="cover-ground" d="M70 230h340" />
      <path className="cover-trend" d="M110 186l60-34 60-10 60-46 50-30" />
      <path className="cover-trend" d="M315 67l25-1-13 22" />
    </>
  );
}

/** A site plan on a sheet: plot boundary, building footprint, north arrow and an approval stamp. */
function PermitsMotif() {
  return (
    <>
      <g transform="rotate(-4 240 135)">
        <rect className="cover-sheet-shadow" x="112" y="34" width="256" height="214" rx="8" />
        <rect className="cover-sheet" x="106" y="26" width="256" height="214" rx="8" />
        <path className="cover-plot" d="M132 60h150l28 52-18 104H140z" />
        <rect className="cover-footprint" x="170" y="98" width="92" height="70" rx="2" />
        <path className="cover-footprint-line" d="M216 98v70M170 133h92" />
        <path className="cover-text" d="M132 228h90" />
        <path className="cover-north" d="M330 62l8 22-8-6-8 6zM330 50v6" />
      </g>
      <circle className="cover-stamp" cx="352" cy="196" r="34" />
      <path className="cover-stamp-check" d="M336 197l11 11 21-23" />
    </>
  );
}

/** People linked to one another, the decision-maker highlighted. */
function ContactsMotif() {
  const people = [
    { x: 110, y: 80 },
    { x: 105, y: 200 },
    { x: 370, y: 70 },
    { x: 385, y: 195 },
    { x: 245, y: 225 },
  ];
  return (
    <>
      {people.map((p) => (
        <path key={`${p.x}-link`} className="cover-link" d={`M240 130L${p.x} ${p.y}`} />
      ))}
      <path className="cover-link cover-link--soft" d="M110 80L105 200M370 70L385 195M105 200L245 225" />
      {people.map((p) => (
        <Person key={p.x} x={p.x} y={p.y} r={26} />
      ))}
      <circle className="cover-ring" cx="240" cy="130" r="54" />
      <Person x={240} y={130} r={42} lead />
    </>
  );
}

function Person({ x, y, r, lead = false }: { x: number; y: number; r: number; lead?: boolean }) {
  const head = r * 0.32;
  return (
    <g>
      <circle className={lead ? "cover-person cover-person--lead" : "cover-person"} cx={x} cy={y} r={r} />
      <circle className="cover-person-glyph" cx={x} cy={y - r * 0.18} r={head} />
      <path className="cover-person-glyph" d={`M${x - r * 0.55} ${y + r * 0.6}a${r * 0.55} ${r * 0.5} 0 0 1 ${r * 1.1} 0z`} />
    </g>
  );
}
