interface NumberedStepsProps {
  /**
   * The BEM block of one step: "signal-step" gives the list `signal-steps`, each item
   * `signal-step` and its number `signal-step__number`, beside the shared `numbered-step…` classes
   * (NumberedSteps.css).
   */
  block: string;
  steps: readonly { title: string; text: string }[];
}

/** Steps in order, each with its two-digit number, an h3 and a paragraph. */
export function NumberedSteps({ block, steps }: NumberedStepsProps) {
  return (
    <ol className={`numbered-steps ${block}s`}>
      {steps.map((step, index) => (
        <li key={step.title} className={`numbered-step ${block}`}>
          <span className={`numbered-step__number ${block}__number`} aria-hidden="true">
            {stepNumber(index + 1)}
          </span>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** 1 → "01": the numbers of steps and topics keep two digits, so they line up. */
export function stepNumber(position: number): string {
  return String(position).padStart(2, "0");
}
