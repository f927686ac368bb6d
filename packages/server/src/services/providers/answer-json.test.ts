import { describe, expect, it } from "vitest";
import { findJson } from "./answer-json";

const NOTICE = "<br />\n<b>Warning</b>:  Undefined index: runs in /var/www/api.php on line 12<br />\n";

describe("findJson: the JSON in a provider's answer", () => {
  it("reads plain JSON as it is", () => {
    expect(findJson('{"order":123}')).toEqual({ order: 123 });
    expect(findJson('[{"service":1}]')).toEqual([{ service: 1 }]);
  });

  it("finds the answer after (or before) PHP notices", () => {
    expect(findJson(`${NOTICE}{"order":123}`)).toEqual({ order: 123 });
    expect(findJson(`${NOTICE}${NOTICE}{"error":"Not enough funds"}`)).toEqual({ error: "Not enough funds" });
    expect(findJson(`{"order":"77"}\n<b>Deprecated</b>: something on line 3`)).toEqual({ order: "77" });
  });

  it("takes the largest JSON value: a bracketed bit of a notice is not the answer", () => {
    const notice = '<b>Notice</b>: Undefined offset [0] in {"x"} on line 4<br />\n';
    expect(findJson(`${notice}{"order":9,"note":"a } and a { in a string"}`)).toEqual({
      order: 9,
      note: "a } and a { in a string",
    });
  });

  it("finds nothing where there is no JSON object", () => {
    expect(findJson("<html>Bad gateway</html>")).toBeUndefined();
    expect(findJson(`${NOTICE}{"order":12`)).toBeUndefined();
    expect(findJson("")).toBeUndefined();
  });

  it("gives up on an answer full of brackets instead of scanning it for ever", () => {
    expect(findJson(`${"[".repeat(200_000)}{"order":1}`)).toBeUndefined();
  });
});
