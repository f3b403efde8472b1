// A modal as modern React code writes it over the platform's <dialog>: an
// effect calls showModal() / close() as `open` changes, `onClose` (Escape, a
// `<form method="dialog">` button) writes the state back, `onCancel` can
// refuse Escape while there are unsaved changes, a click on the backdrop
// (the dialog itself is the target) closes it.
import { DisposableEffect, mutableStateOf, remember } from "composa";
import type { Children } from "composa/jsx-runtime";

export const closes: string[] = [];

function Modal({
  open,
  onClose,
  dirty,
  children,
}: {
  open: boolean;
  onClose: (returnValue: string) => void;
  dirty: boolean;
  children?: Children;
}) {
  const ref = remember(() => ({ current: null as HTMLDialogElement | null }));
  DisposableEffect(open, () => {
    const dialog = ref.current!;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
    return () => {};
  });
  <dialog
    ref={ref}
    aria-labelledby="modal-title"
    onClose={(e) => onClose(e.currentTarget.returnValue)}
    onCancel={(e) => {
      if (dirty) e.preventDefault();
    }}
    onClick={(e) => {
      if (e.target === e.currentTarget) e.currentTarget.close("backdrop");
    }}
  >
    {children}
  </dialog>;
}

export function Settings() {
  const open = remember(() => mutableStateOf(false));
  const name = remember(() => mutableStateOf("Ada"));
  const draft = remember(() => mutableStateOf(""));
  <div>
    <p class="name">{name.value}</p>
    <button class="edit" onClick={() => ((draft.value = name.value), (open.value = true))}>
      Edit
    </button>
    <Modal
      open={open.value}
      dirty={draft.value !== name.value}
      onClose={(value) => {
        closes.push(value);
        if (value === "save") name.value = draft.value;
        open.value = false;
      }}
    >
      <form method="dialog">
        <h2 id="modal-title">Edit name</h2>
        <label>
          Name
          <input value={draft.value} onChange={(e) => (draft.value = e.target.value)} />
        </label>
        <button value="cancel" formNoValidate>
          Cancel
        </button>
        <button value="save">Save</button>
      </form>
    </Modal>
    <output class="open">{open.value ? "open" : "closed"}</output>
  </div>;
}
