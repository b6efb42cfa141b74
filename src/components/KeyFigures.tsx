import clsx from "clsx";

/** Figures side by side, each large over its caption: two by two on phones, up to four in a row. */
export function KeyFigures({ items }: { items: readonly { value: string; label: string }[] }) {
  // Fewer than four keep the row's width per figure, centred, on wide screens.
  return (
    <ul className={clsx("key-figures", items.length < 4 && `key-figures--of-${items.length}`)}>
      {items.map((item) => (
        <li key={item.label} className="key-figures__item">
          <strong className="key-figure">{item.value}</strong>
          <span>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
