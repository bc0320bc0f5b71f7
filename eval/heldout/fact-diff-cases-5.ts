import type { HeldOutFactDiffCase } from "./fact-diff-cases";

/**
 * Held-out fact-diff cases, set 5 (issue 36: the compare view's `diffAnswers`), written by another
 * author who had read neither lib/extract nor sets 2-4 (beyond their type definitions and headers),
 * and before anyone ran the diff on them. Same types and labels as set 1 (./fact-diff-cases.ts):
 * answers to one question, planted differences as one phrase per answer (null when that answer is
 * silent), planted agreements, `paraphrases` (also listed in `agreements`) and `shapes`.
 *
 * 20 cases over bins, a team dinner, an app store, a warranty, a deposit, a vet, a survey, an
 * all-hands, flights, a workshop, maintenance, a campsite, a dog's medicine, rent, a report, a course,
 * uploads, a pool, a site road and a shop: 13 with a planted difference (4 of them beside agreeing
 * facts of the same sentence, 3 with three answers where two say one value two ways against a third),
 * 7 where every answer agrees (amounts, dates, counts in words, sizes, a reordered list, speeds and
 * clock times).
 */
export const HELDOUT_FACT_DIFF_CASES_5: HeldOutFactDiffCase[] = [
  // Planted differences.
  {
    name: "bin collection day",
    question: "Which day are the bins collected?",
    answers: [
      "Bins go out for Tuesday morning collection.",
      "Collection is on Thursday morning, put them out the night before.",
    ],
    differences: [["Tuesday", "Thursday"]],
    agreements: [],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "team dinner: head count differs, date, time and place agree",
    question: "What's the plan for the team dinner?",
    answers: [
      "Team dinner is on 5 December at 7 pm at Rosa's, 14 people.",
      "Dinner at Rosa's on December 5th, 19:00, table for 16 people.",
    ],
    differences: [["14 people", "16 people"]],
    agreements: [
      ["5 December", "December 5th"],
      ["7 pm", "19:00"],
      ["Rosa's", "Rosa's"],
    ],
    paraphrases: [
      ["5 December", "December 5th"],
      ["7 pm", "19:00"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "app version in the store",
    question: "Which version of the app is live in the store?",
    answers: ["The store has version 2.8.1 since Monday.", "Version 2.8.3 is live in the store."],
    differences: [["2.8.1", "2.8.3"]],
    agreements: [],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "warranty length",
    question: "How long is the warranty on the washing machine?",
    answers: ["It comes with a two-year warranty.", "The warranty runs for 18 months from delivery."],
    differences: [["two-year", "18 months"]],
    agreements: [],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "deposit: two spellings of one amount against a third",
    question: "How much is the deposit on the flat?",
    answers: ["The deposit is £1,500.", "They want a £1.5k deposit.", "Deposit: £1,800, payable on signing."],
    differences: [["£1,500", "£1.5k", "£1,800"]],
    agreements: [],
    paraphrases: [],
    shapes: ["paraphrase", "close"],
  },
  {
    name: "vet appointment: clinic differs, day and time agree",
    question: "When and where is Luna's check-up?",
    answers: [
      "Luna's check-up is at 10:40 on Friday at the Mill Road clinic.",
      "Friday at 10:40, at the Station Road clinic.",
    ],
    differences: [["Mill Road", "Station Road"]],
    agreements: [
      ["10:40", "10:40"],
      ["Friday", "Friday"],
    ],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "survey share in favour",
    question: "What share of staff want the four-day week?",
    answers: ["62% of respondents said yes.", "Just under two thirds, 64%, said yes."],
    differences: [["62%", "64%"]],
    agreements: [],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "all-hands presenter",
    question: "Who's presenting the roadmap at the all-hands?",
    answers: ["Marta presents the roadmap.", "The roadmap slot is Jonas's this quarter."],
    differences: [["Marta", "Jonas"]],
    agreements: [],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "flight: arrival differs, number and departure agree",
    question: "What are the flight details for Lisbon?",
    answers: [
      "BA 2490 leaves Gatwick at 07:05 and lands in Lisbon at 09:50.",
      "Flight BA 2490: Gatwick 7:05 am, arriving Lisbon 10:50 local time.",
    ],
    differences: [["09:50", "10:50"]],
    agreements: [
      ["BA 2490", "BA 2490"],
      ["07:05", "7:05 am"],
    ],
    paraphrases: [["07:05", "7:05 am"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "workshop registrations: a word and a figure against a third",
    question: "How many people are coming to the pottery workshop?",
    answers: ["Thirty people registered.", "30 registrations so far.", "We have 35 registered, the room is full."],
    differences: [["Thirty", "30", "35"]],
    agreements: [],
    paraphrases: [],
    shapes: ["paraphrase", "close"],
  },
  {
    name: "maintenance window start: two clock styles against a third",
    question: "When is the database maintenance window?",
    answers: ["Saturday 23:00 to 01:00.", "Sat 11 pm until 1 am.", "Saturday from 22:00 to 01:00."],
    differences: [["23:00", "11 pm", "22:00"]],
    agreements: [],
    paraphrases: [],
    shapes: ["paraphrase", "close"],
  },
  {
    name: "campsite distance, miles against kilometres",
    question: "How far is the campsite from the car park?",
    answers: ["About 3 miles from the car park, mostly flat.", "The campsite is 3 km from the car park."],
    differences: [["3 miles", "3 km"]],
    agreements: [],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "dog's tablets: dose differs, frequency agrees",
    question: "How much of the anti-inflammatory does Biscuit get?",
    answers: ["Half a tablet twice a day with food.", "One tablet twice a day with food."],
    differences: [["Half a tablet", "One tablet"]],
    agreements: [["twice a day", "twice a day"]],
    paraphrases: [],
    shapes: ["multi"],
  },
  // Every answer agrees.
  {
    name: "rent in pounds",
    question: "What is the rent?",
    answers: ["£1,150 a month.", "Rent is 1150 pounds monthly."],
    differences: [],
    agreements: [["£1,150", "1150 pounds"]],
    paraphrases: [["£1,150", "1150 pounds"]],
    shapes: ["paraphrase"],
  },
  {
    name: "report due date ISO and written",
    question: "When is the annual report due?",
    answers: ["Due 2026-06-30.", "The annual report is due on 30 June 2026."],
    differences: [],
    agreements: [["2026-06-30", "30 June 2026"]],
    paraphrases: [["2026-06-30", "30 June 2026"]],
    shapes: ["paraphrase"],
  },
  {
    name: "course length in words and figures",
    question: "How long is the evening course?",
    answers: ["Twelve weeks.", "It runs for 12 weeks, one evening a week."],
    differences: [],
    agreements: [["Twelve weeks", "12 weeks"]],
    paraphrases: [["Twelve weeks", "12 weeks"]],
    shapes: ["paraphrase"],
  },
  {
    name: "upload limit abbreviated and spelled out",
    question: "What's the upload limit on the portal?",
    answers: ["The upload limit is 2 GB per file.", "Files of up to 2 gigabytes can be uploaded."],
    differences: [],
    agreements: [["2 GB", "2 gigabytes"]],
    paraphrases: [["2 GB", "2 gigabytes"]],
    shapes: ["paraphrase"],
  },
  {
    name: "late pool opening days reordered",
    question: "Which days is the pool open late?",
    answers: ["Tuesdays and Thursdays until 9.", "Late opening is on Thursday and Tuesday."],
    differences: [],
    agreements: [["Tuesdays and Thursdays", "Thursday and Tuesday"]],
    paraphrases: [["Tuesdays and Thursdays", "Thursday and Tuesday"]],
    shapes: ["paraphrase", "list"],
  },
  {
    name: "site road speed limit",
    question: "What is the speed limit on the site road?",
    answers: ["20 mph.", "Twenty miles per hour on the site road, it's enforced."],
    differences: [],
    agreements: [["20 mph", "Twenty miles per hour"]],
    paraphrases: [["20 mph", "Twenty miles per hour"]],
    shapes: ["paraphrase"],
  },
  {
    name: "Sunday opening in three clock styles",
    question: "When does the shop open on Sundays?",
    answers: ["10 am.", "10:00 on Sundays.", "It opens at ten in the morning on Sunday."],
    differences: [],
    agreements: [["10 am", "10:00", "ten in the morning"]],
    paraphrases: [["10 am", "10:00", "ten in the morning"]],
    shapes: ["paraphrase"],
  },
];
