/**
 * Runs every benchmark in bench/ (files named *.bench.ts, each default-exporting a Benchmark), prints
 * its figures, and writes bench/report.json and bench/report.md so runs can be compared. Pass names to
 * run only some: `pnpm bench ui-bundle-size`; their sections replace theirs in the report, and every section
 * says when it was run. What people write about a benchmark's figures (before and after, why a goal is missed)
 * lives in bench/notes/<name>.md and is copied under its section, so a run never drops it.
 */
import { existsSync, readFileSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { MAIN_PANEL_ID, setPanelOutsideScopes } from "../packages/server/src/db/panel-context.ts";
import type { Benchmark, BenchmarkResult } from "./types.ts";

// The benchmarks set up and check their data on the database directly, outside any request: as the main panel,
// the one their servers serve (a server itself keeps no panel outside a request or job).
setPanelOutsideScopes(MAIN_PANEL_ID);

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);

const files = (await readdir(benchDir)).filter((file) => file.endsWith(".bench.ts")).sort();
type Result = BenchmarkResult & { name: string; description: string; seconds: number; date: string };
const results: Result[] = [];
let failed = false;

for (const file of files) {
  const benchmark: Benchmark = (await import(pathToFileURL(path.join(benchDir, file)).href)).default;
  if (only.length > 0 && !only.includes(benchmark.name)) continue;
  console.log(`\n▶ ${benchmark.name}: ${benchmark.description}`);
  const started = performance.now();
  try {
    const result = await benchmark.run();
    const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
    const date = new Date().toISOString();
    results.push({ name: benchmark.name, description: benchmark.description, seconds, date, ...result });
    for (const [metric, value] of Object.entries(result.metrics)) console.log(`  ${metric}: ${value}`);
    for (const goal of result.goals ?? []) console.log(`  goal ${goal.met ? "met" : "MISSED"}: ${goal.text}`);
  } catch (error) {
    failed = true;
    console.error(
      `  failed: ${error instanceof Error ? error.message : String(error)}`,
      (error as { cause?: unknown })?.cause ?? "",
    );
  }
}

/** When only some benchmarks ran: the other sections of the last report, each with the date it was run. */
async function earlierResults(): Promise<Result[]> {
  if (only.length === 0) return [];
  try {
    const earlier = JSON.parse(await readFile(path.join(benchDir, "report.json"), "utf8")) as {
      date: string;
      results: Result[];
    };
    return earlier.results
      .filter((result) => !results.some((fresh) => fresh.name === result.name))
      .map((result) => ({ ...result, date: result.date ?? earlier.date }));
  } catch {
    return [];
  }
}

const machine = { node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? "unknown" };
const allResults = [...(await earlierResults()), ...results].sort((a, b) => a.name.localeCompare(b.name));
const report = { date: new Date().toISOString(), machine, results: allResults };
await writeFile(path.join(benchDir, "report.json"), `${JSON.stringify(report, null, 2)}\n`);
await writeFile(path.join(benchDir, "report.md"), toMarkdown(report));
console.log(`\nwrote bench/report.json and bench/report.md (${results.length} benchmarks)`);
if (failed) process.exitCode = 1;

function toMarkdown(data: typeof report): string {
  const lines = [`# Benchmark report`, "", `Node ${machine.node} · ${machine.cpus} × ${machine.cpuModel}`, ""];
  for (const result of data.results) {
    const when = result.date ? `Run at ${result.date} (${result.seconds} s). ` : "";
    lines.push(`## ${result.name}`, "", `${when}${result.description}`, "", "| metric | value |", "| --- | --- |");
    for (const [metric, value] of Object.entries(result.metrics)) lines.push(`| ${metric} | ${value} |`);
    if (result.goals?.length) {
      lines.push("", ...result.goals.map((goal) => `- ${goal.met ? "✅" : "❌"} ${goal.text}`));
    }
    const notes = path.join(benchDir, "notes", `${result.name}.md`);
    if (existsSync(notes)) lines.push("", readFileSync(notes, "utf8").trim());
    lines.push("");
  }
  return `${lines.join("\n")}\n`;
}
