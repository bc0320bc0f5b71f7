import type { HeldOutFactDiffCase } from "./fact-diff-cases";

/**
 * Held-out fact-diff cases, set 6 (issue 36: the compare view's `diffAnswers`), written by another
 * author who had read neither lib/extract, lib/memory nor sets 2-5 (beyond their type definitions and
 * headers), and before anyone ran the diff on them. Same types and labels as set 1
 * (./fact-diff-cases.ts): answers to one question, planted differences as one phrase per answer (null
 * when that answer is silent), planted agreements, `paraphrases` (also listed in `agreements`) and
 * `shapes`.
 *
 * 20 cases over a loft floor, a residents' association, an analysis pipeline, a charity auction, a
 * board game night, a bike repair, a sprint, a conference fee, an exhibition, a parade, a removal van,
 * an interview panel, a pension fund, a robotics team, an archive reading room, a minibus, a support
 * desk, a storage unit, epoxy and a tax payment: 13 with a planted difference (5 of them beside
 * agreeing facts of the same sentence, one of those with an answer silent on the differing fact; 3
 * with three answers where two say one value two ways against a third; one list with one member
 * different), 7 where every answer agrees (amounts, dates, counts in words, a reordered list, sizes,
 * a temperature and a duration, three answers with one date written three ways).
 */
