/**
 * The group keys of the runtime's own groups (`dynamic` content, `key`,
 * `ErrorBoundary`, `CompositionLocalProvider`), in one place with the names
 * devtools shows for them: these groups carry no source information, the
 * compiler's do. Compiled keys are hashes of a file and a structural path
 * (`plugin/babel/keys.ts`) and do not collide with these in practice.
 */
export const DYNAMIC_LAMBDA_GROUP = 0x0d170001;
export const DYNAMIC_ARRAY_GROUP = 0x0d170002;
export const DYNAMIC_ITEM_GROUP = 0x0d170003;
export const DYNAMIC_TEXT_GROUP = 0x0d170004;
/** Mixed into a template hole's key when it holds other content than text (`templateDynamic`). */
export const TEMPLATE_CONTENT_KEY = 0x0d170005;
/** Plus the hole's index: the detached group of a folded template's hole that holds other content than text (`holeContent`). */
export const TEMPLATE_HOLE_GROUP = 0x0d171000;
export const KEY_GROUP = 0x6b657901;
export const BOUNDARY_GROUP = 0x0eb0001;
export const BOUNDARY_CONTENT_GROUP = 0x0eb0002;
export const BOUNDARY_FALLBACK_GROUP = 0x0eb0003;
export const PROVIDER_GROUP = 0x10ca1001;
export const PROVIDED_CONTENT_GROUP = 0x10ca1002;

/** What devtools calls each of them. */
export const RUNTIME_GROUP_NAMES: Readonly<Record<number, string>> = {
  [DYNAMIC_LAMBDA_GROUP]: "dynamic lambda",
  [DYNAMIC_ARRAY_GROUP]: "dynamic array",
  [DYNAMIC_ITEM_GROUP]: "dynamic item",
  [DYNAMIC_TEXT_GROUP]: "dynamic text",
  [KEY_GROUP]: "key",
  [BOUNDARY_CONTENT_GROUP]: "boundary content",
  [BOUNDARY_FALLBACK_GROUP]: "boundary fallback",
  [PROVIDER_GROUP]: "CompositionLocalProvider",
  [PROVIDED_CONTENT_GROUP]: "provided content",
};
