import { describe, expect, it } from "vitest";
import { codeSample } from "./codeSamples";

const URL = "https://panel.example.com/api/v2";
const fields = { action: "add", service: "2", link: "https://x.com/it's", comments: 'one\n"two" $3' };

describe("codeSample", () => {
  it("curl: every field url-encoded and single-quoted, quotes inside escaped for the shell", () => {
    const code = codeSample("curl", URL, fields);
    expect(code.split(" \\\n")).toEqual([
      `curl -X POST '${URL}'`,
      "  --data-urlencode 'key=YOUR_API_KEY'",
      "  --data-urlencode 'action=add'",
      "  --data-urlencode 'service=2'",
      `  --data-urlencode 'link=https://x.com/it'\\''s'`,
      `  --data-urlencode 'comments=one\n"two" $3'`,
    ]);
  });

  it("PHP: single quotes escaped; multi-line values double-quoted with \\n and $ escaped", () => {
    const code = codeSample("php", URL, fields);
    expect(code).toContain(`    'link' => 'https://x.com/it\\'s',`);
    expect(code).toContain(`    'comments' => "one\\n\\"two\\" \\$3",`);
    expect(code).toContain(`$ch = curl_init('${URL}');`);
  });

  it("Node: values as JSON string literals inside URLSearchParams", () => {
    const code = codeSample("node", URL, fields);
    expect(code).toContain(`    comments: ${JSON.stringify(fields.comments)},`);
    expect(code).toContain('    key: "YOUR_API_KEY",');
    expect(code.startsWith(`const response = await fetch("${URL}", {`)).toBe(true);
  });
});
