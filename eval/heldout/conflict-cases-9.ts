import type { HeldOutConflictCase } from "@/eval/heldout/conflict-cases";

/**
 * Training pairs (set C) for the conflict check's learned decisions: a branch's own messages, the
 * parent's messages after the branch point, the planted contradictions, and the values written two
 * ways that must not be flagged. Written by hand, without reading the claims code (lib/), and
 * without running the check on them.
 *
 * Domains (engineering, science, sport, community): a lab experiment, a bridge inspection, a factory
 * line, a drone survey, a research cruise, a server cluster's capacity, a robotics competition, a
 * football club's season, a sailing race, a cycling club, a choir's tour, a film festival, a museum
 * exhibition, a community garden, a volunteer fire brigade, a hospital ward rota, a clinical trial,
 * an observatory night, a farm harvest and a brewery batch. No two cases share a topic.
 *
 * 70 cases:
 * - 36 with planted conflicts:
 *   - 10 restatements of one fact in very different words or with a synonym for the attribute
 *     (tagged "close");
 *   - 8 "multi" (several facts in one sentence, one differs; the agreeing values written
 *     differently are listed as paraphrases);
 *   - 6 "correction" (the later correction on either side is what conflicts);
 *   - 6 "identifier" (part numbers, versions, asset ids, sail numbers, lot numbers, lenders; two
 *     also tagged "close");
 *   - 6 "negation" (a decision or state reversed).
 * - 34 without conflicts:
 *   - 14 "paraphrase" (units, temperatures, dates, clock times, counts in words, durations,
 *     percentages and fractions, k/M and scientific notation);
 *   - 14 "shared-words" (two samples, two teams, two sensors, minimum vs maximum, target vs
 *     measurement, per-item price vs order total, home vs away, first vs second half, two fields,
 *     last vs this season, two shifts, two people's figures, two venues, two attributes of one
 *     engine);
 *   - 6 agreements restated in other words (3 tagged "paraphrase", 3 "shared-words").
 * Shape tag totals: close 12, multi 8, correction 6, identifier 6, negation 6, paraphrase 17,
 * shared-words 17.
 */
