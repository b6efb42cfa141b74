import { useEffect, useState } from "react";
import { EDITOR_WORDS } from "../content-registry/cms-labels.ts";
import { currentContent } from "./current-content.ts";

/** What Decap CMS hands a widget's control (decap-cms-core's CmsWidgetControlProps); `field` is an Immutable map. */
interface ControlProps {
  forID: string;
  value?: string;
  onChange(value: string): void;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  field: { get(key: "file" | "list" | "value_field" | "label_field"): string };
}

interface Choice {
  value: string;
  label: string;
}

/**
 * A menu of another file's items (shared/cms-choice.ts): an article's category among those of
 * content/blog-pages.yaml, written by its key, shown by its name. The items are read when the
 * entry opens, from the file as the repository has it then: a category renamed or added in this
 * session is offered at once. A key the file no longer has stays shown, marked, until another is chosen.
 */
export function ChoiceControl({ forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle, field }: ControlProps) {
  const [choices, setChoices] = useState<Choice[]>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    let current = true;
    choicesOf(field).then(
      (found) => current && setChoices(found),
      (error: unknown) => current && setProblem(error instanceof Error ? error.message : String(error)),
    );
    return () => void (current = false);
  }, [field]);
  const known = choices?.some((choice) => choice.value === value) ?? false;
  return (
    <>
      <select
        id={forID}
        className={classNameWrapper}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value)}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
        aria-busy={choices === undefined && problem === undefined}
      >
        <option value="">{choices ? EDITOR_WORDS.choose : EDITOR_WORDS.loading}</option>
        {value && !known ? <option value={value}>{choices ? EDITOR_WORDS.unknownChoice(value, field.get("file")) : value}</option> : null}
        {choices?.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {problem ? <p role="alert">{problem}</p> : null}
    </>
  );
}

async function choicesOf(field: ControlProps["field"]): Promise<Choice[]> {
  const data = (await (await currentContent()).data(field.get("file"))) as Record<string, unknown>;
  const items = (data[field.get("list")] ?? []) as Record<string, unknown>[];
  return items.map((item) => ({ value: String(item[field.get("value_field")]), label: String(item[field.get("label_field")]) }));
}
