import { describe, expect, it } from "vitest";
import { supersedes } from "./answer";

/** supersedes() reads facts: an update in other words still replaces what it updates. */
describe("supersedes, by facts", () => {
  it.each([
    ["The engineer called to reschedule: he comes on 9 September now.", "The engineer comes on 2 September."],
    ["Heads up, the public launch slipped to 19 May.", "The public launch is planned for 12 May."],
    [
      "The compost delivery moved from Friday the 6th to Monday the 9th.",
      "The compost delivery is due on Friday the 6th.",
    ],
    [
      "Her swimming lessons are on Fridays now, the pool changed the timetable.",
      "Her swimming lessons are on Wednesdays.",
    ],
  ])("%s updates %s", (later, earlier) => {
    expect(supersedes(later, earlier)).toBe(true);
  });

  it("is not overruled by a later sentence that only states the old value again", () => {
    expect(
      supersedes(
        "Her swimming lessons are on Wednesdays.",
        "Her swimming lessons are on Fridays now, the pool changed the timetable.",
      ),
    ).toBe(false);
  });

  it("leaves facts about other subjects or the same value alone", () => {
    expect(supersedes("The production server has 64 GB of RAM now.", "The staging server has 16 GB of RAM.")).toBe(
      false,
    );
    expect(
      supersedes("The compost delivery is due on Friday the 6th.", "The compost delivery comes Friday the 6th."),
    ).toBe(false);
  });
});
