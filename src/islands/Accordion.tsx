import { useState } from "react";

export interface AccordionItem {
  question: string;
  answer: readonly string[];
}

export interface AccordionProps {
  /** Base of the DOM ids: "faq" gives faq-question-1 and faq-answer-1. */
  id: string;
  /** Given on the server; in the browser, read back from the markup it rendered (propsInMarkup). */
  items?: readonly AccordionItem[];
  headingLevel: 3 | 4;
  /** One item open at a time (spec §4 for the FAQ). */
  single: boolean;
}

/**
 * WAI-ARIA accordion: each question is a button inside a heading, controlling its answer.
 * Closed answers are hidden by CSS only once the client script runs (html[data-js]), so
 * without JavaScript every answer stays readable.
 */
export default function Accordion({ id, items: given, headingLevel, single }: AccordionProps) {
  const [items] = useState(() => given ?? itemsInMarkup(id));
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const Heading = `h${headingLevel}` as const;

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(single ? [] : current);
      if (!current.has(index)) next.add(index);
      return next;
    });

  return (
    <div className="accordion" data-slot="accordion">
      {items.map((item, index) => {
        const isOpen = open.has(index);
        const state = isOpen ? "open" : "closed";
        const questionId = `${id}-question-${index + 1}`;
        const answerId = `${id}-answer-${index + 1}`;
        return (
          <div key={questionId} className="accordion__item" data-state={state}>
            <Heading className="accordion__heading">
              <button
                type="button"
                id={questionId}
                className="accordion__trigger"
                aria-expanded={isOpen}
                aria-controls={answerId}
                onClick={() => toggle(index)}
              >
                <span>{item.question}</span>
                <svg className="accordion__chevron" viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                </svg>
              </button>
            </Heading>
            {/* WAI-ARIA APG accordion: a region named by its question (a <section> would need a heading of its own). */}
            <div id={answerId} className="accordion__panel" role="region" aria-labelledby={questionId} data-state={state}>
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}

// The questions and answers are in the page already: the island's props would repeat them all
// (150 bytes of the home page's brotli, in its first round trip). src/components/Island.tsx leaves
// them out of data-props, and the component reads them back before it hydrates.
Accordion.propsInMarkup = ["items"] as const;

/** The items as the server rendered them, read from the page before hydration changes anything. */
function itemsInMarkup(id: string): AccordionItem[] {
  const items: AccordionItem[] = [];
  for (let number = 1; ; number++) {
    const question = document.getElementById(`${id}-question-${number}`);
    const answer = document.getElementById(`${id}-answer-${number}`);
    if (!question || !answer) return items;
    items.push({ question: question.textContent ?? "", answer: [...answer.children].map((paragraph) => paragraph.textContent ?? "") });
  }
}
