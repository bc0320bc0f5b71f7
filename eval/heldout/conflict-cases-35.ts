import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 35 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: reagent order (polymerase kit), conference poster deadline, telescope observing slot,
 *     bird ringing tally, sequencing run basecaller, river water nitrate, archaeological dig trench,
 *     drone survey launch site;
 *   multi: estuary sediment sampling trip, rooftop weather station, seismometer deployment,
 *     greenhouse tomato trial, museum tapestry conservation, research grant budget;
 *   correction: lab freezer inventory, ice core shipment, coral reef transects, bat acoustic detectors;
 *   few shared words: volcano gas sampling (negation), synchrotron beamtime data host (identifier),
 *     herbarium specimen loan, ocean research cruise boarding;
 *   paraphrase: radiocarbon samples, glacier ablation stakes, camera traps, confocal microscope
 *     booking, fossil prep air scribes, tree ring coring, moth light trap, cave temperature loggers,
 *     lake sediment coring, plankton net tows, meteorite loan insurance, amphibian eDNA ponds;
 *   shared-words: radiosonde launches, liquid nitrogen deliveries, cryo-EM grid screening,
 *     tide gauge stations, palaeomagnetic sample cubes, wind tunnel hours.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_35: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close (8)
  {
    name: "h35 polymerase kit price",
    branch: [
      "Did the supplier ever get back to us about the polymerase?",
      "They did — the Taq polymerase kit comes to $412 with shipping, the quote arrived this morning.",
      "Nice, I'll put it through on the lab card then.",
    ],
    parent: [
      "Reminder: bench reorganisation is on Thursday, please clear your drawers.",
      "Finance signed off on the enzyme purchase; the invoice total is $824.",
      "Thanks. Could someone also label the new shelf by the sink?",
    ],
    conflicts: [["comes to $412", "invoice total is $824"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h35 poster upload deadline",
    branch: [
      "Has anyone started on the layout for the Lisbon poster?",
      "I have a draft. Poster PDFs are due to the organisers on 14 March, so let's aim to have the figures locked a week before that.",
      "Works for me.",
    ],
    parent: [
      "Just checked the conference site: the submission cutoff for our poster is March 15.",
      "OK, and is printing handled by the venue?",
      "Yes, they print on site, we only upload the file.",
    ],
    conflicts: [["14 March", "March 15"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h35 telescope slot start",
    branch: [
      "Weather looks clear for tonight, finally.",
      "Our slot on the 2.5 m starts at 21:30 — I'll head up early to cool the camera.",
      "Bring the spare filter wheel cable just in case.",
    ],
    parent: [
      "The observatory confirmed we get the dome from 9:45 pm tonight.",
      "Target list is the same as last week: the three Seyfert galaxies, then the standards.",
    ],
    conflicts: [["starts at 21:30", "from 9:45 pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h35 blue tit ringing tally",
    branch: [
      "Cold start at the feeder site but it got busy after seven.",
      "We ringed forty-two blue tits there this morning, plus a handful of great tits.",
      "Any retraps?",
      "A few, I'll enter them tonight.",
    ],
    parent: [
      "Final tally from the feeder station today: twelve blue tits ringed, all first-years.",
      "Great, I'll add it to the BTO submission.",
    ],
    conflicts: [["forty-two blue tits", "twelve blue tits"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h35 basecaller version run seven",
    branch: [
      "Run 7 finished overnight, 18 Gb of output.",
      "Basecalling for it was done with Dorado 0.7.2 on the GPU box.",
      "Good, can you push the FASTQs to the share?",
    ],
    parent: [
      "For the methods section: the seventh run was basecalled with version 0.7.3 in super-accuracy mode.",
      "And we used the same flow cell chemistry as runs 5 and 6.",
    ],
    conflicts: [["Dorado 0.7.2", "version 0.7.3"]],
    paraphrases: [["Run 7", "the seventh run"]],
    shapes: ["close"],
  },
  {
    name: "h35 weir nitrate result",
    branch: [
      "Results from Tuesday's river samples are in.",
      "Nitrate at the weir came back at 3.4 mg/L, phosphate below detection.",
      "That's lower than I expected after all the rain.",
    ],
    parent: [
      "The lab says the weir sample had a nitrate concentration of 8.1 mg/L.",
      "Should we resample upstream of the outfall next week?",
      "Yes, let's add two sites.",
    ],
    conflicts: [["3.4 mg/L", "8.1 mg/L"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h35 trench B supervisor",
    branch: [
      "Season starts in three weeks, tents are booked.",
      "Priya is supervising Trench B this season, and the volunteers rotate between A and C.",
      "Who's doing finds processing?",
      "Still undecided.",
    ],
    parent: ["The director emailed: Trench B will be run by Tomasz.", "Makes sense, he dug the adjacent area in 2019."],
    conflicts: [["Priya is supervising", "run by Tomasz"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h35 drone launch site",
    branch: [
      "We'll launch the drone from the car park at Hollow Farm at first light.",
      "Batteries are charging now, six packs in total.",
    ],
    parent: [
      "Landowner is happy for us to fly.",
      "Takeoff point for the survey flight is the layby on Ridge Lane, out of sight of the livestock.",
      "Got it.",
    ],
    conflicts: [["car park at Hollow Farm", "layby on Ridge Lane"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- multi (6)
  {
    name: "h35 estuary trip boat hire",
    branch: [
      "Right, plan for the estuary trip: we drive down on Tuesday 9 July, take 24 sediment grab samples across the mudflats, and the boat hire is £180 for the day.",
      "Who's bringing the cool boxes?",
      "Me, I've got three.",
    ],
    parent: [
      "Confirmed with the boatyard — Tuesday 9th July, twenty-four grab samples planned, and they're charging £185 for the boat for the day.",
      "Tide is low around midday, so we should be on the water by ten.",
    ],
    conflicts: [["£180 for the day", "£185 for the boat"]],
    paraphrases: [
      ["Tuesday 9 July", "Tuesday 9th July"],
      ["24 sediment grab samples", "twenty-four grab samples"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h35 weather station mast height",
    branch: [
      "The new weather station goes up on the roof of the geography building on Friday at 10:00, with the anemometer on a 3 m mast and the rain gauge by the parapet.",
      "Do we need a permit for roof access?",
      "Estates have sorted it.",
    ],
    parent: [
      "Installation is Friday, 10 am start on the geography roof; the anemometer sits on a 2 m mast so it clears the handrail.",
      "I'll bring the datalogger and the solar panel.",
    ],
    conflicts: [["3 m mast", "2 m mast"]],
    paraphrases: [["10:00", "10 am"]],
    shapes: ["multi"],
  },
  {
    name: "h35 seismometer network size",
    branch: [
      "Final plan: we're deploying 12 broadband seismometers along the fault on 3 October (flights leave Heathrow at 07:15), and helicopter time is budgeted at $9,500.",
      "Do we have enough GPS clocks?",
      "Yes, with two spares.",
    ],
    parent: [
      "Helicopter time is capped at $9.5k, the team flies out of Heathrow at 7:15 am on 3 October, and the network will be 21 broadband stations.",
      "Someone should check the lithium battery shipping rules.",
    ],
    conflicts: [["12 broadband seismometers", "21 broadband stations"]],
    paraphrases: [
      ["$9,500", "$9.5k"],
      ["07:15", "7:15 am"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h35 greenhouse trial heating",
    branch: [
      "Trial 3 starts on Monday: 60 tomato seedlings per bench, watered twice daily, with the heating set to 22 °C.",
      "Are we using the new compost?",
      "Yes, the peat-free mix.",
    ],
    parent: [
      "For trial 3 (Monday start) we'll have sixty seedlings on each bench, watering twice a day, and the heating thermostat at 21 °C.",
      "I'll print the bench labels.",
    ],
    conflicts: [["22 °C", "21 °C"]],
    paraphrases: [
      ["60 tomato seedlings per bench", "sixty seedlings on each bench"],
      ["watered twice daily", "watering twice a day"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h35 tapestry studio handover",
    branch: [
      "Schedule for the Flemish tapestry: it goes to the conservation studio on 2 May, treatment takes about six weeks, and the studio's quote is €3,200.",
      "Will the gallery wall stay empty while it's away?",
      "We'll hang the smaller panel there.",
    ],
    parent: [
      "Quote came in at 3,200 euros for the tapestry — six weeks of treatment, and the studio collects it from the gallery on 2 June.",
      "Insurance needs the condition report before then.",
    ],
    conflicts: [["on 2 May", "on 2 June"]],
    paraphrases: [["€3,200", "3,200 euros"]],
    shapes: ["multi"],
  },
  {
    name: "h35 grant equipment line",
    branch: [
      "Where we landed on the budget: two postdocs for 36 months each, £48,000 for equipment, and travel at £6,500 (conferences plus two field seasons).",
      "Can we squeeze in a technician?",
      "Not without cutting equipment.",
    ],
    parent: [
      "Budget as it stands for the resubmission — 2 postdocs, three years each; equipment £84,000; travel £6.5k.",
      "Deadline for internal sign-off is next Friday.",
    ],
    conflicts: [["£48,000 for equipment", "equipment £84,000"]],
    paraphrases: [
      ["two postdocs", "2 postdocs"],
      ["36 months", "three years"],
      ["£6,500", "£6.5k"],
    ],
    shapes: ["multi"],
  },

  // ---------------------------------------------------------------- correction (4)
  {
    name: "h35 freezer four top shelf",
    branch: [
      "Doing the freezer audit now. Freezer 4 has 38 boxes of plasmid preps on the top shelf.",
      "Sorry, I misread the sheet — it's 83 boxes on the top shelf of freezer 4.",
      "Wow, OK, that needs thinning out.",
    ],
    parent: [
      "Per the inventory spreadsheet, the top shelf of freezer 4 holds 38 boxes of plasmid preps.",
      "Can we move some to the -80 in room 2?",
      "Only if they're labelled properly.",
    ],
    conflicts: [["83 boxes", "holds 38 boxes"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h35 ice core sailing date",
    branch: [
      "The ice cores ship from Christchurch on 12 November in the reefer container.",
      "Update: the freight company moved it to 13 November because of a crane fault.",
      "OK, the lab should still have the freezer space.",
    ],
    parent: [
      "Cores leave Christchurch on the 12th of November; the container is booked at -25 °C.",
      "Customs paperwork is done.",
    ],
    conflicts: [["13 November", "12th of November"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h35 reef transect depth",
    branch: [
      "We'll lay the transects at 8 m depth on the north side of the reef, four 50 m lines.",
      "I'll bring the slates and the quadrat frames.",
    ],
    parent: [
      "Plan is transects at 8 metres on the north reef.",
      "Actually, the dive officer wants them at 9 m because of the surge at the shallower end.",
      "Fine, four lines still?",
      "Yes.",
    ],
    conflicts: [["8 m depth", "at 9 m"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h35 bat detector end time",
    branch: [
      "The bat detectors go out on the 20th and record from sunset until 02:00.",
      "I've formatted all the SD cards.",
    ],
    parent: [
      "Detectors will record from sunset to 2 am each night.",
      "Correction: we changed the schedule so they record until 2:15 am, to catch the late passes.",
      "Battery life should cover that.",
    ],
    conflicts: [["until 02:00", "until 2:15 am"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---------------------------------------------------------------- few shared words (4)
  {
    name: "h35 crater rim access",
    branch: [
      "The crater rim trip is going ahead tomorrow, weather permitting — bring gas masks.",
      "I'll pack the MultiGAS unit tonight.",
    ],
    parent: [
      "Civil defence has closed access to the summit, so nobody will be sampling at the vent this week.",
      "Let's use the time to calibrate the sensors in the hut.",
    ],
    conflicts: [["going ahead tomorrow", "nobody will be sampling"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h35 beamline data host",
    branch: [
      "Our crystals are in the dewar, shipping Monday.",
      "Once the shift ends the images will be on i04-ws2.diamond.ac.uk for us.",
    ],
    parent: [
      "To grab the diffraction frames after our session, log in to i04-ws3.diamond.ac.uk with the proposal account.",
      "Thanks, I'll set up the transfer script.",
    ],
    conflicts: [["i04-ws2.diamond.ac.uk", "i04-ws3.diamond.ac.uk"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h35 sedge loan size",
    branch: [
      "Kew have agreed to lend us 140 specimens of Carex for the revision.",
      "Do we need the cabinet in the annexe?",
      "Probably, yes.",
    ],
    parent: ["The sedge loan is ninety sheets, arriving by courier in a fortnight.", "I'll clear the cabinet."],
    conflicts: [["140 specimens", "ninety sheets"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h35 cruise boarding cutoff",
    branch: ["Boarding for the cruise closes at 14:00 on the day we sail.", "I'll bring the CTD spares in my luggage."],
    parent: ["We have to be on the ship by 2:30 pm, the bosun was very clear about it.", "Does anyone get seasick?"],
    conflicts: [["closes at 14:00", "by 2:30 pm"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- paraphrase (12)
  {
    name: "h35 charcoal dating batch",
    branch: [
      "We sent 14 charcoal samples off for dating last Friday; results expected in 6 weeks.",
      "Fingers crossed the hearth dates come out older than the pit.",
    ],
    parent: [
      "Fourteen charcoal samples are with the AMS lab now, turnaround roughly six weeks.",
      "Did the bone sample go too?",
      "No, collagen yield was too low.",
    ],
    conflicts: [],
    paraphrases: [
      ["14 charcoal samples", "Fourteen charcoal samples"],
      ["6 weeks", "six weeks"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h35 ablation stake depth",
    branch: ["All eight ablation stakes are in.", "We drilled each one to a depth of 1.5 metres with the steam drill."],
    parent: ["Stakes are set at 150 cm depth, so they should survive the summer melt.", "Next reading in two weeks."],
    conflicts: [],
    paraphrases: [["1.5 metres", "150 cm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h35 camera trap deployment",
    branch: ["Camera traps go out on 2024-08-03 and come back after 60 days.", "I've set them to 3-shot bursts."],
    parent: [
      "Deployment is Saturday 3 August; we collect them after sixty days.",
      "Do we have enough lithium AAs?",
      "Ordered another 48.",
    ],
    conflicts: [],
    paraphrases: [
      ["2024-08-03", "Saturday 3 August"],
      ["60 days", "sixty days"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h35 confocal booking hours",
    branch: ["I booked the confocal for Wednesday, 13:00–17:00.", "Will that be long enough for the z-stacks?"],
    parent: [
      "Facility email confirms our confocal slot on Wednesday, 1 pm to 5 pm.",
      "Bring your own immersion oil, theirs ran out.",
    ],
    conflicts: [],
    paraphrases: [["13:00–17:00", "1 pm to 5 pm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h35 air scribe receipt",
    branch: ["The two new air scribes came to $2.4k altogether.", "They're much quieter than the old ones."],
    parent: [
      "Receipt for the air scribes: $2,400 total, charged to the prep lab account.",
      "Great — can someone write a quick how-to for the volunteers?",
    ],
    conflicts: [],
    paraphrases: [["$2.4k", "$2,400"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h35 north slope coring tally",
    branch: ["We cored 30 trees on the north slope, two cores each.", "Some of the oaks were rotten in the middle."],
    parent: [
      "Tally from the slope: thirty trees, 2 cores per tree, all bagged in paper straws.",
      "I'll mount them next week.",
    ],
    conflicts: [],
    paraphrases: [
      ["30 trees", "thirty trees"],
      ["two cores each", "2 cores per tree"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h35 moth trap bulb",
    branch: [
      "Running the moth trap from dusk tonight with the 125 W mercury vapour bulb.",
      "Forecast is mild, should be a good catch.",
    ],
    parent: ["Use the 125-watt MV bulb, the actinic one is broken.", "And empty the egg boxes before nine."],
    conflicts: [],
    paraphrases: [["125 W mercury vapour", "125-watt MV"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h35 cave logger interval",
    branch: ["The cave loggers are set to record every 15 minutes.", "Memory should last about a year at that rate."],
    parent: [
      "Logging interval in the cave is quarter-hourly for both temperature and humidity.",
      "We'll swap batteries at the spring visit.",
    ],
    conflicts: [],
    paraphrases: [["every 15 minutes", "quarter-hourly"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h35 lake corer day",
    branch: [
      "Coring on the lake is Thu 5 Sept, weather permitting.",
      "The piston corer weighs 45 kg, so we need three people to lift it.",
    ],
    parent: [
      "September 5th for the lake coring — I've told the sailing club.",
      "That corer is 45 kilograms, right? We'll want the winch then.",
    ],
    conflicts: [],
    paraphrases: [
      ["Thu 5 Sept", "September 5th"],
      ["45 kg", "45 kilograms"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h35 plankton net mesh",
    branch: ["For the tows we're using the 200 µm net at each station.", "Three vertical hauls per station."],
    parent: [
      "Net mesh is 0.2 mm, same as last year's survey.",
      "Three hauls at every station, then preserve in ethanol.",
    ],
    conflicts: [],
    paraphrases: [["200 µm", "0.2 mm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h35 pallasite insurance value",
    branch: [
      "The pallasite slice is insured for half a million dollars while it's on loan.",
      "Courier picks it up Monday.",
    ],
    parent: [
      "Insurance value on the pallasite: $500,000, covered nail to nail.",
      "Who's doing the condition check on return?",
    ],
    conflicts: [],
    paraphrases: [["half a million dollars", "$500,000"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h35 pond edna filtering",
    branch: [
      "At each pond we filter 1 L of water through the Sterivex cartridge.",
      "Eight ponds on Saturday, starting at noon.",
    ],
    parent: [
      "Protocol: one litre filtered per pond, with a field blank at every site.",
      "We start at 12:00 on Saturday with the eight ponds by the quarry.",
    ],
    conflicts: [],
    paraphrases: [
      ["1 L of water", "one litre"],
      ["noon", "12:00"],
    ],
    shapes: ["paraphrase"],
  },

  // ---------------------------------------------------------------- shared-words (6)
  {
    name: "h35 radiosonde burst heights",
    branch: [
      "The morning radiosonde reached 31 km before the balloon burst.",
      "Good data all the way up through the tropopause.",
    ],
    parent: [
      "The evening radiosonde reached 27 km before the balloon burst — ice on the envelope, probably.",
      "Launch log is updated.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h35 nitrogen dewar allowance",
    branch: ["We've taken 4 dewars of liquid nitrogen this month already.", "The cryostat is thirsty."],
    parent: [
      "Our liquid nitrogen contract allows 6 dewars a month before they charge extra.",
      "Let's not go over, finance will notice.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h35 grid screening target",
    branch: ["Our target was 40 grids screened on the Glacios this week.", "Ambitious, given the autoloader issues."],
    parent: [
      "In the end we screened 25 grids on the Glacios this week; the rest wait till Monday.",
      "Best ones had thin ice near the centre.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h35 storm tide gauge peaks",
    branch: [
      "The tide gauge at Newlyn logged a peak of 5.8 m during the storm.",
      "Surge there was about half a metre above prediction.",
    ],
    parent: [
      "The tide gauge at Dover logged a peak of 6.7 m during the storm.",
      "Should we add both to the report?",
      "Yes, with the surge residuals.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h35 palaeomag cube cost",
    branch: ["Each plastic sample cube costs £3.50 from the supplier.", "We need a hundred for the new section."],
    parent: [
      "The sample cubes for the new section cost £350 in total for the hundred.",
      "Order them this week so they arrive before the field trip.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h35 wind tunnel yearly hours",
    branch: ["In 2022 the wind tunnel ran 310 hours of testing.", "Most of it was the bridge deck models."],
    parent: [
      "In 2023 the wind tunnel ran 420 hours of testing, a record for the lab.",
      "Mostly the turbine blade work.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
