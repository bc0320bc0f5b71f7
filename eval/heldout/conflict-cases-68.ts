/**
 * Held-out merge-conflict pairs, set 68 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: scuba diving centres and clubs.
 *
 * Topics (one per case, 40 in all):
 *   close: RIB departure time, wreck dive depth cap, twin-set fill pressure, Open Water course price,
 *     regulator sent for service, liveaboard booking reference, boat places for an island trip,
 *     student weighting at a check dive, pier night dive date, kit hire day rate, nitrox mix for reef
 *     dives, pool session hours.
 *   multi: second-dive log entry, Sunday boat trip summary, list of the day's sites, Friday boat
 *     with or without nitrox, Advanced course outline, compressor maintenance log.
 *   correction: quarry trip date, oxygen refresher instructor, boat swapped for a Thursday trip,
 *     deep adventure dive depth.
 *   paraphrase: dive plan at the arch, club night, cylinder count, reef depth range, trip deposit,
 *     fill pressure in psi, new diver's depth limit in feet, island trip date and time, nitrox fill
 *     sheet, surface interval, BCD service turnaround, confined session numbers.
 *   shared-words: last vs next cylinder inspection, turn pressure vs what was left, two classrooms,
 *     first vs second dive, full course vs referral price, surface vs thermocline temperature.
 *
 * Counts by shape (a case may carry more than one): close 17, identifier 2, negation 2, multi 6,
 * correction 4, paraphrase 31, shared-words 6, list 1.
 * 22 cases have planted conflicts (one each), 18 have none; 42 paraphrase pairs in all.
 */
import type { HeldOutConflictCase } from "./conflict-cases";