export const HELDOUT_FACT_DIFF_CASES_6: HeldOutFactDiffCase[] = [
  // Planted differences.
  {
    name: "loft floor load rating",
    question: "What load can the loft floor take?",
    answers: [
      "The structural engineer says the loft floor takes 150 kg per square metre.",
      "It's rated for 200 kg per square metre, so the bookshelves are fine.",
    ],
    differences: [["150 kg", "200 kg"]],
    agreements: [],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "residents' meeting chair",
    question: "Who is chairing the residents' association meeting?",
    answers: ["Gloria Mensah chairs it this time round.", "This time the chair is Patrick Doyle, Gloria is away."],
    differences: [["Gloria Mensah", "Patrick Doyle"]],
    agreements: [],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "pipeline Python version",
    question: "Which Python version does the lab's analysis pipeline need?",
    answers: [
      "The pipeline needs Python 3.11; set up a fresh virtualenv first.",
      "Use Python 3.12, the pipeline won't install on anything older.",
    ],
    differences: [["3.11", "3.12"]],
    agreements: [],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "auction: lot count differs, date, venue and reserves agree",
    question: "What are the details of the charity auction?",
    answers: [
      "The auction is on 14 March at the Corn Exchange, 60 lots, reserves totalling £9,000.",
      "Charity auction: 14 March, Corn Exchange, 75 lots, reserves adding up to £9,000.",
    ],
    differences: [["60 lots", "75 lots"]],
    agreements: [
      ["14 March", "14 March"],
      ["Corn Exchange", "Corn Exchange"],
      ["£9,000", "£9,000"],
    ],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "game night: entry fee differs, date, time and café agree",
    question: "When and where is the board game night, and what does it cost?",
    answers: [
      "Board game night is Friday 20 November, 7:30 pm, at the Crooked Pawn café, £5 entry.",
      "Game night is on 20 Nov at 19:30 at the Crooked Pawn, entry £7.",
    ],
    differences: [["£5", "£7"]],
    agreements: [
      ["20 November", "20 Nov"],
      ["7:30 pm", "19:30"],
      ["Crooked Pawn", "Crooked Pawn"],
    ],
    paraphrases: [
      ["20 November", "20 Nov"],
      ["7:30 pm", "19:30"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "bike repair: labour differs, parts price and day agree",
    question: "What did the bike shop quote for the repair?",
    answers: [
      "Chain and cassette replacement: £68 in parts, 45 minutes of labour, ready Thursday.",
      "They'll do the chain and cassette for £68 parts plus two hours of labour, ready Thursday.",
    ],
    differences: [["45 minutes", "two hours"]],
    agreements: [
      ["£68", "£68"],
      ["Thursday", "Thursday"],
    ],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "sprint: committed points differ, start and length agree",
    question: "What came out of sprint 14 planning?",
    answers: [
      "Sprint 14 runs two weeks from 5 January with 34 story points committed.",
      "Sprint 14 starts 5 January, lasts two weeks, and the team committed 41 story points.",
    ],
    differences: [["34 story points", "41 story points"]],
    agreements: [
      ["5 January", "5 January"],
      ["two weeks", "two weeks"],
    ],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "conference fee: two answers agree in two spellings, the third differs",
    question: "How much is the registration fee for the conference?",
    answers: ["Registration is $450 per person.", "It's USD 450 to register.", "Registration costs $520 per person."],
    differences: [["$450", "USD 450", "$520"]],
    agreements: [],
    paraphrases: [],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "exhibition opening: two answers agree in two date formats, the third differs",
    question: "When does the photography exhibition open?",
    answers: [
      "The photography exhibition opens on 3 October.",
      "Opening night is 2026-10-03, invitations went out last week.",
      "It opens on 10 October because the framer is running late.",
    ],
    differences: [["3 October", "2026-10-03", "10 October"]],
    agreements: [],
    paraphrases: [],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "parade stewards: two answers agree in words and figures, the third differs",
    question: "How many stewards does the parade need?",
    answers: [
      "We need fifteen stewards along the route.",
      "15 stewards, one at each crossing.",
      "The council's plan asks for twenty stewards.",
    ],
    differences: [["fifteen stewards", "15 stewards", "twenty stewards"]],
    agreements: [],
    paraphrases: [],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "removal van: movers differ, one answer silent, arrival agrees",
    question: "When does the removal van come and how many movers are there?",
    answers: [
      "The van arrives at 8 am with three movers.",
      "Van at 8 am, four movers.",
      "The removal van is due at 8 am.",
    ],
    differences: [["three movers", "four movers", null]],
    agreements: [["8 am", "8 am", "8 am"]],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "interview panel: one member differs",
    question: "Who is on the interview panel?",
    answers: [
      "The panel is Aisha Rahman, Tom Becker and Lucía Ferrer.",
      "Interview panel: Tom Becker, Lucía Ferrer and Nikolai Petrov.",
    ],
    differences: [["Aisha Rahman", "Nikolai Petrov"]],
    agreements: [
      ["Tom Becker", "Tom Becker"],
      ["Lucía Ferrer", "Lucía Ferrer"],
    ],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "pension fund return",
    question: "What return did the pension fund report for last year?",
    answers: ["The fund returned 6.4% last year after fees.", "Last year's return was 4.6% after fees."],
    differences: [["6.4%", "4.6%"]],
    agreements: [],
    paraphrases: [],
    shapes: ["close"],
  },

  // Every answer agrees.
  {
    name: "robotics sponsorship in k and in full",
    question: "How much is the sponsor giving the robotics team?",
    answers: ["The robotics team gets €12k from the sponsor.", "The sponsor is giving €12,000 to the robotics team."],
    differences: [],
    agreements: [["€12k", "€12,000"]],
    paraphrases: [["€12k", "€12,000"]],
    shapes: ["paraphrase"],
  },
  {
    name: "reading room reopening date",
    question: "When does the archive reading room reopen?",
    answers: ["The reading room reopens Monday 4 January.", "It reopens on 4 Jan, a Monday, with new opening hours."],
    differences: [],
    agreements: [["4 January", "4 Jan"]],
    paraphrases: [["4 January", "4 Jan"]],
    shapes: ["paraphrase"],
  },
  {
    name: "minibus seats in words and figures",
    question: "How many seats does the minibus have?",
    answers: ["The minibus has sixteen seats.", "16 seats in the minibus, not counting the driver."],
    differences: [],
    agreements: [["sixteen seats", "16 seats"]],
    paraphrases: [["sixteen seats", "16 seats"]],
    shapes: ["paraphrase"],
  },
  {
    name: "support desk languages reordered",
    question: "Which languages does the support desk cover?",
    answers: [
      "Support covers English, Polish and Portuguese.",
      "Portuguese, English and Polish are all covered by the desk.",
    ],
    differences: [],
    agreements: [
      ["English", "English"],
      ["Polish", "Polish"],
      ["Portuguese", "Portuguese"],
    ],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "storage unit size abbreviated and spelled",
    question: "How big is the storage unit we rented?",
    answers: ["The unit is 50 sq ft, ground floor.", "It's a 50 square foot unit on the ground floor."],
    differences: [],
    agreements: [["50 sq ft", "50 square foot"]],
    paraphrases: [["50 sq ft", "50 square foot"]],
    shapes: ["paraphrase"],
  },
  {
    name: "epoxy cure temperature and time",
    question: "How should the epoxy be cured?",
    answers: ["Cure the epoxy at 25 °C for 24 hours.", "Leave it one full day at 25°C to cure."],
    differences: [],
    agreements: [
      ["25 °C", "25°C"],
      ["24 hours", "one full day"],
    ],
    paraphrases: [
      ["25 °C", "25°C"],
      ["24 hours", "one full day"],
    ],
    shapes: ["paraphrase", "multi"],
  },
  {
    name: "tax payment due date written three ways",
    question: "When is the quarterly tax payment due?",
    answers: [
      "The quarterly payment is due 31 January.",
      "It's due on Jan 31, same as every year.",
      "Pay it by 2027-01-31 to avoid the surcharge.",
    ],
    differences: [],
    agreements: [["31 January", "Jan 31", "2027-01-31"]],
    paraphrases: [["31 January", "Jan 31", "2027-01-31"]],
    shapes: ["paraphrase"],
  },
];
