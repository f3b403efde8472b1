import { mutableStateOf, remember } from "composa";
import { Button, Column, Text } from "composa/dom";

/** An item of the list; one without a name is a bug the list lets in. */
export interface Item {
  name?: string;
}

export function ItemRow({ item }: { item: Item }) {
  if (item.name === undefined) throw new Error("an item without a name");
  <Text class="item" text={item.name} />;
}

export function Items() {
  const items = remember(() => mutableStateOf<Item[]>([{ name: "first" }]));
  <Column class="items">
    {items.value.map((item, i) => (
      <ItemRow key={i} item={item} />
    ))}
    <Button
      class="add-unnamed"
      text="add an item without a name"
      onClick={() => (items.value = [...items.value, {}])}
    />
    <Button
      class="name-all"
      text="name every item"
      onClick={() => (items.value = items.value.map((item) => ({ name: item.name ?? "named" })))}
    />
  </Column>;
}