export const HELDOUT_CONFLICT_CASES_68: HeldOutConflictCase[] = [
  // ───────────────────────────── close (true conflicts between nearby values) ─────────────────────────────
  {
    name: "h68 RIB ropes-off time for Saturday",
    branch: [
      "Who's on the Kittiwake this Saturday? Need numbers by Thursday so I can sort the fills.",
      "SAT 21/06 RIB Kittiwake / ropes off 0730 / D1 Gannet Stack, D2 the Hesperus / back ~1300 / 8 divers max",
      "+ me & Tomasz / air / 12L x2",
    ],
    parent: [
      "Skipper here for Saturday: ropes off at quarter to eight, not a minute later, so be at the slip kitted up by 7:15. Two dives as planned, and we should be back alongside around 1pm.",
    ],
    conflicts: [["ropes off 0730", "ropes off at quarter to eight"]],
    paraphrases: [["back ~1300", "back alongside around 1pm"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h68 depth cap on the Maria Alcott wreck",
    branch: [
      "Anyone done a plan for Sunday on the Maria Alcott? She sits upright on sand, stern at about 38m.",
      "PLAN Alcott / max depth 32m / BT 20min / EANx28 / ascent 9m/min / stop 3min@5m",
      "Fine by me. We stay off the stern and work the bow section.",
    ],
    parent: [
      "Briefing notes for the Alcott on Sunday. We're capping the dive at thirty-five metres, twenty minutes on the bottom, and everyone on 28% nitrox. Usual safety stop on the way up.",
    ],
    conflicts: [["max depth 32m", "capping the dive at thirty-five metres"]],
    paraphrases: [
      ["BT 20min", "twenty minutes on the bottom"],
      ["EANx28", "28% nitrox"],
    ],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h68 fill pressure of Ravi's twinset",
    branch: [
      "Ravi, your twin 12s are sorted, I filled them to 232 bar last night after the club closed.",
      "Cheers! Air or nitrox?",
      "Air. They're in the rack by the door with your tag on.",
    ],
    parent: [
      "FILL LOG 12/06\nRavi D. | twin 12L | air | 220bar\nMiriam K. | 15L | EANx32 | 200bar\nClub 10L x3 | air | 200bar",
    ],
    conflicts: [["filled them to 232 bar", "twin 12L | air | 220bar"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h68 Open Water course price asked by a parent",
    branch: [
      "My daughter wants to do her Open Water in August, how much is it now?",
      "It's four hundred and twenty euros all in, that includes the manual, the pool sessions and the 4 open water dives.",
      "Lovely, and is she old enough at 15?",
      "Yes, 15 is fine for the full certification.",
    ],
    parent: [
      "Season price list, also pinned up at reception:\nOpen Water — €450\nAdvanced Open Water — €380\nNitrox specialty — €160\nAll courses include materials. Open Water includes four open water dives.",
    ],
    conflicts: [["four hundred and twenty euros", "Open Water — €450"]],
    paraphrases: [["the 4 open water dives", "four open water dives"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h68 which hire regulator went for its annual service",
    branch: [
      "Which reg went off to Aquatech for the annual service?",
      "R-117, the Apeks with the free-flowing octo. They said back by Thursday.",
      "ok, pulled from hire board till then",
    ],
    parent: [
      "Aquatech rang: the reg we sent them is R-171, needs a new HP seat and an octo diaphragm, ready for collection Thu. Their job ref is AQ-5532.",
    ],
    conflicts: [["R-117, the Apeks", "the reg we sent them is R-171"]],
    paraphrases: [["back by Thursday", "ready for collection Thu"]],
    shapes: ["close", "identifier", "paraphrase"],
  },
  {
    name: "h68 liveaboard booking reference",
    branch: [
      "Liveaboard deposit paid for the Red Sea trip. Booking ref is MS-40871, 3–10 October, 7 nights on board.",
      "Great, can you forward the confirmation to the club email?",
      "Done, it's in the trips folder too.",
    ],
    parent: ["RED SEA LIVEABOARD\nref MS-40817\ndates 3rd–10th Oct\n12 club places / 9 filled"],
    conflicts: [["Booking ref is MS-40871", "ref MS-40817"]],
    paraphrases: [["3–10 October", "3rd–10th Oct"]],
    shapes: ["close", "identifier", "paraphrase"],
  },
  {
    name: "h68 places on the boat for the Skerries trip",
    branch: [
      "How many spots left on Sunday's trip out to the Skerries?",
      "SUN Skerries / Boat takes 10 divers / 7 already signed up / £60 pp",
      "ok, I'll ask round the Tuesday pool lot",
    ],
    parent: [
      "Sunday Skerries trip is on, we've got twelve places on Sea Otter II and seven booked so far, so get your names in.",
    ],
    conflicts: [["Boat takes 10 divers", "twelve places on Sea Otter II"]],
    paraphrases: [["7 already signed up", "seven booked so far"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h68 student weighting at Tuesday's check dive",
    branch: [
      "Anya check dive Tue\nconfined 4m / 7mm semi / 8kg on belt / trim ok / mask clear ok",
      "She was still a bit floaty on the safety stop, keep an eye on it at the weekend.",
    ],
    parent: [
      "Logging Anya's check dive from Tuesday for her file: 6 kilos on the belt, seven-mil semidry, trim and mask clearing both signed off.",
    ],
    conflicts: [["8kg on belt", "6 kilos on the belt"]],
    paraphrases: [["7mm semi", "seven-mil semidry"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h68 date of the pier night dive",
    branch: [
      "Night dive at the pier → Thu 18/07, meet 2045 car park, in the water by 2130",
      "primary + backup torch compulsory / cyalume on tank valve",
      "Can I borrow a backup torch from the shop?",
      "Yes, we've got three spares behind the counter.",
    ],
    parent: [
      "Right, the pier night dive is Wednesday the 17th of July, meeting at quarter to nine in the car park. Bring a primary and a backup torch.",
    ],
    conflicts: [["Thu 18/07", "Wednesday the 17th of July"]],
    paraphrases: [["meet 2045", "quarter to nine"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h68 full kit hire day rate",
    branch: [
      "What's kit hire these days? Coming down for a weekend in May.",
      "Full kit hire is thirty-five quid a day, and a cylinder with a fill is eight pounds on top.",
      "Sound, I'll book Saturday and Sunday.",
    ],
    parent: [
      "HIRE RATES 2025\n- Full kit (BCD, reg, 5mm suit, computer): £40/day\n- Cylinder + air fill: £8\n- Torch: £5/day\nID and cert card needed at the desk.",
    ],
    conflicts: [["thirty-five quid a day", "£40/day"]],
    paraphrases: [["eight pounds", "£8"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h68 nitrox mix for the shallow reef dives",
    branch: [
      "Gas for Saturday's reef dives?",
      "EANx32 for both dives / max 18m / loads of margin on MOD",
      "Can you analyse mine before we load? Last time it read 31.6.",
    ],
    parent: [
      "Fills are done for Saturday's shallow reef dives, everyone on 36% this time, eighteen metres max on both.",
    ],
    conflicts: [["EANx32 for both dives", "everyone on 36% this time"]],
    paraphrases: [["max 18m", "eighteen metres max"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h68 Tuesday pool session hours",
    branch: [
      "POOL Tue 1900–2100 / lanes 3+4 / OW group: skills 1–5 / bring logbooks",
      "Will there be a spare 5mm for the new lad?",
      "Yep, there's a medium in the hire room.",
    ],
    parent: [
      "Tuesday pool session for the Open Water group runs from 7 until half past nine this week, and we've got lanes three and four.",
    ],
    conflicts: [["1900–2100", "from 7 until half past nine"]],
    paraphrases: [["lanes 3+4", "lanes three and four"]],
    shapes: ["close", "paraphrase"],
  },

  // ───────────────────────────── multi (several facts, one differing) ─────────────────────────────
  {
    name: "h68 bottom temperature in a second-dive log",
    branch: [
      "D2 Seal Point 14/06 / max 22m / BT 41min / 13°C bottom / vis 10m / 2 seals at the arch",
      "Best dive of the year so far, the seals stayed with us the whole way back along the wall.",
    ],
    parent: [
      "Writing up Saturday's second dive at Seal Point for the club log: 22 metres max, 41 minutes, water at the bottom was 11°C and visibility around ten metres.",
    ],
    conflicts: [["13°C bottom", "water at the bottom was 11°C"]],
    paraphrases: [
      ["vis 10m", "visibility around ten metres"],
      ["max 22m", "22 metres max"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "h68 Sunday boat trip price per head",
    branch: [
      "SUN 0900 ropes off / 2 dives Carrick Teeth / lunch @ the Anchor / £55 pp incl air",
      "Is that including the boat?",
      "Boat, two dives, air fills, the lot. Lunch you pay for yourself.",
    ],
    parent: [
      "Sunday's on: two dives on the Carrick Teeth, leaving at 9am, lunch at the Anchor, £65 per person covering boat and air.",
    ],
    conflicts: [["£55 pp incl air", "£65 per person"]],
    paraphrases: [["0900 ropes off", "leaving at 9am"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "h68 Saturday's three sites, one different",
    branch: [
      "Sat sites → Black Ledge / the Corvina wreck / Puffin Arch, order depends on the tide",
      "Corvina → slack only, prob 2nd",
    ],
    parent: ["Saturday's three sites, in whatever order the tide allows: Black Ledge, the Corvina and Kelp Alley."],
    conflicts: [["the Corvina wreck / Puffin Arch", "the Corvina and Kelp Alley"]],
    paraphrases: [],
    shapes: ["multi", "list"],
  },
  {
    name: "h68 nitrox on Friday's boat or not",
    branch: [
      "Fri trip / boat 0800 / nitrox available on board / lunch provided / back 1500",
      "Great, I'll bring my analyser anyway.",
    ],
    parent: [
      "Friday's boat: leaving at 8, lunch is included and we're back about 3, but there's no nitrox on the boat this time, air only.",
    ],
    conflicts: [["nitrox available on board", "no nitrox on the boat this time"]],
    paraphrases: [
      ["back 1500", "back about 3"],
      ["boat 0800", "leaving at 8"],
    ],
    shapes: ["multi", "negation", "paraphrase"],
  },
  {
    name: "h68 length of Marta's Advanced course",
    branch: [
      "AOW w/ Marta → 5 dives / deep+nav compulsory / 2 days / starts Sat 9am",
      "Which three electives?",
      "electives: wreck / PPB / night (wx permitting)",
    ],
    parent: [
      "Marta is running the Advanced over three days starting Saturday: five adventure dives, with deep and navigation the compulsory ones.",
    ],
    conflicts: [["2 days", "over three days"]],
    paraphrases: [["5 dives", "five adventure dives"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "h68 compressor next service hours",
    branch: [
      "Compressor: Bauer K14 / cartridge changed @ 1,240h / oil topped up / next service due 1,740h",
      "logged in maint book ✓",
    ],
    parent: [
      "Compressor log for the K14: filter cartridge swapped at 1240 hours, oil topped up, next full service at 1,500 hours.",
    ],
    conflicts: [["next service due 1,740h", "next full service at 1,500 hours"]],
    paraphrases: [["cartridge changed @ 1,240h", "cartridge swapped at 1240 hours"]],
    shapes: ["multi", "close", "paraphrase"],
  },

  // ───────────────────────────── correction ─────────────────────────────
  {
    name: "h68 quarry trip date corrected",
    branch: [
      "INLAND → Hollowmere Quarry on Sat 15th / 2 dives / trainee platform 6m",
      "entry £18 at the gate / cash or card",
    ],
    parent: [
      "Correction to the calendar: the Hollowmere trip is actually on Saturday the 22nd, the 15th was a typo. Gate fee is still eighteen pounds.",
    ],
    conflicts: [["Hollowmere Quarry on Sat 15th", "actually on Saturday the 22nd"]],
    paraphrases: [["£18 at the gate", "eighteen pounds"]],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "h68 oxygen refresher instructor withdrawn",
    branch: [
      "Who's running the oxygen provider refresher on Sunday?",
      "Dan will run it, 10am in the classroom, bring your cards.",
      "→ telling boat crew",
    ],
    parent: [
      "Sorry, I got that wrong earlier: Dan won't be running Sunday's oxygen refresher, he's away at his sister's. Priya is taking it instead, still at ten in the classroom.",
    ],
    conflicts: [["Dan will run it", "Dan won't be running Sunday's oxygen refresher"]],
    paraphrases: [["10am in the classroom", "at ten in the classroom"]],
    shapes: ["correction", "negation", "paraphrase"],
  },
  {
    name: "h68 boat swapped for the Thursday trip",
    branch: [
      "THU trip / boat: Sea Wolf / slip 0830 / sites TBC / 10 divers",
      "I've put the cylinders on Sea Wolf's loading list.",
    ],
    parent: [
      "Change of plan for Thursday: we're on Morwenna, not Sea Wolf, her gearbox is in bits. Still off the slip at 8:30.",
    ],
    conflicts: [["boat: Sea Wolf", "we're on Morwenna, not Sea Wolf"]],
    paraphrases: [["slip 0830", "off the slip at 8:30"]],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "h68 deep adventure dive depth revised",
    branch: [
      "Deep adventure dive for the AOW pair on Sunday, planned to 30m at the Lantern drop-off.",
      "computers set to air / 12L steel x2 / buddy checks on the boat",
    ],
    parent: [
      "Update, please read: the students' deep dive is going to 24m, not thirty. Vis below 25 has been rubbish all week.",
    ],
    conflicts: [["planned to 30m", "going to 24m"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },

  // ───────────────────────────── paraphrase (no conflict) ─────────────────────────────
  {
    name: "h68 dive plan at the arch in words and figures",
    branch: ["Plan for the Arch: max 18m / BT 45min / SI 1h before D2", "Sounds good, I'll lead."],
    parent: [
      "So for the Arch we're keeping it to eighteen metres and forty-five minutes bottom time, with an hour's surface interval before the second dive.",
    ],
    conflicts: [],
    paraphrases: [
      ["max 18m", "eighteen metres"],
      ["BT 45min", "forty-five minutes bottom time"],
      ["SI 1h", "an hour's surface interval"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h68 club night time in 12h and 24h",
    branch: [
      "Club night Wednesday, 7:30pm at the Lamb, we're planning the autumn trips.",
      "I'll bring the quarry brochures.",
    ],
    parent: ["WED club night / Lamb / 1930 / agenda: autumn trips, compressor fund"],
    conflicts: [],
    paraphrases: [
      ["7:30pm at the Lamb", "Lamb / 1930"],
      ["Club night Wednesday", "WED club night"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h68 a dozen cylinders for Saturday",
    branch: [
      "How many cylinders do we need filled for Saturday?",
      "A dozen, all 12L, all air.",
      "I'll start the compressor at 7 then.",
    ],
    parent: ["Fill list Sat: 12x 12L air, tags on, rack 2"],
    conflicts: [],
    paraphrases: [["A dozen", "12x 12L"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h68 reef depth range on the site card",
    branch: [
      "What depth is the reef at Coral Bay Point?",
      "Top of the reef is between 15 and 18 metres, sand at the bottom around 22.",
      "Perfect for the new lot.",
    ],
    parent: ["SITE CARD: Coral Bay Point / reef top 15–18m / sand 22m / current N on the flood"],
    conflicts: [],
    paraphrases: [
      ["between 15 and 18 metres", "reef top 15–18m"],
      ["around 22", "sand 22m"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h68 Malta trip deposit in words and euros",
    branch: [
      "Deposit for the Malta trip is twelve hundred euros, due by the end of March.",
      "Ouch. Can I pay it in two goes?",
      "Ask Helen, she's sorted that for people before.",
    ],
    parent: ["MALTA 2025 / deposit €1,200 / due 31/03 / balance on arrival"],
    conflicts: [],
    paraphrases: [
      ["twelve hundred euros", "deposit €1,200"],
      ["by the end of March", "due 31/03"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h68 fill pressure given in psi to visitors",
    branch: [
      "US group hire cyls / all filled to 200 bar / tagged + racked",
      "They'll want it in psi, they always ask.",
    ],
    parent: ["Told the Oregon group their tanks are at roughly 2,900 psi, they were happy with that."],
    conflicts: [],
    paraphrases: [["filled to 200 bar", "roughly 2,900 psi"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h68 new diver's depth limit in feet",
    branch: [
      "Beth just got her Open Water card, so she's limited to 18m for now.",
      "Nice one! First boat dive next week?",
      "Yep, the Shallows, which is well within that.",
    ],
    parent: ["Welcome aboard Beth, newly certified Open Water diver, good to 60 feet until she does her Advanced."],
    conflicts: [],
    paraphrases: [["limited to 18m", "good to 60 feet"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h68 island trip date and departure",
    branch: [
      "SAT 14 SEP / Skellan Isle / 2 dives / ropes off 0700 Port Hadley",
      "Early one! I'll stay over the night before.",
    ],
    parent: ["The Skellan Isle trip is on the 14th of September, we leave Port Hadley at seven in the morning."],
    conflicts: [],
    paraphrases: [
      ["SAT 14 SEP", "14th of September"],
      ["ropes off 0700", "seven in the morning"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h68 nitrox fill written out on the fill sheet",
    branch: ["Can I get a nitrox fill for tomorrow?", "Sure, 12L, EANx32, we'll analyse it together in the morning."],
    parent: [
      "Noted on the fill sheet for tomorrow: one 12-litre with Enriched Air Nitrox 32%, to be analysed with the diver before pickup.",
    ],
    conflicts: [],
    paraphrases: [
      ["EANx32", "Enriched Air Nitrox 32%"],
      ["12L", "12-litre"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h68 surface interval as an hour and a half",
    branch: [
      "Surface interval between the two dives will be an hour and a half, lunch on the boat.",
      "Can we do the drift second?",
    ],
    parent: ["D1 wall / SI 90min / D2 drift along the Race / sandwiches on board"],
    conflicts: [],
    paraphrases: [["an hour and a half", "SI 90min"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h68 BCD service turnaround",
    branch: ["How long for the BCD to come back from servicing?", "They quoted a fortnight, so middle of May."],
    parent: ["BCD #6 → Deepline for service / turnaround 14 days / £45"],
    conflicts: [],
    paraphrases: [["a fortnight", "turnaround 14 days"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h68 confined session numbers and start",
    branch: [
      "Half a dozen students for Saturday's confined session, starting at noon.",
      "ratio 4:1 in pool → need 1 more instructor",
    ],
    parent: ["SAT confined / 6 students / 1200 start / 2 instructors: Ines + Kofi"],
    conflicts: [],
    paraphrases: [
      ["Half a dozen students", "6 students"],
      ["starting at noon", "1200 start"],
    ],
    shapes: ["paraphrase"],
  },

  // ───────────────────────────── shared-words (no conflict) ─────────────────────────────
  {
    name: "h68 last and next cylinder visual inspection",
    branch: ["When was my 15L last inspected?", "15L / last visual 03/2024 / sticker on neck"],
    parent: ["Reminder: your 15L is due its next visual in March 2025, and the hydro test comes up in 2027."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h68 turn pressure and what was left at the end",
    branch: ["WALL RULES: turn at 100bar / max 30m / nobody below the ledge", "Got it."],
    parent: ["Back on board. Deepest we got was 26m, Carl surfaced with 60 bar and I had 70."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h68 two classrooms on Tuesday evening",
    branch: [
      "Classroom 1 booked for Open Water theory on Tuesday, 6 till 8.",
      "Is the projector in there working again?",
      "Yes, fixed it Monday.",
    ],
    parent: ["TUE 1800–2000 / Rescue theory / classroom 2 / Jonas"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h68 first and second dive of the day",
    branch: ["D1 → Dorran Pinnacle / max 25m / BT 30min", "Lovely soft corals on the north side."],
    parent: ["D2 → Sound shallows / max 12m / 55min / easy one for the new lot"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h68 full Open Water course and referral price",
    branch: [
      "What does the Open Water cost with you?",
      "The full Open Water course here is €395, pool and sea dives included, card fee too.",
    ],
    parent: ["For people who did their pool work at home, the Open Water referral is €280, just the four sea dives."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h68 surface temperature and below the thermocline",
    branch: ["0800 @ buoy / surface 17°C / vis 12m", "Wetsuit weather!"],
    parent: ["Below the thermocline at about 20m it dropped to 10°C though, glad I wore the drysuit."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
