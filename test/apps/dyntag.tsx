// React's dynamic tags: a capitalized binding that holds a tag name.
import { mutableStateOf, remember, type MutableState } from "composa";
import type { Children } from "composa/jsx-runtime";

export function Heading({ level, text }: { level: MutableState<1 | 2 | 3>; text: string }) {
  const Tag = `h${level.value}` as "h1";
  <Tag class="title" data-level={level.value}>
    {text}
  </Tag>;
}

function Box({
  as: Tag = "div",
  children,
  ...rest
}: {
  as?: "div" | "section";
  children?: Children;
  id?: string;
}) {
  <Tag class="box" {...rest}>
    {children}
  </Tag>;
}

function Clicks() {
  const n = remember(() => mutableStateOf(0));
  <button onClick={() => n.value++}>{n.value}</button>;
}

export function Boxes({
  section,
  href,
}: {
  section: MutableState<boolean>;
  href: MutableState<string | undefined>;
}) {
  <Box id="plain">
    <Clicks />
  </Box>;
  <Box as={section.value ? "section" : "div"} id="switching">
    <Clicks />
  </Box>;
  const Link = href.value ? "a" : "span";
  <Link href={href.value} onClick={(e: Event) => e.preventDefault()}>
    go
  </Link>;
}
