import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 24 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: plumber's combi boiler quote, EICR inspection of flats, CNC night shift start, joinery
 *     kitchen door count, print shop RIP software version, trailer bed plate thickness, demolition
 *     site manager's name, garage van MOT test centre.
 *   multi: scaffolding hire, warehouse slab concrete pour, injection moulding run, roofing slate
 *     delivery, powder coating batch, coded welding course.
 *   correction: shopfront glazing date, laser cutter service cost, hotel tiling grout quantity,
 *     crane lift for rooftop AC units.
 *   few shared words: bricklayers' weekend work (negation), packing line PLC host name
 *     (identifier), skip hire for a refit, plot boundary survey length.
 *   paraphrase: oak staircase price, three-phase supply electrician visit, foundry bronze
 *     impellers, upholstery fabric order, plastering a ceiling, textile mill dyeing, fascia sign
 *     width, garage tyre booking, locksmith master key system, PCB assembly quote, stonemason
 *     lintel, paint filling line.
 *   shared-words: decorators' day rates, forklift capacity vs load, furniture finishing target vs
 *     actual, fence panel unit price vs order total, extrusion plant hall headcounts, compressor
 *     vessel last vs next inspection.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_24: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close (8)
  {
    name: "h24 combi boiler swap quote",
    branch: [
      "Can you remind me what Harris Plumbing wanted for the combi swap at number 12?",
      "Their quote for swapping the combi boiler came to £2,180 including the flue kit.",
      "Ok, I'll pass that on to Sandra.",
    ],
    parent: [
      "Morning — did the radiator valves turn up?",
      "Yes, the box is in the van. Also Harris emailed: they'll take out the old boiler and fit the new one for £2,380 all in.",
      "Fine, let's get them booked.",
    ],
    conflicts: [["£2,180", "£2,380"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h24 eicr beech road flats",
    branch: [
      "When is the electrical inspection at the Beech Road flats?",
      "The EICR for Beech Road is scheduled for 22 May.",
      "I'll let the tenants know in writing.",
    ],
    parent: [
      "Need the van on Friday for the cable pull at the school.",
      "No problem. Reminder that Kowalski Electrical are testing the whole Beech Road installation on 27 May, so keep the landlord's keys handy.",
    ],
    conflicts: [["22 May", "27 May"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h24 mazak night shift start",
    branch: [
      "Heads up: the night shift on the Mazak cells starts at 21:30 from next week.",
      "Got it, I'll update the rota.",
    ],
    parent: [
      "Anyone seen the big torque wrench?",
      "It's in the tool crib. FYI, the late crew running the Mazaks clocks in at 22:30 starting Monday.",
    ],
    conflicts: [["21:30", "22:30"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h24 fenwick kitchen door count",
    branch: [
      "How many doors are we making for the Fenwick kitchen?",
      "Fenwick kitchen needs fourteen shaker doors in solid oak, plus the end panels.",
    ],
    parent: [
      "Oak delivery is confirmed for Wednesday morning.",
      "Good. The cutting list I drew up for the Fenwick job has sixteen doors on it, all shaker style.",
    ],
    conflicts: [["fourteen shaker doors", "sixteen doors"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h24 konica rip software version",
    branch: [
      "Print queue is backed up again.",
      "Probably the RIP. The Konica is running Fiery 7.2 now, which was meant to fix the spooling bug.",
      "Let's hope so.",
    ],
    parent: [
      "Reminder that the banner order ships Thursday.",
      "Noted. Also, IT finished overnight; the digital press controller is on version 7.3 as of this morning.",
    ],
    conflicts: [["Fiery 7.2", "version 7.3"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h24 trailer bed plate thickness",
    branch: [
      "What thickness are we using for the flatbed trailer?",
      "Drawing rev C calls for 8 mm checker plate on the trailer bed.",
    ],
    parent: [
      "The trailer deck will be 10 mm chequer plate, per the customer's drawing.",
      "Ok, I'll order two full sheets from Barrett's.",
    ],
    conflicts: [["8 mm", "10 mm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h24 demolition site manager name",
    branch: [
      "Who do we report to when we get to the old dye works?",
      "The demolition contractor's site manager is Gareth Pryce; he'll do the induction.",
    ],
    parent: [
      "Bring your own PPE, they're strict about it.",
      "And when you arrive at the dye works, ask at the cabin for Rhys Morgan — he runs the demo job there and signs everyone in.",
    ],
    conflicts: [["Gareth Pryce", "Rhys Morgan"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h24 transit mot test centre",
    branch: [
      "The Transit's MOT is booked at the Stockport test centre on Thursday.",
      "Thanks, I'll drop it off first thing.",
    ],
    parent: [
      "Remember the Transit goes in for its MOT Thursday — at the Hyde garage, not ours, since our ramp is down.",
      "Cheers, noted.",
    ],
    conflicts: [["Stockport", "Hyde"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- multi (6)
  {
    name: "h24 scaffold hire rear elevation",
    branch: [
      "Did Apex get back to you on the scaffold?",
      "Yes — Apex Scaffolding will erect on Monday 9 June, three lifts on the rear elevation, and the hire is £1,450 for six weeks (including the loading bay).",
    ],
    parent: [
      "Quick update from the office: the scaffold goes up Mon 9th June with 3 lifts at the back, £1,650 for the six-week hire, loading bay included.",
      "Great, the roofers can start the following week.",
    ],
    conflicts: [["£1,450", "£1,650"]],
    paraphrases: [
      ["Monday 9 June", "Mon 9th June"],
      ["three lifts", "3 lifts"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h24 warehouse slab pour",
    branch: [
      "Pour for the warehouse slab is set: Thursday 12 September, first truck at 7am, 48 m³ of C32/40 across six trucks.",
      "Pump is booked too.",
    ],
    parent: [
      "Can someone confirm the slab pour details for the client?",
      "Slab pour — Thu 12 Sept, 42 cubic metres of C32/40, six truckloads, first arrival 07:00.",
      "Thanks.",
    ],
    conflicts: [["48 m³", "42 cubic metres"]],
    paraphrases: [
      ["Thursday 12 September", "Thu 12 Sept"],
      ["7am", "07:00"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h24 kestrel housing moulding run",
    branch: [
      "For the Kestrel housings we're running 12,000 parts on press 4, starting Tuesday 3 June, with the ABS coming from Polymer Direct at £1.85/kg.",
      "Tool was checked this morning, no issues.",
    ],
    parent: [
      "Production meeting notes: Kestrel housing run — 12k parts on press 4 from Tue 3 June; ABS resin from Polymer Direct at £1.95/kg.",
      "Any QC concerns?",
      "None so far.",
    ],
    conflicts: [["£1.85/kg", "£1.95/kg"]],
    paraphrases: [
      ["12,000 parts", "12k parts"],
      ["Tuesday 3 June", "Tue 3 June"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h24 roofing slate delivery",
    branch: [
      "Roofing materials update: 2,400 slate tiles arrive on Wednesday 18 June, and the merchant's total for the slates and battens is £6,200.",
      "Do we have somewhere to store them?",
      "The side yard, under tarps.",
    ],
    parent: [
      "Merchant confirmed — two thousand four hundred slates plus battens, £6,200, delivered Friday 20 June.",
      "Good, I'll arrange the telehandler.",
    ],
    conflicts: [["Wednesday 18 June", "Friday 20 June"]],
    paraphrases: [["2,400 slate tiles", "two thousand four hundred slates"]],
    shapes: ["multi"],
  },
  {
    name: "h24 marlow gates powder coat batch",
    branch: [
      "Batch for Marlow Gates: 36 railing panels in RAL 7016 anthracite, ready for collection on Friday afternoon (their driver is coming at 3pm).",
      "Perfect.",
    ],
    parent: [
      "Just confirming the Marlow Gates order — 36 panels, RAL 9005 black, collected Friday at 15:00.",
      "Ok, I'll have them wrapped.",
    ],
    conflicts: [["RAL 7016 anthracite", "RAL 9005 black"]],
    paraphrases: [["3pm", "15:00"]],
    shapes: ["multi"],
  },
  {
    name: "h24 coded welding course booking",
    branch: [
      "I've booked the coded welding course for Liam and Priya: 14–18 July at the Leeds training centre, £980 per person, eight places in the group.",
      "Nice one.",
    ],
    parent: [
      "Training budget check: Liam and Priya are on the coded welding course at the Leeds centre, 14–18 July, £890 each.",
      "There are 8 places in the group, so we could send a third.",
      "Let's ask Tom if he fancies it.",
    ],
    conflicts: [["£980 per person", "£890 each"]],
    paraphrases: [["eight places", "8 places"]],
    shapes: ["multi"],
  },

  // ---------------------------------------------------------------- correction (4)
  {
    name: "h24 shopfront glazing date moved",
    branch: [
      "Glazier is down for Tuesday 14 October for the shopfront.",
      "Sorry, I misread the email — they moved it to Thursday 16 October.",
      "Ok, I'll tell the shop owner.",
    ],
    parent: [
      "The shopfront glazing is happening Tuesday 14 October, per Clearview.",
      "Do we need to board up beforehand?",
      "No, they bring their own boards.",
    ],
    conflicts: [["Thursday 16 October", "Tuesday 14 October"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h24 laser cutter service revised",
    branch: [
      "Trumpf quoted £3,250 for the annual service on the laser.",
      "Actually, update: they revised it to £3,450 once they added the nozzle changer.",
      "Hmm, pricey.",
    ],
    parent: ["The laser's yearly service from Trumpf is £3,250.", "Book it for the quiet week in August."],
    conflicts: [["£3,450", "£3,250"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h24 hotel bathroom grout remeasure",
    branch: ["For the hotel bathrooms we need 30 bags of grout, anthracite.", "I'll put it on the Topps order."],
    parent: [
      "Tiling estimate for the hotel bathrooms: 30 bags of grout.",
      "Update: after re-measuring the wet rooms, it's 36 bags of grout.",
      "Ok, amended the order.",
    ],
    conflicts: [["30 bags of grout", "36 bags of grout"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h24 rooftop ac crane lift time",
    branch: [
      "The crane lift for the AC units on the roof is at 8:00 on Saturday.",
      "I'll get the road closure permit sorted.",
    ],
    parent: [
      "Crane for the rooftop AC units: Saturday, lift at 8:00.",
      "They moved it to 10:30 because the crane is coming from another job first.",
      "Ok, I'll tell the neighbours.",
    ],
    conflicts: [["8:00", "10:30"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---------------------------------------------------------------- few shared words (4)
  {
    name: "h24 harlow brickwork weekend",
    branch: [
      "How's the Harlow plot looking?",
      "Gable end's nearly done — the brickies are working this Saturday to finish it off.",
    ],
    parent: ["Harlow: nothing happening on site this weekend, gates stay locked Saturday and Sunday.", "Understood."],
    conflicts: [["brickies are working this Saturday", "nothing happening on site this weekend"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h24 packing line plc host",
    branch: [
      "Can't reach the packing line from the office.",
      "Use plc-pack-03.plant.local — that's the Siemens unit.",
      "Got in, thanks.",
    ],
    parent: [
      "For remote support, the vendor should connect to plc-pack-08.plant.local (packing line controller).",
      "I'll forward it to them.",
    ],
    conflicts: [["plc-pack-03.plant.local", "plc-pack-08.plant.local"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h24 corn exchange skip drop",
    branch: ["Refit at the Corn Exchange: the skip's arriving Thursday.", "Cool, I'll clear the drive."],
    parent: [
      "Hire company texted — they'll drop the 8-yard waste container at the Corn Exchange on Tuesday.",
      "Thanks.",
    ],
    conflicts: [["arriving Thursday", "on Tuesday"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h24 plot seven north boundary",
    branch: ["Total station data from plot 7 is processed.", "North boundary comes out at 142.6 m."],
    parent: [
      "Site notes, plot 7: chained the northern fence line — 146.2 metres end to end.",
      "We'll cross-check against the deeds.",
    ],
    conflicts: [["142.6 m", "146.2 metres"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- paraphrase (12)
  {
    name: "h24 elm lane oak staircase",
    branch: [
      "The oak staircase for the Elm Lane house is £4,750 supplied and fitted.",
      "Lead time is about five weeks.",
    ],
    parent: [
      "Client asked about the staircase — it's 4750 pounds fitted, oak throughout.",
      "And we said roughly 5 weeks to make it.",
    ],
    conflicts: [],
    paraphrases: [
      ["£4,750", "4750 pounds"],
      ["five weeks", "5 weeks"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h24 three phase supply visit",
    branch: [
      "The electrician will be at the restaurant kitchen at 14:30 to connect the three-phase supply.",
      "Someone needs to be there to let him in.",
    ],
    parent: ["Who's meeting the sparky at the restaurant?", "Me — he's due at 2:30pm for the three-phase job."],
    conflicts: [],
    paraphrases: [["14:30", "2:30pm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h24 bronze impeller pour date",
    branch: ["The foundry will pour the bronze impellers on 3 March 2025.", "Pattern's already with them."],
    parent: [
      "Casting schedule shows the bronze impellers poured 2025-03-03.",
      "Good, machining can start the week after.",
    ],
    conflicts: [],
    paraphrases: [["3 March 2025", "2025-03-03"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h24 headboard fabric order",
    branch: ["Fabric order for the hotel headboards is £2.5k with Camira.", "That's 120 metres of it."],
    parent: ["Camira confirmed the headboard fabric: 120 m at £2,500 total.", "Fine by me."],
    conflicts: [],
    paraphrases: [
      ["£2.5k", "£2,500"],
      ["120 metres", "120 m"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h24 back bedroom ceiling skim",
    branch: ["The ceiling in the back bedroom is 12 square metres; we'll skim it Monday."],
    parent: ["Plastering list: back bedroom ceiling, 12 m², skim on Monday.", "And the hallway?", "Next week."],
    conflicts: [],
    paraphrases: [["12 square metres", "12 m²"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h24 navy twill dyeing",
    branch: ["We've dyed forty bolts of the navy twill for the uniform contract.", "Shipping them Friday."],
    parent: [
      "Uniform contract status: 40 bolts of navy twill dyed and ready.",
      "Great — Friday dispatch still on?",
      "Yes.",
    ],
    conflicts: [],
    paraphrases: [["forty bolts", "40 bolts"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h24 quayside deli fascia width",
    branch: [
      "The new fascia sign for the Quayside Deli is 4.8 metres wide, aluminium composite.",
      "They want it up before the opening.",
    ],
    parent: [
      "Fascia for Quayside Deli: 4.8m ACM panel, cut vinyl lettering.",
      "Fitting date?",
      "Waiting on the landlord.",
    ],
    conflicts: [],
    paraphrases: [["4.8 metres", "4.8m"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h24 golf tyre booking",
    branch: ["Mrs Okafor's Golf is in for four new tyres at half past nine tomorrow."],
    parent: [
      "Tomorrow's bookings: 9:30 — VW Golf, Okafor, 4 tyres.",
      "Have we got the 205/55 R16s in stock?",
      "Yes, six in the rack.",
    ],
    conflicts: [],
    paraphrases: [
      ["half past nine", "9:30"],
      ["four new tyres", "4 tyres"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h24 office master key cutting",
    branch: [
      "The office block needs a dozen keys cut for the new master suite.",
      "Restricted profile, so only we can cut them.",
    ],
    parent: [
      "Master key system at the office block: 12 keys to cut, restricted section.",
      "I'll do them this afternoon.",
    ],
    conflicts: [],
    paraphrases: [["a dozen keys", "12 keys"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h24 controller board assembly quote",
    branch: ["The PCB assembly house quoted $3.4k for the run of 500 controller boards."],
    parent: ["Assembly quote received: five hundred controller boards, $3,400 total, ten working days.", "Approve it."],
    conflicts: [],
    paraphrases: [
      ["$3.4k", "$3,400"],
      ["500 controller boards", "five hundred controller boards"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h24 chapel lintel replacement",
    branch: ["The stonemason is fitting the new lintel on Fri 7 Nov.", "He'll need the scaffold left up."],
    parent: ["Lintel replacement at the chapel: Friday 7th November.", "Scaffold stays till then."],
    conflicts: [],
    paraphrases: [["Fri 7 Nov", "Friday 7th November"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h24 matt white filling run",
    branch: ["Next filling run is the matt white in 5 litre tins, 200 of them."],
    parent: ["Filling line schedule: matt white, 5 L tins × 200.", "Labels printed?", "Yesterday."],
    conflicts: [],
    paraphrases: [["5 litre", "5 L"]],
    shapes: ["paraphrase"],
  },

  // ---------------------------------------------------------------- shared-words (6)
  {
    name: "h24 decorators day rates",
    branch: ["Dave's day rate for the hallway repaint is £220.", "He can start Wednesday."],
    parent: [
      "Mike's day rate for the hallway repaint is £260, but he does the spraying too.",
      "Worth it for the doors.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h24 bay three forklift load",
    branch: ["The forklift in bay 3 is rated for 2,500 kg."],
    parent: ["The pallet of coil steel we're moving with the bay 3 forklift weighs 1,800 kg.", "Fine, go ahead."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h24 finishing shop chair output",
    branch: ["Our target for chairs out of the finishing shop this week is 450."],
    parent: ["Chairs out of the finishing shop this week so far: 380, with two days left.", "On track then."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h24 featheredge fence panel order",
    branch: ["Featheredge fence panels are £42 each from the timber yard."],
    parent: ["The fencing order from the timber yard totals £840 for 20 panels.", "Invoice is on the board."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h24 extrusion hall operator counts",
    branch: ["The North press hall has 24 machine operators on the day shift."],
    parent: ["The South press hall has 31 machine operators on the day shift.", "We might move a couple across."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h24 compressor vessel inspections",
    branch: ["The compressor's pressure vessel was last inspected in March 2023."],
    parent: [
      "The compressor's pressure vessel is next due for inspection in March 2025.",
      "I'll put it in the maintenance calendar.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
