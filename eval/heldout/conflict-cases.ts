import type { ConflictCase } from "@/eval/conflict-cases";

/**
 * Held-out merge-conflict pairs (issue 36), written by someone who had not read lib/extract (the
 * claims code) and before anyone ran the conflict check on them. Same shape as eval/conflict-cases.ts
 * (a branch's own messages, the parent's messages after the branch point, the planted conflicts as
 * [phrase of the branch statement, phrase of the parent statement]) plus two labels the runner
 * (./claims.ts) reads:
 * - `paraphrases`: values written two ways that say the same thing ([branch phrase, parent phrase]);
 *   a flagged conflict between them is counted as "a paraphrase called a conflict".
 * - `shapes`: what the case exercises, for the per-shape lines of the report.
 * Everything not planted is an agreement, a paraphrase or an unrelated statement: flagging it is a
 * false conflict.
 */
export type ConflictShape =
  | "multi" // several facts in one sentence, some agreeing and some not
  | "paraphrase" // the same value written differently: never a conflict
  | "close" // a true conflict between close values
  | "negation" // "will" against "won't"
  | "correction" // an update stated as a correction
  | "shared-words" // unrelated facts sharing words: never a conflict
  | "identifier" // version numbers, ticket ids, hosts
  | "list"; // lists with one item different (or the same items reordered)

export type HeldOutConflictCase = ConflictCase & {
  paraphrases: [string, string][];
  shapes: ConflictShape[];
};

