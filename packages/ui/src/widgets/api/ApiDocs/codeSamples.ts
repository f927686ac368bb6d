export const CODE_LANGUAGES = ["curl", "php", "node"] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

export const CODE_LANGUAGE_LABELS: Record<CodeLanguage, string> = { curl: "cURL", php: "PHP", node: "Node.js" };

/** The placeholder every example sends as its key. */
export const API_KEY_PLACEHOLDER = "YOUR_API_KEY";

const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** A PHP literal: single-quoted, or double-quoted with escapes when it spans lines. */
function phpQuote(value: string) {
  if (!value.includes("\n")) return `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
  const escaped = value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\$/g, "\\$").replace(/\n/g, "\\n");
  return `"${escaped}"`;
}

/** A form-encoded POST of `fields` (plus the key) to `url`, written as a ready-to-run program. */
export function codeSample(language: CodeLanguage, url: string, fields: Readonly<Record<string, string>>): string {
  const all: [string, string][] = [["key", API_KEY_PLACEHOLDER], ...Object.entries(fields)];
  switch (language) {
    case "curl":
      return [
        `curl -X POST ${shellQuote(url)}`,
        ...all.map(([name, value]) => `  --data-urlencode ${shellQuote(`${name}=${value}`)}`),
      ].join(" \\\n");
    case "php":
      return [
        "<?php",
        "$post = [",
        ...all.map(([name, value]) => `    '${name}' => ${phpQuote(value)},`),
        "];",
        `$ch = curl_init(${phpQuote(url)});`,
        "curl_setopt($ch, CURLOPT_POST, true);",
        "curl_setopt($ch, CURLOPT_POSTFIELDS, http_build_query($post));",
        "curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);",
        "$result = json_decode(curl_exec($ch), true);",
        "curl_close($ch);",
        "print_r($result);",
      ].join("\n");
    case "node":
      return [
        `const response = await fetch(${JSON.stringify(url)}, {`,
        '  method: "POST",',
        "  body: new URLSearchParams({",
        ...all.map(
          ([name, value]) => `    ${/^[a-z_]+$/i.test(name) ? name : JSON.stringify(name)}: ${JSON.stringify(value)},`,
        ),
        "  }),",
        "});",
        "console.log(await response.json());",
      ].join("\n");
  }
}

/** An answer as clients receive it, indented for reading. */
export function formatResponse(response: unknown): string {
  return JSON.stringify(response, null, 2);
}
