import { ErrorBoundary, mutableStateOf, remember } from "composa";
import { Button, Column, Row, Text } from "composa/dom";

/** Throws while composing once `count` passes 3. */
function Fragile({ count }: { count: number }) {
  if (count > 3) throw new Error(`count ${count} is more than Fragile can show`);
  <Text text={`Fragile shows ${count}`} />;
}

/**
 * ErrorBoundary catches what its content throws while composing and shows
 * the fallback in the same pass; what the content composed before throwing
 * is rolled back. `retry` composes the content again.
 */
export function ErrorBoundaryExample() {
  const count = remember(() => mutableStateOf(2));
  <Column>
    <Row>
      <Button text="+" onClick={() => count.value++} />
      <Button text="Back to 0" onClick={() => (count.value = 0)} />
      <Text class="dim" text={`count = ${count.value}`} />
    </Row>
    <ErrorBoundary
      fallback={({ error, retry }) => (
        <div class="fallback">
          <p>Caught: {String((error as Error).message)}</p>
          <Button text="Retry" onClick={retry} />
        </div>
      )}
    >
      <Fragile count={count.value} />
    </ErrorBoundary>
  </Column>;
}
