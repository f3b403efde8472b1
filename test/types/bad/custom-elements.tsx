// Mistakes with a custom element whose props are declared.
import type { CustomElementAttributes } from "composa/jsx-runtime";

declare class ToggleChip extends HTMLElement {
  on: boolean;
}

declare module "composa/jsx-runtime" {
  namespace JSX {
    interface IntrinsicElements {
      "toggle-chip": CustomElementAttributes<
        ToggleChip,
        { on?: boolean; "onchip-toggle"?: (event: CustomEvent<boolean>) => void }
      >;
    }
  }
}

declare module "composa/jsx-runtime" {
  interface CustomElements {
    "size-picker": CustomElementAttributes<HTMLElement, { size?: "s" | "m" | "l" }>;
  }
}

export function ChipMistakes(): void {
  // A declared prop of the wrong type, declared through CustomElements.
  // @ts-expect-error
  <size-picker size="xl" />;

  // A declared prop of the wrong type.
  // @ts-expect-error
  <toggle-chip on="yes" />;

  // A handler for another event type than declared.
  // @ts-expect-error
  <toggle-chip onchip-toggle={(e: KeyboardEvent) => void e} />;

  // attr: takes primitives only.
  // @ts-expect-error
  <div attr:title={{ a: 1 }} />;
}
