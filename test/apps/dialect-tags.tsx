// React's dynamic tags beyond a string literal: a tag looked up in a table of
// names, in a table the compiler cannot see (a prop), and an `as` prop whose
// TypeScript type says it is a tag name (no default to show it).
import type { MutableState } from "composa";
import type { Children } from "composa/jsx-runtime";

const HEADINGS = ["h1", "h2", "h3"] as const;

export function Heading({ level, text }: { level: MutableState<number>; text: string }) {
  const Tag = HEADINGS[level.value % 3]!;
  <Tag class="title">{text}</Tag>;
}

function Plain({ children }: { children?: Children }) {
  <span>{children}</span>;
}

/** A table given as a prop may hold tag names and composables alike. */
export function Marked({
  kind,
  marks,
}: {
  kind: MutableState<string>;
  marks: Record<string, "em" | "code" | ((p: { children?: Children }) => void)>;
}) {
  const Mark = marks[kind.value] ?? Plain;
  <Mark>{kind.value}</Mark>;
}

/** No default: only the type says that `as` is a tag name. */
export function Text({
  as: Tag,
  children,
  ...rest
}: {
  as: "p" | "span" | "label";
  children?: Children;
  id?: string;
}) {
  <Tag class="text" {...rest}>
    {children}
  </Tag>;
}

export function Texts({ tag }: { tag: MutableState<"p" | "span" | "label"> }) {
  <Text as={tag.value} id="t">
    hello
  </Text>;
}
