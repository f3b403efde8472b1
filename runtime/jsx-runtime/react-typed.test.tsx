// @vitest-environment happy-dom
// React-typed code (its event type names, its attribute spellings) runs as its types say:
// the handlers get the events their types name, and the attributes reach the DOM as React
// writes them. test/types/ checks that the same code type-checks (under TypeScript 7 and 5.9).
import { fireEvent, screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { mutableStateOf, remember } from "composa";
import type { ChangeEvent, ComponentProps, KeyboardEvent, MouseEventHandler } from "composa/jsx-runtime";
import { act, render } from "composa/testing";
import { describe, expect, it } from "vitest";

describe("React-typed programs", () => {
  it("handlers typed ChangeEvent / KeyboardEvent / MouseEventHandler get those events and elements", async () => {
    const seen: string[] = [];
    function ClearButton({ onClear }: { onClear?: MouseEventHandler<HTMLButtonElement> }): void {
      <button type="button" onClick={onClear}>
        clear
      </button>;
    }
    function Search(): void {
      const query = remember(() => mutableStateOf(""));
      const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
        query.value = e.target.value;
      };
      const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key === "Enter") seen.push(`enter ${e.currentTarget.value}`);
      };
      <input aria-label="q" value={query.value} onChange={handleChange} onKeyDown={handleKeyDown} />;
      <ClearButton onClear={(e) => seen.push(`clear ${e.currentTarget.tagName} ${e.button}`)} />;
      <p>{`query: ${query.value}`}</p>;
    }
    render(Search);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("q"), "ab{Enter}");
    await user.click(screen.getByRole("button", { name: "clear" }));
    expect(screen.getByText("query: ab")).toBeTruthy();
    expect(seen).toEqual(["enter ab", "clear BUTTON 0"]);
  });

  it("a wrapper typed ComponentProps<'button'> passes its rest on", () => {
    const clicks: string[] = [];
    function IconButton({ icon, children, ...rest }: ComponentProps<"button"> & { icon: string }): void {
      <button {...rest}>
        <i class={icon} />
        {children}
      </button>;
    }
    render(() => (
      <IconButton
        icon="plus"
        type="submit"
        aria-label="add"
        onClick={(e) => clicks.push(e.currentTarget.type)}
      >
        Add
      </IconButton>
    ));
    const button = screen.getByRole("button", { name: "add" });
    fireEvent.click(button);
    expect(button.outerHTML).toBe('<button type="submit" aria-label="add"><i class="plus"></i>Add</button>');
    expect(clicks).toEqual(["submit"]);
  });

  it("booleanish words, string sizes, hidden='until-found', invoker commands, closedby, RDFa and controlslist are written as given", () => {
    const commands: string[] = [];
    const { container } = render(() => {
      <div draggable="true" spellCheck="false" hidden="until-found" />;
      <img alt="" width="100%" height="80" />;
      <button command="show-modal" commandFor="d" onCommand={(e) => commands.push(e.type)} />;
      <dialog id="d" closedBy="any" />;
      <div vocab="https://schema.org/" typeof="Person" />;
      <video controlsList="nodownload" />;
    });
    expect(container.innerHTML).toBe(
      '<div draggable="true" spellcheck="false" hidden="until-found"></div>' +
        '<img alt="" width="100%" height="80">' +
        '<button command="show-modal" commandfor="d"></button>' +
        '<dialog id="d" closedby="any"></dialog>' +
        '<div vocab="https://schema.org/" typeof="Person"></div>' +
        '<video controlslist="nodownload"></video>',
    );
    container.querySelector("button")!.dispatchEvent(new Event("command"));
    expect(commands).toEqual(["command"]);
  });

  it("React 18's ref callbacks that return what they assign: the result is ignored, null comes when the element leaves", () => {
    const box = { current: null as HTMLInputElement | null };
    const refs = new Map<string, HTMLLIElement | null>();
    const show = mutableStateOf(true);
    render(() => {
      if (show.value) {
        <input ref={(el) => (box.current = el)} />;
        <ul>
          <li ref={(el) => refs.set("a", el)} />
        </ul>;
      }
    });
    expect(box.current?.localName).toBe("input");
    expect(refs.get("a")?.localName).toBe("li");
    act(() => (show.value = false));
    expect(box.current).toBeNull();
    expect(refs.get("a")).toBeNull();
  });
});
