import clsx from "clsx";
import { CheckIcon } from "./icons.tsx";

interface FeatureListProps {
  items: readonly string[];
  className?: string;
  /** Leave out the `feature-list` look: the caller's class alone styles the list (a row of reassurances). */
  unstyled?: boolean;
}

/** A list whose every item starts with a check mark: what the visitor gets. */
export function FeatureList({ items, className, unstyled = false }: FeatureListProps) {
  return (
    <ul className={clsx(!unstyled && "feature-list", className)}>
      {items.map((item) => (
        <li key={item}>
          <CheckIcon />
          {item}
        </li>
      ))}
    </ul>
  );
}
