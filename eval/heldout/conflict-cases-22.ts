import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 22 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close (8): Skye tour operator deposit; Ljubljana hostel school group dates; rooftop solar crew
 *     arrival; beekeeping overwinter count; orchard drip-controller firmware; bottle bank glass
 *     tonnage; vineyard harvest crew lead; wind farm consultation venue.
 *   multi (6): sea kayak tour; apple orchard pruning contract; heat pump install quote; sport
 *     fishing charter; allotment composting workshop; Alps rail pass trip.
 *   correction (4): Mull ferry sailing (branch); greenhouse tomato seed order (branch); home EV
 *     charger quote (parent); volunteer tree planting site (parent).
 *   few shared words (4): beach litter pick (negation); solar farm inverter host (identifier);
 *     olive mill crushing rate; Icelandic glacier walk date.
 *   paraphrase (12): safari lodge airport transfer; barn rainwater tank; wind turbine dimensions;
 *     Patagonia national park entry; wheat field soil sampling; farm biogas digester budget;
 *     Canal du Midi barge holiday; run-of-river hydro output; avocado irrigation timer; conference
 *     travel carbon offset; tree nursery community discount; pepper seedling greenhouse heating.
 *   shared-words (6): two neighbours' rooftop arrays; village water use by year (drought plan);
 *     Stellenbosch tasting room glass vs flight; alpine hut bunkrooms; barley silo capacity vs fill;
 *     cod fishing quota vs landings.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_22: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close (8)
  {
    name: "h22 skye tour deposit",
    branch: [
      "Just off the phone with Highland Trails about the Skye tour.",
      "They want a deposit of £350 to hold the minibus for our group.",
      "Should I pay it from the club account or put it on my card and claim it back?",
    ],
    parent: [
      "Reminder for everyone: the Skye booking isn't confirmed until Highland Trails has money up front.",
      "Their email says the holding payment is £380, non-refundable after Friday.",
      "Ok, noted.",
    ],
    conflicts: [["deposit of £350", "holding payment is £380"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h22 ljubljana hostel arrival",
    branch: [
      "Booked the Ljubljana hostel for the school group (two dorms, breakfast included).",
      "We arrive on 18 April and they'll keep reception open late for us.",
    ],
    parent: [
      "What did the hostel say about dates?",
      "Check-in for the students is 19 April according to the confirmation PDF.",
      "Great, I'll tell the coach company.",
    ],
    conflicts: [["arrive on 18 April", "is 19 April"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h22 solar crew start time",
    branch: [
      "The installers texted: the crew rolls up at 7:30 to start on the panels.",
      "I'll move the car out of the drive tonight so the scaffold truck can get in.",
    ],
    parent: [
      "Sunbright confirmed their roof team will be here from 8:30 a.m. on Tuesday.",
      "Do we need to be home the whole day?",
      "Only for the first hour, they said.",
    ],
    conflicts: [["rolls up at 7:30", "from 8:30 a.m."]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h22 apiary overwinter count",
    branch: [
      "Spring inspection done at the Hollow Lane apiary.",
      "Nine colonies came through winter, which is better than I feared.",
    ],
    parent: [
      "How did the bees do over the cold months?",
      "Margaret says seven hives survived at Hollow Lane.",
      "That's still decent for such a wet year.",
    ],
    conflicts: [["Nine colonies", "seven hives"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h22 drip controller firmware",
    branch: [
      "The drip controllers in the north block of the orchard are updated.",
      "They're all running firmware 4.2.1 now, so the soil moisture schedule should kick in tonight.",
    ],
    parent: [
      "Looked at the dashboard this morning; the irrigation units up north report v4.3.1.",
      "Did anyone check the leaking valve by the gate?",
      "Not yet, going tomorrow.",
    ],
    conflicts: [["firmware 4.2.1", "v4.3.1"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h22 bottle bank glass tonnage",
    branch: [
      "Monthly figures from the bottle bank contractor are in.",
      "We sent 12.4 tonnes of glass for recycling in June.",
    ],
    parent: [
      "For the council report: the June glass collection came to 14.2 t according to the weighbridge tickets.",
      "Paper numbers are still missing, I'll chase them.",
    ],
    conflicts: [["12.4 tonnes", "14.2 t"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h22 vineyard harvest crew lead",
    branch: [
      "Who's running the picking at Château Lenoir this vintage?",
      "Pierre Dubois is in charge of the harvest teams, he starts Monday.",
    ],
    parent: [
      "Spoke to the estate office. The person leading the pickers this year is Paul Dubreuil.",
      "Good, he knows the steep parcels.",
    ],
    conflicts: [["Pierre Dubois", "Paul Dubreuil"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h22 wind farm consultation venue",
    branch: [
      "The public consultation on the Carnmore turbines is on the 12th.",
      "It'll be held in the Ballinrobe community hall, doors at seven.",
      "Can someone bring the laptop and projector?",
    ],
    parent: ["Flyers for the wind farm evening say the venue is St Mary's parish centre.", "I'll print another fifty."],
    conflicts: [["Ballinrobe community hall", "St Mary's parish centre"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- multi (6)
  {
    name: "h22 sea kayak trip",
    branch: [
      "Okay, final plan for the sea kayak trip:",
      "we're booked with Coastline Paddles on Saturday 14 June, launching at 9:00 from Porthgain, 8 paddlers in total, and it comes to £65 per person.",
      "Bring a dry bag!",
    ],
    parent: [
      "Confirmation from the kayak outfitter just came through: Sat 14 June, eight of us, meet at 9 a.m. at Porthgain slipway, £75 each including wetsuits.",
      "Perfect, I'll sort out lifts.",
    ],
    conflicts: [["£65 per person", "£75 each"]],
    paraphrases: [
      ["Saturday 14 June", "Sat 14 June"],
      ["8 paddlers", "eight of us"],
      ["9:00", "9 a.m."],
    ],
    shapes: ["multi"],
  },
  {
    name: "h22 apple pruning contract",
    branch: [
      "Signed the contract with the pruning crew.",
      "They'll do the winter pruning of the apple blocks starting Monday 3 February, with six workers for roughly ten days, at a fixed price of €4,800.",
    ],
    parent: [
      "Can you remind me what we agreed with the pruners?",
      "Start date 3 Feb (a Monday); 6 people on the crew; about ten working days; and the total is €4,200.",
      "Thanks.",
    ],
    conflicts: [["€4,800", "€4,200"]],
    paraphrases: [
      ["Monday 3 February", "3 Feb"],
      ["six workers", "6 people"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h22 heat pump install quote",
    branch: [
      "The heat pump quote from GreenHeat landed: a 9 kW air-source unit, installed in the week of 10 March, for £11,500 before the grant.",
      "Seems fair compared to the other two.",
    ],
    parent: [
      "Quick summary of the GreenHeat offer for the house chat - 9kW air source pump - install scheduled the week of 17 March - £11.5k before the £7,500 grant comes off.",
      "Sounds reasonable.",
    ],
    conflicts: [["week of 10 March", "week of 17 March"]],
    paraphrases: [
      ["9 kW", "9kW"],
      ["£11,500", "£11.5k"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h22 key largo fishing charter",
    branch: [
      "Charter's sorted! Captain Reyes takes us out from Key Largo on 22 August at 6 a.m., up to 6 anglers, $1,200 for the full day (fuel included).",
      "Do we need licences?",
    ],
    parent: [
      "I called the marina office to double check: the boat leaves Key Largo on August 22 at 06:00, max six anglers, and the full-day price is $1,400 with fuel.",
      "Licences are covered by the charter, by the way.",
    ],
    conflicts: [["$1,200", "$1,400"]],
    paraphrases: [
      ["22 August", "August 22"],
      ["6 a.m.", "06:00"],
      ["6 anglers", "six anglers"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h22 allotment composting workshop",
    branch: [
      "Put the composting workshop on the calendar: Thursday 5 June, 18:30 in the allotment shed, capped at 20 people, £5 to cover materials.",
    ],
    parent: [
      "Notice for the allotment newsletter - composting workshop, Thursday 5 June, 6:30pm, allotment shed, max 25 attendees, £5 for materials.",
      "Can Dev bring the wormery to show people?",
      "I'll ask him.",
    ],
    conflicts: [["capped at 20 people", "max 25 attendees"]],
    paraphrases: [["18:30", "6:30pm"]],
    shapes: ["multi"],
  },
  {
    name: "h22 alps rail pass trip",
    branch: [
      "For the Alps rail trip I've bought two Interrail passes (7 travel days within one month) at €335 each, first journey on 2 July.",
      "Receipts are in the shared folder.",
    ],
    parent: [
      "Tickets update: 2 Interrail passes, seven travel days in a month, €335 per pass, and the first leg is on 4 July.",
      "Should we reserve seats on the Bernina Express?",
    ],
    conflicts: [["on 2 July", "on 4 July"]],
    paraphrases: [
      ["two Interrail passes", "2 Interrail passes"],
      ["7 travel days", "seven travel days"],
      ["€335 each", "€335 per pass"],
    ],
    shapes: ["multi"],
  },

  // ---------------------------------------------------------------- correction (4)
  {
    name: "h22 mull ferry sailing corrected in branch",
    branch: [
      "The ferry to Mull leaves Oban at 11:00 on Sunday.",
      "Sorry, I misread the timetable - the Sunday sailing is at 12:00, the 11:00 one runs weekdays only.",
      "We'll still make it if we leave Glasgow by eight.",
    ],
    parent: ["CalMac booking shows our Sunday crossing from Oban at 11:00.", "Car space is confirmed too."],
    conflicts: [["sailing is at 12:00", "Oban at 11:00"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h22 tomato seed order corrected in branch",
    branch: [
      "I'm putting in the seed order for the greenhouse: 400 tomato seeds of the Moneymaker variety.",
      "Update: make that 600 - the second tunnel is ready after all.",
      "Supplier says dispatch within a week.",
    ],
    parent: ["For the seed budget, we're ordering 400 Moneymaker tomato seeds this season.", "Fine by me."],
    conflicts: [["make that 600", "400 Moneymaker tomato seeds"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h22 ev charger quote corrected in parent",
    branch: [
      "The electrician quoted £950 to fit the 7 kW charger on the garage wall.",
      "That includes the isolation switch and the certificate.",
    ],
    parent: [
      "Did we get a price for the EV charger?",
      "Yes, £950 fitted.",
      "Actually they emailed a revised quote this morning: £1,150, because the cable run is longer than they thought.",
    ],
    conflicts: [["quoted £950", "revised quote this morning: £1,150"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h22 tree planting site corrected in parent",
    branch: [
      "Volunteer tree planting is Saturday at Riverside Park, bring gloves and a spade.",
      "I've got spare gloves if anyone needs them.",
    ],
    parent: [
      "Tree planting day is on at Riverside Park this Saturday.",
      "They moved it to Oakfield Common - the park ground is waterlogged.",
      "Good call, the river field was a swamp last week.",
    ],
    conflicts: [["Riverside Park", "Oakfield Common"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---------------------------------------------------------------- few shared words (4)
  {
    name: "h22 beach litter pick off",
    branch: ["The Sunday litter pick at Saltburn beach is going ahead, weather looks fine."],
    parent: [
      "Coastguard flagged a storm warning, so the shoreline cleanup this weekend has been called off.",
      "Shame, we had loads of volunteers signed up.",
    ],
    conflicts: [["is going ahead", "has been called off"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h22 solar farm inverter host",
    branch: [
      "For the monitoring setup, point the logger at inv-east-07.solarfarm.local and it'll pick up the string data.",
    ],
    parent: [
      "Remote access works now: the east array inverter answers on inv-east-01.solarfarm.local.",
      "Nice, I'll add it to the dashboard.",
    ],
    conflicts: [["inv-east-07.solarfarm.local", "inv-east-01.solarfarm.local"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h22 olive mill crushing rate",
    branch: [
      "The mill in Jaén can crush 3 tonnes of olives an hour, so our whole harvest goes through in an afternoon.",
    ],
    parent: ["Cooperative says their machinery handles 5 t per hour.", "Then let's book a slot for the 20th."],
    conflicts: [["3 tonnes of olives an hour", "5 t per hour"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h22 glacier walk date",
    branch: ["Our Vatnajökull ice walk is booked for 9 September.", "Can't wait!"],
    parent: [
      "Guide company emailed - glacier hike confirmation: Skaftafell, 11 September, crampons provided.",
      "Do we need our own helmets?",
    ],
    conflicts: [["9 September", "11 September"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- paraphrase (12)
  {
    name: "h22 safari lodge transfer",
    branch: ["The lodge transfer from Kilimanjaro airport picks us up at 14:30.", "Driver's name is Joseph."],
    parent: [
      "Just checking, what time is the airport pickup for the safari lodge?",
      "2:30 pm, Joseph will be holding a sign.",
    ],
    conflicts: [],
    paraphrases: [["14:30", "2:30 pm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h22 barn rainwater tank",
    branch: ["We're going with the 5,000-litre rainwater tank for the barn roof."],
    parent: ["Plumber said a 5000 L tank fits behind the barn without any groundwork.", "Great, order it."],
    conflicts: [],
    paraphrases: [["5,000-litre", "5000 L"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h22 turbine dimensions",
    branch: ["Planning documents list the hub height of each turbine at 120 m, with a rotor diameter of 136 m."],
    parent: [
      "Residents keep asking how tall these are. The hub sits 120 metres up and the blades span 136 metres across.",
      "I'll add that to the FAQ.",
    ],
    conflicts: [],
    paraphrases: [
      ["120 m", "120 metres"],
      ["136 m", "136 metres"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h22 patagonia park entry",
    branch: [
      "Park entry for Torres del Paine is forty-nine dollars a head, paid online.",
      "Buses from Puerto Natales run twice a day.",
    ],
    parent: ["Budget line for the Patagonia trip: $49 per person for the national park ticket.", "Add the bus too."],
    conflicts: [],
    paraphrases: [["forty-nine dollars", "$49"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h22 wheat field soil sampling",
    branch: ["The agronomist will take soil samples from the wheat fields on 3 March."],
    parent: [
      "Lab booking reference confirms sampling on 2025-03-03, results about ten days later.",
      "Should we mark the field corners beforehand?",
      "Yes, with the orange stakes.",
    ],
    conflicts: [],
    paraphrases: [["3 March", "2025-03-03"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h22 biogas digester budget",
    branch: ["The co-op approved €12k for the biogas digester repairs."],
    parent: [
      "Minutes: budget of €12,000 agreed for fixing the digester; work to start after harvest.",
      "Who's contacting the contractor?",
    ],
    conflicts: [],
    paraphrases: [["€12k", "€12,000"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h22 canal du midi barge",
    branch: ["We booked the Canal du Midi barge for seven nights, bikes included."],
    parent: ["So the barge holiday is 7 nights, right?", "Yes, and the bikes come with it."],
    conflicts: [],
    paraphrases: [["seven nights", "7 nights"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h22 run-of-river hydro output",
    branch: ["The run-of-river scheme will deliver up to 2.5 MW at peak flow."],
    parent: [
      "Grid connection application states a maximum export of 2,500 kW for the hydro plant.",
      "That matches the turbine spec sheet.",
    ],
    conflicts: [],
    paraphrases: [["2.5 MW", "2,500 kW"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h22 avocado irrigation timer",
    branch: ["Set the avocado drip lines to run for half an hour every morning."],
    parent: [
      "Irrigation timer for the avocado rows is on 30 minutes daily at dawn.",
      "Let's check the emitters next week.",
    ],
    conflicts: [],
    paraphrases: [["half an hour", "30 minutes"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h22 conference carbon offset",
    branch: [
      "Our conference travel comes to about 1.2 tonnes of CO2, which we'll offset through the peat restoration fund.",
    ],
    parent: [
      "Offset calculator says 1,200 kg CO2 for the delegates' trains and flights.",
      "Peat restoration fund it is.",
    ],
    conflicts: [],
    paraphrases: [["1.2 tonnes", "1,200 kg"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h22 tree nursery discount",
    branch: ["The tree nursery gives community groups a 15% discount on bare-root whips."],
    parent: [
      "Good news, we qualify for fifteen percent off the saplings as a community group.",
      "Let's order the hawthorn then.",
    ],
    conflicts: [],
    paraphrases: [["15%", "fifteen percent"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h22 pepper seedling heating",
    branch: ["Keep the propagation greenhouse at 18°C overnight for the pepper seedlings."],
    parent: [
      "Heater thermostat in the seedling house is now set to 18 degrees Celsius for nights.",
      "Thanks, the peppers should germinate fine.",
    ],
    conflicts: [],
    paraphrases: [["18°C", "18 degrees Celsius"]],
    shapes: ["paraphrase"],
  },

  // ---------------------------------------------------------------- shared-words (6)
  {
    name: "h22 neighbours rooftop arrays",
    branch: ["Martin's rooftop array is 6.2 kW and faces south-west.", "He's happy with it so far."],
    parent: ["Chen's rooftop array is 4.8 kW and faces south.", "Both should be online by spring."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h22 village water use by year",
    branch: ["For the drought plan: village water use in 2023 was 41,000 cubic metres."],
    parent: ["Village water use in 2024 was 38,500 cubic metres, so the hosepipe ban helped.", "Nice drop."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h22 stellenbosch tasting prices",
    branch: ["At the Stellenbosch tasting room a single glass of the reserve pinotage is R120."],
    parent: ["The full tasting flight at that Stellenbosch tasting room, six wines, comes to R450.", "Worth it."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h22 alpine hut bunkrooms",
    branch: ["At the Hörnli hut, the north bunkroom sleeps 12 and has a drying rack.", "Booking opens in March."],
    parent: [
      "At the Hörnli hut, the south bunkroom sleeps 10 and has no drying rack.",
      "Then we'll ask for north if we can.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h22 barley silo capacity vs fill",
    branch: ["Silo 3 holds up to 250 tonnes of barley."],
    parent: ["Silo 3 currently holds 180 tonnes of barley after today's loads.", "So there's room for the last field."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h22 cod quota vs landings",
    branch: ["The co-op's cod quota for this season is 320 tonnes."],
    parent: ["The co-op's cod landings so far this season are 210 tonnes.", "We'll slow down in November then."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
