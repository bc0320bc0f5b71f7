/**
 * The fan-out fact diff's cases (lib/extract/claims `diffAnswers`, what the compare view shows): answers
 * to one question written by hand to differ, with varied phrasing (not one template). Each planted
 * difference names a phrase of every answer's value on it; each planted agreement names a phrase of
 * each answer's paraphrase of the same fact, which must not be reported as a difference. Shapes:
 * numbers with units, dates, names, decisions, negations, lists, identifiers, times.
 */

export interface FactDiffCase {
  name: string;
  question: string;
  answers: string[];
  /** Per planted difference: a phrase of each answer's value (by index into `answers`; null: that answer is silent). */
  differences: (string | null)[][];
  /** Per planted agreement: a phrase of each answer's paraphrase of it (informative: listed, not scored as differences). */
  agreements: string[][];
}

export const FACT_DIFF_CASES: FactDiffCase[] = [
  {
    name: "a price with units, a shared vendor",
    question: "How much will the new storage cost and who sells it?",
    answers: [
      "The storage array costs $18,500. The vendor is NetStore.",
      "Expect to pay $21,000 for the storage array; NetStore is the vendor.",
    ],
    differences: [["$18,500", "$21,000"]],
    agreements: [["NetStore", "NetStore"]],
  },
  {
    name: "dates written differently",
    question: "When does the freeze start?",
    answers: [
      "The code freeze starts on June 2. Hotfixes still go out during the freeze.",
      "Code freeze begins 9 June. During the freeze, hotfixes can still ship.",
    ],
    differences: [["June 2", "9 June"]],
    agreements: [],
  },
  {
    name: "names of an owner, three answers",
    question: "Who should lead the security review?",
    answers: [
      "Amara Okafor should lead the security review.",
      "The security review should be led by Amara Okafor.",
      "Jonas Weber should lead the security review.",
    ],
    differences: [["Amara Okafor", "Amara Okafor", "Jonas Weber"]],
    agreements: [],
  },
  {
    name: "a decision between two technologies",
    question: "Which queue should we use for the events pipeline?",
    answers: [
      "Use Kafka for the events pipeline. Retention of 7 days is enough.",
      "For the events pipeline, go with RabbitMQ. Keep retention at 7 days.",
    ],
    differences: [["Kafka", "RabbitMQ"]],
    agreements: [["7 days", "7 days"]],
  },
  {
    name: "a negation",
    question: "Does the free plan include SSO?",
    answers: ["The free plan includes SSO.", "The free plan does not include SSO; it is a paid feature."],
    differences: [["includes SSO", "does not include SSO"]],
    agreements: [],
  },
  {
    name: "memory and core counts",
    question: "What machine does the build server need?",
    answers: ["The build server needs 32 GB of RAM and 8 cores.", "Give the build server 64 GB of RAM and 8 cores."],
    differences: [["32 GB", "64 GB"]],
    agreements: [],
  },
  {
    name: "paraphrased agreement only (no difference)",
    question: "Where is the data centre?",
    answers: ["The data centre is in Frankfurt.", "Our data centre is located in Frankfurt, close to the exchange."],
    differences: [],
    agreements: [["Frankfurt", "Frankfurt"]],
  },
  {
    name: "a meeting time and a shared day",
    question: "When is the design review?",
    answers: ["The design review is at 3pm on Thursday.", "Thursday works; the design review is at 11am."],
    differences: [["3pm", "11am"]],
    agreements: [],
  },
  {
    name: "a version identifier",
    question: "Which Node version should the service run?",
    answers: ["The service should run Node 22.", "Run the service on Node 20; it is the supported LTS here."],
    differences: [["Node 22", "Node 20"]],
    agreements: [],
  },
  {
    name: "two differences and an agreement",
    question: "Plan the offsite.",
    answers: [
      "The offsite is in Porto for 3 days. The budget is €12,000 and Lena books the venue.",
      "Hold the offsite in Lisbon for 3 days. Budget: €12,000. Lena books the venue.",
      "The offsite is in Porto for 2 days, with a budget of €12,000; Lena books the venue.",
    ],
    differences: [
      ["Porto", "Lisbon", "Porto"],
      ["3 days", "3 days", "2 days"],
    ],
    agreements: [["€12,000", "€12,000", "€12,000"]],
  },
  {
    name: "percentages",
    question: "What uptime should the SLA promise?",
    answers: ["The SLA should promise 99.9% uptime.", "Promise 99.95% uptime in the SLA."],
    differences: [["99.9%", "99.95%"]],
    agreements: [],
  },
  {
    name: "a list of regions",
    question: "Which regions should we deploy to first?",
    answers: ["Deploy first to eu-west-1 and us-east-1.", "The first regions should be eu-west-1 and ap-south-1."],
    differences: [["us-east-1", "ap-south-1"]],
    agreements: [],
  },
  {
    name: "a yes/no decision worded two ways",
    question: "Should we keep the legacy API?",
    answers: ["We should keep the legacy API until March.", "We should not keep the legacy API; retire it now."],
    differences: [["keep the legacy API until", "not keep the legacy API"]],
    agreements: [],
  },
  {
    name: "a duration and an agreed owner",
    question: "How long will the migration take?",
    answers: [
      "The migration will take 6 weeks. Priya owns the migration.",
      "Priya owns the migration, and it will take about 4 weeks.",
    ],
    differences: [["6 weeks", "4 weeks"]],
    agreements: [["Priya", "Priya"]],
  },
  {
    name: "a port number",
    question: "Which port does the metrics endpoint use?",
    answers: ["The metrics endpoint listens on port 9090.", "Metrics are served on port 9100."],
    differences: [["9090", "9100"]],
    agreements: [],
  },
  {
    name: "a distance and an agreed city",
    question: "How far is the warehouse?",
    answers: [
      "The warehouse is in Leeds, 12 km from the office.",
      "It is 20 km from the office to the warehouse in Leeds.",
    ],
    differences: [["12 km", "20 km"]],
    agreements: [],
  },
  {
    name: "two facts in one sentence, one differs",
    question: "What did the printer quote?",
    answers: [
      "The print run costs 2,400 pounds and delivery takes 5 days.",
      "The print run costs 2,900 pounds and delivery takes five days.",
    ],
    differences: [["2,400 pounds", "2,900 pounds"]],
    agreements: [["delivery takes 5 days", "delivery takes five days"]],
  },
  {
    name: "amounts and spans written differently agree",
    question: "What are the grant's terms?",
    answers: [
      "The grant is 25k euros over 18 months, with a report due by 30 June.",
      "The grant is EUR 25,000 over 18 months; the report is due on June 30th.",
    ],
    differences: [],
    agreements: [
      ["25k euros", "EUR 25,000"],
      ["30 June", "June 30th"],
    ],
  },
  {
    name: "a paraphrased amount is not a difference; a silent answer is not one either",
    question: "How many sign-ups and what is the churn?",
    answers: ["We had 48k sign-ups last quarter and churn was 3.2%.", "Sign-ups reached 48,000 last quarter."],
    differences: [],
    agreements: [["48k", "48,000"]],
  },
  {
    name: "a version one digit apart, a ticket id swapped",
    question: "Which release fixes the leak, and where is it tracked?",
    answers: [
      "The leak is fixed in release 7.2.3, tracked as MEM-415.",
      "The leak is fixed in release 7.2.13, tracked as MEM-451.",
    ],
    differences: [
      ["7.2.3", "7.2.13"],
      ["MEM-415", "MEM-451"],
    ],
    agreements: [],
  },
  {
    name: "who leads, a city",
    question: "Who leads the audit and where does it happen?",
    answers: ["Ingrid leads the audit in Oslo.", "Ingrid leads the audit in Bergen."],
    differences: [["Oslo", "Bergen"]],
    agreements: [],
  },
  {
    name: "a packing list with one item changed",
    question: "What should I pack?",
    answers: ["Pack a raincoat, hiking boots and a headlamp.", "Pack a raincoat, hiking boots and a sun hat."],
    differences: [["headlamp", "sun hat"]],
    agreements: [],
  },
  {
    name: "a rate a few tenths apart, a count as a word",
    question: "What is the error rate and how many nodes fail?",
    answers: ["The error rate is 1.4% and eleven nodes fail.", "The error rate is 1.9% and 11 nodes fail."],
    differences: [["1.4%", "1.9%"]],
    agreements: [["eleven nodes", "11 nodes"]],
  },
  {
    name: "a denial of a planned feature",
    question: "Will the tablet app support dark mode?",
    answers: ["The tablet app will support dark mode.", "The tablet app won't support dark mode."],
    differences: [["will support dark mode", "won't support dark mode"]],
    agreements: [],
  },
  {
    name: "three answers: a count as a word, as digits, and another number",
    question: "How many stores does the chain run?",
    answers: ["The chain runs twelve stores.", "It runs 12 stores in total.", "The chain runs eleven stores."],
    differences: [["twelve", "12", "eleven"]],
    agreements: [],
  },
  {
    name: "three answers: an approver by name, the same in another voice, another name",
    question: "Who approves the expense?",
    answers: ["The expense is approved by Jonas.", "Jonas approves the expense.", "Johanna approves the expense."],
    differences: [["Jonas", "Jonas", "Johanna"]],
    agreements: [],
  },
  {
    name: "an itinerary with one stop changed, a silent answer on the hotel",
    question: "What is the itinerary?",
    answers: ["We visit Kyoto, Nara and Osaka. The hotel is the Hotel Granvia.", "We visit Kyoto, Nara and Kobe."],
    differences: [["Osaka", "Kobe"]],
    agreements: [],
  },
  {
    name: "rent or buy",
    question: "Should we rent or buy the office?",
    answers: ["We should rent the office.", "We should buy the office."],
    differences: [["rent", "buy"]],
    agreements: [],
  },
  {
    name: "a figure with a word after it and a bare figure, the same amount",
    question: "How did last month go?",
    answers: [
      "Revenue was 62k last month, and the team has 9 people.",
      "Last month's revenue came to 62,000. The team is 9 people strong.",
    ],
    differences: [],
    agreements: [
      ["62k", "62,000"],
      ["9 people", "9 people"],
    ],
  },
  {
    name: "a version after a numbering word, a rate, an owner kept",
    question: "Which build has the fix, at what failure rate, and who owns it?",
    answers: [
      "Build 418 has the fix. The failure rate drops to 0.3%. The owner is Sam.",
      "Build 481 has the fix. The failure rate drops to 0.7%. Sam is the owner.",
    ],
    differences: [
      ["418", "481"],
      ["0.3%", "0.7%"],
    ],
    agreements: [],
  },
  {
    name: "advice in the imperative, one item and one address changed",
    question: "What do I need for the field day?",
    answers: [
      "Bring boots, a flask and a notebook. Send the form to field@uni.example.",
      "Bring boots, a flask and a tablet. Send the form to trips@uni.example.",
    ],
    differences: [
      ["notebook", "tablet"],
      ["field@uni.example", "trips@uni.example"],
    ],
    agreements: [],
  },
];

