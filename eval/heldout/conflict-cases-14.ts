import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 14 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: observability contract price, concrete slab pour date, mass spectrometer booking time,
 *     moulding presses offline, App Store build version, lorry load weight, documentary trailer editor,
 *     year-end audit location;
 *   close, few shared words: database failover drill (negation), staging replica host (identifier),
 *     payroll date, game certification blocker count;
 *   multi: antibody order, scaffold hire, podcast recording session, furnace relining shutdown,
 *     container shipment ETA, quarter-close FX rate;
 *   correction: billing migration cutover (branch), hiring shortlist (branch), magazine print run (parent),
 *     GPU allocation for fine-tuning (parent);
 *   paraphrase: forklift recertification date, survey response count, launch video ad spend, water main
 *     pipe order, editorial meeting time, composite cure cycle, partner API rate limit, office lease expiry,
 *     treasury credit facility, stability study duration, keynote video runtime, solar panel install progress;
 *   shared-words: sales rep quarter totals, stamping defect rates by year, storage quota vs usage, chair unit
 *     price vs order total, biobank freezers in two rooms, support response target vs actual.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 19, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_14: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close
  {
    name: "h14 observability contract price",
    branch: [
      "Did finance ever come back about the Datadog renewal?",
      "They did. It comes to $14,800 for the year, invoiced in one go in January.",
      "Ok, thanks.",
    ],
    parent: [
      "Budget sheet note: we're paying $14,300 annually for the observability contract.",
      "I'll file that under tooling, next to the pager licences.",
    ],
    conflicts: [["$14,800", "$14,300"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h14 slab pour date",
    branch: [
      "Crane crew is asking when we pour the level three slab.",
      "Tell them Thursday 12 June, weather permitting. Pump truck from 6.",
    ],
    parent: [
      "Site diary: concrete for the L3 deck is scheduled for Thursday 19 June.",
      "Pump truck confirmed with the supplier.",
      "Rebar inspection passed this morning.",
    ],
    conflicts: [["Thursday 12 June", "Thursday 19 June"]],
    paraphrases: [["level three", "L3"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h14 mass spec booking time",
    branch: [
      "Our mass spec slot tomorrow starts at 7:30 in the morning, so drop the vials in the basement cold room tonight.",
      "Will do. Are the standards ready?",
      "Yes, Tomasz made them up this afternoon.",
    ],
    parent: [
      "Can you double-check the instrument calendar for us?",
      "Sure — the spectrometer booking for our group tomorrow begins 8:30 am and runs till noon.",
    ],
    conflicts: [["7:30 in the morning", "8:30 am"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h14 moulding presses offline",
    branch: [
      "How's line B looking?",
      "Not great: four presses offline while they change the tooling, back by tonight hopefully.",
    ],
    parent: ["Shift report, early: three presses idle on line B during the tool swap.", "Scrap rate normal on line A."],
    conflicts: [["four presses offline", "three presses idle"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h14 app store build version",
    branch: [
      "QA signed off an hour ago.",
      "Great — the iOS build going to App Store review is 3.14.2, I'll upload it after lunch.",
    ],
    parent: [
      "Release notes draft is in the doc.",
      "For the record, the App Store submission will be version 3.14.1, the one with the onboarding fix.",
      "👍",
    ],
    conflicts: [["3.14.2", "version 3.14.1"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h14 lorry load weight",
    branch: [
      "The Rotterdam truck on Monday is carrying 18.5 tonnes of flooring panels.",
      "Driver wants the paperwork by 7.",
    ],
    parent: [
      "Load planner: Monday's lorry to Rotterdam has 16.5 t of laminate aboard.",
      "That keeps us under the axle limits.",
    ],
    conflicts: [["18.5 tonnes", "16.5 t"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h14 trailer editor name",
    branch: [
      "Who's cutting the documentary trailer?",
      "Priya Nair is doing the trailer edit this week; she's got the selects already.",
    ],
    parent: [
      "Post update: the trailer is being edited by Priya Menon, first cut due Friday.",
      "Music licensing still pending.",
    ],
    conflicts: [["Priya Nair", "Priya Menon"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h14 audit walkthrough location",
    branch: [
      "The auditors want to do the year-end walkthrough in the Leeds office.",
      "Should I book the big meeting room?",
      "Yes please, both days.",
    ],
    parent: [
      "Year-end audit walkthrough will happen at our Sheffield office; room is booked for two days.",
      "Please have the fixed-asset register printed.",
    ],
    conflicts: [["Leeds office", "Sheffield office"]],
    paraphrases: [],
    shapes: ["close"],
  },
  // ---------------------------------------------------------------- close, few shared words
  {
    name: "h14 failover drill negation",
    branch: [
      "Heads up: the database failover drill goes ahead during Saturday's maintenance window.",
      "Ping me if you want to shadow.",
    ],
    parent: [
      "Ops said we're not doing the DB failover exercise this weekend — too risky right before the migration.",
      "Makes sense.",
    ],
    conflicts: [["failover drill goes ahead", "not doing the DB failover exercise"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h14 staging replica host",
    branch: ["Point the staging deploy at db-stg-04.internal; that's the new replica."],
    parent: [
      "Where did the fresh pre-prod read copy end up?",
      "It lives on db-stg-07.internal now, Kenji moved it yesterday.",
    ],
    conflicts: [["db-stg-04.internal", "db-stg-07.internal"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h14 payroll date",
    branch: ["Salaries go out on the 25th this month, so expense claims need approving by Friday."],
    parent: ["Quick one for March: payday is the 28th because the bank moved its batch run.", "Noted."],
    conflicts: [["the 25th", "the 28th"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h14 certification blocker count",
    branch: ["We still have 9 sev-one tickets open before the console certification build."],
    parent: [
      "Status from the QA lead: 11 critical bugs remain ahead of cert submission.",
      "Art is done, just audio polish left.",
    ],
    conflicts: [["9 sev-one tickets", "11 critical bugs"]],
    paraphrases: [],
    shapes: ["close"],
  },
  // ---------------------------------------------------------------- multi
  {
    name: "h14 antibody order",
    branch: [
      "Ordered the antibodies: 6 vials at €420 each, arriving Tuesday 3 March, and the courier wants someone at reception by 10am.",
      "Perfect, I'll be in early.",
    ],
    parent: [
      "Procurement confirmed the antibody order (six vials, €450 per vial) with delivery on Tuesday 3 March and a 10:00 drop-off at reception.",
      "Do we have freezer space?",
      "Top shelf of the -20 is clear.",
    ],
    conflicts: [["€420 each", "€450 per vial"]],
    paraphrases: [
      ["6 vials", "six vials"],
      ["10am", "10:00"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h14 scaffold hire terms",
    branch: [
      "So the scaffold hire is 8 weeks from 5 May at £2,300 a week, with an inspection every Monday morning.",
      "And they take it down themselves?",
      "Yes, the strike is included.",
    ],
    parent: [
      "Scaffolding contract signed — eight weeks starting 12 May, £2,300 per week, weekly Monday inspections.",
      "Copy is in the project folder.",
    ],
    conflicts: [["5 May", "12 May"]],
    paraphrases: [["8 weeks", "eight weeks"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h14 podcast recording session",
    branch: [
      "Recording is set for Wednesday at 14:00 in studio B with two guests, and we've budgeted $600 for the session engineer.",
      "Can we get the guests' bios by Monday?",
    ],
    parent: [
      "Ep 41 plan: Wed 2pm, studio B, three guests; session engineer costs $600.",
      "I'll send the run sheet tonight.",
    ],
    conflicts: [["two guests", "three guests"]],
    paraphrases: [
      ["Wednesday", "Wed"],
      ["14:00", "2pm"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h14 furnace relining shutdown",
    branch: [
      "Plan for the annual shutdown: Line 2 stops on Friday 1 August at 18:00, the furnace relining takes 9 days, and the contractor quote is 48,000 dollars.",
      "Who's on the permit-to-work rota?",
      "Dev and Hannah.",
    ],
    parent: [
      "Shutdown summary — Line 2 down from 6pm Friday 1 August; relining scheduled for 11 days; contractor at $48,000.",
      "Agreed, let's lock it.",
    ],
    conflicts: [["9 days", "11 days"]],
    paraphrases: [
      ["18:00", "6pm"],
      ["48,000 dollars", "$48,000"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h14 container shipment eta",
    branch: [
      "Container MSKU 4471203 leaves Shanghai on 14/03 with 22 pallets, ETA Felixstowe 19 April.",
      "Customs broker is lined up.",
    ],
    parent: [
      "Booking confirmation in: MSKU 4471203, 22 pallets, departs Shanghai 14 March, arrives Felixstowe 21 April.",
      "Can you forward it to the warehouse?",
    ],
    conflicts: [["19 April", "21 April"]],
    paraphrases: [["14/03", "14 March"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h14 quarter close fx rate",
    branch: [
      "For Q3 close: accruals are due by Thursday 5pm, we have 14 entity reconciliations left, and the EUR/USD rate we're booking at is 1.0865.",
      "Thanks, I'll start on the German entities.",
    ],
    parent: [
      "Close checklist — accruals deadline Thursday 17:00; 14 entity recs outstanding; EUR/USD rate set at 1.0856.",
      "Intercompany looks clean so far.",
    ],
    conflicts: [["1.0865", "1.0856"]],
    paraphrases: [["5pm", "17:00"]],
    shapes: ["multi", "paraphrase"],
  },
  // ---------------------------------------------------------------- correction
  {
    name: "h14 billing cutover correction",
    branch: [
      "The cutover for the billing migration is Sunday 9 November.",
      "Sorry, I misread the change calendar — it's Sunday 16 November.",
      "Rollback plan is unchanged.",
    ],
    parent: [
      "Change board approved the billing migration cutover for Sunday 9 November.",
      "Customer comms go out the Friday before.",
    ],
    conflicts: [["Sunday 16 November", "Sunday 9 November"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h14 shortlist correction",
    branch: [
      "We shortlisted five candidates for the data engineer role.",
      "Update: one withdrew this morning, so we're down to four candidates.",
      "Still enough for a good panel.",
    ],
    parent: [
      "The hiring panel has five candidates to interview for the data engineer post next week.",
      "Rooms are booked Tuesday and Wednesday.",
    ],
    conflicts: [["four candidates", "five candidates"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h14 print run correction",
    branch: ["The autumn issue print run is 12,000 copies, same as spring.", "Paper stock is ordered."],
    parent: [
      "Printer confirmed 12,000 copies for the autumn issue.",
      "Ah wait, they just emailed — marketing bumped it to 15,000 copies.",
      "Ok, I'll tell distribution.",
    ],
    conflicts: [["12,000 copies", "15,000 copies"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h14 gpu allocation correction",
    branch: [
      "I'll write the cost estimate assuming the fine-tuning job uses 64 GPUs for about two days.",
      "Sounds good.",
    ],
    parent: [
      "The fine-tuning job is requesting 64 GPUs on the shared cluster.",
      "Correction: infra capped our quota, so the job now runs on 32 GPUs.",
      "We'll live with it.",
    ],
    conflicts: [["64 GPUs", "32 GPUs"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  // ---------------------------------------------------------------- paraphrase (no conflict)
  {
    name: "h14 forklift recert date",
    branch: [
      "Forklift recertification for the night shift is on 2025-10-07.",
      "Do they need to bring their old cards?",
      "Yes.",
    ],
    parent: ["The forklift refresher course for night-shift drivers runs 7 October 2025, all day in the training bay."],
    conflicts: [],
    paraphrases: [["2025-10-07", "7 October 2025"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h14 survey response count",
    branch: ["We closed the customer panel survey with twelve hundred responses.", "Better than the last wave!"],
    parent: ["Fieldwork report: final sample n = 1,200 respondents, cleaning starts Monday."],
    conflicts: [],
    paraphrases: [["twelve hundred responses", "1,200 respondents"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h14 launch video ad spend",
    branch: ["Paid promo for the launch video is capped at 25k.", "Mostly YouTube pre-roll."],
    parent: ["We've allocated $25,000 for paid promotion of the launch video.", "Creative is being finalised."],
    conflicts: [],
    paraphrases: [["25k", "$25,000"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h14 water main pipe order",
    branch: [
      "For the Elm Street water main we need 350 metres of the 200 mm ductile iron pipe.",
      "Fittings separately.",
    ],
    parent: ["Order placed: 350 m of 200-millimetre ductile iron pipe for the Elm Street job.", "Delivery next week."],
    conflicts: [],
    paraphrases: [
      ["350 metres", "350 m"],
      ["200 mm", "200-millimetre"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h14 editorial meeting time",
    branch: [
      "Editorial meeting moves to 09:15 from Monday.",
      "Does that clash with the sports desk call?",
      "No, they shifted too.",
    ],
    parent: ["From Monday the morning news conference is at 9:15 am.", "Please bring your lead pitches."],
    conflicts: [],
    paraphrases: [["09:15", "9:15 am"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h14 composite cure cycle",
    branch: [
      "Cure cycle for the carbon panels: 180 °C for ninety minutes, then a slow cool.",
      "Autoclave 2 is free Thursday.",
    ],
    parent: [
      "Per the resin datasheet we cure at 180 degrees Celsius for 1.5 hours.",
      "Vacuum bagging first, obviously.",
    ],
    conflicts: [],
    paraphrases: [
      ["180 °C", "180 degrees Celsius"],
      ["ninety minutes", "1.5 hours"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h14 partner api rate limit",
    branch: ["The partner API rate limit is 1000 requests per minute per key.", "That should cover the sync job."],
    parent: ["Checked the partner portal: limit is 1k req/min per key.", "Burst allowance isn't documented though."],
    conflicts: [],
    paraphrases: [["1000 requests per minute", "1k req/min"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h14 office lease expiry",
    branch: [
      "Our lease on the third floor runs until the end of March 2027.",
      "Landlord wants to talk renewal in the autumn.",
    ],
    parent: ["Facilities register: third-floor lease expiry 31/03/2027, break clause already lapsed."],
    conflicts: [],
    paraphrases: [["end of March 2027", "31/03/2027"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h14 treasury credit facility",
    branch: ["The bank offered a half-million-euro revolving facility at 4.5 percent.", "Three-year term."],
    parent: ["Term sheet summary: €500,000 revolving credit line, 4.5% interest, 3-year tenor."],
    conflicts: [],
    paraphrases: [
      ["half-million-euro", "€500,000"],
      ["4.5 percent", "4.5%"],
      ["Three-year term", "3-year tenor"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h14 stability study duration",
    branch: ["The stability samples sit at 40 °C for a fortnight before the first pull.", "Labels are printed."],
    parent: ["Protocol says the first pull is after 14 days at 40 °C.", "Second pull at one month."],
    conflicts: [],
    paraphrases: [["a fortnight", "14 days"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h14 keynote video runtime",
    branch: ["The edited keynote recording runs 1h 32m including the Q&A.", "Captions are next."],
    parent: ["Final keynote cut is ninety-two minutes with Q&A, exported in 4K."],
    conflicts: [],
    paraphrases: [["1h 32m", "ninety-two minutes"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h14 solar panel install progress",
    branch: [
      "Update from the solar site: three quarters of the 4,000 panels are mounted.",
      "Inverters arrive next week.",
    ],
    parent: ["Progress dashboard: 75% of panels installed (3,000 of 4,000).", "Trenching is behind by two days."],
    conflicts: [],
    paraphrases: [["three quarters", "75%"]],
    shapes: ["paraphrase"],
  },
  // ---------------------------------------------------------------- shared words (no conflict)
  {
    name: "h14 sales rep quarter totals",
    branch: ["Marta closed $310,000 in new contracts this quarter.", "Huge, she should present at the kickoff."],
    parent: ["Jonas closed $270,000 in new contracts this quarter.", "Most of it from the logistics vertical."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h14 stamping defect rates by year",
    branch: ["Defect rate on the stamping line in 2023 was 2.1%."],
    parent: ["Defect rate on the stamping line in 2024 was 1.4%, so the die upgrade paid off."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h14 storage quota vs usage",
    branch: ["The S3 storage quota for the analytics account is 50 TB.", "Can we raise it?"],
    parent: ["Current S3 storage usage on the analytics account is 38 TB.", "Growing about 2 TB a month."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h14 chair unit price vs total",
    branch: ["The ergonomic chairs come in at $640 each.", "Mesh back, adjustable arms."],
    parent: ["The ergonomic chairs order totals $19,200 for thirty seats.", "PO raised today."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h14 biobank freezers two rooms",
    branch: ["Freezer in room 204 is holding steady at -80 °C.", "Alarm test passed."],
    parent: ["Freezer in room 210 is holding steady at -70 °C after the defrost.", "Logged in the sheet."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h14 support response target vs actual",
    branch: ["Our target first-response time for support tickets is 4 hours.", "That's in the SLA."],
    parent: ["Actual first-response time for support tickets last month was 6 hours, mostly because of the outage."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
