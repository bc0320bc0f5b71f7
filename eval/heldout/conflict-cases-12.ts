import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 12 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case): a climbing gym membership, a village hall booking, a sea-fishing charter,
 * a translation agency job, a plant nursery trade order, a school robotics club, a vintage car rally,
 * an IT helpdesk ticket, a hospital ward's pharmacy order, a film club screening, a removals quote,
 * a brewery tour, a yoga retreat, a 3D-printing job, a newspaper's print deadline, a co-op's AGM,
 * a cattle auction reserve, a karaoke night, a museum loan valuation, a primary school nativity play,
 * a dog groomer appointment, a wedding caterer's headcount, a book club fundraiser, a conference
 * ticket, an allotment open day, a choir rehearsal, a dance school show, piano lessons, a solar
 * co-op allocation, a charity fun run, house-sitting, a start-up seed round, a sailing club race
 * briefing, a bakery's flour order, concert tickets, a sponsored swim, a summit hotel and venue,
 * a café's monthly revenue, phone models, a cloud storage quota.
 *
 * 40 cases: 22 with planted conflicts, 18 without.
 * Counts by shape (a case may carry more than one):
 * - close: 10 (6 one-fact-per-sentence restatements + 4 where the sides share little but the subject)
 * - identifier: 2 (a firmware version, a print-server host)
 * - multi: 6 (one of them also negation)
 * - negation: 1
 * - correction: 4 (two corrected on the branch side, two on the parent side)
 * - paraphrase: 12 (no conflict)
 * - shared-words: 6 (no conflict)
 */
