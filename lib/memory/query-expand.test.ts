import { describe, expect, it } from "vitest";
import { buildTree } from "./build";
import { createOfflineEngine } from "./offline-engine";
import { passageIndex } from "./passage-index";
import { expandQuery } from "./query-expand";

describe("expandQuery", () => {
  it("joins two words the documents write as one, and asks for the default in its idioms", async () => {
    const t = await buildTree(
      [
        {
          text: "# Options\n\nfilemode | Open the file in this mode. Defaults to 'a'.\n\nThe web server listens on port 8000.",
          sourceRef: "o.md",
        },
      ],
      createOfflineEngine(),
    );
    const index = passageIndex(t);
    expect(expandQuery(index, "Which file mode is used unless told otherwise?")).toEqual(["filemode", "default"]);
    expect(expandQuery(index, "Which port does the web server use out of the box?")).toEqual(["default"]);
    // Stop words never join ("for the"), nor a name already written as one ("http.server").
    expect(expandQuery(index, "What is the port for the http.server module by default?")).toEqual([]);
  });
});
