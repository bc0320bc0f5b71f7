// Three very long sentences about one subject, among unrelated facts. The offline engine quotes
// all three: about 1,200 words at two words per 25 ms chunk in e2e, so some fifteen seconds of
// streaming. Stop is pressed near the start; the length is only a safety margin for a loaded
// machine, where Playwright's next action can lag the page by several seconds.
export const LAST_WORD = "Marrowgate";
const CLAUSES = [
  "while the wind howled through the narrow gaps between the old stones",
  "and the gulls circled above the tower in slow and patient loops",
  "as the tide climbed the black rocks below the cliff path",
  "whenever the fishing boats came home late from the deep water",
  "although the village council argued about the cost every single year",
  "because the merchants of the harbour trusted nothing else to guide them",
  "until the new electric beacons were installed along the southern coast",
  "so that travellers on the coastal road could see it from the hills",
  "even on the coldest nights when the oil thickened in the brass cans",
  "with a logbook kept in careful handwriting by every keeper in turn",
  "beside a small garden of herbs that somehow survived the salt spray",
  "under a roof of grey slate that was replaced after every great gale",
];
const SEASONS = ["in spring", "in summer", "in autumn"];
const DETAILS = SEASONS.flatMap((season) => CLAUSES.map((clause) => `${clause} ${season}`));
const sentence = (opening: string, last = "") => `${opening}, ${DETAILS.join(", ")}${last}.`;
export const FACTS = [
  "The ferry to the island leaves at seven every morning.",
  sentence("The zephyr lantern was first lit on the northern cliff in the winter of the great storm"),
  "Our bakery sells rye bread on Tuesdays.",
  sentence("The zephyr lantern uses a rotating brass lens polished by hand each week"),
  "The museum is closed on public holidays.",
  sentence(
    "The zephyr lantern was restored by volunteers from the village last spring",
    `, under the care of ${LAST_WORD}`,
  ),
].join(" ");
