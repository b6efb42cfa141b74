import { Children, isValidElement, cloneElement, type Component, type CSSProperties, type ReactElement, type ReactNode } from "react";
import { EDITOR_WORDS } from "../content-registry/cms-labels.ts";

/** Immutable's List and Map, as Decap CMS hands an entry's values over. */
interface ImmutableList<Item> {
  size: number;
  get(index: number): Item;
  find(test: (item: Item) => boolean): Item | undefined;
  insert(index: number, item: Item): ImmutableList<Item>;
}
interface ImmutableMap {
  get(key: string, otherwise?: unknown): unknown;
}

/**
 * What this widget takes of Decap's ListControl (decap-cms-widget-list 3.16, ListControl.js): its
 * props, the state that holds each item's React key and whether it is folded, one entry per item,
 * and the method that draws an item. Its own `addItem` keeps that state beside the value as here.
 */
interface ListProps {
  value?: ImmutableList<ImmutableMap>;
  field: ImmutableMap;
  onChange(value: ImmutableList<ImmutableMap>): void;
}
interface ListState {
  keys: string[];
  itemsCollapsed: boolean[];
}
interface DuplicableState extends ListState {
  /** What the status line says after a copy, for those who do not see it appear. */
  copied?: string;
}
interface ListControl extends Component<ListProps, DuplicableState> {
  renderItem(item: ImmutableMap, index: number): ReactElement;
}
export type ListControlClass = new (props: ListProps) => ListControl;

/**
 * Decap's list of items of several kinds (a page's sections), with a "Dupliquer" button beside
 * each item's kind: the copy, with all its fields, comes right after the item, open, and is edited
 * on its own. Decap's list has no such action (decaporg/decap-cms#1244); everything else (adding,
 * reordering, removing, validating each item's fields) is its own. `List` is the control Decap
 * registers as `list` (CMS.getWidget).
 */
export function duplicableList(List: ListControlClass): ListControlClass {
  return class DuplicableList extends List {
    constructor(props: ListProps) {
      super(props);
      // Decap's renderItem is a field of the instance, set by its constructor: drawn, then given the button.
      const drawItem = this.renderItem;
      this.renderItem = (item, index) => this.withButton(drawItem(item, index), item, index);
    }

    withButton(drawn: ReactElement, item: ImmutableMap, index: number): ReactElement {
      const kind = kindLabel(this.props.field, item);
      // An item of a kind the list does not have is drawn as an error, which is not copied; a list
      // that takes no new item (`allow_add: false`) takes no copy either.
      if (kind === undefined || this.props.field.get("allow_add", true) === false) return drawn;
      const name = EDITOR_WORDS.duplicateSection(index + 1, kind);
      return besideKind(
        drawn,
        <button type="button" aria-label={name} title={name} style={BUTTON} onClick={() => this.duplicate(index)}>
          {EDITOR_WORDS.duplicate}
        </button>,
      );
    }

    duplicate(index: number): void {
      const { value, onChange } = this.props;
      if (!value) return;
      const after = <Item,>(items: readonly Item[], item: Item) => [...items.slice(0, index + 1), item, ...items.slice(index + 1)];
      this.setState({
        keys: after(this.state.keys, crypto.randomUUID()),
        itemsCollapsed: after(this.state.itemsCollapsed, false),
        copied: EDITOR_WORDS.sectionDuplicated(index + 1, index + 2),
      });
      // Immutable values: the copy shares the original's until one of its fields changes.
      onChange(value.insert(index + 1, value.get(index)));
    }

    override render(): ReactNode {
      return (
        <>
          {super.render()}
          <span role="status" style={VISUALLY_HIDDEN}>
            {this.state.copied}
          </span>
        </>
      );
    }
  };
}

/** The label of an item's kind, as the list's `types` give it. */
function kindLabel(field: ImmutableMap, item: ImmutableMap): string | undefined {
  const key = String(field.get("typeKey", "type"));
  const types = field.get("types") as ImmutableList<ImmutableMap> | undefined;
  const kind = types?.find((type) => type.get("name") === item.get(key));
  return kind ? String(kind.get("label", String(kind.get("name")))) : undefined;
}

/**
 * The item as Decap draws it, the button put between the kind's label and the item's bar (fold,
 * drag, remove): Decap's bar takes no other button, and the label leaves room beside it.
 */
function besideKind(item: ReactElement, button: ReactElement): ReactElement {
  const children = Children.toArray((item.props as { children?: ReactNode }).children);
  const bar = children.findIndex((child) => isValidElement(child) && String((child.props as Record<string, unknown>)["data-testid"] ?? "").startsWith("styled-list-item-top-bar"));
  const at = bar === -1 ? 1 : bar;
  return cloneElement(item, undefined, ...children.slice(0, at), button, ...children.slice(at));
}

// A tab beside the kind's label (decap-cms-ui-default's FieldLabel: its size, its corners), in
// the colours Decap gives its light buttons (its status menu's), which tell it apart as an action.
const BUTTON: CSSProperties = {
  marginLeft: 8,
  padding: "3px 8px 2px",
  border: 0,
  borderRadius: "3px 3px 0 0",
  background: "#e8f5fe",
  color: "#3a69c7",
  font: "inherit",
  fontSize: 12,
  fontWeight: 600,
  textTransform: "uppercase",
  cursor: "pointer",
};

const VISUALLY_HIDDEN: CSSProperties = { position: "absolute", width: 1, height: 1, overflow: "hidden", clipPath: "inset(50%)", whiteSpace: "nowrap" };
