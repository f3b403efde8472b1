// A LazyColumn between two effects of its parent, and rows with effects of their own.
import { DisposableEffect, SideEffect } from "composa";
import { LazyColumn } from "composa/dom";

export const effectLog: string[] = [];

function Line({ n }: { n: number }) {
  DisposableEffect(n, () => {
    effectLog.push(`row ${n} enters`);
    return () => effectLog.push(`row ${n} leaves`);
  });
  <p>{n}</p>;
}

export function EffectsAroundList({ items }: { items: number[] }) {
  DisposableEffect(items.length, () => {
    effectLog.push(`before the list enters ${items.length}`);
    return () => effectLog.push(`before the list leaves ${items.length}`);
  });
  <LazyColumn items={items} style={{ height: "200px" }}>
    {({ item }) => <Line n={item} />}
  </LazyColumn>;
  DisposableEffect(items.length, () => {
    effectLog.push(`after the list enters ${items.length}`);
    return () => effectLog.push(`after the list leaves ${items.length}`);
  });
  SideEffect(() => effectLog.push(`parent side ${items.length}`));
}
