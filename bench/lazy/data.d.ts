export declare const COUNT: number;
export declare const LINE: number;
export declare const PADDING: number;
export interface LazyBenchRow {
  id: number;
  lines: number;
}
export declare function buildRows(count?: number): LazyBenchRow[];
export declare function lineText(id: number, line: number): string;