export const HELDOUT_CONFLICT_CASES: HeldOutConflictCase[] = [
  {
    name: "festival stage: cost revised, setup day kept (one sentence each)",
    branch: [
      "Quick summary for the garden festival: the stage rental comes to 12,400 dollars and setup starts on 18 June.",
    ],
    parent: ["Stage rental is now 13,900 dollars after the revised quote, and setup still starts on June 18."],
    conflicts: [["12,400", "13,900"]],
    paraphrases: [["18 June", "June 18"]],
    shapes: ["multi", "paraphrase", "correction"],
  },
  {
    name: "translation cap as 40k and EUR 40,000",
    branch: ["Can we afford a second translator?", "The translation contract is capped at 40k."],
    parent: ["Legal confirmed the cap on the translation contract: EUR 40,000."],
    conflicts: [],
    paraphrases: [["40k", "EUR 40,000"]],
    shapes: ["paraphrase"],
  },
  {
    name: "office move budget in words and in figures",
    branch: ["We have forty thousand euros for the office move."],
    parent: ["Office move budget: €40,000, approved by the board on Monday."],
    conflicts: [],
    paraphrases: [["forty thousand euros", "€40,000"]],
    shapes: ["paraphrase"],
  },
  {
    name: "venue walkthrough, two date spellings",
    branch: ["The venue walkthrough is on Mar 7."],
    parent: ["We're doing the walkthrough of the venue on March 7th, bring the floor plan."],
    conflicts: [],
    paraphrases: [["Mar 7", "March 7th"]],
    shapes: ["paraphrase"],
  },
  {
    name: "contractors as a word and a digit",
    branch: ["Three contractors will join the data team in April."],
    parent: ["Confirmed with HR: the data team gets 3 contractors starting in April."],
    conflicts: [],
    paraphrases: [["Three contractors", "3 contractors"]],
    shapes: ["paraphrase"],
  },
  {
    name: "retro time in 12-hour and 24-hour clock",
    branch: ["The retro starts at 2 pm on Thursday."],
    parent: ["Thursday's retro kicks off at 14:00 in the big meeting room."],
    conflicts: [],
    paraphrases: [["2 pm", "14:00"]],
    shapes: ["paraphrase"],
  },
  {
    name: "workshop length in minutes and in words",
    branch: ["The onboarding workshop lasts 90 minutes."],
    parent: ["Plan for an hour and a half for the onboarding workshop, coffee included."],
    conflicts: [],
    paraphrases: [["90 minutes", "an hour and a half"]],
    shapes: ["paraphrase"],
  },
  {
    name: "early-bird discount as a sign and in words",
    branch: ["Early-bird tickets are discounted by 15%."],
    parent: ["Reminder for the ticket page: the early-bird discount is fifteen percent."],
    conflicts: [],
    paraphrases: [["15%", "fifteen percent"]],
    shapes: ["paraphrase"],
  },
  {
    name: "hotel block, close room counts",
    branch: ["The hotel block for the sales summit is 38 rooms."],
    parent: ["We reserved 36 rooms in the hotel block for the sales summit."],
    conflicts: [["38 rooms", "36 rooms"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "licence renewal, transposed digits",
    branch: ["The annual licence renewal for the design tool is $2,450."],
    parent: ["The renewal quote for the design tool licence arrived: $2,540 per year."],
    conflicts: [["$2,450", "$2,540"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "Oslo flight, day and month swapped around",
    branch: ["Our flight to Oslo leaves on 21 September."],
    parent: ["Checked the booking again: the Oslo flight departs September 12."],
    conflicts: [["21 September", "September 12"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "dark theme will ship / won't ship",
    branch: ["Version 4.2 will ship with the dark theme."],
    parent: ["Design review outcome: the dark theme won't ship in 4.2, it needs another pass."],
    conflicts: [["will ship with the dark theme", "won't ship in 4.2"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "caterer can / cannot do vegan",
    branch: ["Good news, the caterer can provide vegan options for the gala."],
    parent: ["The caterer called back: they cannot provide vegan options for the gala after all."],
    conflicts: [["can provide vegan", "cannot provide vegan"]],
    paraphrases: [],
    shapes: ["negation", "correction"],
  },
  {
    name: "lease not renewed, said twice in other words",
    branch: ["We are not renewing the coworking lease."],
    parent: ["To be clear, the coworking lease won't be renewed."],
    conflicts: [],
    paraphrases: [["not renewing", "won't be renewed"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "start date corrected",
    branch: ["The new analyst's start date is 3 November."],
    parent: ["Correction: the new analyst starts on 10 November, not 3 November."],
    conflicts: [["3 November", "starts on 10 November"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "invoice address corrected",
    branch: ["Send the supplier invoices to billing@northwind.example."],
    parent: ["Sorry, I gave you the wrong address earlier: supplier invoices go to accounts@northwind.example."],
    conflicts: [["billing@northwind.example", "accounts@northwind.example"]],
    paraphrases: [],
    shapes: ["correction", "identifier"],
  },
  {
    name: "release train and a real train",
    branch: ["The release train for the mobile app leaves every two weeks."],
    parent: ["The train to the conference leaves at 7:40 from platform 4."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two Q3 budgets for different teams",
    branch: ["The marketing budget for Q3 is 18,000 dollars."],
    parent: ["The travel budget for Q3 is 6,500 dollars.", "The Q3 hiring plan adds two designers."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "SDK pin, 3.14.2 against 3.14.12",
    branch: ["We pinned the payments SDK to 3.14.2."],
    parent: ["The payments SDK is pinned at 3.14.12 now that the refund fix landed."],
    conflicts: [["3.14.2", "3.14.12"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "login bug ticket, swapped digits",
    branch: ["The login timeout bug is tracked in OPS-4471."],
    parent: ["For the record, the login timeout bug is tracked in OPS-4417."],
    conflicts: [["OPS-4471", "OPS-4417"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "neighbouring tickets for different bugs",
    branch: ["OPS-2210 covers the broken export button."],
    parent: ["OPS-2211 covers the slow search page."],
    conflicts: [],
    paraphrases: [],
    shapes: ["identifier", "shared-words"],
  },
  {
    name: "release 2.0.1 with and without a v",
    branch: ["Release 2.0.1 goes out on Friday."],
    parent: ["We're shipping v2.0.1 this Friday, release notes are drafted."],
    conflicts: [],
    paraphrases: [["2.0.1", "v2.0.1"]],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "itinerary with one city changed",
    branch: ["The trip itinerary covers Kyoto, Osaka and Nara."],
    parent: ["Final itinerary for the trip: Kyoto, Osaka and Kobe."],
    conflicts: [["Nara", "Kobe"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "speakers in another order",
    branch: ["Speakers confirmed so far: Ines, Marek and Yuki."],
    parent: ["We have Yuki, Ines and Marek confirmed as speakers."],
    conflicts: [],
    paraphrases: [["Ines, Marek and Yuki", "Yuki, Ines and Marek"]],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "meetup: three facts, two changed",
    branch: ["For the Berlin meetup we booked 60 seats, catering for 45 people and the room until 9 pm."],
    parent: ["Berlin meetup update: 80 seats, catering for 45 people, and the room is ours until 10 pm."],
    conflicts: [
      ["60 seats", "80 seats"],
      ["9 pm", "10 pm"],
    ],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "hiring: engineers agree, designers differ",
    branch: ["We're hiring two backend engineers and one designer this quarter."],
    parent: ["This quarter we hire two backend engineers and two designers."],
    conflicts: [["one designer", "two designers"]],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "who approves travel, close names",
    branch: ["Jon approves the travel requests for the field team."],
    parent: ["Travel requests for the field team are approved by Joan."],
    conflicts: [["Jon approves", "approved by Joan"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "churn target lowered",
    branch: ["The churn target for next year is 4%."],
    parent: ["Next year's churn target was lowered to 3.5% at the planning meeting."],
    conflicts: [["4%", "3.5%"]],
    paraphrases: [],
    shapes: ["close", "correction"],
  },
  {
    name: "webinar half an hour apart",
    branch: ["The partner webinar starts at 3:30 pm CET."],
    parent: ["The partner webinar starts at 3 pm CET, please join five minutes early."],
    conflicts: [["3:30 pm", "3 pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "paperwork deadline, ISO and words",
    branch: ["The visa paperwork deadline is 2026-04-30."],
    parent: ["Get the visa paperwork in by 30 April 2026."],
    conflicts: [],
    paraphrases: [["2026-04-30", "30 April 2026"]],
    shapes: ["paraphrase"],
  },
  {
    name: "audit length in weeks",
    branch: ["The security audit will take two weeks."],
    parent: ["The auditors say they need three weeks for the security audit."],
    conflicts: [["two weeks", "three weeks"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "kitchen remodel: cost paraphrased, duration changed",
    branch: ["The kitchen remodel costs 25,000 dollars and takes six weeks."],
    parent: ["Remodel of the kitchen: $25k, and it will take eight weeks."],
    conflicts: [["six weeks", "eight weeks"]],
    paraphrases: [["25,000 dollars", "$25k"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "reunion head count from an assistant answer",
    branch: [
      "How many people are coming to the reunion?",
      "Based on the RSVPs so far, 42 people are coming to the reunion.",
    ],
    parent: ["The RSVP list closed with 47 people coming to the reunion."],
    conflicts: [["42 people", "47 people"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "same price, different things",
    branch: ["The kayak rental is 35 euros per person."],
    parent: ["The museum ticket is 35 euros per person, free on Sundays."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "beta: export left out, import included",
    branch: ["The beta will not include the export feature."],
    parent: ["The beta will include the import feature."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words", "negation"],
  },
  {
    name: "newsletter day moved, unrelated count beside it",
    branch: ["The newsletter goes out on Tuesdays."],
    parent: ["We moved the newsletter to Wednesdays.", "Subscriber count passed 12,000 last week."],
    conflicts: [["Tuesdays", "Wednesdays"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "kickoff dinner venue",
    branch: ["The kickoff dinner is at Luigi's on Harbour Street."],
    parent: ["Heads up, the kickoff dinner moved to The Copper Pot."],
    conflicts: [["Luigi's", "Copper Pot"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "agency for the rebrand: against, then ahead",
    branch: ["We decided against hiring an agency for the rebrand."],
    parent: ["We're going ahead with an agency for the rebrand after all."],
    conflicts: [["against hiring an agency", "going ahead with an agency"]],
    paraphrases: [],
    shapes: ["negation", "correction"],
  },
  {
    name: "booth size paraphrased, banner date moved",
    branch: ["The conference booth is 3 by 3 metres.", "We ship the banners on 2 May."],
    parent: ["The booth is 3 x 3 m, as ordered.", "Banners now ship on 5 May because the printer is late."],
    conflicts: [["2 May", "5 May"]],
    paraphrases: [["3 by 3 metres", "3 x 3 m"]],
    shapes: ["paraphrase", "correction"],
  },
  {
    name: "seed round in millions and in digits",
    branch: ["The seed round is 1.5 million dollars."],
    parent: ["We closed the seed round at $1,500,000."],
    conflicts: [],
    paraphrases: [["1.5 million dollars", "$1,500,000"]],
    shapes: ["paraphrase"],
  },
  {
    name: "unit price and order total",
    branch: ["Each team T-shirt costs 9 dollars."],
    parent: ["The T-shirt order totals 1,800 dollars with shipping."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "different versions drop different systems",
    branch: ["Version 5.0 drops support for Windows 7."],
    parent: ["Version 5.1 drops support for Windows 8.1."],
    conflicts: [],
    paraphrases: [],
    shapes: ["identifier", "shared-words"],
  },
  {
    name: "migration window, date and time both rewritten",
    branch: ["The server migration is on Saturday 12 April at 22:00."],
    parent: ["Server migration: Saturday, April 12, 10 pm."],
    conflicts: [],
    paraphrases: [
      ["12 April", "April 12"],
      ["22:00", "10 pm"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "packing list with one item swapped",
    branch: ["For the camping trip each person brings a tent, a stove and a headlamp."],
    parent: ["Camping trip packing list: each person brings a tent, a stove and a water filter."],
    conflicts: [["headlamp", "water filter"]],
    paraphrases: [],
    shapes: ["list", "multi"],
  },
];
