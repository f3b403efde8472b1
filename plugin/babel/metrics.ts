/**
 * Compiler metrics, after Compose's `composables.txt` / `-module.json`
 * (Compose Internals): for each composable, whether it is restartable and skippable,
 * and for each prop its stability (from its TypeScript type: `stable`,
 * `unstable`, or `unknown` without one) and whether its default is static.
 * Under strong skipping an unstable prop does not prevent skipping (it is
 * compared by identity); a props object that escapes does.
 */
import type { Analysis } from "./analyze/index.js";

export interface PropMetrics {
  name: string;
  stability: "stable" | "unstable" | "unknown";
  default: "static" | "dynamic" | null;
}

export interface ComposableMetrics {
  name: string;
  file: string;
  line: number;
  kind: "composable" | "value";
  restartable: boolean;
  skippable: boolean;
  /** Why not skippable, when it is not. */
  reason?: string;
  props: PropMetrics[];
}

export interface FileMetrics {
  file: string;
  composables: ComposableMetrics[];
  totals: {
    composables: number;
    restartable: number;
    skippable: number;
    props: number;
    stableProps: number;
    unstableProps: number;
    unknownProps: number;
  };
}

export function collectMetrics(analysis: Analysis, file: string): FileMetrics {
  const composables: ComposableMetrics[] = [];
  for (const info of analysis.composables.values()) {
    const unit = info.kind === "unit";
    const escapes = unit && info.props.mode === "whole";
    composables.push({
      name: info.path,
      file,
      line: info.node.loc?.start.line ?? 0,
      kind: unit ? "composable" : "value",
      restartable: unit,
      skippable: unit && !escapes,
      ...(escapes
        ? {
            reason: "the props object escapes (rest pattern or used whole): it cannot be compared key by key",
          }
        : !unit
          ? { reason: "returns a value (inlined into the caller's group)" }
          : {}),
      props: info.props.props.map((p) => ({ name: p.name, stability: p.stability, default: p.default })),
    });
  }
  composables.sort((a, b) => a.line - b.line);
  const props = composables.flatMap((c) => c.props);
  return {
    file,
    composables,
    totals: {
      composables: composables.length,
      restartable: composables.filter((c) => c.restartable).length,
      skippable: composables.filter((c) => c.skippable).length,
      props: props.length,
      stableProps: props.filter((p) => p.stability === "stable").length,
      unstableProps: props.filter((p) => p.stability === "unstable").length,
      unknownProps: props.filter((p) => p.stability === "unknown").length,
    },
  };
}

/** Compose-style text: `restartable skippable composable Counter(\n  stable label\n)`. */
export function formatMetrics(m: FileMetrics): string {
  const lines: string[] = [];
  for (const c of m.composables) {
    const flags =
      [c.restartable ? "restartable" : "", c.skippable ? "skippable" : "", c.kind === "value" ? "value" : ""]
        .filter(Boolean)
        .join(" ") || "inline";
    const head = `${flags} composable ${c.name}`;
    if (c.props.length === 0) lines.push(`${head}()`);
    else {
      lines.push(`${head}(`);
      for (const p of c.props) lines.push(`  ${p.stability} ${p.name}${p.default ? ` = @${p.default}` : ""}`);
      lines.push(")");
    }
    if (c.reason) lines.push(`  // ${c.reason}`);
  }
  return lines.join("\n") + (lines.length ? "\n" : "");
}
