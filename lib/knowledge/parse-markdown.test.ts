import { describe, expect, it } from "vitest";
import { HTML_ELEMENTS, NAMED_ENTITIES, markdownText } from "./parse-markdown";

describe("markdownText", () => {
  it("drops a heading's anchor and a README's centred logo and badges, keeping the text", () => {
    const raw = [
      '# Template Library <a id="itl"></a>',
      "",
      '<p align="center">',
      '  <img width="250" src="https://example.org/logo.png" alt=\'Mascot\'>',
      "</p>",
      "",
      'Read the <a href="https://example.org/docs">documentation</a>.<br/>',
    ].join("\n");
    expect(markdownText(raw)).toBe("# Template Library\n\n\nRead the documentation.");
  });

  it("keeps code as written: fenced, indented, and spans in backticks", () => {
    const raw = "```html\n<p>kept</p>\n```\n\n    <b>indented</b>\n\nUse `<br>` and `&lt;` here.";
    expect(markdownText(raw)).toBe(raw);
  });

  it("keeps angle brackets that are not HTML elements (placeholders, autolinks)", () => {
    const raw = "Set port <port> on <device>; see <https://example.org> or <abbr>-like words: <address>.";
    expect(markdownText(raw)).toBe(raw.replace("<abbr>", ""));
  });

  it("drops comments, on one line or over several", () => {
    expect(markdownText("a <!-- note --> b\n<!-- one\ntwo -->\nc")).toBe("a  b\nc");
  });

  it("decodes every entity of its table and numeric ones; an unknown one stays", () => {
    for (const [name, char] of Object.entries(NAMED_ENTITIES)) expect(markdownText(`x&${name};y`)).toBe(`x${char}y`);
    expect(markdownText("a &#124; b &#x2014; c &bogus; &#0;")).toBe("a | b — c &bogus; &#0;");
    // A pipe inside a table's cell stays an entity: the row's own pipes split the cells.
    expect(markdownText("x | Array<code>&#124;</code>String | y")).toBe("x | Array&#124;String | y");
  });

  it("drops the tags of every element of its table, start, end and self-closing", () => {
    for (const name of HTML_ELEMENTS) {
      expect(markdownText(`a <${name} class="x">b</${name}> c`)).toBe("a b c");
      expect(markdownText(`a <${name.toUpperCase()}/> c`)).toBe("a  c");
    }
  });
});
