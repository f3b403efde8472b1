// Types of data.js for the TypeScript app (Composa); the other apps are plain JS.
export interface RowData {
  id: number;
  label: string;
}

/** `count` new rows with page-global ids (from 1) and jfb's random labels. */
export function buildData(count: number): RowData[];