/** Written after the rules above were fixed and never tuned on: the held-out figure. */
export const HELD_OUT_FACT_DIFF_CASES: FactDiffCase[] = [
  {
    name: "a salary band",
    question: "What should we offer the senior designer?",
    answers: [
      "Offer the senior designer £72,000 with 25 days of holiday.",
      "The senior designer should get £80,000 and 25 days of holiday.",
    ],
    differences: [["£72,000", "£80,000"]],
    agreements: [["25 days", "25 days"]],
  },
  {
    name: "a go-live date, three answers",
    question: "When can the portal go live?",
    answers: [
      "The portal can go live on October 14.",
      "Go-live for the portal is 14 October.",
      "The portal can go live on October 21 at the earliest.",
    ],
    differences: [["October 14", "14 October", "October 21"]],
    agreements: [],
  },
  {
    name: "an on-call owner",
    question: "Who is on call this weekend?",
    answers: ["Marek is on call this weekend.", "This weekend Sofia Lind is on call."],
    differences: [["Marek", "Sofia Lind"]],
    agreements: [],
  },
  {
    name: "encryption denied",
    question: "Are backups encrypted?",
    answers: ["The nightly backups are encrypted at rest.", "The nightly backups are not encrypted at rest yet."],
    differences: [["are encrypted", "not encrypted"]],
    agreements: [],
  },
  {
    name: "a timeout and an agreed retry count",
    question: "How should the client handle slow responses?",
    answers: [
      "Set the client timeout to 30 seconds and retry 3 times.",
      "The client should time out after 10 seconds; retry 3 times.",
    ],
    differences: [["30 seconds", "10 seconds"]],
    agreements: [["3 times", "3 times"]],
  },
  {
    name: "agreement only, different words",
    question: "Which licence does the library use?",
    answers: ["The library is released under the MIT licence.", "It uses the MIT licence."],
    differences: [],
    agreements: [["MIT", "MIT"]],
  },
];
