import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 42 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close (8): metal fabrication quote, concrete pour, HVAC commissioning, forklift certification,
 *     PLC firmware on a filling line, quarry stone delivery, weld inspection, scaffolding hire.
 *   close, few shared words (4): substation outage (negation), sewer CCTV work order (identifier),
 *     lift maintenance contract, water main repair.
 *   multi (6): tower crane hire, solar farm drone inspection, road resurfacing, wind turbine
 *     servicing, asbestos survey, injection moulding tool shipment.
 *   correction (4): roofing survey (branch), line changeover (branch), demolition permit (parent),
 *     rebar delivery (parent).
 *   paraphrase, no conflict (12): gas meter replacement, pipeline pressure test, CNC calibration,
 *     powder coating, transformer oil sampling, sprinkler wet test, boiler servicing, piling rig
 *     mobilisation, battery storage site, curtain wall glazing, generator load bank test, cooling
 *     tower disinfection.
 *   shared-words, no conflict (6): safety boot order, timber frame kits, street lighting LED
 *     retrofit, conveyor belt replacement, compressor overhaul hours, depot EV chargers.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 2, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_42: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close (8)
  {
    name: "h42 fabrication quote for stair stringers",
    branch: [
      "Hi Dan,\n\nThanks for walking us round on Tuesday. Our price for fabricating and galvanising the twelve stair stringers is £9,700, excluding delivery. Lead time is roughly three weeks from approved drawings.\n\nRegards,\nHelen Marsh\nCorbett Steel",
      "Thanks Helen, I'll put it to the QS and come back to you by Friday.",
    ],
    parent: [
      "Has anyone heard back from Corbett about the steelwork for the back stairs?",
      "Yes — they came back at £4,850 for the stair steel, galv included, carriage extra.",
      "Cheap. Let's get a second quote anyway.",
    ],
    conflicts: [["£9,700", "£4,850"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h42 level 3 slab pour date",
    branch: [
      "L3 slab pour booked w/ Hanson for the 14th, pump on site 0630",
      "need 2 extra for power floating",
      "ok will ring agency",
    ],
    parent: [
      "anyone know when L3 is going in?",
      "Third floor deck concrete is scheduled for the 15th per Marek's programme.",
      "cheers",
    ],
    conflicts: [["for the 14th", "for the 15th"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h42 AHU commissioning engineer arrival",
    branch: [
      "The Daikin commissioning engineer will be on site at 0730 Wednesday to start the AHU checks.",
      "Great, I'll make sure the plant room is unlocked and the temporary power is on.",
      "Can you also get the BMS login from the controls guys?",
    ],
    parent: [
      "Quick one re the air handling start-up: their engineer isn't arriving until 7.30pm Wednesday, so someone will need to stay late to let him in.",
      "I can hang around, no problem.",
    ],
    conflicts: [["at 0730 Wednesday", "7.30pm Wednesday"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h42 forklift refresher headcount",
    branch: [
      "Hi Sarah,\n\nI've booked the counterbalance refresher with TruckSafe for the 9th at our Unit 3 site. Seven of our warehouse operators are enrolled, all with certificates that lapse this month.\n\nThanks,\nGareth",
      "Perfect, thanks Gareth. Can you send me the invoice when it lands?",
    ],
    parent: [
      "How many are going on the forklift refresher?",
      "Eight from the warehouse are signed up.",
      "OK, I'll let the shift managers know so they can cover the rota.",
    ],
    conflicts: [["Seven of our warehouse operators", "Eight from the warehouse"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h42 filling line PLC firmware version",
    branch: ["L2 PLC flashed to v4.2.1 last night, Ravi did it", "no faults since 0200", "nice one"],
    parent: [
      "Siemens tech says the filler controller on Line 2 is now on firmware v4.2.7 — can someone confirm before we sign off the change request?",
      "will check w/ Ravi",
    ],
    conflicts: [["v4.2.1", "v4.2.7"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h42 sub-base tonnage from the quarry",
    branch: [
      "Tarmac confirmed they'll drop 220 tonnes of Type 1 sub-base for the car park on Tuesday.",
      "Good, the dig should be finished by then.",
    ],
    parent: [
      "How much stone is coming for the parking area? I need it for the haulage plan.",
      "40 tonnes of MOT, from what the quarry told me this morning.",
      "Fine, that's two wagons.",
    ],
    conflicts: [["220 tonnes", "40 tonnes"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h42 pipe rack weld inspector",
    branch: [
      "All,\n\nThe third-party weld inspection on the pipe rack will be carried out by Priya Raman of Bureau Veritas. She will do visual and MPI on the 40 butt welds and issue the report within 48 hours.\n\nRegards,\nColin",
      "Thanks Colin, I'll have the welder qualification records ready.",
    ],
    parent: [
      "Who's the NDT inspector coming for the pipe rack welds?",
      "Tomasz Wojcik — BV sent the name through this morning.",
      "Ok, I'll add him to the site induction list.",
    ],
    conflicts: [["Priya Raman", "Tomasz Wojcik"]],
    paraphrases: [["Bureau Veritas", "BV"]],
    shapes: ["close"],
  },
  {
    name: "h42 scaffold dispatch depot",
    branch: [
      "scaff for east elevation coming out of Altrad's Stockport yard, wagon booked fri am",
      "adaptation for the loading bay to follow next wk",
    ],
    parent: [
      "where's the tube and fittings being sent from? need it for the traffic plan",
      "Bolton depot per Altrad",
      "ta",
    ],
    conflicts: [["Stockport yard", "Bolton depot"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ------------------------------------------------- close, few shared words (4)
  {
    name: "h42 substation outage or live working",
    branch: [
      "Dear all,\n\nNorthern Powergrid have confirmed a planned outage at the Hexham Road substation on Saturday 8 June, 0800–1400. The site will run on the temporary generator for the duration.\n\nRegards,\nTom Hale",
      "Noted. I'll get the genny refuelled Friday.",
    ],
    parent: [
      "Spoke to the DNO again. They're doing the Hexham Road switchgear work live, so no outage needed on the 8th.",
      "Brilliant, that saves us the generator hire.",
    ],
    conflicts: [["a planned outage", "no outage needed"]],
    paraphrases: [["Saturday 8 June", "the 8th"]],
    shapes: ["close", "negation"],
  },
  {
    name: "h42 drain survey work order number",
    branch: ["CCTV crew found root ingress between MH14 and MH15", "raised WO-58213 with Anglian for the reline", "👍"],
    parent: [
      "Finance are asking which work order the drain survey went under, they need it for the invoice",
      "WO-58231",
      "thanks, passing it on",
    ],
    conflicts: [["WO-58213", "WO-58231"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h42 lift maintenance agreement expiry",
    branch: [
      "Hi Jo,\n\nOur maintenance agreement with Kone for the four passenger lifts expires on 30 June 2025. Let me know if you'd like us to go out to tender beforehand.\n\nBest,\nMark",
      "Will do, I'll check with finance first.",
    ],
    parent: [
      "When does the Kone deal come up for renewal?",
      "Paperwork says 30 Sept 2025.",
      "OK, plenty of time then.",
    ],
    conflicts: [["30 June 2025", "30 Sept 2025"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h42 water main repair crew arrival",
    branch: ["Severn Trent gang expected 1415 to dig out the leak on Station Road", "traffic lights already up"],
    parent: [
      "Any idea when the water board lot are turning up?",
      "2.30 this afternoon, they reckon.",
      "Right, I'll keep the road closed signs out till then.",
    ],
    conflicts: [["1415", "2.30 this afternoon"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- multi (6)
  {
    name: "h42 tower crane hire terms",
    branch: [
      "Hi Rob,\n\nConfirming the Liebherr 150 EC-B tower crane for Plot 6: erection on Monday 3 March, minimum hire of 26 weeks, at £3,950 per week including operator.\n\nKind regards,\nAisha\nLift Hire North",
      "Thanks Aisha, the crane base will be well cured before then.",
    ],
    parent: [
      "Rob, is the crane sorted?",
      "Yep — the Liebherr goes up Mon 3/3, 26-week minimum, and the weekly rate with driver is £3,590.",
      "Good, send me the hire agreement when you have it.",
    ],
    conflicts: [["£3,950 per week", "£3,590"]],
    paraphrases: [
      ["Monday 3 March", "Mon 3/3"],
      ["minimum hire of 26 weeks", "26-week minimum"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h42 solar farm thermal drone survey",
    branch: [
      "Thermal drone survey of the Fenwick solar farm is set for 12 August, with two pilots covering all 48,000 panels, and the quote came in at £6,200.",
      "Is that cheaper than last year?",
      "Different contractor, so hard to compare.",
    ],
    parent: ["Fenwick drone thermography — 12/08, 2 pilots, whole array (48k panels), £12,400 all in", "ok approved"],
    conflicts: [["£6,200", "£12,400"]],
    paraphrases: [
      ["12 August", "12/08"],
      ["two pilots", "2 pilots"],
      ["48,000 panels", "48k panels"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h42 Mill Lane resurfacing closure",
    branch: [
      "Mill Lane resurf: closure 7pm Fri 11 Oct to 6am Mon, 1,200 m² of 40mm surface course, TM by Chevron",
      "planer booked?",
      "yes, Wirtgen from Aggregate Industries",
    ],
    parent: [
      "The council's notice says Mill Lane will be closed from 19:00 on Friday 11 October until 06:00 on Monday to resurface 1,400 square metres of carriageway. Chevron are doing the traffic management.",
      "Thanks, I'll let the residents' group know.",
    ],
    conflicts: [["1,200 m²", "1,400 square metres"]],
    paraphrases: [
      ["7pm Fri 11 Oct", "19:00 on Friday 11 October"],
      ["6am Mon", "06:00 on Monday"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h42 turbine annual service window",
    branch: [
      "Vestas are doing the annual service on turbines T3, T4 and T9 from Tuesday 22 April, two technicians per turbine, about three days each.",
      "Do they need the crane pads cleared?",
      "Only at T9, I think.",
    ],
    parent: [
      "Hi all,\n\nVestas service window: T3, T4 and T9, starting Tuesday 22 April, 2 techs per machine, roughly three weeks per turbine given the blade inspections.\n\nCheers,\nNadia",
    ],
    conflicts: [["about three days each", "roughly three weeks per turbine"]],
    paraphrases: [["two technicians per turbine", "2 techs per machine"]],
    shapes: ["multi"],
  },
  {
    name: "h42 asbestos survey booking at the old mill",
    branch: [
      "Dear Ms Okafor,\n\nWe can carry out the refurbishment and demolition asbestos survey of the former mill on Thursday 5 June, starting at 8:00am, with the report issued within 10 working days. Our fee is £1,450 plus expenses.\n\nKind regards,\nLee Barton\nAcorn Surveys",
      "Thank you Lee, please go ahead.",
    ],
    parent: [
      "Acorn's booked for the R&D survey at the old mill: Thurs 5 June, 8am start, report in ten working days, £1,540 plus expenses.",
      "Do we need to get the keys to them?",
      "I'll leave them with security.",
    ],
    conflicts: [["£1,450", "£1,540"]],
    paraphrases: [
      ["Thursday 5 June", "Thurs 5 June"],
      ["8:00am", "8am start"],
      ["10 working days", "ten working days"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h42 lid mould tool shipment",
    branch: [
      "Tool T-2231 (the 4-cavity lid mould) ships from the toolmaker in Dongguan on 2 May, with first-off samples due in week 20 and the $18,000 balance payable on delivery.",
      "Has QA got the sample plan ready?",
      "Drafting it now.",
    ],
    parent: [
      "update from purchasing: 4-cav lid tool T-2231 leaves Dongguan 19 July; FOT samples wk 20; balance on delivery $18k",
    ],
    conflicts: [["on 2 May", "19 July"]],
    paraphrases: [
      ["week 20", "wk 20"],
      ["$18,000", "$18k"],
      ["4-cavity", "4-cav"],
    ],
    shapes: ["multi"],
  },

  // ----------------------------------------------------------- correction (4)
  {
    name: "h42 roof survey moved in branch",
    branch: [
      "The roof survey at the Eastgate warehouse is on the 4th of March.",
      "Actually scrap that — the surveyor has moved it to 22 April because of the weather forecast.",
      "Annoying, but fine.",
    ],
    parent: [
      "Roof survey at Eastgate: the 4th of March, I've told the tenant.",
      "Do they need access to the mezzanine?",
      "Yes, for the rooflights.",
    ],
    conflicts: [["22 April", "the 4th of March"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h42 line 4 changeover start corrected",
    branch: ["changeover L4 to 500ml bottles sat 0600", "sorry misread the plan, it's 0615 start not 0600", "ok"],
    parent: ["Line 4 switches to the 500ml format on Saturday, kicking off at 6am sharp.", "Who's covering QC?", "Bev"],
    conflicts: [["0615 start", "6am sharp"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h42 demolition start pushed in parent",
    branch: [
      "Hi Claire,\n\nThe council has approved the demolition notice for the garage block, so works can start from 17 November.\n\nRegards,\nSam",
      "Great news, thanks Sam.",
    ],
    parent: [
      "Demolition permit for the garage block came through — start date 17 November.",
      "Update: planning officer just emailed, earliest start is now 18 November because of the bat survey condition.",
      "Fine, one day won't hurt.",
    ],
    conflicts: [["17 November", "18 November"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h42 raft rebar tonnage revised in parent",
    branch: ["rebar for the raft: 32 t, arriving Mon from Celsa", "fixers on site 0700"],
    parent: [
      "steel fixers asking how much reinforcement is coming for the raft slab",
      "32 tonnes Monday",
      "they've revised it — actually 9 tonnes on Monday, rest once the cage drawings are re-issued",
    ],
    conflicts: [["32 t", "9 tonnes on Monday"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ----------------------------------------------------- paraphrase, none (12)
  {
    name: "h42 gas meter swap slot",
    branch: [
      "Hi Priti,\n\nCadent's contractor will swap the meter at 14 Brook Street between 9am and 1pm on 03/04/2025. Someone will need to be in to give access.\n\nThanks,\nOwen",
    ],
    parent: [
      "Gas meter change at Brook St is Thursday 3 April, morning slot 09:00–13:00.",
      "I'll be there, I'm doing the kitchen snagging that day anyway.",
    ],
    conflicts: [],
    paraphrases: [
      ["03/04/2025", "Thursday 3 April"],
      ["between 9am and 1pm", "09:00–13:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h42 hydrotest result on the six inch line",
    branch: ["hydrotest on the 6in line held at 15 bar for 2 hrs, no drop", "signed off by Jan"],
    parent: [
      "Pressure test on the six-inch main: 15 bar, two hours, zero loss. Jan's happy.",
      "Great, we can backfill tomorrow then.",
    ],
    conflicts: [],
    paraphrases: [
      ["6in line", "six-inch main"],
      ["2 hrs", "two hours"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h42 ballbar result on the DMG mill",
    branch: [
      "The ballbar test on the DMG mill came back at 4 microns circularity, well inside spec.",
      "Did they check the Y-axis backlash as well?",
      "Yes, that was fine too.",
    ],
    parent: [
      "Renishaw results for the DMG: circularity 0.004 mm, so we're good to run the aerospace brackets next week.",
    ],
    conflicts: [],
    paraphrases: [["4 microns", "0.004 mm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h42 railing powder coat cure",
    branch: [
      "Hi Kev,\n\nThe 350 railings go through the oven at 200°C for a 10-minute cure, RAL 9005 black, first batch Monday.\n\nCheers,\nMo",
    ],
    parent: [
      "Mo, can you confirm the cure for the railings?",
      "Two hundred degrees, ten minutes, jet black 9005.",
      "Lovely, thanks.",
    ],
    conflicts: [],
    paraphrases: [
      ["200°C", "Two hundred degrees"],
      ["10-minute cure", "ten minutes"],
      ["RAL 9005 black", "jet black 9005"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h42 T2 transformer oil moisture",
    branch: [
      "Good afternoon,\n\nThe analysis of the oil sample from the T2 transformer shows a moisture content of 12 ppm, which is within limits. The next sample is due in six months.\n\nRegards,\nImran Shah",
    ],
    parent: [
      "T2 oil results in: 12 parts per million water, resample in 6 months.",
      "Good. Any dissolved gas concerns?",
      "None flagged.",
    ],
    conflicts: [],
    paraphrases: [
      ["12 ppm", "12 parts per million"],
      ["six months", "6 months"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h42 sprinkler wet test booking",
    branch: ["sprinkler 2nd fix flrs 1-3 done", "wet test booked 1.30 tues", "👍"],
    parent: [
      "sprinkler contractor wet testing at 13:30 on Tuesday, floors one to three",
      "need the ceilings left open till then",
    ],
    conflicts: [],
    paraphrases: [
      ["1.30 tues", "13:30 on Tuesday"],
      ["flrs 1-3", "floors one to three"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h42 dye works boiler service cost",
    branch: [
      "Boiler service at the dye works came to £1.2k for both units.",
      "Was that with the gas safety certs?",
      "Yes, included.",
    ],
    parent: ["Heat-Tec's invoice for servicing the two boilers at the dye works is £1,200, certificates included."],
    conflicts: [],
    paraphrases: [
      ["£1.2k", "£1,200"],
      ["both units", "the two boilers"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h42 CFA piling rig mobilisation",
    branch: [
      "Hi Lucy,\n\nThe CFA rig will mobilise on Monday 9 June and we expect to complete the 64 piles in approximately a fortnight.\n\nRegards,\nPete",
      "Thanks Pete, the piling mat will be signed off by then.",
    ],
    parent: ["Piling: rig arrives 9/6, 64 piles, about two weeks on site.", "noted"],
    conflicts: [],
    paraphrases: [
      ["Monday 9 June", "9/6"],
      ["approximately a fortnight", "about two weeks"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h42 Holme Farm battery storage rating",
    branch: [
      "The BESS at Holme Farm is rated 50 MW / 100 MWh and energisation is pencilled in for Q3.",
      "Is the grid connection agreement signed?",
      "Last week, finally.",
    ],
    parent: [
      "Holme Farm battery: 50 megawatts, 100 megawatt-hours, and we're aiming to energise between July and September.",
    ],
    conflicts: [],
    paraphrases: [
      ["50 MW", "50 megawatts"],
      ["100 MWh", "100 megawatt-hours"],
      ["Q3", "between July and September"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h42 curtain wall panels delivery",
    branch: ["glazing units for level 5 arriving 7.45 thurs, 48 panes", "need telehandler + 2 lads"],
    parent: [
      "Thursday quarter to eight the curtain wall panels turn up — forty-eight of them.",
      "Telehandler's booked.",
    ],
    conflicts: [],
    paraphrases: [
      ["7.45 thurs", "Thursday quarter to eight"],
      ["48 panes", "forty-eight of them"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h42 standby generator load bank test",
    branch: [
      "Hi team,\n\nThe load bank test on the standby generator will run at 75% load for 4 hours on Sunday 16 November. Please avoid any planned switching that day.\n\nThanks,\nAled",
    ],
    parent: ["genny test: three-quarters load, four hours, Sun 16th Nov", "who's on call?", "me"],
    conflicts: [],
    paraphrases: [
      ["75% load", "three-quarters load"],
      ["4 hours", "four hours"],
      ["Sunday 16 November", "Sun 16th Nov"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h42 cooling tower disinfection drain-down",
    branch: [
      "The cooling tower clean and chlorination is next Wednesday, with the system drained down from 6 in the morning.",
      "Does production know they'll lose chiller capacity?",
      "Told them yesterday.",
    ],
    parent: ["Tower disinfection happens Weds — drain-down starts at 06:00.", "ok thanks"],
    conflicts: [],
    paraphrases: [
      ["next Wednesday", "Weds"],
      ["from 6 in the morning", "06:00"],
    ],
    shapes: ["paraphrase"],
  },

  // --------------------------------------------------- shared-words, none (6)
  {
    name: "h42 safety boot unit price and order total",
    branch: [
      "Hi Anna,\n\nThe safety boots from Arco are £42 per pair and we need 30 pairs for the new starters.\n\nThanks,\nPhil",
    ],
    parent: [
      "Boot order approved — £1,260 total for the new starters' safety boots.",
      "Can they be delivered to goods-in rather than reception?",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h42 timber frame kits for two plots",
    branch: ["timber frame kit for plot 12 lands tues 0800", "crane booked"],
    parent: ["timber frame kit for plot 14 lands thurs 0800", "plot 12 still tues yeah?", "yep"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h42 LED lantern retrofit target vs progress",
    branch: [
      "Hi Dave,\n\nOur target for the LED retrofit is 1,500 lanterns converted by the end of March.\n\nRegards,\nIan",
    ],
    parent: [
      "LED retrofit update: 1,120 lanterns converted so far, end of March still the aim.",
      "Nice, the night crews have been flying.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h42 conveyor belts on C1 and C2",
    branch: [
      "The new belt for conveyor C1 is 42 metres long and goes in on Saturday.",
      "Who's doing the vulcanising?",
      "Fenner's crew.",
    ],
    parent: [
      "The new belt for conveyor C2 is 38 metres long and goes in on Sunday.",
      "So both lines are down all weekend then.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h42 compressor run hours vs overhaul interval",
    branch: ["GA90 on 38,400 run hrs as of this morning", "oil looks clean"],
    parent: ["GA90 overhaul due at 40,000 run hrs per the Atlas schedule", "so a couple of months yet"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h42 depot EV chargers phase one and two",
    branch: [
      "Phase one of the depot EV chargers, the 12 fast units by the gatehouse, went live in 2023.",
      "They've been pretty reliable.",
    ],
    parent: [
      "Phase two of the depot EV chargers — 20 units in the back yard — goes live in 2025 if the grid upgrade lands.",
      "Fingers crossed.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
