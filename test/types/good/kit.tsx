// The UI kit and render, as a user writes them.
import { mutableStateOf, remember } from "composa";
import { Box, Button, Checkbox, Column, Row, Text, TextField, render } from "composa/dom";

function Counter({ label }: { label: string }): void {
  const count = remember(() => mutableStateOf(0));
  const name = remember(() => mutableStateOf(""));
  const done = remember(() => mutableStateOf(false));
  <Column class={["app", { busy: false }]} style={{ padding: 8 }}>
    <Row>
      <Text text={`${label}: ${count.value}`} />
      <Text text={() => count.value} class="live" />
      <Button
        text="+"
        onClick={(e) => {
          count.value++;
          void e.currentTarget.disabled;
        }}
      />
      <Button onClick={() => (count.value = 0)} disabled={count.value === 0}>
        <Text text="reset" />
      </Button>
    </Row>
    <TextField value={name.value} onValueChange={(v) => (name.value = v.trim())} placeholder="Name" />
    <Checkbox checked={done.value} onCheckedChange={(v) => (done.value = v)} label="Done" />
    <Box>{() => count.value}</Box>
  </Column>;
}

const app = render(Counter, document.getElementById("app")!, { label: "Count" });
app.dispose();