export const HELDOUT_CONFLICT_CASES_12: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- one fact per sentence, restated
  {
    name: "climbing gym adult membership price",
    branch: [
      "Right, I rang Summit Walls about the family membership.",
      "They said it's £42 a month per adult if we sign up for twelve months, and the kids go on the same plan for free till they're 14.",
      "Should we do it before half term or wait for the January offer?",
    ],
    parent: [
      "Back from the taster session. Loved the bouldering room, the little one didn't want to leave!",
      "Adult membership there is £48 a month on the annual plan, so that's what I've put in the budget sheet.",
      "Kids are free under 14 apparently, which is a nice bonus.",
    ],
    conflicts: [["£42", "£48"]],
    paraphrases: [["twelve months", "annual plan"]],
    shapes: ["close"],
  },
  {
    name: "village hall plant swap booking date",
    branch: [
      "Hi Jean, it's Rob from the allotment lot.",
      "Could we confirm the hall for Saturday 14 June for the plant swap? We'd need it 10 till 4.",
      "Trestle tables would be great if they're not already spoken for.",
    ],
    parent: [
      "Hall diary updated: allotment society plant swap, Saturday 21 June, 10am–4pm, main hall plus kitchen.",
      "Rob asked about trestles and I've said yes, they're in the back store.",
    ],
    conflicts: [["14 June", "21 June"]],
    paraphrases: [["10 till 4", "10am–4pm"]],
    shapes: ["close"],
  },
  {
    name: "sea fishing charter departure time",
    branch: [
      "Skipper texted back. Boat leaves Brixham harbour at 5:30 sharp, so no faffing about with coffee.",
      "Bring your own rods, he's sorting the bait.",
      "Four of us confirmed, yeah?",
    ],
    parent: [
      "So for Sunday: we're four, Dad's driving.",
      "The charter goes out at 6:15 from Brixham and we should be back in by 2.",
      "I'll do sandwiches if someone brings a flask.",
    ],
    conflicts: [["5:30", "6:15"]],
    paraphrases: [["Four of us", "we're four"]],
    shapes: ["close"],
  },
  {
    name: "translation agency assigned translator",
    branch: [
      "Quick update on the Lindqvist contract: the Swedish-to-English job goes to Annika Berg, she did their last annual report and knows the terminology.",
      "Deadline is still the 28th.",
    ],
    parent: [
      "Allocated the Lindqvist contract this morning. Johanna Ek is translating it; glossary attached to the job.",
      "Client wants it back by the 28th, no change there.",
    ],
    conflicts: [["Annika Berg", "Johanna Ek"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "plant nursery trade discount",
    branch: [
      "Good news — Greenacre Nursery will give us 15% off as a trade customer, as long as we order before March.",
      "I also asked them to add 200 litres of peat-free compost to go with the hedging.",
    ],
    parent: [
      "Spoke to Greenacre myself this afternoon. Our trade discount is 20%, they said it's the standard landscaper rate.",
      "Compost: 200 L peat-free, same delivery as the beech hedging.",
    ],
    conflicts: [["15%", "20%"]],
    paraphrases: [["200 litres", "200 L"]],
    shapes: ["close"],
  },
  {
    name: "robotics club rover firmware version",
    branch: [
      "For Thursday's session can everyone flash the rovers with firmware v2.3.1? The newer build breaks the ultrasonic sensor.",
      "Hex file is on the shared drive under /robotics/firmware.",
    ],
    parent: [
      "Reminder for robotics club: all rovers must be running firmware v2.4.0 before the regional heat.",
      "Thursday, 4pm, D&T room as usual.",
    ],
    conflicts: [["v2.3.1", "v2.4.0"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "vintage car rally assembly point",
    branch: [
      "Route card's finally done. Cars gather at Hartley Green from 8:30 and we flag off at nine.",
      "Lunch stop is the Plough in Eastbury — they're doing a set menu for us.",
    ],
    parent: [
      "Marshals, please note the rally assembles on Bramford Common this year, the parking's much easier.",
      "Flag-off 9am. Lunch at the Plough, Eastbury.",
    ],
    conflicts: [["Hartley Green", "Bramford Common"]],
    paraphrases: [["nine", "9am"]],
    shapes: ["close"],
  },
  {
    name: "helpdesk finance print server host",
    branch: [
      "Ticket INC-40817: finance can't print anything since Monday. Their queue points at print-srv-02, which we retired last week.",
      "Can someone remap them before month-end?",
    ],
    parent: [
      "Re INC-40817 — I had a look and finance's queue is on print-srv-03, so the retirement shouldn't have touched them.",
      "Maybe a driver thing? I'll remote in after lunch.",
    ],
    conflicts: [["print-srv-02", "print-srv-03"]],
    paraphrases: [],
    shapes: ["identifier"],
  },

  // ---------------------------------------------------------------- several facts in one sentence
  {
    name: "ward pharmacy antibiotic order",
    branch: [
      "Pharmacy order for Ward 7 going in now: 40 boxes of amoxicillin 500 mg, delivered Tuesday, signed for by the charge nurse.",
      "Shout if anything's missing from the list.",
    ],
    parent: ["Confirmed with pharmacy — forty boxes of amoxicillin 500mg for ward 7, arriving Thursday."],
    conflicts: [["Tuesday", "Thursday"]],
    paraphrases: [
      ["40 boxes", "forty boxes"],
      ["500 mg", "500mg"],
      ["Ward 7", "ward 7"],
    ],
    shapes: ["multi"],
  },
  {
    name: "film club screening poster",
    branch: [
      "Film club poster draft: Paris, Texas, Friday at 7pm in Room B, £5 on the door, popcorn included.",
      "Thoughts on the font? I went a bit Wim Wenders with it.",
    ],
    parent: [
      "Screening details for the newsletter — Paris, Texas · Friday 19:00 · Room B · £6 entry.",
      "The font's fine btw.",
    ],
    conflicts: [["£5", "£6"]],
    paraphrases: [["7pm", "19:00"]],
    shapes: ["multi"],
  },
  {
    name: "removals firm quote",
    branch: [
      "Removals quote from Hargreaves: 3 movers, a 7.5-tonne lorry, starting 8am on the 2nd, £1,250 all in.",
      "That includes packing materials but not the piano, obviously.",
    ],
    parent: [
      "Hargreaves emailed the written quote. Three movers and a 7.5 tonne truck from eight in the morning on the 2nd, £1,450 total.",
      "Piano's extra, as we thought.",
    ],
    conflicts: [["£1,250", "£1,450"]],
    paraphrases: [
      ["3 movers", "Three movers"],
      ["7.5-tonne", "7.5 tonne"],
      ["8am", "eight in the morning"],
    ],
    shapes: ["multi"],
  },
  {
    name: "brewery tour bottling hall",
    branch: [
      "Booked the Old Forge brewery tour for the stag: 12 of us, 90 minutes, tasting flight at the end, but we won't see the bottling hall because it's under refit.",
    ],
    parent: [
      "Brewery confirmed by email — twelve guests, an hour and a half, tasting flight included, and we will see the bottling hall.",
      "Minibus picks up from the station at 1.",
    ],
    conflicts: [["won't see the bottling hall", "will see the bottling hall"]],
    paraphrases: [
      ["12 of us", "twelve guests"],
      ["90 minutes", "an hour and a half"],
    ],
    shapes: ["multi", "negation"],
  },
  {
    name: "yoga retreat arrival date",
    branch: [
      "Ok so the retreat in the Algarve: 5 nights, arriving 12 Sept, €680 with all meals. I've already paid the deposit!",
    ],
    parent: [
      "Adding it to the shared calendar. Yoga retreat: five nights in the Algarve from 19 September, 680 euros including meals.",
      "Do we need to bring our own mats?",
    ],
    conflicts: [["12 Sept", "19 September"]],
    paraphrases: [
      ["5 nights", "five nights"],
      ["€680", "680 euros"],
    ],
    shapes: ["multi"],
  },
  {
    name: "3d printing bracket job material",
    branch: [
      "Order #PR-2291 placed at PrintHub: 25 brackets in PETG, 0.2 mm layers, 30% infill, ready Wednesday.",
      "They'll email when it's on the collection shelf.",
    ],
    parent: ["PrintHub job PR-2291 — 25 brackets, ABS, 0.2mm layer height, 30 percent infill, collection Wednesday."],
    conflicts: [["PETG", "ABS"]],
    paraphrases: [
      ["0.2 mm", "0.2mm"],
      ["30% infill", "30 percent infill"],
    ],
    shapes: ["multi"],
  },

  // ---------------------------------------------------------------- corrections later in the text
  {
    name: "newspaper print deadline corrected on parent",
    branch: [
      "Subs desk: we need all pages to the printer by 22:30 tonight, no later.",
      "Sport is running long again, can someone chase them?",
    ],
    parent: [
      "Print deadline tonight is 22:30.",
      "Correction from the works manager — they've had a press fault, so the deadline is now 23:15.",
    ],
    conflicts: [["22:30", "23:15"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "co-op AGM room corrected on branch",
    branch: [
      "AGM's booked in the Long Room at St Anne's.",
      "Sorry, correction to the above: the Long Room was double-booked, so we're in the Garden Room instead.",
    ],
    parent: ["Co-op AGM notices are out: Long Room, St Anne's, 7pm on the 3rd. Proxy forms attached."],
    conflicts: [["Garden Room", "Long Room"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "cattle auction heifer reserve corrected on parent",
    branch: ["Reserve on the Hereford heifers is £1,150 a head, Gareth agreed it on the phone."],
    parent: [
      "Heifers go through the ring at about eleven. Reserve £1,150 each.",
      "Ah, scratch that — I misread Gareth's note. It's £1,200 a head.",
    ],
    conflicts: [["£1,150", "£1,200"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "karaoke night doors corrected on branch",
    branch: [
      "Karaoke at the Red Lion: doors 8pm, first singer 8:30.",
      "Actually ignore that, the landlord's moved it because of the quiz — doors 9pm.",
    ],
    parent: ["Poster's printed! Karaoke Night at the Red Lion, doors 8pm, sign-up sheet at the bar."],
    conflicts: [["doors 9pm", "doors 8pm"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---------------------------------------------------------------- few shared words besides the subject
  {
    name: "museum loan insurance valuation",
    branch: ["Insurance valuation for the Turner sketch came back at £85,000. Our indemnity covers that comfortably."],
    parent: ["Lender's paperwork arrived; they're putting ninety-two thousand on the Turner."],
    conflicts: [["£85,000", "ninety-two thousand"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "nativity play performance date",
    branch: [
      "Mrs Okafor confirmed the kids perform on the 11th, afternoon slot.",
      "Costumes need to be in by the Friday before — tea towels count.",
    ],
    parent: ["Nativity: Tuesday 9 December, 2pm, hall. Letter to parents goes out Monday."],
    conflicts: [["the 11th", "Tuesday 9 December"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "dog groomer appointment day",
    branch: ["Grabbed a cancellation for Biscuit — Thursday at ten at Fluff & Buff."],
    parent: ["Biscuit's groom is Friday 10:00, don't feed him beforehand or he gets carsick."],
    conflicts: [["Thursday", "Friday"]],
    paraphrases: [["ten", "10:00"]],
    shapes: ["close"],
  },
  {
    name: "wedding caterer headcount",
    branch: ["Final numbers from the couple: 86 for the sit-down, plus the band who'll eat separately."],
    parent: ["Caterer says they're plating for ninety-four.", "Still waiting on the dietary list."],
    conflicts: [["86", "ninety-four"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- paraphrases (no conflict)
  {
    name: "book club fundraiser total",
    branch: ["We've hit £2k for the library roof!! Huge thanks to everyone who bought raffle tickets."],
    parent: ["Treasurer's note: the fundraiser total stands at two thousand pounds as of last night."],
    conflicts: [],
    paraphrases: [["£2k", "two thousand pounds"]],
    shapes: ["paraphrase"],
  },
  {
    name: "conference early-bird ticket",
    branch: ["Early-bird for DevConf Lisbon is EUR 350 and it expires Friday. Should I book both of us?"],
    parent: ["Yes, go ahead. €350 each is fine, expense it under training."],
    conflicts: [],
    paraphrases: [["EUR 350", "€350"]],
    shapes: ["paraphrase"],
  },
  {
    name: "allotment open day date",
    branch: [
      "Open day's pencilled in for Saturday 5 April, weather permitting.",
      "Can you ask the council about the spare gate key?",
    ],
    parent: ["Calendar entry created: Allotment open day, 2025-04-05, all day."],
    conflicts: [],
    paraphrases: [["Saturday 5 April", "2025-04-05"]],
    shapes: ["paraphrase"],
  },
  {
    name: "choir rehearsal time",
    branch: ["Is rehearsal still 7:30pm on Wednesday? I might be a few minutes late from work."],
    parent: ["Choir: Wednesdays 19:30 in the church hall. Sopranos, please bring the Rutter score."],
    conflicts: [],
    paraphrases: [["7:30pm", "19:30"]],
    shapes: ["paraphrase"],
  },
  {
    name: "dance school tap group size",
    branch: ["The tap group for the summer show is eleven dancers now that Poppy's joined."],
    parent: ["Costume order sent: 11 dancers for tap, sizes on the sheet."],
    conflicts: [],
    paraphrases: [["eleven dancers", "11 dancers"]],
    shapes: ["paraphrase"],
  },
  {
    name: "piano lesson length",
    branch: ["Lessons with Mr Adeyemi are 45 minutes from September, he's dropped the half-hour option."],
    parent: ["Piano is three quarters of an hour each week now, so I'll pick her up a bit later."],
    conflicts: [],
    paraphrases: [["45 minutes", "three quarters of an hour"]],
    shapes: ["paraphrase"],
  },
  {
    name: "solar co-op school allocation",
    branch: ["The school is taking a quarter of the output from the new array; the rest goes to members."],
    parent: ["Allocation agreed at committee: school gets 25% of the array's generation."],
    conflicts: [],
    paraphrases: [["a quarter", "25%"]],
    shapes: ["paraphrase"],
  },
  {
    name: "charity fun run route length",
    branch: ["The fun run route measures 5 km exactly, I wheeled it this morning with the trundle wheel."],
    parent: ["Permit application says the course is 5,000 metres around the park."],
    conflicts: [],
    paraphrases: [["5 km", "5,000 metres"]],
    shapes: ["paraphrase"],
  },
  {
    name: "house-sitting duration",
    branch: ["Nadia can house-sit for a fortnight starting the 3rd, cat and all."],
    parent: ["Sorted, Nadia's covering two weeks from the 3rd. I'll leave her the wifi code."],
    conflicts: [],
    paraphrases: [["a fortnight", "two weeks"]],
    shapes: ["paraphrase"],
  },
  {
    name: "start-up seed round size",
    branch: ["Term sheet's in: $1.2M seed at a $6M pre-money. Lawyers reviewing tomorrow."],
    parent: ["Board pack, item 3: seed round of $1,200,000, pre-money valuation $6 million."],
    conflicts: [],
    paraphrases: [
      ["$1.2M", "$1,200,000"],
      ["$6M", "$6 million"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "sailing club race briefing time",
    branch: ["Race briefing is at quarter past six in the evening, don't be late or you'll miss the course change."],
    parent: ["Tuesday series: briefing 18:15 in the clubhouse."],
    conflicts: [],
    paraphrases: [["quarter past six in the evening", "18:15"]],
    shapes: ["paraphrase"],
  },
  {
    name: "bakery rye flour order",
    branch: ["For the café order I'll need 2.5 kg of rye flour on Monday's delivery."],
    parent: ["Added to Monday's delivery: rye flour, 2,500 g."],
    conflicts: [],
    paraphrases: [["2.5 kg", "2,500 g"]],
    shapes: ["paraphrase"],
  },

  // ---------------------------------------------------------------- different facts sharing words (no conflict)
  {
    name: "concert tickets per item and total",
    branch: ["Tickets for the Elbow gig are £18 each, I'm getting four."],
    parent: ["Paid for the Elbow tickets — £72 total, I'll split it on the app."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "sponsored swim two swimmers",
    branch: ["Maya raised £340 for the sponsored swim, mostly from her gran's church."],
    parent: ["Tom raised £410 for the sponsored swim — smashed his target."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "summit hotel and venue locations",
    branch: ["The hotel for the summit is in Leith, walking distance to the shore."],
    parent: ["The summit venue is in Haymarket, right by the tram stop."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "café revenue two months",
    branch: ["March revenue at the café came in at £8,200, down a bit because of the roadworks."],
    parent: ["April revenue at the café: £9,100. Easter helped."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "phone storage models prices",
    branch: ["The 128GB model costs £699 at the moment, is that enough for Dad?"],
    parent: ["The 256GB model costs £799, which is the one Dad actually asked for."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "cloud storage quota and usage",
    branch: ["Our Drive plan's quota is 500 GB for the whole team."],
    parent: ["Checked the admin console: we're using 430 GB right now, mostly video."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