export const HELDOUT_CONFLICT_CASES_9: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------------------------------------
  // Restatements of one fact, worded very differently (conflicts)
  // ---------------------------------------------------------------------------------------------
  {
    name: "lab-culture-incubation-temperature-restated",
    branch: [
      "Quick bench update: the E. coli cultures were held at 37 °C overnight and the OD readings this morning look healthy.",
      "I'll start the plate counts after lunch unless someone needs the hood.",
    ],
    parent: [
      "Drafting the methods section for the culture work now. Incubation temperature: 35 degrees, shaking at 200 rpm, 16 h.",
      "Can someone confirm the shaker log matches before I send it to Anja?",
    ],
    conflicts: [["37 °C", "35 degrees"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "bridge-footbridge-load-rating-vs-can-carry",
    branch: [
      "Walked the Mill Lane footbridge with Priya this morning. Deck boards are sound; two bolts on the north railing need replacing.",
      "For the record, the 2019 assessment gives it a load rating of 5 tonnes, which is why the parks van is still allowed over.",
    ],
    parent: [
      "Note for whoever writes up Mill Lane: the footbridge can take at most 3.5 tonnes, anything heavier has to go round by the ford.",
      "Photos from today are in the inspections folder.",
    ],
    conflicts: [["5 tonnes", "3.5 tonnes"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "factory-line3-throughput-vs-bottles-per-hour",
    branch: [
      "Line 3 is back up after the conveyor belt swap. Throughput's sitting at 420 units/hour since about ten o'clock.",
    ],
    parent: [
      "Talked to the shift lead on the floor — since the belt was replaced, roughly 380 bottles come off line 3 every hour.",
      "Maintenance want the capper looked at on Thursday; can we fit that around the changeover?",
    ],
    conflicts: [["420 units/hour", "380 bottles"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "drone-quarry-flight-altitude-restated",
    branch: [
      "East face of the quarry is done. We flew at 120 m AGL with 75% front overlap, 612 images in total, all geotagged.",
    ],
    parent: [
      "Filling in the flight log for the quarry job: height above ground for the survey passes was 90 metres, wind 4 m/s from the west.",
      "One battery swap, roughly at the halfway point.",
    ],
    conflicts: [["120 m AGL", "90 metres"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "cruise-departure-sail-vs-leaving-port",
    branch: [
      "Cruise plan is final: we sail from Bremerhaven on 14 May, and the first CTD station is about a day's steaming out.",
      "Bring your own seasickness tablets, the ship's medical stock is limited.",
    ],
    parent: [
      "Agenda for the pre-cruise briefing — leaving port is the 16th of May, so cabin allocations need to be done by the 9th.",
      "Who is handling the liquid nitrogen order this time?",
    ],
    conflicts: [["14 May", "16th of May"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "cluster-usable-storage-vs-how-much-it-holds",
    branch: [
      "Finished the capacity spreadsheet for hpc-west. After RAID overhead and the hot spares we end up with 480 TB usable.",
    ],
    parent: [
      "If finance asks how much hpc-west can actually hold once the RAID overhead is taken out, the answer is roughly 360 terabytes.",
      "Please don't quote them the raw figure, it only confuses things.",
    ],
    conflicts: [["480 TB", "360 terabytes"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "football-u16-season-finish-vs-league-position",
    branch: [
      "What a year for the under-16s — they ended the season fourth in the county league, their best finish in a decade.",
    ],
    parent: [
      "For the newsletter: under-16s, final league position 6th, 31 points from 22 games.",
      "We still need a photo from presentation night, does anyone have one?",
    ],
    conflicts: [["fourth", "6th"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "choir-tour-concert-count-vs-performances",
    branch: [
      "Tour schedule is confirmed: eight concerts across Austria and Slovenia, opening in Graz on the Friday.",
      "Sopranos, please have the Slovenian folk song memorised by next rehearsal.",
    ],
    parent: [
      "The coach company wanted a headcount and how many performances we're giving, so I told them nine performances in total, Graz first and then Maribor.",
    ],
    conflicts: [["eight concerts", "nine performances"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "trial-enrolment-vs-sample-size",
    branch: [
      "Power calculation came back from stats: to detect a 10 mmHg difference at 80% power we need to enrol 240 participants across both arms.",
    ],
    parent: [
      "Protocol v2 summary — sample size 200, two arms, 12-week follow-up.",
      "Ethics submission goes in on Friday; shout if anything in the summary looks off.",
    ],
    conflicts: [["240 participants", "sample size 200"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "brewery-stout-time-in-fermenter-vs-primary-length",
    branch: [
      "The oatmeal stout sat in the fermenter for two weeks before we cold-crashed it. Tasted clean, no diacetyl at all.",
    ],
    parent: [
      "Brew log for batch 27 (oatmeal stout): primary fermentation lasted 10 days, then cold crash to 2 °C.",
      "Kegging Saturday if anyone's free to help.",
    ],
    conflicts: [["two weeks", "10 days"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------------------------------------
  // Several facts in one sentence, one differs (conflicts)
  // ---------------------------------------------------------------------------------------------
  {
    name: "sailing-coastal-race-instructions-multi",
    branch: [
      "Sailing instructions for Saturday's coastal race are out: start at 10:30, course length 18 nm, three rounding marks, all to port.",
    ],
    parent: [
      "Skippers' briefing notes — start 10:30, 22 nautical miles around 3 marks, race committee on VHF 72.",
      "Tide turns about 13:00 so expect a slow beat home.",
    ],
    conflicts: [["18 nm", "22 nautical miles"]],
    paraphrases: [["three rounding marks", "3 marks"]],
    shapes: ["multi"],
  },
  {
    name: "cycling-sunday-ride-pace-multi",
    branch: [
      "Sunday club ride: 85 km, rolling out 8am from the clock tower, average around 25 km/h with a café stop in Hexham.",
    ],
    parent: [
      "Anyone new coming on Sunday? It's the 85 km loop from the clock tower at 08:00, no-drop, pace about 28 km/h.",
    ],
    conflicts: [["25 km/h", "28 km/h"]],
    paraphrases: [["8am", "08:00"]],
    shapes: ["multi"],
  },
  {
    name: "film-festival-programme-size-multi",
    branch: [
      "So the programme's locked: the festival runs 12–18 October at the Rex, 46 films, with the opening gala on the first night.",
    ],
    parent: [
      "Press release draft: Rex cinema, 12 to 18 October, 52 films in the programme.",
      "Can someone check the sponsor logos are the current versions?",
    ],
    conflicts: [["46 films", "52 films"]],
    paraphrases: [["12–18 October", "12 to 18 October"]],
    shapes: ["multi"],
  },
  {
    name: "museum-bronze-age-ticket-price-multi",
    branch: ["The Bronze Age exhibition opens 3 March in Gallery 4 — about 140 objects, tickets £12, concessions £9."],
    parent: [
      "Marketing copy for the Bronze Age show, please check: Gallery 4, opening March 3rd, around 140 objects, £15 entry.",
    ],
    conflicts: [["tickets £12", "£15 entry"]],
    paraphrases: [["3 March", "March 3rd"]],
    shapes: ["multi"],
  },
  {
    name: "garden-allocations-waiting-list-multi",
    branch: [
      "AGM notes on allocations: we have 24 plots, the fee stays at £30 a year, and there's a waiting list of 11.",
    ],
    parent: [
      "Summary for the council grant form — twenty-four plots, annual fee £30, 15 people on the waiting list.",
      "Deadline for the form is the end of the month.",
    ],
    conflicts: [["waiting list of 11", "15 people on the waiting list"]],
    paraphrases: [
      ["24 plots", "twenty-four plots"],
      ["£30 a year", "annual fee £30"],
    ],
    shapes: ["multi"],
  },
  {
    name: "fire-brigade-tuesday-drill-location-multi",
    branch: ["Reminder: drill on Tuesday at 19:00 at the station, hose relay from the hydrant, 12 crew expected."],
    parent: [
      "Tuesday's drill is 7 pm, hose relay practice at the old quarry, twelve crew have said yes.",
      "Bring your own gloves, the spare box is empty.",
    ],
    conflicts: [["at the station", "at the old quarry"]],
    paraphrases: [
      ["19:00", "7 pm"],
      ["12 crew", "twelve crew"],
    ],
    shapes: ["multi"],
  },
  {
    name: "observatory-public-night-visitor-cap-multi",
    branch: [
      "Public night is Friday: doors 20:30, we'll have the 10-inch Dobsonian and the 14-inch SCT out, limit of 40 visitors because of the fire regs.",
    ],
    parent: ["Friday public night — doors at half past eight, both big scopes on the lawn, capped at 30 visitors."],
    conflicts: [["40 visitors", "30 visitors"]],
    paraphrases: [["20:30", "half past eight"]],
    shapes: ["multi"],
  },
  {
    name: "farm-wheat-harvest-yield-multi",
    branch: [
      "Wheat update: 38 hectares cut so far, yield around 8.2 t/ha, moisture at 14.5% straight off the combine.",
    ],
    parent: [
      "Spoke to Dad this evening — 38 ha done, moisture 14.5 percent, and it's yielding 7.6 tonnes a hectare by the weighbridge.",
    ],
    conflicts: [["8.2 t/ha", "7.6 tonnes a hectare"]],
    paraphrases: [
      ["38 hectares", "38 ha"],
      ["14.5%", "14.5 percent"],
    ],
    shapes: ["multi"],
  },

  // ---------------------------------------------------------------------------------------------
  // Corrections later in the text (conflicts)
  // ---------------------------------------------------------------------------------------------
  {
    name: "ward-rota-night-shifts-corrected-in-branch",
    branch: [
      "Ward 7 rota for next week: Sam is on nights Monday to Wednesday, Leah on earlies all week.",
      "Correction: Sam's nights are Thursday to Saturday, I was reading the wrong column. Leah's earlies are unchanged.",
    ],
    parent: [
      "Sam's got Ward 7 nights Monday to Wednesday, so Ines can take the Tuesday study day.",
      "Leah on earlies all week as usual.",
    ],
    conflicts: [["Thursday to Saturday", "Monday to Wednesday"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "robotics-weigh-in-corrected-in-parent",
    branch: [
      "Weigh-in done: the robot came in at 54.2 kg with the battery fitted, and the limit for our class is 60 kg.",
    ],
    parent: [
      "Inspection sheet says 54.2 kg for us.",
      "Scratch that — I misread the scale, it's 56.8 kg. Still under the 60 kg cap, but no more bolt-ons please.",
    ],
    conflicts: [["54.2 kg", "56.8 kg"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "trial-first-visit-date-corrected-in-parent",
    branch: [
      "Site 03 update: first participant visit is booked for 26 May, and pharmacy has confirmed the IMP delivery.",
    ],
    parent: [
      "Site initiation at 03 went fine, FPFV pencilled in for 26 May.",
      "Correction from the sponsor this afternoon: first participant first visit moves to 2 June, their monitor can't travel the week before.",
    ],
    conflicts: [["26 May", "2 June"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "brewery-ipa-dry-hop-corrected-in-branch",
    branch: [
      "Plan for the IPA: dry hop with 400 g Citra on day 4.",
      "Correction — make that 300 g, we've only got the one 300 g bag left and the supplier's out until March.",
    ],
    parent: ["Updated the recipe sheet: Citra dry hop, 400 grams, on day four. Mosaic stays at 150 g."],
    conflicts: [["make that 300 g", "400 grams"]],
    paraphrases: [["day 4", "day four"]],
    shapes: ["correction"],
  },
  {
    name: "football-season-ticket-price-corrected-in-parent",
    branch: ["Season tickets are staying at £180 for adults, same as last year; juniors £60."],
    parent: [
      "Board meeting notes: adult season ticket £180, juniors £60.",
      "Correction — the board signed off £195 for adults last night once the floodlight costs came in. Juniors unchanged.",
    ],
    conflicts: [["£180", "£195"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "cluster-firmware-window-corrected-in-branch",
    branch: [
      "Maintenance window for the storage firmware update: Saturday 02:00–04:00 UTC.",
      "Actually scratch that, change control moved us to Sunday 02:00–04:00 UTC because of the month-end batch run.",
    ],
    parent: [
      "Users have been emailed: storage firmware maintenance on Saturday 02:00–04:00 UTC, expect the scratch filesystem to be read-only.",
    ],
    conflicts: [["Sunday 02:00", "Saturday 02:00"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---------------------------------------------------------------------------------------------
  // Identifiers, versions, part numbers, names and places (conflicts)
  // ---------------------------------------------------------------------------------------------
  {
    name: "cluster-slurm-version",
    branch: ["All compute nodes have been upgraded to Slurm 23.11.4; the controller was done first."],
    parent: [
      "FYI the cluster is running Slurm 23.11.6 after last week's patching, so the new GPU binding options should work.",
    ],
    conflicts: [["23.11.4", "23.11.6"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "factory-conveyor-bearing-part-number",
    branch: ["Line 2 conveyor: the replacement bearing is an SKF 6204-2RS, and there are two on the shelf in stores."],
    parent: ["I've ordered four 6205-2RS bearings for the line 2 conveyor, they should land Wednesday."],
    conflicts: [["6204-2RS", "6205-2RS"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "bridge-viaduct-asset-reference",
    branch: [
      "Inspection report for structure BR-0417 (Weir Road viaduct) is filed; condition rating 3, no urgent defects.",
    ],
    parent: [
      "Weir Road viaduct is BR-0471 in the asset register — please use that reference on the invoice.",
      "Condition rating 3 sounds right to me.",
    ],
    conflicts: [["BR-0417", "BR-0471"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "museum-helmet-lender",
    branch: ["Good news on the Roman room: the cavalry helmet is on loan from the Ashmolean until next January."],
    parent: ["Label text for case 6 — cavalry helmet, lent by the Fitzwilliam Museum, on display until January."],
    conflicts: [["Ashmolean", "Fitzwilliam"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "sailing-sail-number",
    branch: ["Entry form sent. We're racing under sail number GBR 4412, class IRC 2."],
    parent: ["Committee boat list has us as GBR 4421, IRC 2, starting in the second flight."],
    conflicts: [["GBR 4412", "GBR 4421"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "lab-antibody-lot-number",
    branch: ["Western blots today used the anti-GAPDH antibody, lot 2291847, diluted 1:5000."],
    parent: [
      "Reagent log entry: anti-GAPDH, lot 2291874, 1:5000 in 5% milk.",
      "We're down to the last 50 µl, so someone should reorder this week.",
    ],
    conflicts: [["lot 2291847", "lot 2291874"]],
    paraphrases: [],
    shapes: ["identifier"],
  },

  // ---------------------------------------------------------------------------------------------
  // Negations and reversed decisions (conflicts)
  // ---------------------------------------------------------------------------------------------
  {
    name: "football-match-goes-ahead-vs-postponed",
    branch: [
      "Groundsman's done the pitch inspection — Saturday's match against Harrow Athletic goes ahead, kick-off 3pm as planned.",
    ],
    parent: [
      "Just heard from the league: the referee called it off, Saturday vs Harrow Athletic is postponed because of the frozen pitch.",
    ],
    conflicts: [["goes ahead", "postponed"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "garden-mains-water-allowed-vs-not",
    branch: [
      "Council confirmed plot holders are allowed to use the mains water tap from June, so we can finally retire the bowser.",
    ],
    parent: [
      "Letter from the council today: no mains water for the allotments this summer, they're citing the hosepipe restrictions.",
    ],
    conflicts: [["allowed to use the mains water", "no mains water"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "film-director-attends-qa-vs-not",
    branch: [
      "Spoke to the distributor this morning, and after a lot of back and forth the director's agent confirmed she will attend the Q&A after the closing film.",
      "Do we need to book her a hotel, or is the distributor covering that?",
    ],
    parent: [
      "Bad news for the closing night — the director won't be able to come, we'll do the Q&A with the producer instead.",
    ],
    conflicts: [["will attend", "won't be able to come"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "fire-brigade-thermal-camera-approved-vs-rejected",
    branch: ["The district approved our thermal imaging camera request at Monday's meeting — the order can go in."],
    parent: [
      "District officer rang: the thermal camera request was rejected for this financial year, try again in April.",
    ],
    conflicts: [["approved", "rejected"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "observatory-14-inch-available-vs-out-of-action",
    branch: ["The 14-inch will be available for imaging from next week, booking sheet is on the door."],
    parent: ["The 14-inch is out of action until the primary mirror comes back from recoating — six weeks at least."],
    conflicts: [["will be available", "out of action"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "ward-bay-closed-vs-reopened",
    branch: ["Bay C on Ward 5 is closed to new admissions while the norovirus cases clear."],
    parent: ["Infection control gave the all-clear: Bay C reopened to admissions this morning."],
    conflicts: [["closed to new admissions", "reopened to admissions"]],
    paraphrases: [],
    shapes: ["negation"],
  },

  // ---------------------------------------------------------------------------------------------
  // The same value written two ways (no conflict)
  // ---------------------------------------------------------------------------------------------
  {
    name: "drone-solar-farm-line-length-and-airtime",
    branch: [
      "Mapped the solar farm this afternoon: each flight line is 1.5 km long and the whole job took 45 minutes in the air.",
      "Next time we should start earlier, the shadows got long.",
    ],
    parent: [
      "Ops summary — solar farm job: flight lines of 1,500 m, total airtime three quarters of an hour, no incidents.",
    ],
    conflicts: [],
    paraphrases: [
      ["1.5 km", "1,500 m"],
      ["45 minutes", "three quarters of an hour"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "lab-antibody-storage-temperatures",
    branch: ["Aliquots are in the fridge at 4 °C for now; the long-term stocks go into the -80 °C freezer tonight."],
    parent: [
      "Storage for the new antibody: working aliquots at four degrees Celsius, master stock at minus 80.",
      "Label everything with the date please.",
    ],
    conflicts: [],
    paraphrases: [
      ["4 °C", "four degrees Celsius"],
      ["-80 °C", "minus 80"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "cruise-mobilisation-date-formats",
    branch: ["Mobilisation in Kiel starts 2026-03-07 and the equipment container arrives the day before."],
    parent: [
      "Confirmed with the port agent: we mobilise on 7 March, container drops off on the 6th.",
      "Reminder to get your seafarer medical certificates in.",
    ],
    conflicts: [],
    paraphrases: [
      ["2026-03-07", "7 March"],
      ["the day before", "the 6th"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "ward-handover-clock-times",
    branch: [
      "Ward handover meeting moved to half past two so the day team can join; the evening huddle is still 19:30.",
    ],
    parent: ["Updated the rota board: handover at 14:30, evening huddle 7.30pm."],
    conflicts: [],
    paraphrases: [
      ["half past two", "14:30"],
      ["19:30", "7.30pm"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "choir-christmas-concert-singer-count",
    branch: [
      "Final numbers for the Christmas concert: thirty-two singers, which is our biggest line-up yet.",
      "Tenors are still a bit thin, though.",
    ],
    parent: ["Seating plan sorted for 32 singers across four rows."],
    conflicts: [],
    paraphrases: [["thirty-two singers", "32 singers"]],
    shapes: ["paraphrase"],
  },
  {
    name: "trial-treatment-and-follow-up-durations",
    branch: ["Treatment phase is 84 days, then each participant is followed up for two years."],
    parent: ["From the synopsis: 12-week treatment period, 24-month follow-up."],
    conflicts: [],
    paraphrases: [
      ["84 days", "12-week"],
      ["two years", "24-month"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "garden-work-party-fractions",
    branch: [
      "Spring work party update: three quarters of the plots have been dug over, and half the water butts are connected.",
    ],
    parent: ["Progress so far — 75% of plots dug, 50% of butts hooked up. Good going for a rainy March."],
    conflicts: [],
    paraphrases: [
      ["three quarters", "75%"],
      ["half", "50%"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "cluster-quarterly-usage-notation",
    branch: ["Quarterly usage report: the scheduler handled 1.2M jobs and delivered 2.5e6 core-hours."],
    parent: ["For the steering group slide: 1,200,000 jobs and 2.5 million core-hours in Q3."],
    conflicts: [],
    paraphrases: [
      ["1.2M", "1,200,000"],
      ["2.5e6", "2.5 million"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "brewery-saison-pitch-temperature-and-volume",
    branch: ["Pitched the saison yeast at 68 °F and we're letting it free-rise after day three. Batch size 10 hL."],
    parent: ["Brewhouse sheet: pitch temp 20 °C, free rise from day 3, 1,000 litres into FV2."],
    conflicts: [],
    paraphrases: [
      ["68 °F", "20 °C"],
      ["day three", "day 3"],
      ["10 hL", "1,000 litres"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "sailing-race-report-times-and-place",
    branch: ["Race report: we crossed the start at 0930 and finished in 1 h 40 min elapsed, third on handicap."],
    parent: ["Results sheet shows us starting 9:30 a.m., elapsed time 100 minutes, 3rd on corrected time."],
    conflicts: [],
    paraphrases: [
      ["0930", "9:30 a.m."],
      ["1 h 40 min", "100 minutes"],
      ["third", "3rd"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "cycling-dales-climbing-and-meet-time",
    branch: ["Saturday's Dales epic: 2,400 m of climbing, and we're meeting at quarter to seven so bring lights."],
    parent: ["Route's up on Strava — 2.4 km of vertical gain. Meet-up 06:45 at the usual spot."],
    conflicts: [],
    paraphrases: [
      ["2,400 m", "2.4 km"],
      ["quarter to seven", "06:45"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "observatory-andromeda-distance-and-exposure",
    branch: [
      "Tonight's target is M31, roughly 2.5 million light-years away — the kids always love that number. Subs will be 300 s each.",
    ],
    parent: ["Outreach sheet: Andromeda (M31), distance 2.5 Mly, five-minute exposures on the DSLR."],
    conflicts: [],
    paraphrases: [
      ["2.5 million light-years", "2.5 Mly"],
      ["300 s", "five-minute"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "factory-bore-tolerance-and-order-quantity",
    branch: ["Spec from the customer: bore tolerance of ±0.5 mm, first order 12k units."],
    parent: [
      "Engineering review notes — tolerance ±500 µm on the bore, order quantity 12,000 units, tooling ready next week.",
    ],
    conflicts: [],
    paraphrases: [
      ["±0.5 mm", "±500 µm"],
      ["12k units", "12,000 units"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "bridge-rail-headroom-and-inspection-date",
    branch: ["Headroom under the rail bridge measured at 4.8 m on 2026-02-11; signs on both approaches are correct."],
    parent: ["Survey sheet for the rail bridge: clearance 4,800 mm, inspected 11 Feb 2026."],
    conflicts: [],
    paraphrases: [
      ["4.8 m", "4,800 mm"],
      ["2026-02-11", "11 Feb 2026"],
    ],
    shapes: ["paraphrase"],
  },

  // ---------------------------------------------------------------------------------------------
  // Different facts that share words (no conflict)
  // ---------------------------------------------------------------------------------------------
  {
    name: "lab-upstream-vs-downstream-sample",
    branch: ["Sample A from the upstream site read pH 7.2 and conductivity 410 µS/cm."],
    parent: ["Sample B (downstream, below the outfall) came in at pH 6.8 and 530 µS/cm — worth re-running tomorrow?"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "robotics-our-score-vs-rival-team",
    branch: ["Qualification done! Our team scored 145 points in the last match, which puts us seventh."],
    parent: ["Team Voltage from Eindhoven scored 162 in that same round — they're the ones to beat in the playoffs."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "drone-rgb-vs-thermal-camera-gsd",
    branch: ["Processing settings for the RGB camera: GSD 2.1 cm/px at our flight height."],
    parent: [
      "The thermal camera only manages a GSD of about 8 cm/px at that height, so don't expect to see individual cells on the panels.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "trial-minimum-vs-maximum-age",
    branch: ["Eligibility: participants must be at least 18 to consent for themselves."],
    parent: ["The upper age limit in the inclusion criteria is 75; the steering committee didn't want to go higher."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "museum-visitor-target-vs-count",
    branch: ["Our target for the Viking exhibition was 25,000 visitors over the whole run."],
    parent: ["Front desk counts so far: 19,340 visitors to the Viking exhibition, with three weeks still to go."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "brewery-price-per-bottle-vs-order-total",
    branch: ["The bottle shop quoted £4.50 per bottle for the barrel-aged imperial stout."],
    parent: [
      "Invoice is in.",
      "Their order total came to £540 for the stout, delivery included. Payment terms 30 days.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "football-home-vs-away-record",
    branch: [
      "Writing the programme notes for Saturday — home form has been brilliant: 9 wins from 11 at Station Road.",
    ],
    parent: ["Away it's a different story — only 4 wins from 11 on the road this season."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "sailing-first-vs-second-half-speed",
    branch: ["Over the first half of the race, the downwind run, we averaged 7.4 knots."],
    parent: ["Second half was the beat back into the tide and the log shows 4.9 knots average."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "farm-north-vs-south-field-barley",
    branch: ["North field barley finished at 7.9 t/ha, better than we feared after the dry June."],
    parent: ["South field barley came off at 6.4 t/ha — the lighter land always suffers in a drought."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "cycling-last-vs-this-season-membership",
    branch: [
      "Digging out the old numbers for the AGM. Last season we had 84 paid-up members.",
      "Subs are due by the end of March, same as always — can we put that in the email too?",
    ],
    parent: ["Membership this season stands at 97, helped by the new women's Wednesday ride."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "ward-early-vs-night-shift-staffing",
    branch: ["Staffing for Ward 9 tomorrow: the early shift has 4 nurses and a healthcare assistant."],
    parent: ["Night shift on Ward 9 is down to 2 nurses, we've asked the bank for cover."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "observatory-two-observers-seeing",
    branch: ["Maria measured the seeing at 1.8 arcsec from the dome around midnight."],
    parent: [
      "Tom got 2.4 arcsec on the roll-off roof scope at about the same time, so the dome seems to sit in a calmer spot.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "film-two-venue-capacities",
    branch: ["Screen capacity: the Rex seats 420, so the gala there can take a proper crowd."],
    parent: ["The Lumière only seats 180, which is why the shorts programme is going there."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "fire-engine-tank-vs-pump-rate",
    branch: ["Spec for engine 2: the water tank holds 1,800 litres."],
    parent: [
      "Engine 2's pump delivers 2,000 litres a minute at 7 bar.",
      "Does anyone know when it was last serviced? The sticker on the panel is unreadable.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },

  // ---------------------------------------------------------------------------------------------
  // Agreements restated in other words (no conflict)
  // ---------------------------------------------------------------------------------------------
  {
    name: "cruise-science-party-agreed",
    branch: ["Science party is 14 scientists plus two technicians, berths confirmed."],
    parent: ["Chief scientist signed off: fourteen scientists aboard, and two techs from the institute."],
    conflicts: [],
    paraphrases: [
      ["14 scientists", "fourteen scientists"],
      ["two technicians", "two techs"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "garden-shed-key-agreed",
    branch: ["Let's keep it simple — the shed key stays with Margaret and she opens up on Sundays."],
    parent: ["Agreed at the committee: Margaret keeps the shed key, Sunday opening is hers."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "choir-departure-airport-agreed",
    branch: [
      "Flights booked!",
      "We fly out of Manchester on the early morning departure to Vienna; Gillian has the group booking reference if anyone asks.",
    ],
    parent: ["Confirmed with the travel agent: departure airport is Manchester, arriving Vienna before lunch."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "bridge-bearing-replacement-deadline-agreed",
    branch: [
      "The engineer's view is that the bearing replacement is needed within 6 months — not urgent, but not something to leave either.",
    ],
    parent: ["So the bearings must be replaced inside half a year. I'll get it into the next budget round."],
    conflicts: [],
    paraphrases: [["6 months", "half a year"]],
    shapes: ["paraphrase"],
  },
  {
    name: "fire-brigade-breathing-sets-agreed",
    branch: ["We agreed at the meeting to go with the Dräger breathing sets; the MSA quote was too high."],
    parent: ["Good, so Dräger it is for the new BA sets. I'll tell MSA we've gone elsewhere."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "robotics-arm-servo-count-agreed",
    branch: ["The arm uses 4 servos, all on the same CAN bus."],
    parent: ["Checked the wiring diagram: four servo motors on the arm, one CAN bus, nothing else hanging off it."],
    conflicts: [],
    paraphrases: [["4 servos", "four servo motors"]],
    shapes: ["paraphrase"],
  },
];
